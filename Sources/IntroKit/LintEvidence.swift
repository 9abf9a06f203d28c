import Foundation
import IntroSystem
import IntroUI

/// `introkit lint --audit --report DIR`: the evidence for the App Store's accessibility labels,
/// per screen (a sheet's page, a story, a preview): whether Larger Text, Sufficient Contrast,
/// Dark Interface and Reduced Motion hold, and the findings that block each. Made from the
/// lint's own findings; written as `DIR/index.html` and `DIR/accessibility-report.json`, both
/// or neither.
public struct LintEvidence: Encodable, Sendable {
    /// The App Store's accessibility labels the report speaks to.
    public enum Label: String, CaseIterable, Encodable, Sendable {
        /// Every text fits and grows at every size checked.
        case largerText
        /// No text below WCAG's contrast ratio.
        case sufficientContrast
        /// The same in the dark scheme.
        case darkInterface
        /// With Reduce Motion on, nothing but fades.
        case reducedMotion
    }

    /// What the lint found for one label on one screen.
    public enum Verdict: String, Encodable, Sendable {
        /// Nothing blocks it.
        case holds
        /// Only contrasts that nearly passed (within a quarter of the ratio) block it.
        case nearlyHolds
        /// A finding blocks it.
        case fails
        /// The run did not check it (dark: `--color-scheme light`).
        case notChecked
        /// The screen has nothing it is about (a still screen and Reduced Motion).
        case notApplicable
    }

    /// One screen, as the lint knows it.
    public typealias ScreenID = EvidenceScreens.ID

    /// The sizes checked.
    public var sizes: [String]
    /// The schemes checked.
    public var colorSchemes: [String]
    /// Every screen, in the order linted.
    public var screens: [Screen]
}

/// The screens a lint run went through, for `--report`, and the Reduced Motion findings of
/// those that move.
public struct EvidenceScreens: Sendable {
    /// One screen.
    public struct ID: Hashable, Sendable {
        /// The file it is written in.
        public var file: String
        /// `page 1`, `story 2`, `Planted` (a preview's name).
        public var name: String
        /// Whether frames of it move (a story): Reduced Motion is checked.
        public var moves: Bool
        /// The line it starts at, when known (a preview's `#Preview`).
        public var line: Int?

        /// Screen `name` of `file`.
        public init(file: String, name: String, moves: Bool, line: Int?) {
            self.file = file
            self.name = name
            self.moves = moves
            self.line = line
        }
    }

    /// The screens, in the order linted.
    public var ids: [ID] = []
    /// The Reduced Motion findings of the screens that move.
    var motion: [ID: LintFindings] = [:]
    /// Why a screen is light whatever the system's scheme (a story that sets `colorScheme` light).
    var lightOnly: [ID: LintFindings] = [:]

    /// No screens.
    public init() {}

    /// Adds the `count` pages of the sheet `file`.
    public mutating func addPages(_ count: Int, of file: String) {
        ids += (0..<count).map { ID(file: file, name: "page \($0 + 1)", moves: false, line: nil) }
    }

    /// Records that `screen`, story `story` (from 0) of its show, sets `colorScheme` light:
    /// Dark Interface fails for it. `line` and `column` are where the story is written.
    public mutating func addLightOnly(_ screen: ID, story: Int, line: Int?, column: Int?) {
        lightOnly[screen, default: LintFindings()].add(.lightOnly(story: story, line: line, column: column))
    }

    /// Records that `screen`, story `story` (from 0) of its show, still scales, turns or moves
    /// something at `times` with Reduce Motion on (on `device`, in `locale`): Reduced Motion
    /// fails for it.
    public mutating func addMotion(_ screen: ID, story: Int, times: [Double], device: String?, locale: String, line: Int?, column: Int?) {
        motion[screen, default: LintFindings()].add(
            .motion(story: story, times: times, device: device, locale: locale, line: line, column: column))
    }
}

extension LintEvidence {
    /// One label on one screen.
    public struct Criterion: Encodable, Sendable {
        /// The label.
        public var label: Label
        /// Whether it holds.
        public var verdict: Verdict
        /// The findings that block it (failed, then nearly passed).
        public var blocking: [LintFinding]
    }

    /// One screen's labels.
    public struct Screen: Encodable, Sendable {
        /// The file it is written in.
        public var file: String
        /// Its name (`page 1`, `story 2`, a preview's).
        public var screen: String
        /// The line it starts at, when known.
        public var line: Int?
        /// Each label's verdict, in ``Label``'s order.
        public var criteria: [Criterion]
    }

