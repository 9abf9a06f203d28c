import Foundation
import IntroJSON
import IntroStrings
import IntroUI
import WelcomeSheet

/// One finding of a lint as it is printed, worded in one language: `introkit lint --json`
/// writes each as an object with these keys (those without a value left out).
public struct LintFinding: Encodable, Hashable, Sendable {
    /// The file it is in, when it is not the linted one (a string catalog, a preview's file).
    public var file: String?
    /// `error`, `warning` or `note`.
    public var severity: String
    /// What was found (`textOverflows`, `json`, an audit check).
    public var code: String
    /// The finding's text.
    public var message: String
    /// The page, counted from 1, of a sheet's finding.
    public var page: Int?
    /// The story, counted from 1, of a stories file's finding.
    public var story: Int?
    /// The preview's name, of a preview's finding.
    public var preview: String?
    /// The device id.
    public var device: String?
    /// The orientation.
    public var orientation: String?
    /// The colour scheme.
    public var colorScheme: String?
    /// The smallest Dynamic Type size with this finding, when several were checked.
    public var dynamicType: String?
    /// The content's language, when several are linted or a catalog translates it.
    public var locale: String?
    /// The accessibility audit type of an audit finding (`hitRegion`).
    public var audit: String?
    /// Whether an audit finding only nearly failed (contrast).
    public var nearlyPassed: Bool?
    /// Whether a contrast finding was found with Increase Contrast on.
    public var increaseContrast: Bool?
    /// The element (a frame id, a JSON path) it is about.
    public var element: String?
    /// The line it points at, from 1.
    public var line: Int?
    /// The column it points at, from 1.
    public var column: Int?

    /// A finding with `severity`, `code` and `message`, the rest set afterwards.
    public init(severity: String, code: String, message: String) {
        self.severity = severity
        self.code = code
        self.message = message
    }

    /// A finding with its place in the file.
    init(severity: String, code: String, message: String, line: Int?, column: Int?) {
        self.init(severity: severity, code: code, message: message)
        self.line = line
        self.column = column
    }
}

/// An accessibility issue of one preview output, with where the preview is written.
public struct PreviewAuditFinding: Hashable, Sendable {
    /// The issue, as the previews runner hands it over.
    public var issue: PreviewAuditIssue
    /// The `.swift` file the preview is written in.
    public var file: String
    /// The preview's line (its `#Preview`, or its view in a provider).
    public var line: Int?
    /// The column where the preview starts on its line.
    public var column: Int?
    /// The preview's name (its outputs' stem).
    public var preview: String
    /// The device id.
    public var device: String
    /// The orientation.
    public var orientation: String
    /// The scheme, for a contrast issue.
    public var colorScheme: String?
    /// The Dynamic Type size.
    public var dynamicType: String
    /// The content's language.
    public var locale: String

    /// A finding of `issue` in the preview `preview` of `file`.
    public init(
        issue: PreviewAuditIssue, file: String, line: Int?, column: Int?, preview: String, device: String, orientation: String,
        colorScheme: String?, dynamicType: String, locale: String
    ) {
        self.issue = issue
        self.file = file
        self.line = line
        self.column = column
        self.preview = preview
        self.device = device
        self.orientation = orientation
        self.colorScheme = colorScheme
        self.dynamicType = dynamicType
        self.locale = locale
    }

    /// A contrast that nearly passed is a note; every other issue an error.
    public var severity: SheetLintFinding.Severity { issue.check == .nearlyPassedContrast ? .note : .error }
}

/// One accessibility audit issue of a preview's layout, as the previews runner hands it over:
/// values, never worded text (worded in the reader's language from ``check`` and
/// ``arguments`` through `AccessibilityAuditMessages`).
public struct PreviewAuditIssue: Codable, Sendable, Hashable {
    /// What was found.
    public var check: AccessibilityIssue.Check
    /// The values of its message.
    public var arguments: [String]
    /// The element's label, as VoiceOver reads it.
    public var label: String
    /// The element's traits, by name.
    public var traits: [String]
    /// The element's frame, in points.
    public var frame: Rect
    /// The id (`id(_:)`) of the text it is about or of the element, if any.
    public var id: String?
    /// Whether it was found with Increase Contrast on (a contrast issue).
    public var increasedContrast = false

