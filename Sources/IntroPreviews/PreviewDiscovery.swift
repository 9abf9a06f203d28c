import Foundation

/// A preview found in a Swift file: a `#Preview` or one view of a `PreviewProvider`'s
/// `previews` (each view of a `Group` is one).
public struct DiscoveredPreview: Hashable, Sendable {
    /// What declares it.
    public enum Kind: Hashable, Sendable {
        /// A `#Preview` macro.
        case macro
        /// The `index`-th view (from 0) of the `previews` of the provider type `type`.
        case provider(type: String, index: Int)
    }

    /// The file, as given.
    public var file: String
    /// The line of `#Preview` or of the provider's declaration (its views: the line of each).
    public var line: Int
    /// What declares it.
    public var kind: Kind
    /// The name given (`#Preview("Name")`, `.previewDisplayName("Name")`), if a literal one.
    public var name: String?
    /// Its number among the previews of its file, from 1.
    public var index: Int

    /// What names its outputs: its file-safe name, file and index.
    public var named: PreviewNaming.Named {
        PreviewNaming.Named(name: name, file: file, index: index)
    }

    /// The name of its outputs when no other preview of the run shares it: the name given, or
    /// the file's name and the index (``PreviewNaming/distinctStems(_:)`` for a run's).
    public var outputStem: String { PreviewNaming.distinctStems([named])[0] }

    /// `file:line: name`, as `--list` prints it.
    public var listLine: String { "\(file):\(line): \(name ?? outputStem)" }
}

/// Output names made safe for every file system: letters, digits, `-`, `_` and `.` kept,
/// runs of anything else one `_`.
public enum PreviewNaming {
    /// `name` with characters outside `[A-Za-z0-9._-]` replaced.
    public static func fileSafe(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let keep = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
            if keep {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("_") {
                result += "_"
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "_."))
        return trimmed.isEmpty ? "preview" : trimmed
    }

    /// A preview as its output names start: its file-safe name (nil when it has none), its
    /// file and its number among that file's previews.
    public struct Named: Equatable, Sendable {
        /// The file-safe name the preview was given, or nil.
        public var name: String?
        /// The file it is in, as the registry names it.
        public var file: String
        /// Its number among the previews of its file, from 1.
        public var index: Int

        /// A preview's naming facts; `name` as given (made file-safe here; empty is none).
        public init(name: String?, file: String, index: Int) {
            self.name = name.flatMap { $0.isEmpty ? nil : fileSafe($0) }
            self.file = file
            self.index = index
        }
    }

    /// The start of each preview's file names, distinct across a run: its name, with its
    /// file's name in front when previews of other files share it (`OnboardingView-Light`) and
    /// its number after when its own file uses the name twice (`Light-2`); an unnamed preview
    /// is its file's name and number (`OnboardingView-3`).
    public static func distinctStems(_ previews: [Named]) -> [String] {
        var filesByName: [String: Set<String>] = [:]
        for preview in previews { if let name = preview.name { filesByName[name, default: []].insert(preview.file) } }
        let stems = previews.map { preview in
            let base = fileSafe(URL(fileURLWithPath: preview.file).deletingPathExtension().lastPathComponent)
            guard let name = preview.name else { return "\(base)-\(preview.index)" }
            return filesByName[name, default: []].count > 1 ? "\(base)-\(name)" : name
        }
        var uses: [String: Int] = [:]
        stems.forEach { uses[$0, default: 0] += 1 }
        return zip(stems, previews).map { stem, preview in
            preview.name != nil && uses[stem, default: 0] > 1 ? "\(stem)-\(preview.index)" : stem
        }
    }
}

/// Finds previews in Swift source, without compiling it: `#Preview` at file scope (its
/// name when the first argument is a string literal) and types conforming to
/// `PreviewProvider`, whose `previews` is split into the views of a top-level `Group`
/// (each with its literal `.previewDisplayName`).
public enum PreviewDiscovery {
    /// The previews of one file's `text`, in order; `file` is the path they name.
    public static func previews(in text: String, file: String) -> [DiscoveredPreview] {
        var scanner = SwiftSourceScanner(text)
        var found: [DiscoveredPreview] = []
        func add(_ line: Int, _ kind: DiscoveredPreview.Kind, _ name: String?) {
            found.append(DiscoveredPreview(file: file, line: line, kind: kind, name: name, index: found.count + 1))
        }
        while !scanner.atEnd {
            if scanner.depth == 0, scanner.peek() == UInt8(ascii: "#"), scanner.atWordStart, scanner.startsWith(word: "#Preview") {
                let line = scanner.line
                for _ in 0..<"#Preview".utf8.count { scanner.advance() }
                scanner.skipTrivia()
                var name: String?
                if scanner.peek() == UInt8(ascii: "(") { name = firstStringArgument(scanner.readBalanced()) }
                add(line, .macro, name)
            } else if let declaration = typeDeclaration(&scanner) {
                guard let type = declaration.type, scanner.peek() == UInt8(ascii: "{") else { continue }
                let (line, header) = (declaration.line, declaration.header)
                let body = scanner.readBalanced()
                guard conforms(header, to: "PreviewProvider") else { continue }
                let views = providerViews(body)
                for (index, view) in views.enumerated() {
                    add(line + view.lineOffset, .provider(type: type, index: index), view.name)
                }
            } else {
                scanner.advance()
            }
        }
        return found
    }

