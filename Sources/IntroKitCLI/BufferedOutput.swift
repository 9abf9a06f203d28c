import Foundation

/// Lines for standard output, gathered and written in blocks of about 64 KiB, so that a command
/// printing many lines makes few writes and holds little.
struct BufferedOutput {
    private let context: CommandContext
    private var pending = Data()
    private static let blockSize = 1 << 16

    init(_ context: CommandContext) {
        self.context = context
    }

    /// Adds a line, with control characters escaped (``TerminalText``).
    mutating func write(_ line: String) throws(CLIError) {
        try writeRaw(TerminalText.escaped(line) + "\n")
    }

    /// Adds text as it is (JSON, which escapes its own).
    mutating func writeRaw(_ text: String) throws(CLIError) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.blockSize { try flush() }
    }

    /// Writes what is gathered.
    mutating func flush() throws(CLIError) {
        guard !pending.isEmpty else { return }
        try context.writeOutput(pending)
        pending.removeAll(keepingCapacity: true)
    }
}
