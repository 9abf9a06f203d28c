import Foundation
import Testing

/// `lint` writes its reports as they are worded, in blocks: the JSON must still be exactly what
/// encoding the whole array at once gives, and the lines the same reports in the same order.
@Suite struct LintStreamingTests {
    /// The fields of a report, as `lint --json` writes them.
    struct Report: Codable, Equatable {
        var file: String?
        var severity: String
        var code: String
        var message: String
        var page: Int?
        var device: String?
        var orientation: String?
        var colorScheme: String?
        var dynamicType: String?
        var locale: String?
        var element: String?
        var line: Int?
        var column: Int?
    }

    /// Enough rows to need several output blocks, with a JSON warning (an empty second page)
    /// among the sheet findings.
    func document() -> String {
        let rows = (0..<60).map { #"{"imageName": "nope\#($0)", "title": "Row \#($0)", "content": "Text that wraps on a phone"}"# }
        return #"[{"title": "Big", "rows": [\#(rows.joined(separator: ",\n"))], "mainButtonTitle": "Go"}, {"title": "Two", "rows": []}]"#
    }

    @Test func theStreamedJSONIsTheWholeArrayEncodedAtOnce() throws {
        let cli = try CLIHarness()
        let path = try cli.temporaryFile(document())
        #expect(cli.run(["lint", path, "--device", "iphone-se,ipad-mini", "--json"]) == 0)
        let written = cli.stdoutText
        let reports = try JSONDecoder().decode([Report].self, from: Data(written.utf8))
        #expect(reports.count > 200)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(reports), as: UTF8.self) + "\n" == written)
        // In document order: by line, then column.
        let places = reports.map { [$0.line ?? 0, $0.column ?? 0] }
        #expect(places == places.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(reports.contains { $0.code == "json" } && reports.contains { $0.code == "unknownIcon" })

        #expect(cli.run(["lint", path, "--device", "iphone-se,ipad-mini"]) == 0)
        let lines = cli.stdout
        #expect(lines.count == reports.count + 1, "one line per report and the total")
        #expect(zip(lines, reports).allSatisfy { $0.contains($1.message) })
    }
}
