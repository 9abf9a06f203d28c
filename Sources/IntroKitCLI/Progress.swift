import Foundation

/// A one-line progress bar on standard error, redrawn in place; silent unless enabled.
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private let write: @Sendable (Data) -> Void
    private let lock = NSLock()
    private var done = 0
    private static let width = 30

    /// A bar for `total` steps, shown only when standard error is a terminal, there is more
    /// than one step, and neither `--quiet` nor `NO_COLOR`… asks for clean output.
    init(total: Int, context: CommandContext, quiet: Bool) {
        self.total = total
        self.enabled = context.stderrIsTerminal && total > 1 && !quiet && context.environment["NO_COLOR"] == nil
            && context.environment["CI"] == nil
        self.write = context.writeError
    }

    /// Counts one step done and redraws.
    func advance(_ label: String) {
        guard enabled else { return }
        let line: String = lock.withLock {
            done += 1
            let filled = total == 0 ? Self.width : Self.width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: Self.width - filled)
            return "\r\u{1B}[2K\(bar) \(done)/\(total) \(label.suffix(40))"
        }
        write(Data(line.utf8))
    }

    /// Clears the bar.
    func finish() {
        guard enabled else { return }
        write(Data("\r\u{1B}[2K".utf8))
    }
}
