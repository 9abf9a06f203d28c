import Foundation

/// Lays out views: proposes the canvas size to the root, then places every view and records
/// frames and drawing operations. Pure: the same view, canvas, environment and measurer give
/// the same result.
public struct LayoutEngine: Sendable {
    /// The measurer text is wrapped with; use the backend's so layout matches drawing.
    public let measurer: any TextMeasurer
    /// The same measurer, as the cache it is.
    let cache: CachingTextMeasurer

    /// Creates an engine; measurements are cached unless `measurer` already caches.
    public init(measurer: any TextMeasurer) {
        cache = measurer as? CachingTextMeasurer ?? CachingTextMeasurer(measurer)
        self.measurer = cache
    }

    /// Lays `view` out on `canvas`: the root is offered the whole canvas and centred on it
    /// (`safeArea` ``SafeAreaPlacement/ignored``, what IntroKit's own pages expect), or offered
    /// the canvas inside its safe area and centred there, as iOS places a SwiftUI root view
    /// (``SafeAreaPlacement/respected``; `ignoresSafeArea` grows views out of it).
    @inlinable
    public func layout<V: View>(
        _ view: V, canvas: Canvas, environment: EnvironmentValues = EnvironmentValues(), safeArea: SafeAreaPlacement = .ignored
    ) -> LayoutResult {
        var lowered = _ViewLowering.lowered(view, environment: environment, canvas: canvas, continuing: nil)
        var result = layout(lowered.tree, root: lowered.root, canvas: canvas, safeArea: safeArea)
        // Preferences `GeometryReader`s' contents set while placed count in the readers'
        // places in another layout, whose state they may change (at most twice more).
        var again = 0
        while again < 2, let graph = lowered.graph, graph.takeGeometryPreferences() {
            again += 1
            lowered = _ViewLowering.lowered(view, environment: environment, canvas: canvas, continuing: graph)
            result = layout(lowered.tree, root: lowered.root, canvas: canvas, safeArea: safeArea)
        }
        result.layoutDirection = environment.layoutDirection
        return result
    }

    /// The size `view` takes when proposed `proposal` on `canvas`, without placing it: what
    /// a preview with the `sizeThatFits` layout makes its canvas.
    @inlinable
    public func sizeThatFits<V: View>(
        _ view: V, proposal: Size, canvas: Canvas, environment: EnvironmentValues = EnvironmentValues()
    ) -> Size {
        let lowered = _ViewLowering.lowered(view, environment: environment, canvas: canvas)
        return fittingSize(lowered.tree, root: lowered.root, proposal: proposal)
    }

    /// Sizes a lowered tree's root.
    @usableFromInline
    func fittingSize(_ tree: LayoutTree, root: Int, proposal: Size) -> Size {
        var pass = LayoutPass(tree: tree, measurer: cache)
        return pass.size(root, ProposedSize(proposal))
    }

    /// Sizes and places a lowered tree.
    @usableFromInline
    func layout(_ tree: LayoutTree, root: Int, canvas: Canvas, safeArea: SafeAreaPlacement) -> LayoutResult {
        var pass = LayoutPass(tree: tree, measurer: cache)
        var bounds = Rect(origin: .zero, size: canvas.size)
        if safeArea == .respected { bounds = bounds.inset(by: canvas.safeArea) }
        let size = pass.size(root, ProposedSize(bounds.size))
        pass.place(root, ProposedSize(bounds.size), in: PhysicalAlignment.center.place(size, in: bounds))
        let output = pass.output
        var result = LayoutResult(
            canvas: canvas, frames: output.frames,
            displayList: DisplayList(size: canvas.size, items: output.display.items),
            scrollViews: output.scrollViews, texts: output.texts, accessibility: output.accessibility.nodes)
        result.nodeCount = tree.nodeCount
        result.systemOverlays = tree.systemOverlays
        return result
    }
}

/// Where ``LayoutEngine`` lays the root view out.
public enum SafeAreaPlacement: Hashable, Sendable {
    /// On the whole canvas (IntroKit's sheets and stories place their content themselves).
    case ignored
    /// Inside the canvas's safe area, as iOS lays out a SwiftUI root view.
    case respected
}
