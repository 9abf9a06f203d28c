import Foundation

/// How a change is animated, like SwiftUI's `Animation`: a curve (or a spring), a duration, a
/// delay, a speed and a repeat count, kept as values so that animations compare.
///
/// Still frame: a frame shows the end state of every change, so an animation decides nothing
/// that is drawn; its values are kept for hosts that animate.
public struct Animation: Hashable, Sendable {
    /// The shape of an animation's progress over time.
    public enum Curve: Hashable, Sendable {
        /// Constant speed.
        case linear
        /// Slow start.
        case easeIn
        /// Slow end.
        case easeOut
        /// Slow start and end.
        case easeInOut
        /// A cubic Bézier timing curve through (c0x, c0y) and (c1x, c1y).
        case timingCurve(Double, Double, Double, Double)
        /// A spring of a response (seconds) and damping fraction.
        case spring(response: Double, dampingFraction: Double)
    }

    /// The curve.
    public var curve: Curve
    /// The duration in seconds (a spring's response).
    public var duration: Double
    /// Seconds before it starts.
    public var delay: Double = 0
    /// How much faster than written it runs.
    public var speed: Double = 1
    /// How many times it plays (nil: forever).
    public var repeatCount: Int? = 1
    /// Whether a repeat plays backwards.
    public var autoreverses = false

    init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    /// The system's default animation (a smooth spring).
    public static let `default` = Animation(curve: .spring(response: 0.55, dampingFraction: 1), duration: 0.55)
    /// Constant speed, 0.35 s.
    public static let linear = Animation.linear(duration: 0.35)
    /// Slow start, 0.35 s.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// Slow end, 0.35 s.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// Slow start and end, 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// A spring with no bounce.
    public static let smooth = Animation.smooth(duration: 0.5)
    /// A spring with a little bounce.
    public static let snappy = Animation.snappy(duration: 0.5)
    /// A spring with a visible bounce.
    public static let bouncy = Animation.bouncy(duration: 0.5)
    /// The system spring.
    public static let spring = Animation.spring(response: 0.55, dampingFraction: 0.825)
    /// A quick spring for following a finger.
    public static let interactiveSpring = Animation.interactiveSpring()

    /// Constant speed.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    /// Slow start.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// Slow end.
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// Slow start and end.
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    /// A cubic Bézier timing curve.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(curve: .timingCurve(c0x, c0y, c1x, c1y), duration: duration)
    }
    /// A spring by response and damping fraction.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }
    /// A spring by duration and bounce (0: none, 1: most).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: duration, dampingFraction: 1 - bounce), duration: duration)
    }
    /// A quick spring.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }
    /// A spring by physical properties.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let response = 2 * Double.pi * (mass / max(stiffness, .ulpOfOne)).squareRoot()
        let fraction = damping / (2 * (max(stiffness * mass, .ulpOfOne)).squareRoot())
        return spring(response: response, dampingFraction: fraction)
    }
    /// A spring with no bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: extraBounce) }
    /// A spring with a little bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with a visible bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }

    /// The animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed
        return copy
    }

    /// The animation, played `count` times.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = count
        copy.autoreverses = autoreverses
        return copy
    }

    /// The animation, played forever.
    ///
    /// Still frame: drawn at the state the change leads to, as every animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        return copy
    }
}

/// The context of a change, like SwiftUI's `Transaction`: the animation it runs with.
public struct Transaction: Hashable, Sendable {
    /// The animation of the change (nil: none).
    public var animation: Animation?
    /// Whether animations inside are turned off.
    public var disablesAnimations = false

    /// A transaction with an animation.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}

/// Runs `body`, whose state changes would be animated with `animation`.
///
/// Still frame: runs `body` at once; the frame shows the state it leaves.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion`, as an animation that would end.
///
/// Still frame: runs `body`, then `completion`, at once.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// When an animation counts as finished.
public enum AnimationCompletionCriteria: Hashable, Sendable {
    /// When the value reaches its end.
    case logicallyComplete
    /// When nothing moves any more.
    case removed
}

/// Runs `body` in a transaction.
///
/// Still frame: runs `body` at once.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view comes and goes, like SwiftUI's `AnyTransition`.
///
/// Still frame: a view on screen is drawn where it ends (its identity), so a transition
/// changes nothing drawn; the values are kept for hosts that animate.
public struct AnyTransition: Hashable, Sendable {
    /// What the transition does.
    public indirect enum Kind: Hashable, Sendable {
        /// Nothing.
        case identity
        /// Fades.
        case opacity
        /// In from the leading edge, out to the trailing one.
        case slide
        /// In from and out to an edge.
        case move(Edge)
        /// Moves by an offset.
        case offset(width: Double, height: Double)
        /// Grows from a scale.
        case scale(Double)
        /// Both at once.
        case combined(Kind, Kind)
        /// One way in, another way out.
        case asymmetric(insertion: Kind, removal: Kind)
        /// Pushes in from an edge.
        case push(Edge)
    }

    /// What it does.
    public let kind: Kind

    /// Fades.
    public static let opacity = AnyTransition(kind: .opacity)
    /// Nothing.
    public static let identity = AnyTransition(kind: .identity)
    /// In from the leading edge, out to the trailing one.
    public static let slide = AnyTransition(kind: .slide)
    /// Grows from nothing.
    public static let scale = AnyTransition(kind: .scale(0))

    /// In from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: .push(edge)) }
    /// Grows from `scale`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(kind: .scale(scale)) }
    /// Moves by an offset.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(kind: .offset(width: x, height: y)) }
    /// One way in, another way out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// This and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(kind: .combined(kind, other.kind)) }
    /// The same transition with an animation of its own.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// Animates changes of `value` inside with `animation`.
    ///
    /// Still frame: the view is drawn with the current value; nothing changes.
    @inlinable
    public consuming func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> Self { self }

    /// Animates every change inside (deprecated in SwiftUI; use `animation(_:value:)`).
    ///
    /// Still frame: nothing changes.
    @inlinable
    public consuming func animation(_ animation: Animation?) -> Self { self }

    /// Changes the transaction of changes inside.
    ///
    /// Still frame: nothing changes.
    @inlinable
    public consuming func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }

    /// How the view comes and goes.
    ///
    /// Still frame: the view is drawn where it is; see ``AnyTransition``.
    @inlinable
    public consuming func transition(_ transition: AnyTransition) -> Self { self }

    /// Moves the view between frames of views with the same `id` in `namespace`.
    ///
    /// Still frame: the view is drawn in its own frame: in a still frame each matched view is
    /// where its layout puts it.
    @inlinable
    public consuming func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> Self { self }

    /// How content changes inside animate (`.numericText()`, `.opacity`, …).
    ///
    /// Still frame: the current content is drawn.
    @inlinable
    public consuming func contentTransition(_ transition: ContentTransition) -> Self { self }
}

/// Which parts of a frame `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How content that changes in place animates.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// Fades between the old and the new.
    public static let opacity = ContentTransition(name: "opacity")
    /// Replaces at once.
    public static let identity = ContentTransition(name: "identity")
    /// The system's interpolation.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits roll to their new values.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
}
