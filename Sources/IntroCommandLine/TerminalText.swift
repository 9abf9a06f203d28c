import Foundation

/// Text from input files made safe to print on a terminal: messages quote titles, keys and
/// image names, and a title holding `ESC ]0;…` or a right-to-left override must not retitle
/// the window, recolour the screen or reorder what the user reads.
public enum TerminalText {
    /// `text` with C0 and C1 control characters (but line breaks and tabs) and bidirectional
    /// overrides and isolates written as `\u{1B}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The language of a tool's messages by POSIX's rules: `LC_ALL`, then `LC_MESSAGES`, then
    /// `LANG` (`es_ES.UTF-8` → `es-ES`); `en` when unset, `C` or `POSIX`.
    public static func messageLanguage(_ environment: [String: String]) -> String {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let base = value.split(separator: ".").first.map(String.init) ?? value
            if base == "C" || base == "POSIX" { return "en" }
            return base.replacingOccurrences(of: "_", with: "-")
        }
        return "en"
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// Lines for standard output, gathered and written in blocks of about 64 KiB, so that a command
/// printing many lines makes few writes and holds little.
public struct BufferedOutput<Failure: Error> {
    private let write: (Data) throws(Failure) -> Void
    private var pending = Data()
    private static var blockSize: Int { 1 << 16 }

    /// Output that hands each block to `write`.
    public init(_ write: @escaping (Data) throws(Failure) -> Void) {
        self.write = write
    }

    /// Adds a line, with control characters escaped (``TerminalText``).
    public mutating func write(_ line: String) throws(Failure) {
        try writeRaw(TerminalText.escaped(line) + "\n")
    }

    /// Adds text as it is (JSON, which escapes its own).
    public mutating func writeRaw(_ text: String) throws(Failure) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.blockSize { try flush() }
    }

    /// Writes what is gathered.
    public mutating func flush() throws(Failure) {
        guard !pending.isEmpty else { return }
        try write(pending)
        pending.removeAll(keepingCapacity: true)
    }
}