    /// The words that start a type's declaration.
    private static let declarationKeywords: [StaticString] = ["struct", "enum", "class", "extension"]
    /// Their first bytes.
    private static let declarationInitials: Set<UInt8> = [UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "c")]

    /// At a type declaration at file scope (`struct`, `enum`, `class`, `extension`): reads its
    /// keyword, its name (nil when none follows) and its header up to the `{` of its body,
    /// which stays unread; nil elsewhere, with nothing read.
    static func typeDeclaration(_ scanner: inout SwiftSourceScanner) -> (line: Int, type: String?, header: String)? {
        // The first byte rules out most positions before any keyword is compared.
        guard scanner.depth == 0, let first = scanner.peek(), declarationInitials.contains(first), scanner.atWordStart,
            declarationKeywords.contains(where: { scanner.startsWith(word: $0) })
        else { return nil }
        let line = scanner.line
        _ = scanner.readIdentifier()
        scanner.skipTrivia()
        guard let type = scanner.readIdentifier() else { return (line, nil, "") }
        var header = ""
        while let byte = scanner.peek(), byte != UInt8(ascii: "{") {
            header += String(UnicodeScalar(byte))
            scanner.advance()
        }
        return (line, type, header)
    }

    /// Whether a type's header (`: A, PreviewProvider where …`) names `protocolName` among its
    /// inherited types.
    static func conforms(_ header: String, to protocolName: String) -> Bool {
        guard let colon = header.firstIndex(of: ":") else { return false }
        let list = header[header.index(after: colon)...].split(separator: "where").first ?? ""
        return list.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").last == Substring(protocolName) }
    }

    /// The first argument of a `#Preview(…)` when it is a plain string literal.
    static func firstStringArgument(_ arguments: String) -> String? {
        var scanner = SwiftSourceScanner(arguments)
        scanner.skipTrivia()
        guard scanner.peek() == UInt8(ascii: "\"") else { return nil }
        let literal = scanner.advance()
        guard let literal, !literal.contains("\\(") else { return nil }
        return literal.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// The views of a provider's body: those of `static var previews`, split when it is one
    /// `Group { … }`; their names from a literal `.previewDisplayName`, their lines from the
    /// start of the body.
    static func providerViews(_ body: String) -> [(lineOffset: Int, name: String?)] {
        var scanner = SwiftSourceScanner(body)
        while !scanner.atEnd {
            if scanner.depth == 0, scanner.atWordStart, scanner.startsWith(word: "previews") {
                _ = scanner.readIdentifier()
                while let byte = scanner.peek(), byte != UInt8(ascii: "{") { scanner.advance() }
                let startLine = scanner.line
                let previews = scanner.readBalanced()
                return statements(ofGroupIn: previews).map { (startLine - 1 + $0.line - 1, displayName(in: $0.text)) }
            }
            scanner.advance()
        }
        return [(0, nil)]
    }

    /// The statements of the one `Group { … }` that `source` is (with modifiers after it),
    /// each with its line in `source`; `source` itself as one statement otherwise.
    static func statements(ofGroupIn source: String) -> [(line: Int, text: String)] {
        var scanner = SwiftSourceScanner(source)
        scanner.skipTrivia()
        if scanner.startsWith(word: "return") {
            _ = scanner.readIdentifier()
            scanner.skipTrivia()
        }
        let start = scanner.line
        guard scanner.startsWith(word: "Group") else { return [(start + 1, source)] }
        _ = scanner.readIdentifier()
        scanner.skipTrivia()
        guard scanner.peek() == UInt8(ascii: "{") else { return [(start + 1, source)] }
        let groupLine = scanner.line
        let inside = scanner.readBalanced()
        let outerName = displayName(in: String(decoding: scanner.bytes[scanner.position...], as: UTF8.self))
        let parts = topLevelStatements(inside)
        guard parts.count > 1 else { return [(groupLine + 1, outerName.map { _ in source } ?? inside)] }
        return parts.map { (groupLine + $0.line - 1 + 1, $0.text) }
    }

    /// The statements at depth 0 of `source`: a new one starts on a line whose first
    /// character is not `.` (a modifier continues the view above it).
    static func topLevelStatements(_ source: String) -> [(line: Int, text: String)] {
        var scanner = SwiftSourceScanner(source)
        var parts: [(line: Int, text: String)] = []
        var current: (line: Int, start: Int)?
        func close(at end: Int) {
            guard let open = current else { return }
            let text = String(decoding: scanner.bytes[open.start..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { parts.append((open.line - 1, text)) }
            current = nil
        }
        while true {
            let before = scanner.position
            scanner.skipTrivia()
            if scanner.atEnd {
                close(at: scanner.position)
                break
            }
            let startsStatement = scanner.peek() != UInt8(ascii: ".") && (current == nil || source.utf8.dropFirst(before).prefix(scanner.position - before).contains(UInt8(ascii: "\n")))
            if startsStatement {
                close(at: before)
                current = (scanner.line, scanner.position)
            }
            if let byte = scanner.peek(), byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                _ = scanner.readBalanced()
            } else {
                scanner.advance()
                while let byte = scanner.peek(), SwiftSourceScanner.isIdentifier(byte) { scanner.advance() }
            }
        }
        return parts
    }

    /// The literal name of the last `.previewDisplayName("…")` at the top of a statement.
    static func displayName(in statement: String) -> String? {
        var scanner = SwiftSourceScanner(statement)
        var name: String?
        while !scanner.atEnd {
            if scanner.depth == 0, scanner.startsWith(word: "previewDisplayName") {
                _ = scanner.readIdentifier()
                scanner.skipTrivia()
                if scanner.peek() == UInt8(ascii: "(") { name = firstStringArgument(scanner.readBalanced()) ?? name }
            } else if let byte = scanner.peek(), byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                _ = scanner.readBalanced()
            } else {
                scanner.advance()
            }
        }
        return name
    }
}