    /// The issue of a layout, `id` the named view it is about.
    public init(_ issue: AccessibilityIssue, id: String?, increasedContrast: Bool = false) {
        self.increasedContrast = increasedContrast
        check = issue.check
        arguments = issue.arguments
        label = issue.element.label
        traits = issue.element.traits.names
        frame = issue.element.frame
        self.id = id
    }

    /// The issue's text in `locale`.
    public func message(locale: String) -> String {
        AccessibilityAuditMessages.table.string("audit." + check.rawValue, locale: locale, arguments)
    }
}

/// The findings of one lint run, kept as values until they are read: each is worded (a
/// ``LintFinding``) only when its turn comes, in the reader's language, so a lint of many
/// rows holds no message text and no second, sorted copy of its findings.
public struct LintFindings: Sendable {
    enum Entry {
        case worded(LintFinding)
        /// A story that sets `colorScheme` light (`lint --report`'s Dark Interface).
        case lightOnly(story: Int, line: Int?, column: Int?)
        /// A story that still moves with Reduce Motion on, at `times`.
        case motion(story: Int, times: [Double], device: String?, locale: String, line: Int?, column: Int?)
        case json(JSONDiagnostic, strings: LocalizationTable)
        case catalog(StringCatalogFinding)
        case sheet(SheetLintFinding, position: SourcePosition?, locale: String?)
        case audit(SheetAuditFinding, position: SourcePosition?, locale: String?)
        case story(StoryAuditFinding, position: SourcePosition?, locale: String)
        case preview(PreviewAuditFinding)
    }

    /// How many errors and warnings there are (notes are not counted).
    public struct Counts: Hashable, Sendable {
        /// The errors.
        public var errors = 0
        /// The warnings.
        public var warnings = 0

        mutating func count(_ severity: String) {
            if severity == "error" { errors += 1 } else if severity == "warning" { warnings += 1 }
        }
    }

    private var entries: [Entry] = []
    /// How many errors and warnings were added.
    public private(set) var counts = Counts()

    /// No findings.
    public init() {}

    /// Adds a finding that is already worded.
    public mutating func append(_ finding: LintFinding) {
        add(.worded(finding), finding.severity)
    }

    /// Adds a JSON problem or warning of the linted file, worded from `strings` (the
    /// document's message table, `WelcomeSheetStrings.table`).
    public mutating func append(_ diagnostic: JSONDiagnostic, strings: LocalizationTable) {
        add(.json(diagnostic, strings: strings), diagnostic.severity.rawValue)
    }

    /// Adds a string catalog's finding (a missing or unfinished translation), at its place in the catalog.
    public mutating func append(_ finding: StringCatalogFinding) {
        add(.catalog(finding), finding.diagnostic.severity.rawValue)
    }

    /// Adds a sheet finding at `position` (where its key is written), in `locale` when the
    /// finding names the language.
    public mutating func append(_ finding: SheetLintFinding, at position: SourcePosition?, locale: String?) {
        add(.sheet(finding, position: position, locale: locale), finding.severity.rawValue)
    }

    /// Adds an accessibility audit finding at `position`, in `locale` when the finding names the language.
    public mutating func append(_ finding: SheetAuditFinding, at position: SourcePosition?, locale: String?) {
        add(.audit(finding, position: position, locale: locale), finding.severity.rawValue)
    }

    /// Adds a story's audit finding at `position` (where its key is written).
    public mutating func append(_ finding: StoryAuditFinding, at position: SourcePosition?, locale: String) {
        add(.story(finding, position: position, locale: locale), finding.severity.rawValue)
    }

    /// Adds a preview's audit finding (at its preview's line in its file).
    public mutating func append(_ finding: PreviewAuditFinding) {
        add(.preview(finding), finding.severity.rawValue)
    }

    mutating func add(_ entry: Entry, _ severity: String = "error") {
        entries.append(entry)
        counts.count(severity)
    }

    /// The findings sorted by where they point in the file (line, then column), those in
    /// other files (a string catalog, a preview's file) by file; findings at the same place
    /// keep the order they were found in. Each is worded in `locale` as it is read.
    public func inDocumentOrder(locale: String) -> LazyMapSequence<[Int], LintFinding> {
        let keys = entries.map(Self.place)
        let order = entries.indices.sorted { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : a < b }
        return order.lazy.map { Self.worded(self.entries[$0], locale) }
    }

