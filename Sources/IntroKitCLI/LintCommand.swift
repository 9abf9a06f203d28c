import Foundation
import IntroJSON
import IntroKit
import IntroRender
import IntroStrings
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
    static let backend = CommonOptions.backend(help: "Backend whose text measurer is used")
    /// The pixel limit of bitmap assets, as `render sheet --max-pixels` applies it.
    static let maximumPixels = Option(
        "max-pixels", .positiveInteger(ceiling: Ceiling.pixels), default: AssetLimits.defaultPixels,
        help: "Most pixels in a bitmap asset, as render sheet checks them")
    let options: [any OptionDeclaration] =
        targets.all + [json, audit, backend, CommonOptions.dynamicTypes, ContentStrings.path, CommonOptions.tint, maximumPixels]
        + AssetOptions.options + InputLimits.options + [PreviewsCommand.cache]

    /// One line of output: a finding with its localized message.
    struct Report: Encodable {
        /// The file it is in, when it is not the linted one (a string catalog).
        var file: String?
        var severity: String
        var code: String
        var message: String
        var page: Int?
        /// The story, counted from 1, of a stories file's finding.
        var story: Int?
        /// The preview's name, of a preview's finding.
        var preview: String?
        var device: String?
        var orientation: String?
        var colorScheme: String?
        /// The smallest Dynamic Type size with this finding, when several were checked.
        var dynamicType: String?
        /// The content's language, when several are linted or a catalog translates it.
        var locale: String?
        /// The accessibility audit type of an audit finding (`hitRegion`).
        var audit: String?
        /// Whether an audit finding only nearly failed (contrast).
        var nearlyPassed: Bool?
        var element: String?
        var line: Int?
        var column: Int?
    }

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let paths = arguments.positionals
        var reports = LintReports()
        if paths.contains(where: { LintAudits.isSwiftInput($0, context) }) {
            guard paths.allSatisfy({ LintAudits.isSwiftInput($0, context) }) else {
                throw .input([context.message("lint.mixedInputs", [paths.joined(separator: " ")])])
            }
            guard arguments[Self.audit] else { throw .input([context.message("lint.swiftNeedsAudit", [paths.joined(separator: " ")])]) }
            try LintAudits.previews(paths, arguments, context, into: &reports)
            return try write(reports, fileName: paths[0], arguments, context)
        }
        guard paths.count == 1 else { throw .input([context.message("lint.oneJSON", [paths.joined(separator: " ")])]) }
        let path = paths[0]
        let limits = InputLimits(arguments)
        let data = try InputFile.read(path, limits, context)
        let root = try? limits.parser.parse(data).root
        if LintAudits.isStories(root) {
            try LintAudits.stories(data, path: path, root: root, audits: arguments[Self.audit], arguments, context, into: &reports)
        } else {
            try lintSheet(data, path: path, root: root, arguments, context, into: &reports)
        }
        return try write(reports, fileName: path, arguments, context)
    }

    /// Prints `reports` (as JSON with `--json`); 1 when one is an error.
    func write(_ reports: LintReports, fileName path: String, _ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError)
        -> Int32
    {
        let counts = reports.counts
        var output = BufferedOutput(context)
        if arguments[Self.json] {
            try reports.writeJSON(to: &output, context)
        } else {
            for report in reports.inDocumentOrder(context) { try output.write(Self.line(report, fileName: path, context)) }
            try output.write(context.message("lint.total", [String(counts.errors), String(counts.warnings)]))
        }
        try output.flush()
        return counts.errors > 0 ? 1 : 0
    }

    /// Lints a Welcome Sheet file.
    func lintSheet(
        _ data: Data, path: String, root: JSONValue?, _ arguments: ParsedArguments, _ context: CommandContext,
        into reports: inout LintReports
    ) throws(CLIError) {
        let targets = PreviewTargets(arguments, Self.targets)
        let backend = arguments[Self.backend]
        let assets = try AssetOptions(arguments, context)
        let limits = InputLimits(arguments)
        switch WelcomeSheetDocument.decode(data: data, fileName: path, parser: limits.parser) {
        case .failure(let failure):
            for diagnostic in failure.diagnostics { reports.append(Self.report(diagnostic, fileName: path, context)) }
            for hint in limits.hints(for: failure.diagnostics, context) { context.printError(hint) }
        case .success(let document):
            for warning in document.warnings { reports.append(Self.report(warning, fileName: path, context)) }
            let icons = BackendRegistry.shared.imageResolver(for: backend, assetsDirectory: assets.directory)
            let assetLimits = assets.limits(pixels: arguments[Self.maximumPixels])
            let tint = CommonOptions.appTint(arguments, catalogAccent: assets.catalog?.accentColor)
            let strings = try ContentStrings(arguments, context)
            let locales = try strings.locales(for: document, arguments, context)
            for locale in locales {
                var localized = document
                let catalogFindings: [StringCatalogFinding]
                (localized.pages, catalogFindings) = strings.pages(of: localized, in: locale)
                for finding in catalogFindings { reports.append(Self.report(finding, context)) }
                var request = SheetLintRequest(
                    pages: localized.pages, locale: locale, devices: targets.devices, orientations: targets.orientations,
                    colorSchemes: targets.schemes, measurer: backend.textMeasurer
                ) { Self.lookup($0, icons, assetLimits, context) }
                request.dynamicTypeSizes = CommonOptions.dynamicTypeSizes(arguments)
                request.tint = tint
                request.audits = arguments[Self.audit]
                let namesLanguage = strings.namesLanguage(of: locales)
                request.findings({ finding in
                    // Icons and contrast do not depend on the language: reported once.
                    guard locale == locales.first || finding.device != nil else { return }
                    reports.append(
                        finding, at: root?.nearestValue(at: finding.path).position,
                        locale: namesLanguage && finding.device != nil ? locale : nil)
                }, audited: { finding in
                    reports.append(finding, at: root?.nearestValue(at: finding.path).position, locale: namesLanguage ? locale : nil)
                })
            }
        }
    }

    /// How a row's image resolves; an asset is loaded (within `limits`) to find out whether a
    /// render would refuse it.
    static func lookup(_ row: WelcomeSheetPageRow, _ icons: any ImageResolver, _ limits: AssetLimits, _ context: CommandContext)
        -> IconLookup
    {
        guard let resolution = icons.resolution(of: row.imageName, source: row.imageSource, scale: 3) else { return .missing }
        if let refusal = icons.refusal(of: resolution, limits: limits, pixelSide: 111) {
            return .refusedAsset(reason: context.diagnosticMessage(refusal), isError: refusal.severity == .error)
        }
        switch resolution.match {
        case .asset: return .asset
        case .symbol(let icon): return .symbol(icon: icon)
        case .symbolFallback(let base, let icon): return .symbolFallback(base: base, icon: icon)
        }
    }

    /// A finding as a report at `position`: where in the file its key (or its page) is written.
    static func report(_ finding: SheetLintFinding, at position: SourcePosition?, _ context: CommandContext) -> Report {
        Report(
            severity: finding.severity.rawValue, code: finding.code.rawValue,
            message: finding.message(locale: context.locale), page: finding.page,
            device: finding.device, orientation: finding.orientation?.rawValue, colorScheme: finding.colorScheme?.rawValue,
            dynamicType: finding.dynamicType?.rawValue, element: finding.element.id, line: position?.line, column: position?.column)
    }

    /// An accessibility audit finding as a report at `position`.
    static func report(_ finding: SheetAuditFinding, at position: SourcePosition?, _ context: CommandContext) -> Report {
        Report(
            severity: finding.severity.rawValue, code: finding.issue.check.rawValue,
            message: finding.message(locale: context.locale), page: finding.page, device: finding.device,
            orientation: finding.orientation.rawValue, colorScheme: finding.colorScheme?.rawValue,
            dynamicType: finding.dynamicType?.rawValue, audit: finding.issue.audit.rawValue,
            nearlyPassed: finding.issue.isNearlyPassed ? true : nil,
            element: finding.element?.id ?? finding.issue.element.id, line: position?.line, column: position?.column)
    }

    /// A string catalog's finding as a report at its place in the catalog.
    static func report(_ finding: StringCatalogFinding, _ context: CommandContext) -> Report {
        let diagnostic = finding.diagnostic
        return Report(
            file: finding.location.file, severity: diagnostic.severity.rawValue,
            code: finding.kind == .missing ? "missingTranslation" : "notTranslated",
            message: diagnostic.message.rendered { StringCatalogStrings.localize($0, locale: context.locale, $1) },
            locale: finding.language, element: diagnostic.path.isRoot ? nil : diagnostic.path.description,
            line: diagnostic.position.line, column: diagnostic.position.column)
    }

    static func report(_ diagnostic: JSONDiagnostic, fileName: String, _ context: CommandContext) -> Report {
        Report(
            severity: diagnostic.severity.rawValue, code: "json",
            message: diagnostic.message.rendered { WelcomeSheetStrings.table.string($0, locale: context.locale, $1) },
            element: diagnostic.path.isRoot ? nil : diagnostic.path.description, line: diagnostic.position.line,
            column: diagnostic.position.column)
    }

    /// `file:line:col: severity: [page 1 · element · device orientation scheme · from SIZE up · audit] message`.
    static func line(_ report: Report, fileName: String, _ context: CommandContext) -> String {
        let location = [report.file ?? fileName, report.line.map(String.init), report.column.map(String.init)].compactMap { $0 }
            .joined(separator: ":")
        let target = [report.device, report.orientation, report.colorScheme, report.locale].compactMap { $0 }.joined(separator: " ")
        let size = report.dynamicType.map { context.message("lint.fromSize", [$0]) }
        let place = [report.page.map { "p\($0)" }, report.story.map { "story \($0)" }, report.preview, report.element, target.isEmpty ? nil : target, size, report.audit]
            .compactMap { $0 }
            .joined(separator: " · ")
        return "\(location): \(report.severity): [\(place)] \(report.message)"
    }
}
