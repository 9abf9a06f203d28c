import IntroCommandLine
import Foundation
import IntroKit
import IntroJSON
import Testing

@testable import IntroKitCLI

/// Issue 35 (2): every numeric input, on the command line and in a JSON file, is checked
/// before it is converted — extreme values give a clean error or a clean result, never a trap.
/// Driven from the declarations: every command's options whose value is a number, and every
/// numeric field of the measure batch format (checked against the decoder's keys, so a new
/// field cannot be left out). Each run is a child process, since a trap would end this one.
@Suite struct NumericRangeTests {
    /// Values that have trapped a conversion, or could: beyond `Int`, subnormal, not a number.
    static let extremes = ["1e308", "-1e308", "1e-320", "nan", "inf", "9223372036854775808", "-0"]

    static let sheet = HostileRun.corpus.appendingPathComponent("sheets/sheet-valid.json").path
    static let stories = HostileRun.corpus.appendingPathComponent("stories/stories-valid.json").path
    /// A SwiftUI file of the corpus; `previews --list` finds its previews without building them.
    static let swiftUI = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/SwiftUICorpus/FeatureRow.swift").standardized.path

    /// A quick call of each command that has numeric options, which the option is added to.
    static let baseCalls: [String: [String]] = [
        "render sheet": ["render", "sheet", sheet, "--backend", "text", "--device", "iphone-se-1", "-o", "out", "-q"],
        "render stories": ["render", "stories", stories, "--backend", "text", "--device", "iphone-se-1", "--fps", "1", "-o", "out", "-q"],
        "previews": ["previews", swiftUI, "--list"],
        "lint": ["lint", sheet, "--device", "iphone-se-1"],
        "layout": ["layout", sheet, "--device", "iphone-se-1"],
        "measure": ["measure", "Hello", "--font", "17"],
        "stories events": ["stories", "events", stories, "--until", "5"],
        "stories state": ["stories", "state", stories, "--at", "1"],
        "gallery": ["gallery", "no-such-folder", "-q"],
        "gallery merge": ["gallery", "merge", "no-such-folder", "-o", "report", "-q"],
    ]

    /// One numeric option of one command.
    struct NumericOption: Sendable, CustomTestStringConvertible {
        var command: String
        var option: String
        var testDescription: String { "\(command) --\(option)" }
    }

    /// Whether an option's value is a number (`Int`, `Double`, or either optional).
    static func isNumeric(_ option: any OptionDeclaration) -> Bool {
        option is Option<Int> || option is Option<Int?> || option is Option<Double> || option is Option<Double?>
    }

    /// Every numeric option of every built-in command, global options included.
    static var numericOptions: [NumericOption] {
        IntroKitTool.builtInCommands.flatMap { command in
            (command.options + GlobalOptions.all).filter(isNumeric).map { NumericOption(command: command.name, option: $0.name) }
        }
    }

    @Test func everyCommandWithNumericOptionsHasABaseCall() {
        let commands = Set(Self.numericOptions.map(\.command))
        #expect(commands.count >= 5, "numeric options found in: \(commands.sorted())")
        #expect(commands.subtracting(Self.baseCalls.keys).isEmpty, "no base call for \(commands.subtracting(Self.baseCalls.keys).sorted())")
    }

