import Foundation
import IntroCommandLine
import IntroJSON
import IntroKit
import IntroRender
import IntroUI
import WelcomeSheet

/// `introkit lint FILE.json`: what goes wrong with a Welcome Sheet on real devices — overflow,
/// long row titles, cut-off buttons, unknown icons, poor contrast — and JSON errors; with
/// `--strings`, in each language, with the catalog's missing and unfinished translations.
/// With `--audit`, Apple's accessibility audits too, also of a stories file (each story) and
/// of `.swift` files and folders with previews (``LintAudits``). Exits 1 when there is any error.
struct LintCommand: Command {
    let name = "lint"
    let summaryKey = "lint.summary"
    let positionals = Positionals.oneOrMore("PATH")
    static let targets = PreviewTargets.Options(orientations: [.portrait, .landscape], schemes: [.light, .dark])
    static let json = Option.flag("json", help: "Print JSON instead of lines of text")
    static let audit = Option.flag(
        "audit", help: "Also run Apple's accessibility audits (contrast, hitRegion, sufficientElementDescription, textClipped, dynamicType, trait, readingOrder)")
    static let increaseContrast = Option.flag(
        "increase-contrast", help: "With --audit, also audit contrast with Increase Contrast on (the system colours' increased-contrast variants)")
    static let report = Option(
        "report", ValueParser.string("DIR").optional, default: nil, shown: .described("none"),
        help: "With --audit, also write DIR/index.html and DIR/accessibility-report.json: per screen, whether Larger Text, Sufficient Contrast, Dark Interface and Reduced Motion hold (adds the sizes AX3 … AX5)")
    static let backend = CommonOptions.backend(help: "Backend whose text measurer is used")
    /// The pixel limit of bitmap assets, as `render sheet --max-pixels` applies it.
    static let maximumPixels = Option(
        "max-pixels", .positiveInteger(ceiling: Ceiling.pixels), default: AssetLimits.defaultPixels,
        help: "Most pixels in a bitmap asset, as render sheet checks them")
    let options: [any OptionDeclaration] =
        targets.all + [json, audit, increaseContrast, report, backend, CommonOptions.dynamicTypes, ContentStrings.path, CommonOptions.tint, maximumPixels]
        + AssetOptions.options + InputLimits.options + [PreviewsCommand.cache]

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let paths = arguments.positionals
        var reports = LintFindings()
        var evidence = EvidenceScreens()
        if arguments[Self.report] != nil, !arguments[Self.audit] { throw .input([context.message("lint.reportNeedsAudit")]) }
        if paths.contains(where: { LintAudits.isSwiftInput($0, context) }) {
            guard paths.allSatisfy({ LintAudits.isSwiftInput($0, context) }) else {
                throw .input([context.message("lint.mixedInputs", [paths.joined(separator: " ")])])
            }
            guard arguments[Self.audit] else { throw .input([context.message("lint.swiftNeedsAudit", [paths.joined(separator: " ")])]) }
            try LintAudits.previews(paths, arguments, context, into: &reports, screens: &evidence)
            return try write(reports, evidence, fileName: paths[0], arguments, context)
        }
        guard paths.count == 1 else { throw .input([context.message("lint.oneJSON", [paths.joined(separator: " ")])]) }
        let path = paths[0]
        let limits = InputLimits(arguments)
        let data = try InputFile.read(path, limits, context)
        let root = try? limits.parser.parse(data).root
        if LintAudits.isStories(root) {
            try LintAudits.stories(
                data, path: path, root: root, audits: arguments[Self.audit], arguments, context, into: &reports, screens: &evidence)
        } else {
            try lintSheet(data, path: path, root: root, arguments, context, into: &reports, screens: &evidence)
        }
        return try write(reports, evidence, fileName: path, arguments, context)
    }

    /// The Dynamic Type sizes to lint at: `--dynamic-type`'s, and with `--report` those
    /// Larger Text is judged at (AX3 … AX5).
    static func sizes(_ arguments: ParsedArguments) -> [DynamicTypeSize] {
        let asked = CommonOptions.dynamicTypeSizes(arguments)
        return arguments[report] == nil ? asked : LintEvidence.sizes(adding: asked)
    }

    /// Prints `reports` (as JSON with `--json`), and with `--report` writes the evidence of
    /// `evidence`'s screens; 1 when a report is an error.
    func write(
        _ reports: LintFindings, _ evidence: EvidenceScreens, fileName path: String, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws(CLIError) -> Int32 {
        if let folder = arguments[Self.report] {
            let page = LintEvidence(
                screens: evidence, findings: reports.inDocumentOrder(locale: context.locale),
                schemes: PreviewTargets(arguments, Self.targets).schemes, sizes: Self.sizes(arguments), locale: context.locale)
            let url = context.url(for: folder)
            try page.write(to: url, locale: context.locale, as: CLIError.self)
            context.printError(context.message("lint.wroteReport", [url.appendingPathComponent("index.html").path, String(page.screens.count)]))
        }
        let counts = reports.counts
        var output = BufferedOutput<CLIError>(context.writeOutput)
        if arguments[Self.json] {
            try reports.writeJSON(locale: context.locale) { (text) throws(CLIError) in try output.writeRaw(text) }
        } else {
            for report in reports.inDocumentOrder(locale: context.locale) { try output.write(Self.line(report, fileName: path, context)) }
            try output.write(context.message("lint.total", [String(counts.errors), String(counts.warnings)]))
        }
        try output.flush()
        return counts.errors > 0 ? 1 : 0
    }

    /// Lints a Welcome Sheet file.
    func lintSheet(
        _ data: Data, path: String, root: JSONValue?, _ arguments: ParsedArguments, _ context: CommandContext,
        into reports: inout LintFindings, screens: inout EvidenceScreens
    ) throws(CLIError) {
        let targets = PreviewTargets(arguments, Self.targets)
        let backend = arguments[Self.backend]
        let assets = try AssetOptions(arguments, context)
        let limits = InputLimits(arguments)
        switch WelcomeSheetDocument.decode(data: data, fileName: path, parser: limits.parser) {
        case .failure(let failure):
            for diagnostic in failure.diagnostics { reports.append(diagnostic, strings: WelcomeSheetStrings.table) }
            for hint in limits.hints(for: failure.diagnostics, context) { context.printError(hint) }
        case .success(let document):
            for warning in document.warnings { reports.append(warning, strings: WelcomeSheetStrings.table) }
            screens.addPages(document.pages.count, of: path)
            let icons = BackendRegistry.shared.imageResolver(for: backend, assetsDirectory: assets.directory)
            let assetLimits = assets.limits(pixels: arguments[Self.maximumPixels])
            let tint = CommonOptions.appTint(arguments, catalogAccent: assets.catalog?.accentColor)
            let strings = try ContentStrings(arguments, context)
            let locales = try strings.locales(own: document.contentLocale, arguments, context)
            var request = SheetLintRequest(
                pages: document.pages, locale: locales.first ?? "en", devices: targets.devices, orientations: targets.orientations,
                colorSchemes: targets.schemes, measurer: backend.textMeasurer
            ) { IconLookup($0, resolver: icons, limits: assetLimits, word: context.diagnosticMessage) }
            request.dynamicTypeSizes = Self.sizes(arguments)
            request.tint = tint
            request.audits = arguments[Self.audit]
            request.increasedContrast = arguments[Self.increaseContrast]
            reports.lint(document, in: locales, translation: strings.translation, request: request, root: root)
        }
    }

    /// `file:line:col: severity: [page 1 · element · device orientation scheme · from SIZE up · audit] message`.
    static func line(_ report: LintFinding, fileName: String, _ context: CommandContext) -> String {
        let location = [report.file ?? fileName, report.line.map(String.init), report.column.map(String.init)].compactMap { $0 }
            .joined(separator: ":")
        let target = [report.device, report.orientation, report.colorScheme, report.increaseContrast == true ? "increase-contrast" : nil, report.locale]
            .compactMap { $0 }.joined(separator: " ")
        let size = report.dynamicType.map { context.message("lint.fromSize", [$0]) }
        let place = [report.page.map { "p\($0)" }, report.story.map { "story \($0)" }, report.preview, report.element, target.isEmpty ? nil : target, size, report.audit]
            .compactMap { $0 }
            .joined(separator: " · ")
        return "\(location): \(report.severity): [\(place)] \(report.message)"
    }
}
