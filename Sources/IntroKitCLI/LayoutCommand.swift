import Foundation
import IntroRender
import IntroUI
import WelcomeSheet

/// `introkit layout FILE.json --device ID`: the frames of one Welcome Sheet page as JSON, in
/// points and canvas coordinates, measured with a backend's text measurer.
struct LayoutCommand: Command {
    let name = "layout"
    let summaryKey = "layout.summary"
    let usage = "introkit layout FILE.json --device ID [--page N] [--orientation portrait|landscape] [--color-scheme light|dark] [--locale CODE] [--backend NAME] [--max-input-bytes N]"
    let options: [OptionSpec] = [
        .value("device", "ID", "Device id (see `introkit devices`)"),
        .value("page", "N", "Page number, from 1 (default 1)"),
        .value("orientation", "portrait|landscape", "Orientation (default portrait)"),
        .value("color-scheme", "light|dark", "Colour scheme (default light)"),
        .value("locale", "CODE", "Locale of the sheet and the messages (default from the environment)"),
        .value("backend", "NAME", "Backend whose text measurer is used (default png, else text)"),
        InputFile.limitOption,
    ]

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
        context.writeOutput(LayoutReport(result, device: device, orientation: orientation).json() + Data("\n".utf8))
        return 0
    }
}

/// What `introkit layout` prints.
struct LayoutReport: Encodable {
    struct Extent: Encodable {
        var width: Double
        var height: Double
    }

    struct Element: Encodable {
        var id: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    struct Overflow: Encodable {
        var contentHeight: Double
        var viewportHeight: Double
        var scrolls: Bool
    }

    var device: String
    var orientation: String
    var canvas: Extent
    var scale: Double
    var elements: [Element]
    var overflow: Overflow?

    init(_ result: LayoutResult, device: Device, orientation: Orientation) {
        self.device = device.id
        self.orientation = orientation.rawValue
        canvas = Extent(width: result.canvas.size.width, height: result.canvas.size.height)
        scale = result.canvas.scale
        elements = result.frames.map { frame in
            Element(
                id: frame.id, x: Self.rounded(frame.frame.minX), y: Self.rounded(frame.frame.minY),
                width: Self.rounded(frame.frame.width), height: Self.rounded(frame.frame.height))
        }
        overflow = result.welcomeSheetScroll.map { scroll in
            Overflow(
                contentHeight: Self.rounded(scroll.contentHeight), viewportHeight: Self.rounded(scroll.viewportHeight),
                scrolls: scroll.scrolls)
        }
    }

    /// To a thousandth of a point, so that output is stable and readable.
    static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }

    func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