    /// The Dynamic Type sizes at which Larger Text is judged: those whose body text is at
    /// least twice its default size (AX3 … AX5 on iOS).
    public static var largerTextSizes: [DynamicTypeSize] {
        let base = TextStyle.body.metrics(at: .large).size
        return DynamicTypeSize.allCases.filter { TextStyle.body.metrics(at: $0).size >= 2 * base }
    }

    /// The sizes a `--report` run lints at: those asked for and ``largerTextSizes``, smallest first.
    public static func sizes(adding asked: [DynamicTypeSize]) -> [DynamicTypeSize] {
        DynamicTypeSize.allCases.filter { asked.contains($0) || largerTextSizes.contains($0) }
    }

    /// The evidence of `screens` (with each moving screen's Reduced Motion findings) from
    /// the lint's `findings`, checked in `schemes` at `sizes`; the findings of its own
    /// worded in `locale`.
    public init(
        screens: EvidenceScreens, findings reports: some Sequence<LintFinding>, schemes: [ColorScheme], sizes: [DynamicTypeSize], locale: String
    ) {
        let ids = screens.ids
        let motion = screens.motion.mapValues { Array($0.inDocumentOrder(locale: locale)) }
        let lightOnly = screens.lightOnly.compactMapValues { $0.inDocumentOrder(locale: locale).first }
        self.sizes = sizes.map(\.rawValue)
        colorSchemes = schemes.map(\.rawValue)
        var byScreen: [ScreenID: [LintFinding]] = [:]
        let index = Dictionary(ids.map { (Self.key($0.file, $0.name), $0) }, uniquingKeysWith: { first, _ in first })
        for report in reports {
            guard let name = Self.screenName(report), let id = index[Self.key(report.file ?? ids.first?.file ?? "", name)] else { continue }
            byScreen[id, default: []].append(report)
        }
        self.screens = ids.map { id in
            let found = byScreen[id] ?? []
            let standardContrast = found.filter { Self.isContrast($0) && $0.increaseContrast != true }
            let fit = found.filter(Self.isTextFit)
            return Screen(
                file: id.file, screen: id.name, line: id.line,
                criteria: [
                    Criterion(label: .largerText, verdict: fit.isEmpty ? .holds : .fails, blocking: fit),
                    Self.contrast(.sufficientContrast, standardContrast),
                    lightOnly[id].map { Criterion(label: .darkInterface, verdict: .fails, blocking: [$0]) }
                        ?? (schemes.contains(.dark)
                            ? Self.contrast(.darkInterface, standardContrast.filter { $0.colorScheme == ColorScheme.dark.rawValue })
                            : Criterion(label: .darkInterface, verdict: .notChecked, blocking: [])),
                    id.moves
                        ? Criterion(label: .reducedMotion, verdict: (motion[id] ?? []).isEmpty ? .holds : .fails, blocking: motion[id] ?? [])
                        : Criterion(label: .reducedMotion, verdict: .notApplicable, blocking: []),
                ])
        }
    }

    private static func key(_ file: String, _ name: String) -> String { file + "\u{0}" + name }

    /// The screen a finding is about: its page, story or preview.
    static func screenName(_ report: LintFinding) -> String? {
        if let page = report.page { return "page \(page)" }
        if let story = report.story { return "story \(story)" }
        return report.preview
    }

    /// A contrast finding: the audit's, or lint's own (a button's or the accent's).
    static func isContrast(_ report: LintFinding) -> Bool {
        report.audit == "contrast" || report.code == "buttonContrast" || report.code == "accentContrast"
    }

    /// Text that does not fit or does not grow: pushed out, cut, clipped, in a fixed size.
    static func isTextFit(_ report: LintFinding) -> Bool {
        ["textOverflows", "rowTitleTooLong", "buttonTitleTruncated"].contains(report.code)
            || report.audit == "textClipped" || report.audit == "dynamicType"
    }

    private static func contrast(_ label: Label, _ found: [LintFinding]) -> Criterion {
        let failed = found.filter { $0.nearlyPassed != true }
        let nearly = found.filter { $0.nearlyPassed == true }
        return Criterion(label: label, verdict: !failed.isEmpty ? .fails : !nearly.isEmpty ? .nearlyHolds : .holds, blocking: failed + nearly)
    }

