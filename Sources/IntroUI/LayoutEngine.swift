import Foundation

/// The state of one layout pass: the measurer and what placement records.
final class LayoutContext {
    let measurer: any TextMeasurer
    var items: [DisplayItem] = []
    var frames: [LayoutFrame] = []
    var scrollViews: [ScrollReport] = []
    var texts: [TextReport] = []
    var idStack: [String] = []

    init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    func measure(_ string: String, _ attributes: TextAttributes, width: Double?) -> TextMeasurement {
        measurer.measure(string, attributes: attributes, width: finite(width).map { max(0, $0) })
    }

    /// Collects what `body` draws instead of appending it.
    func capture(_ body: () -> Void) -> [DisplayItem] {
        let saved = items
        items = []
        body()
        let captured = items
        items = saved
        return captured
    }
}

/// Lays out views: proposes the canvas size to the root, then places every view and records
/// frames and drawing operations. Pure: the same view, canvas, environment and measurer give
/// the same result.
public struct LayoutEngine: Sendable {
    /// The measurer text is wrapped with; use the backend's so layout matches drawing.
    public let measurer: any TextMeasurer

    /// Creates an engine; measurements are cached unless `measurer` already caches.
    public init(measurer: any TextMeasurer) {
        self.measurer = measurer is CachingTextMeasurer ? measurer : CachingTextMeasurer(measurer)
    }

    /// Lays `view` out on `canvas`: the root is offered the whole canvas and centred on it.
    public func layout<V: View>(_ view: V, canvas: Canvas, environment: EnvironmentValues = EnvironmentValues())
        -> LayoutResult
    {
        var environment = environment
        environment.canvas = canvas
        environment.safeAreaInsets = canvas.safeArea
        environment.idiom = canvas.idiom
        let root = resolveNode(view, in: environment)
        let context = LayoutContext(measurer: measurer)
        let size = root.size(for: ProposedSize(canvas.size), context)
        let bounds = Rect(origin: .zero, size: canvas.size)
        root.place(in: Alignment.center.place(size, in: bounds, direction: .leftToRight), context)
        return LayoutResult(
            canvas: canvas, frames: context.frames,
            displayList: DisplayList(size: canvas.size, items: context.items),
            scrollViews: context.scrollViews, texts: context.texts)
    }
}
