import Foundation
import IntroUI

/// A layout as JSON — what `introkit layout` prints and `.layout` snapshots store: the canvas,
/// every named frame in placement order (with the lines of the text it names) and every
/// scroll view, in points rounded to a
/// thousandth, with sorted keys.
public struct LayoutReport: Encodable, Sendable {
    /// A width and a height.
    public struct Extent: Encodable, Sendable {
        /// The width in points.
        public var width: Double
        /// The height in points.
        public var height: Double
    }

    /// A named frame, in canvas coordinates; a text's frame lists its laid-out lines.
    public struct Element: Encodable, Sendable {
        /// The frame's id (`title`, `row.0.icon`, `mainButton`).
        public var id: String
        /// The left edge, in points from the canvas's left.
        public var x: Double
        /// The top edge, in points from the canvas's top.
        public var y: Double
        /// The width in points.
        public var width: Double
        /// The height in points.
        public var height: Double
        /// The lines of the text named `id` (or inside it), in order; nil for a frame without text.
        public var lines: [String]?
    }

    /// A scroll view's content against its visible height.
    public struct Scroll: Encodable, Sendable {
        /// The scroll view's id, if it has one.
        public var id: String?
        /// The height of what it holds, in points.
        public var contentHeight: Double
        /// The height it shows, in points.
        public var viewportHeight: Double
        /// Whether the content is taller than the viewport.
        public var scrolls: Bool
    }

    /// The device id, when the layout is for a catalogue device.
    public var device: String?
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The canvas size in points.
    public var canvas: Extent
    /// Pixels per point.
    public var scale: Double
    /// Every named frame, in placement order.
    public var elements: [Element]
    /// Every scroll view, in placement order.
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