    /// The findings in document order as a JSON array, handed to `write` piece by piece: the
    /// bytes `JSONEncoder` writes for the whole array, pretty-printed with sorted keys.
    public func writeJSON<Failure: Error>(locale: String, _ write: (String) throws(Failure) -> Void) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard !entries.isEmpty else {
            try write(((try? encoder.encode([LintFinding]())).map { String(decoding: $0, as: UTF8.self) } ?? "[]") + "\n")
            return
        }
        var separator = "[\n"
        for finding in inDocumentOrder(locale: locale) {
            guard let element = try? encoder.encode(finding) else { continue }
            // One level deeper than on its own: JSON strings hold no raw line breaks.
            try write(separator + "  " + String(decoding: element, as: UTF8.self).replacingOccurrences(of: "\n", with: "\n  "))
            separator = ",\n"
        }
        try write("\n]\n")
    }

    private static func place(_ entry: Entry) -> PlaceKey {
        switch entry {
        case .worded(let finding): PlaceKey(file: finding.file ?? "", line: finding.line ?? 0, column: finding.column ?? 0)
        case .json(let diagnostic, _): PlaceKey(file: "", line: diagnostic.position.line, column: diagnostic.position.column)
        case .catalog(let finding):
            PlaceKey(file: finding.location.file, line: finding.diagnostic.position.line, column: finding.diagnostic.position.column)
        case .sheet(_, let position, _), .audit(_, let position, _), .story(_, let position, _):
            PlaceKey(file: "", line: position?.line ?? 0, column: position?.column ?? 0)
        case .lightOnly(_, let line, let column), .motion(_, _, _, _, let line, let column):
            PlaceKey(file: "", line: line ?? 0, column: column ?? 0)
        case .preview(let finding): PlaceKey(file: finding.file, line: finding.line ?? 0, column: finding.column ?? 0)
        }
    }

    private static func worded(_ entry: Entry, _ language: String) -> LintFinding {
        switch entry {
        case .worded(let finding):
            return finding
        case .lightOnly(let story, let line, let column):
            var finding = LintFinding(
                severity: "error", code: "lightOnly", message: LintMessages.strings.string("lint.lightOnly", locale: language),
                line: line, column: column)
            finding.story = story + 1
            return finding
        case .motion(let story, let times, let device, let locale, let line, let column):
            let instants = times.map { String(format: "%.2f", $0) }.joined(separator: ", ")
            var finding = LintFinding(
                severity: "error", code: "motionWithReduceMotion", message: LintMessages.strings.string("lint.motion", locale: language, [instants]),
                line: line, column: column)
            finding.story = story + 1
            finding.device = device
            finding.locale = locale
            return finding
        case .json(let diagnostic, let strings):
            var finding = LintFinding(
                severity: diagnostic.severity.rawValue, code: "json",
                message: diagnostic.message.rendered { strings.string($0, locale: language, $1) }, line: diagnostic.position.line,
                column: diagnostic.position.column)
            finding.element = diagnostic.path.isRoot ? nil : diagnostic.path.description
            return finding
        case .catalog(let catalog):
            let diagnostic = catalog.diagnostic
            var finding = LintFinding(
                severity: diagnostic.severity.rawValue, code: catalog.kind == .missing ? "missingTranslation" : "notTranslated",
                message: diagnostic.message.rendered { StringCatalogStrings.localize($0, locale: language, $1) },
                line: diagnostic.position.line, column: diagnostic.position.column)
            finding.file = catalog.location.file
            finding.locale = catalog.language
            finding.element = diagnostic.path.isRoot ? nil : diagnostic.path.description
            return finding
        case .sheet(let sheet, let position, let locale):
            var finding = LintFinding(
                severity: sheet.severity.rawValue, code: sheet.code.rawValue, message: sheet.message(locale: language),
                line: position?.line, column: position?.column)
            finding.page = sheet.page
            finding.device = sheet.device
            finding.orientation = sheet.orientation?.rawValue
            finding.colorScheme = sheet.colorScheme?.rawValue
            finding.dynamicType = sheet.dynamicType?.rawValue
            finding.locale = locale
            finding.element = sheet.element.id
            return finding
        case .audit(let audit, let position, let locale):
            var finding = audited(
                audit.issue.check, audit.issue.audit, audit.severity, audit.message(locale: language), increased: audit.increasedContrast,
                line: position?.line, column: position?.column)
            finding.page = audit.page
            finding.device = audit.device
            finding.orientation = audit.orientation.rawValue
            finding.colorScheme = audit.colorScheme?.rawValue
            finding.dynamicType = audit.dynamicType?.rawValue
            finding.locale = locale
            finding.element = audit.element?.id ?? audit.issue.element.id
            return finding
        case .story(let story, let position, let locale):
            var finding = audited(
                story.issue.check, story.issue.audit, story.severity, story.message(locale: language), increased: story.increasedContrast,
                line: position?.line, column: position?.column)
            finding.story = story.story + 1
            finding.device = story.device
            finding.orientation = story.orientation.rawValue
            finding.colorScheme = story.colorScheme.rawValue
            finding.dynamicType = story.dynamicType.rawValue
            finding.locale = locale
            finding.element = story.id
            return finding
        case .preview(let preview):
            let issue = preview.issue
            var finding = audited(
                issue.check, issue.check.audit, preview.severity, issue.message(locale: language), increased: issue.increasedContrast,
                line: preview.line, column: preview.column)
            finding.file = preview.file
            finding.preview = preview.preview
            finding.device = preview.device
            finding.orientation = preview.orientation
            finding.colorScheme = preview.colorScheme
            finding.dynamicType = preview.dynamicType
            finding.locale = preview.locale
            finding.element = issue.id ?? (issue.label.isEmpty ? nil : issue.label)
            return finding
        }
    }

    /// An audit's finding of `check`, its audit type and whether it nearly passed or was
    /// found with Increase Contrast on.
    private static func audited(
        _ check: AccessibilityIssue.Check, _ audit: AccessibilityIssue.Audit, _ severity: SheetLintFinding.Severity, _ message: String,
        increased: Bool, line: Int?, column: Int?
    ) -> LintFinding {
        var finding = LintFinding(severity: severity.rawValue, code: check.rawValue, message: message, line: line, column: column)
        finding.audit = audit.rawValue
        finding.nearlyPassed = check == .nearlyPassedContrast ? true : nil
        finding.increaseContrast = increased ? true : nil
        return finding
    }

    /// Where a finding points: file, line, column, compared in that order.
    private struct PlaceKey: Comparable {
        var file: String
        var line: Int
        var column: Int

        static func < (a: PlaceKey, b: PlaceKey) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
    }
}

