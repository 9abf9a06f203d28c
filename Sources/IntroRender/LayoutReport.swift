import Foundation
import IntroUI

/// A layout as JSON — what `introkit layout` prints and `.layout` snapshots store: the canvas,
/// every named frame in placement order (with the lines of the text it names) and every
/// scroll view, in points rounded to a
/// thousandth, with sorted keys.
public struct LayoutReport: Encodable, Sendable {
    /// A width and a height.
    public struct Extent: Encodable, Sendable {
        public var width: Double
        public var height: Double
    }

    /// A named frame, in canvas coordinates; a text's frame lists its laid-out lines.
    public struct Element: Encodable, Sendable {
        public var id: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        /// The lines of the text named `id` (or inside it), in order; nil for a frame without text.
        public var lines: [String]?
    }

    /// A scroll view's content against its visible height.
    public struct Scroll: Encodable, Sendable {
        public var id: String?
        public var contentHeight: Double
        public var viewportHeight: Double
        public var scrolls: Bool
    }

    public var device: String?
    public var orientation: String
    public var canvas: Extent
    public var scale: Double
    public var elements: [Element]
    public var scrollViews: [Scroll]
    /// The scroll view a command singles out (a sheet's content), if any.
    public var overflow: Scroll?

    /// The report of `result`; `overflow` names the scroll view to single out.
    public init(_ result: LayoutResult, overflow: ScrollReport? = nil) {
        device = result.canvas.device?.id
        orientation = result.canvas.orientation.rawValue
        canvas = Extent(width: Self.rounded(result.canvas.size.width), height: Self.rounded(result.canvas.size.height))
        scale = result.canvas.scale
        let lines = Dictionary(grouping: result.texts.filter { $0.id != nil }, by: { $0.id ?? "" })
            .mapValues { $0.flatMap(\.measurement.lines) }
        elements = result.frames.map { frame in
            Element(
                id: frame.id, x: Self.rounded(frame.frame.minX), y: Self.rounded(frame.frame.minY),
                width: Self.rounded(frame.frame.width), height: Self.rounded(frame.frame.height), lines: lines[frame.id])
        }
        scrollViews = result.scrollViews.map(Self.scroll)
        self.overflow = overflow.map(Self.scroll)
    }

    /// Sorted, indented JSON ending in a newline.
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }

    private static func scroll(_ report: ScrollReport) -> Scroll {
        Scroll(
            id: report.id, contentHeight: rounded(report.contentHeight), viewportHeight: rounded(report.viewportHeight),
            scrolls: report.scrolls)
    }

    /// To a thousandth of a point, without negative zero, so output is stable and readable.
    static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000 + 0
    }
}
