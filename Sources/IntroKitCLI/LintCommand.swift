import Foundation
import IntroCairo
import IntroJSON
import IntroRender
import IntroStrings
import IntroUI
import WelcomeSheet

/// `introkit lint FILE.json`: what goes wrong with a Welcome Sheet on real devices — overflow,
/// long row titles, cut-off buttons, unknown icons, poor contrast — and JSON errors; with
/// `--strings`, in each language, with the catalog's missing and unfinished translations.
/// Exits 1 when there is any error.
struct LintCommand: Command {
    let name = "lint"
    let summaryKey = "lint.summary"
    let positionals = Positionals.one("FILE.json")
    static let targets = PreviewTargets.Options(orientations: [.portrait, .landscape], schemes: [.light, .dark])
    static let json = Option.flag("json", help: "Print JSON instead of lines of text")
    static let backend = CommonOptions.backend(help: "Backend whose text measurer is used")
    /// The pixel limit of bitmap assets, as `render sheet --max-pixels` applies it.
    static let maximumPixels = Option(
        "max-pixels", .positiveInteger(ceiling: Ceiling.pixels), default: AssetLimits.defaultPixels,
        help: "Most pixels in a bitmap asset, as render sheet checks them")
    let options: [any OptionDeclaration] =
        targets.all + [json, backend, CommonOptions.dynamicTypes, ContentStrings.path, CommonOptions.tint, maximumPixels]
        + AssetOptions.options + InputLimits.options

