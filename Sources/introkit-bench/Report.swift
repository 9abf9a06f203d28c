/// The benchmark's output: a human-readable table of figures with their goals, and one
/// machine-readable `key: value` line per figure at the end.
final class Report {
    /// One figure.
    struct Row {
        /// The machine-readable key (`draw-ms-3mp`), or nil for a figure that only informs.
        var key: String?
        /// What was measured, for people.
        var label: String
        /// The figure.
        var value: Double
        /// The unit shown in the table.
        var unit: String
        /// The goal, as text (`≤ 25 ms`), if the figure has one.
        var goal: String?
        /// Whether the goal is met (nil: no goal).
        var met: Bool?
    }

    private var rows: [Row] = []

    /// Records a figure and prints its table line at once (the whole run takes a while).
    func add(_ key: String?, _ label: String, _ value: Double, _ unit: String, goal: Goal? = nil) {
        let row = Row(
            key: key, label: label, value: value, unit: unit, goal: goal?.text,
            met: goal.map { $0.isMet(by: value) })
        rows.append(row)
        print(Self.line(row))
    }

    /// Prints a section title.
    func section(_ title: String) {
        print("\n\(title)")
    }

    /// Prints the machine-readable lines of every figure with a key.
    func printMachineReadable() {
        print("")
        for row in rows {
            guard let key = row.key else { continue }
            print("\(key): \(Self.format(row.value))")
        }
    }

    /// The table header.
    static let header = pad("figure", 52) + pad("value", 14) + "goal"

    private static func line(_ row: Row) -> String {
        let verdict = row.met.map { $0 ? "  met" : "  MISSED" } ?? ""
        return pad("  " + row.label, 52) + pad(format(row.value) + " " + row.unit, 14) + (row.goal ?? "") + verdict
    }

    /// Three significant decimals at most, enough for figures that vary by a few percent.
    static func format(_ value: Double) -> String {
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3
        return String(format: "%.\(digits)f", value)
    }

    /// `text` padded with spaces to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

/// A figure's goal: at most or at least a value.
struct Goal {
    enum Direction { case atMost, atLeast }
    let direction: Direction
    let value: Double
    let unit: String

    static func atMost(_ value: Double, _ unit: String) -> Goal { Goal(direction: .atMost, value: value, unit: unit) }
    static func atLeast(_ value: Double, _ unit: String) -> Goal { Goal(direction: .atLeast, value: value, unit: unit) }

    var text: String { (direction == .atMost ? "≤ " : "≥ ") + Report.format(value) + " " + unit }

    func isMet(by figure: Double) -> Bool {
        direction == .atMost ? figure <= value : figure >= value
    }
}
