import IntroUI

/// Turns touches on a story into actions, as Instagram does: touch-down pauses; the release
/// resumes and, if it came within ``tapLimit`` seconds, navigates — back when the touch was
/// in the leading ``previousZone`` of the width (the left 25 %, the right in right-to-left
/// layouts), forward elsewhere. A release after a longer hold only resumes.
///
/// Perform the actions with `IStoriesManager.perform(_:)`, or script a timeline with them
/// as ``StoriesControl``s.
public struct StoriesGestures: Hashable, Sendable {
    /// The leading share of the width that goes back.
    public static let previousZone = 0.25
    /// The longest touch, in seconds, that still counts as a tap.
    public static let tapLimit = 0.25

    /// Which side is leading.
    public var layoutDirection: LayoutDirection
    /// When the current touch began, in seconds; nil when no finger is down.
    public private(set) var touchDownTime: Double?

    /// Creates a recognizer.
    public init(layoutDirection: LayoutDirection = .leftToRight) {
        self.layoutDirection = layoutDirection
    }

    /// A finger touches the story at `time` seconds: pause.
    public mutating func touchDown(at time: Double) -> [StoriesAction] {
        touchDownTime = time
        return [.pause]
    }

    /// The finger leaves at `time` seconds, at `x` points across a story `width` points
    /// wide: resume, then go back or forward if it was a tap. A release without a touch-down
    /// does nothing.
    public mutating func touchUp(at time: Double, x: Double, width: Double) -> [StoriesAction] {
        guard let start = touchDownTime else { return [] }
        touchDownTime = nil
        guard time - start <= StoriesGestures.tapLimit else { return [.resume] }
        return [.resume, StoriesGestures.isPrevious(x: x, width: width, layoutDirection) ? .previous : .next]
    }

    /// Whether a tap at `x` of `width` lands in the leading zone (a width that is not a
    /// positive number: never).
    private static func isPrevious(x: Double, width: Double, _ direction: LayoutDirection) -> Bool {
        guard width > 0, width.isFinite, x.isFinite else { return false }
        let fraction = x / width
        switch direction {
        case .leftToRight: return fraction < previousZone
        case .rightToLeft: return fraction > 1 - previousZone
        }
    }
}
