import Foundation
import IntroCommandLine
import IntroRender
import IntroUI
import WelcomeSheet

/// `introkit layout FILE.json --device ID`: the frames of one Welcome Sheet page as JSON, in
/// points and canvas coordinates, measured with a backend's text measurer.
struct LayoutCommand: Command {
    let name = "layout"
    let summaryKey = "layout.summary"
    let positionals = Positionals.one("FILE.json")
    static let target = SingleTarget.Options()
    static let page = Option("page", .positiveInteger, default: 1, help: "Page number, from 1")
    static let backend = CommonOptions.backend(help: "Backend whose text measurer is used")
    let options: [any OptionDeclaration] =
        target.all + [page, backend, ContentStrings.path, CommonOptions.statusBar, CommonOptions.tint] + InputLimits.options

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let path = arguments.firstPositional
        let target = try SingleTarget(arguments, Self.target)
        let (device, orientation, colorScheme) = (target.device, target.orientation, target.colorScheme)
        let backend = arguments[Self.backend]
        let pageNumber = arguments[Self.page]

        let document = try SheetInput.load(path, arguments, context)
        guard pageNumber <= document.pages.count else {
            throw .usage(.invalidValue(option: "--page", value: String(pageNumber), valid: ["1…\(document.pages.count)"]))
        }
        // One layout: one language.
        let strings = try ContentStrings(arguments, context)
        let locales = try strings.locales(own: document.contentLocale, arguments, context)
        guard locales.count == 1, let locale = locales.first else {
            throw .usage(.oneValueOnly(option: "--locale", given: locales))
        }
        let (pages, findings) = strings.translation.pages(of: document, in: locale)
        for finding in findings { context.printError(finding.rendered(locale: context.locale)) }
        let metrics = SheetMetrics(device: device, orientation: orientation)
        let result = WelcomeSheetLayout.layout(
            page: pages[pageNumber - 1], metrics: metrics, colorScheme: colorScheme, locale: locale,
            chrome: CommonOptions.chrome(arguments, catalogAccent: nil, page: pageNumber), measurer: backend.textMeasurer)
        try context.writeOutput(LayoutReport(result, overflow: result.welcomeSheetScroll).json)
        return 0
    }
}