    @Test(arguments: numericOptions)
    func extremeValuesGiveACleanErrorOrResult(_ numeric: NumericOption) throws {
        let base = try #require(Self.baseCalls[numeric.command])
        for value in Self.extremes {
            let run = try HostileRun()
            let result = try run.run(base + ["--\(numeric.option)", value], timeout: 120)
            let described = "\(numeric) \(value)"
            #expect(!result.timedOut, "\(described) hung")
            #expect([0, 1, 2].contains(result.status), "\(described) exited \(result.status): \(result.stderr.prefix(300))")
            #expect(!result.stderr.contains("Fatal error"), "\(described): \(result.stderr.prefix(300))")
            if result.status == 2 { #expect(result.stderr.contains("--\(numeric.option)"), "\(described): \(result.stderr)") }
        }
    }

    /// The numeric fields of a measure batch item, by JSON path below the item.
    static let measureNumericFields = ["width", "lineSpacing", "lineLimit", "font.size"]

    /// A batch item with `value` (JSON text) at `field`, and otherwise valid.
    static func measureItem(_ field: String, _ value: String, id: String) -> String {
        var members = ["\"id\": \"\(id)\"", "\"text\": \"Hello\""]
        if field == "font.size" {
            members.append("\"font\": {\"size\": \(value)}")
        } else if field.hasPrefix("font.") {
            members.append("\"font\": {\"size\": 17, \"\(field.dropFirst(5))\": \(value)}")
        } else {
            members += ["\"font\": {\"size\": 17}", "\"\(field)\": \(value)"]
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// A field the table does not list refuses a number: it is not numeric, so the table is whole.
    @Test func theMeasureFieldTableHasEveryNumericKey() throws {
        let others = (MeasureBatch.keys.subtracting(["font"]).map { $0 } + MeasureBatch.fontKeys.map { "font." + $0 })
            .filter { !Self.measureNumericFields.contains($0) }
        for field in others {
            let document = "[" + Self.measureItem(field, "2", id: "x") + "]"
            guard case .failure(let failure) = MeasureBatch.decode(data: Data(document.utf8), fileName: "batch.json") else {
                Issue.record("\(field) took a number: add it to measureNumericFields")
                continue
            }
            #expect(failure.diagnostics.contains { $0.message.key == "json.decode.typeMismatch" }, "\(field): \(failure.diagnostics)")
        }
    }

    /// Every extreme value in every numeric field of one batch: every bad entry is reported
    /// with its path and line:column, and the good ones measured when the rest are fixed.
    @Test func extremeNumbersInABatchAreEachReported() throws {
        // JSON has no NaN or infinity; 1e309 is a syntax error of its own (numberOutOfRange).
        let values = ["1e308", "-1e308", "1e-320", "9223372036854775808", "-0", "1.5", "1e300"]
        var items: [String] = []
        for field in Self.measureNumericFields {
            for value in values { items.append(Self.measureItem(field, value, id: "\(field) \(value)")) }
        }
        let run = try HostileRun()
        try Data(("[\n" + items.joined(separator: ",\n") + "\n]").utf8).write(to: run.directory.appendingPathComponent("batch.json"))
        let result = try run.run(["measure", "--batch", "batch.json"], timeout: 120)
        #expect(result.status == 1, "stderr: \(result.stderr.prefix(500))")
        #expect(!result.stderr.contains("Fatal error"))
        let lines = result.stderr.split(separator: "\n")
        // 1.5 is a valid number of points, 1e-320 and -0 a valid spacing (≥ 0), -0 a valid
        // line limit (0); every other pair is out of range.
        let accepted: Set<String> = [
            "width 1.5", "font.size 1.5", "lineSpacing 1.5", "lineSpacing 1e-320", "lineSpacing -0", "lineLimit -0",
        ]
        for (index, field) in Self.measureNumericFields.enumerated() {
            for (offset, value) in values.enumerated() where !accepted.contains("\(field) \(value)") {
                let line = index * values.count + offset + 2
                let reported = lines.contains { $0.hasPrefix("batch.json:\(line):") && $0.contains("[\(line - 2)].\(field):") }
                #expect(reported, "\(field) \(value) on line \(line) not reported: \(result.stderr.prefix(300))")
            }
        }
    }

    @Test func aLineLimitIsOneRuleOnTheCommandLineAndInABatch() throws {
        let run = try HostileRun()
        try Data(("[" + Self.measureItem("lineLimit", "1.5", id: "a") + "]").utf8)
            .write(to: run.directory.appendingPathComponent("batch.json"))
        let batch = try run.run(["measure", "--batch", "batch.json"])
        let option = try run.run(["measure", "Hello", "--font", "17", "--line-limit", "1.5"])
        #expect(batch.status == 1 && option.status == 2)
        let message = CLIMessages.table.string(LineLimitRule.messageKey, locale: "en", LineLimitRule.texts("1.5"))
        #expect(batch.stderr.contains(message), "batch: \(batch.stderr)")
        #expect(option.stderr.contains(message), "option: \(option.stderr)")
        let whole = try run.run(["measure", "Hello", "--font", "17", "--line-limit", "2.0", "--json"])
        #expect(whole.status == 0)
    }
}