    /// The JSON (sorted keys, pretty-printed).
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }

    /// The page in `locale`: a table of screens by label, each cell its verdict, and each
    /// screen's blocking findings below.
    public func html(locale: String) -> String {
        func message(_ key: String, _ arguments: [String] = []) -> String { LintMessages.strings.string(key, locale: locale, arguments) }
        func e(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let labels = Label.allCases.map { message("evidence.label.\($0.rawValue)") }
        var rows = ""
        var details = ""
        for (number, screen) in screens.enumerated() {
            let place = screen.line.map { "\(screen.file):\($0)" } ?? screen.file
            rows += "<tr><th scope=\"row\"><a href=\"#s\(number)\">\(e(screen.screen))</a><small>\(e(place))</small></th>"
            for criterion in screen.criteria {
                let count = criterion.blocking.isEmpty ? "" : " <span class=\"n\">\(criterion.blocking.count)</span>"
                rows += "<td class=\"\(criterion.verdict.rawValue)\">\(e(message("evidence.verdict.\(criterion.verdict.rawValue)")))\(count)</td>"
            }
            rows += "</tr>\n"
            let blocking = screen.criteria.filter { !$0.blocking.isEmpty }
            guard !blocking.isEmpty else { continue }
            details += "<section id=\"s\(number)\"><h2>\(e(screen.screen)) <small>\(e(place))</small></h2>\n"
            for criterion in blocking {
                details += "<h3>\(e(message("evidence.label.\(criterion.label.rawValue)")))</h3><ul>\n"
                for report in criterion.blocking {
                    let location = [report.file ?? screen.file, report.line.map(String.init), report.column.map(String.init)]
                        .compactMap { $0 }.joined(separator: ":")
                    let target = [report.device, report.orientation, report.colorScheme, report.increaseContrast == true ? "increase-contrast" : nil,
                                  report.dynamicType, report.locale].compactMap { $0 }.joined(separator: " ")
                    let kind = report.nearlyPassed == true ? "note" : report.severity
                    details += "<li class=\"\(e(kind))\"><code>\(e(location))</code> <span class=\"t\">\(e(target))</span> \(e(report.message))</li>\n"
                }
                details += "</ul>\n"
            }
            details += "</section>\n"
        }
        let title = message("evidence.title")
        let checked = message("evidence.checked", [sizes.joined(separator: ", "), colorSchemes.joined(separator: ", ")])
        return """
            <!doctype html>
            <html lang="\(e(locale))"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>\(e(title))</title>
            <style>
            body{font:15px/1.4 system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#fff}
            table{border-collapse:collapse;margin:16px 0}th,td{border:1px solid #d1d1d6;padding:6px 10px;text-align:left;vertical-align:top}
            thead th{background:#f2f2f7}th small,h2 small{display:block;font-weight:normal;color:#3c3c43;font-size:12px}
            td.holds{background:#d8f5df;color:#0b5b1f}td.fails{background:#fde0de;color:#8a1510}td.nearlyHolds{background:#fff1cc;color:#6b4700}
            td.notChecked,td.notApplicable{background:#f2f2f7;color:#3c3c43}.n{font-weight:bold}
            li.note{color:#6b4700}li.error{color:#8a1510}li.warning{color:#6b4700}.t{color:#3c3c43;font-size:13px}code{font-size:13px}
            </style></head><body>
            <h1>\(e(title))</h1>
            <p>\(e(checked))</p>
            <table><thead><tr><th scope="col">\(e(message("evidence.screen")))</th>\(labels.map { "<th scope=\"col\">\(e($0))</th>" }.joined())</tr></thead>
            <tbody>
            \(rows)</tbody></table>
            \(details)</body></html>

            """
    }

    /// Writes the page (in `locale`) and the JSON into `folder`, both or neither; a write
    /// that fails throws `Failure`, the caller's error.
    public func write<Failure: FileWriteFailure>(to folder: URL, locale: String, as _: Failure.Type) throws(Failure) {
        let transaction = OutputTransaction<Failure>()
        do throws(Failure) {
            try transaction.stage(Data(html(locale: locale).utf8), to: folder.appendingPathComponent("index.html"))
            try transaction.stage(json, to: folder.appendingPathComponent("accessibility-report.json"))
            try transaction.commit()
        } catch {
            transaction.rollback()
            throw error
        }
    }
}
