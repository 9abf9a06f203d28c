import Foundation

/// `introkit-doccheck FILE.symbols.json…`: prints every public symbol of the given symbol graphs
/// (from `swift symbolgraph-extract`) that has no `///` documentation, as `file:line: warning:
/// …`, and exits 1 when there is one. `scripts/docs` runs it on the documented modules.
///
/// Not counted: witnesses of standard-library requirements whose meaning is the protocol's
/// (`==`, `hash(into:)`, `init(from:)`, `description`, `body` …) and symbols a macro generated
/// (they have no source location).
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { var displayName: String }
        struct DocComment: Decodable {}
        struct Location: Decodable {
            struct Position: Decodable { var line: Int }
            var uri: String
            var position: Position
        }
        var kind: Kind
        var pathComponents: [String]
        var docComment: DocComment?
        var location: Location?
    }
    var symbols: [Symbol]
}

let standardWitnesses: Set<String> = [
    "==(_:_:)", "<(_:_:)", "hash(into:)", "init(from:)", "encode(to:)", "description", "debugDescription",
    "init(rawValue:)", "rawValue", "body", "Body", "errorDescription",
]

var undocumented: [String] = []
for path in CommandLine.arguments.dropFirst() {
    do {
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        for symbol in graph.symbols where symbol.docComment == nil && !standardWitnesses.contains(symbol.pathComponents.last ?? "") {
            guard let location = symbol.location else { continue }
            let file = URL(string: location.uri)?.path ?? location.uri
            undocumented.append(
                "\(file):\(location.position.line + 1): warning: undocumented public \(symbol.kind.displayName.lowercased()) "
                    + symbol.pathComponents.joined(separator: "."))
        }
    } catch {
        try? FileHandle.standardError.write(contentsOf: Data("error: \(path): \(error)\n".utf8))
        exit(2)
    }
}
for line in Set(undocumented).sorted() { print(line) }
if !undocumented.isEmpty {
    try? FileHandle.standardError.write(contentsOf: Data("\(Set(undocumented).count) undocumented public symbol(s): add a /// comment\n".utf8))
    exit(1)
}
