import Foundation
import IntroJSON
import IntroKit
import WelcomeSheet

/// The reports of one lint run, kept small until they are printed: a sheet finding keeps its
/// values and is worded only when its turn comes, so a lint of many rows holds no message text
/// and no second, sorted copy of its reports.
struct LintReports {
    private enum Entry {
        case report(LintCommand.Report)
        case finding(SheetLintFinding, position: SourcePosition?, locale: String?)
        case audit(SheetAuditFinding, position: SourcePosition?, locale: String?)
        case story(StoryAuditFinding, position: SourcePosition?, locale: String)
        case preview(PreviewAuditFinding)
    }

    /// How many errors and warnings there are (notes are not counted).
    struct Counts {
        var errors = 0
        var warnings = 0

        mutating func count(_ severity: String) {
            if severity == "error" { errors += 1 } else if severity == "warning" { warnings += 1 }
        }
    }

    private var entries: [Entry] = []
    private(set) var counts = Counts()

    /// Adds a report that is already worded (a JSON problem, a catalog finding).
    mutating func append(_ report: LintCommand.Report) {
        entries.append(.report(report))
        counts.count(report.severity)
    }

    /// Adds a sheet finding at `position` (where its key is written), in `locale` when the
    /// report names the language.
    mutating func append(_ finding: SheetLintFinding, at position: SourcePosition?, locale: String?) {
        entries.append(.finding(finding, position: position, locale: locale))
        counts.count(finding.severity.rawValue)
    }

    /// Adds an accessibility audit finding at `position`, in `locale` when the report names the language.
    mutating func append(_ finding: SheetAuditFinding, at position: SourcePosition?, locale: String?) {
        entries.append(.audit(finding, position: position, locale: locale))
        counts.count(finding.severity.rawValue)
    }

    /// Adds a story's audit finding at `position` (where its key is written).
    mutating func append(_ finding: StoryAuditFinding, at position: SourcePosition?, locale: String) {
        entries.append(.story(finding, position: position, locale: locale))
        counts.count(finding.severity.rawValue)
    }

    /// Adds a preview's audit finding (at its preview's line in its file).
    mutating func append(_ finding: PreviewAuditFinding) {
        entries.append(.preview(finding))
        counts.count(finding.issue.check == .nearlyPassedContrast ? "note" : "error")
    }

    /// The reports sorted by where they point in the file (line, then column), those in other
    /// files (a string catalog) last; reports at the same place keep the order they were found
    /// in. Each is worded as it is read.
    func inDocumentOrder(_ context: CommandContext) -> LazyMapSequence<[Int], LintCommand.Report> {
        let keys = entries.map(Self.place)
        let order = entries.indices.sorted { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : a < b }
        return order.lazy.map { self.report(self.entries[$0], context) }
    }

    /// The reports in document order as a JSON array, written element by element (the bytes
    /// `JSONEncoder` writes for the whole array, pretty-printed with sorted keys).
    func writeJSON(to output: inout BufferedOutput, _ context: CommandContext) throws(CLIError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard !entries.isEmpty else {
            try output.writeRaw(((try? encoder.encode([LintCommand.Report]())).map { String(decoding: $0, as: UTF8.self) } ?? "[]") + "\n")
            return
        }
        var separator = "[\n"
        for report in inDocumentOrder(context) {
            guard let element = try? encoder.encode(report) else { continue }
            // One level deeper than on its own: JSON strings hold no raw line breaks.
            try output.writeRaw(separator + "  " + String(decoding: element, as: UTF8.self).replacingOccurrences(of: "\n", with: "\n  "))
            separator = ",\n"
        }
        try output.writeRaw("\n]\n")
    }

    private static func place(_ entry: Entry) -> PlaceKey {
        switch entry {
        case .report(let report): PlaceKey(file: report.file ?? "", line: report.line ?? 0, column: report.column ?? 0)
        case .finding(_, let position, _), .audit(_, let position, _), .story(_, let position, _):
            PlaceKey(file: "", line: position?.line ?? 0, column: position?.column ?? 0)
        case .preview(let finding): PlaceKey(file: finding.file, line: finding.line ?? 0, column: finding.column ?? 0)
        }
    }

    private func report(_ entry: Entry, _ context: CommandContext) -> LintCommand.Report {
        switch entry {
        case .report(let report):
            return report
        case .finding(let finding, let position, let locale):
            var report = LintCommand.report(finding, at: position, context)
            report.locale = locale
            return report
        case .audit(let finding, let position, let locale):
            var report = LintCommand.report(finding, at: position, context)
            report.locale = locale
            return report
        case .story(let finding, let position, let locale):
            return LintCommand.Report(
                severity: finding.severity.rawValue, code: finding.issue.check.rawValue, message: finding.message(locale: context.locale),
                story: finding.story + 1, device: finding.device, orientation: finding.orientation.rawValue,
                colorScheme: finding.colorScheme.rawValue, dynamicType: finding.dynamicType.rawValue, locale: locale,
                audit: finding.issue.audit.rawValue, nearlyPassed: finding.issue.isNearlyPassed ? true : nil, element: finding.id,
                line: position?.line, column: position?.column)
        case .preview(let finding):
            let issue = finding.issue
            return LintCommand.Report(
                file: finding.file, severity: issue.check == .nearlyPassedContrast ? "note" : "error", code: issue.check.rawValue,
                message: issue.message(locale: context.locale), preview: finding.preview, device: finding.device,
                orientation: finding.orientation, colorScheme: finding.colorScheme, dynamicType: finding.dynamicType,
                locale: finding.locale, audit: issue.check.audit.rawValue, nearlyPassed: issue.check == .nearlyPassedContrast ? true : nil,
                element: issue.id ?? (issue.label.isEmpty ? nil : issue.label), line: finding.line, column: finding.column)
        }
    }

    /// Where a report points: file, line, column, compared in that order.
    private struct PlaceKey: Comparable {
        var file: String
        var line: Int
        var column: Int

        static func < (a: PlaceKey, b: PlaceKey) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
    }
}