    /// One line of output: a finding with its localized message.
    struct Report: Encodable {
        /// The file it is in, when it is not the linted one (a string catalog).
        var file: String?
        var severity: String
        var code: String
        var message: String
        var page: Int?
        var device: String?
        var orientation: String?
        var colorScheme: String?
        /// The smallest Dynamic Type size with this finding, when several were checked.
        var dynamicType: String?
        /// The content's language, when several are linted or a catalog translates it.
        var locale: String?
        var element: String?
        var line: Int?
        var column: Int?
    }

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let path = try arguments.firstPositional()
        let json = arguments[Self.json]
        let targets = PreviewTargets(arguments, Self.targets)
        let backend = arguments[Self.backend]
        let assets = try AssetOptions(arguments, context)
        let limits = InputLimits(arguments)
        let data = try InputFile.read(path, limits, context)
        var reports: [Report]
        switch WelcomeSheetDocument.decode(data: data, fileName: path, parser: limits.parser) {
        case .failure(let failure):
            reports = failure.diagnostics.map { Self.report($0, fileName: path, context) }
            for hint in limits.hints(for: failure.diagnostics, context) { context.printError(hint) }
        case .success(let document):
            reports = document.warnings.map { Self.report($0, fileName: path, context) }
            let icons = IconResolver(assetsDirectory: assets.directory)
            let assetLimits = assets.limits(pixels: arguments[Self.maximumPixels])
            let tint = CommonOptions.appTint(arguments, catalogAccent: assets.catalog?.accentColor)
            let strings = try ContentStrings(arguments, context)
            let locales = try strings.locales(for: document, arguments, context)
            let root = try? limits.parser.parse(data).root
            for locale in locales {
                var localized = document
                let catalogFindings: [StringCatalogFinding]
                (localized.pages, catalogFindings) = strings.pages(of: localized, in: locale)
                reports += catalogFindings.map { Self.report($0, context) }
                let findings = Self.findings(
                    localized, targets, CommonOptions.dynamicTypeSizes(arguments), backend, locale, tint: tint
                ) { Self.lookup($0, icons, assetLimits, context) }
                // Icons and contrast do not depend on the language: reported once.
                for finding in findings where locale == locales.first || finding.device != nil {
                    var report = Self.report(finding, at: root?.nearestValue(at: finding.path).position, context)
                    report.locale = strings.namesLanguage(of: locales) && finding.device != nil ? locale : nil
                    reports.append(report)
                }
            }
        }
        reports = Self.inDocumentOrder(reports)
        let errors = reports.filter { $0.severity == "error" }.count
        let warnings = reports.filter { $0.severity == "warning" }.count
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try context.writeOutput(((try? encoder.encode(reports)) ?? Data("[]".utf8)) + Data("\n".utf8))
        } else {
            for report in reports { try context.print(Self.line(report, fileName: path, context)) }
            try context.print(context.message("lint.total", [String(errors), String(warnings)]))
        }
        return errors > 0 ? 1 : 0
    }

    /// Every finding of a document on the targets. With several Dynamic Type `sizes`, a
    /// layout finding is reported once per element, device, orientation and scheme, at the
    /// smallest size that has it (sizes are laid out smallest first).
    static func findings(
        _ document: WelcomeSheetDocument, _ targets: PreviewTargets, _ sizes: [DynamicTypeSize], _ backend: any RenderBackend,
        _ locale: String, tint: Color, lookup: (WelcomeSheetPageRow) -> IconLookup
    ) -> [SheetLintFinding] {
        var findings: [SheetLintFinding] = []
        for (index, var page) in document.pages.enumerated() {
            let number = index + 1
            page.accentColor = page.accentColor ?? tint
            findings += WelcomeSheetLint.iconFindings(page, number: number, lookup: lookup)
            for scheme in targets.schemes {
                findings += WelcomeSheetLint.contrastFindings(page, number: number, colorScheme: scheme)
            }
            for device in targets.devices {
                for orientation in targets.orientations {
                    var seen = Set<SheetLintFinding>()
                    for size in sizes {
                        // A colour scheme changes colours, never a frame: one layout serves them all.
                        let layout = WelcomeSheetLayout.layout(
                            page: page, device: device, orientation: orientation, colorScheme: targets.schemes.first ?? .light,
                            locale: locale, dynamicTypeSize: size, chrome: SheetChrome(tint: tint).page(number),
                            measurer: backend.textMeasurer)
                        for scheme in targets.schemes {
                            for var finding in WelcomeSheetLint.layoutFindings(
                                layout, page: number, device: device, orientation: orientation, colorScheme: scheme)
                            {
                                // The same element's finding at a larger size (other numbers) is not new.
                                var key = finding
                                key.arguments = []
                                guard seen.insert(key).inserted else { continue }
                                finding.dynamicType = sizes.count > 1 ? size : nil
                                findings.append(finding)
                            }
                        }
                    }
                }
            }
        }
        return findings
    }

    /// How a row's image resolves; an asset is loaded (within `limits`) to find out whether a
    /// render would refuse it.
    static func lookup(_ row: WelcomeSheetPageRow, _ icons: IconResolver, _ limits: AssetLimits, _ context: CommandContext)
        -> IconLookup
    {
        guard let resolution = icons.resolve(row.imageName, source: row.imageSource) else { return .missing }
        if let refusal = icons.refusal(of: resolution, limits: limits) {
            // The render's message without its leading "error: " / "warning: ".
            let line = context.diagnostic(refusal)
            let reason = line.firstRange(of: ": ").map { String(line[$0.upperBound...]) } ?? line
            return .refusedAsset(reason: reason, isError: refusal.severity == .error)
        }
        switch resolution {
        case .asset: return .asset
        case .symbol(_, .mapped(let icon)): return .symbol(icon: icon)
        case .symbol(_, .fallback(let base, let icon)): return .symbolFallback(base: base, icon: icon)
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

    /// The reports sorted by where they point in the file (line, then column), those in other
    /// files (a string catalog) last; reports at the same place keep the order they were found in.
    static func inDocumentOrder(_ reports: [Report]) -> [Report] {
        reports.enumerated().sorted { a, b in
            let left = (a.element.file ?? "", a.element.line ?? 0, a.element.column ?? 0)
            let right = (b.element.file ?? "", b.element.line ?? 0, b.element.column ?? 0)
            return left != right ? left < right : a.offset < b.offset
        }.map(\.element)
    }

    static func report(_ diagnostic: JSONDiagnostic, fileName: String, _ context: CommandContext) -> Report {
        Report(
            severity: diagnostic.severity.rawValue, code: "json",
            message: diagnostic.message.rendered { WelcomeSheetStrings.table.string($0, locale: context.locale, $1) },
            element: diagnostic.path.isRoot ? nil : diagnostic.path.description, line: diagnostic.position.line,
            column: diagnostic.position.column)
    }

    /// `file:line:col: severity: [page 1 · element · device orientation scheme · from SIZE up] message`.
    static func line(_ report: Report, fileName: String, _ context: CommandContext) -> String {
        let location = [report.file ?? fileName, report.line.map(String.init), report.column.map(String.init)].compactMap { $0 }
            .joined(separator: ":")
        let target = [report.device, report.orientation, report.colorScheme, report.locale].compactMap { $0 }.joined(separator: " ")
        let size = report.dynamicType.map { context.message("lint.fromSize", [$0]) }
        let place = [report.page.map { "p\($0)" }, report.element, target.isEmpty ? nil : target, size].compactMap { $0 }
            .joined(separator: " · ")
        return "\(location): \(report.severity): [\(place)] \(report.message)"
    }
}
