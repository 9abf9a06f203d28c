import Foundation
import IntroRender
import IntroUI
import WelcomeSheet

/// `introkit layout FILE.json --device ID`: the frames of one Welcome Sheet page as JSON, in
/// points and canvas coordinates, measured with a backend's text measurer.
struct LayoutCommand: Command {
    let name = "layout"
    let summaryKey = "layout.summary"
    let usage = "introkit layout FILE.json --device ID [--page N] [--orientation portrait|landscape] [--color-scheme light|dark] [--locale CODE] [--backend NAME] [--max-input-bytes N] [--max-depth N] [--max-text-length N]"
    let options: [OptionSpec] = [
        .value("device", "ID", "Device id (see `introkit devices`)"),
        .value("page", "N", "Page number, from 1 (default 1)"),
        .value("orientation", "portrait|landscape", "Orientation (default portrait)"),
        .value("color-scheme", "light|dark", "Colour scheme (default light)"),
        .value("locale", "CODE", "Locale of the sheet and the messages (default from the environment)"),
        .value("backend", "NAME", "Backend whose text measurer is used (default png, else text)"),
    ] + InputLimits.options

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        guard let path = arguments.positionals.first else { throw .usage(.missingArgument("FILE.json")) }
        if let extra = arguments.positionals.dropFirst().first { throw .usage(.unexpectedArgument(extra)) }
        let target = try SingleTarget(arguments)
        let (device, orientation, colorScheme) = (target.device, target.orientation, target.colorScheme)
        let backend = try arguments.backendPreferringPNG()
        let pageNumber = try arguments.positiveInteger("page", default: 1)

        let document = try SheetInput.load(path, arguments, context)
        guard pageNumber <= document.pages.count else {
            throw .usage(.invalidValue(option: "--page", value: String(pageNumber), valid: ["1…\(document.pages.count)"]))
        }
        let metrics = SheetMetrics(device: device, orientation: orientation)
        let result = WelcomeSheetLayout.layout(
            page: document.pages[pageNumber - 1], metrics: metrics, colorScheme: colorScheme, locale: context.locale,
            measurer: backend.textMeasurer)
        try context.writeOutput(LayoutReport(result, overflow: result.welcomeSheetScroll).json)
        return 0
    }
}