extension LintFindings {
    /// Adds the findings of `request` (a sheet's pages in one language), each at the position
    /// in `root` (the file's JSON) of the key it points at. `firstLanguage` is false for
    /// each language after the first, whose icons and contrast (the same in every language)
    /// are not added again; with `namesLanguage`, layout and audit findings name their language.
    public mutating func lint(_ request: SheetLintRequest, root: JSONValue?, firstLanguage: Bool, namesLanguage: Bool) {
        let language = namesLanguage ? request.locale : nil
        request.findings({ finding in
            guard firstLanguage || finding.device != nil else { return }
            append(finding, at: root?.nearestValue(at: finding.path).position, locale: finding.device != nil ? language : nil)
        }, audited: { finding in
            append(finding, at: root?.nearestValue(at: finding.path).position, locale: language)
        })
    }

    /// Adds the findings of `document` in each of `locales`: its pages translated by
    /// `translation` (the catalog's findings for them added), then `request` — the matrix,
    /// measurer, images and audits every language shares — of those pages in that language
    /// (``lint(_:root:firstLanguage:namesLanguage:)``, at the positions of `root`).
    public mutating func lint(
        _ document: WelcomeSheetDocument, in locales: [String], translation: ContentTranslation, request: SheetLintRequest, root: JSONValue?
    ) {
        for locale in locales {
            let (pages, findings) = translation.pages(of: document, in: locale)
            for finding in findings { append(finding) }
            var localized = request
            (localized.pages, localized.locale) = (pages, locale)
            lint(localized, root: root, firstLanguage: locale == locales.first, namesLanguage: translation.namesLanguage(of: locales))
        }
    }
}
