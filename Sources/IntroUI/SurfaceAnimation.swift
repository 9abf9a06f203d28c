import Foundation

// What animates, as a still frame draws it: `Animatable` and its vector arithmetic,
// `GeometryEffect` with `ProjectionTransform`, `phaseAnimator`, `keyframeAnimator` and its
// keyframes, and `visualEffect`.

// MARK: Animatable data

/// A value that can be interpolated, like SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product with itself.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// No data to animate, like SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// No data.
    public init() {}
    /// No data.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// No data.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// No data.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// No data.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values together, like SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// The sum, component by component.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// The difference, component by component.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Both scaled.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both magnitudes squared.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type whose value animates, like SwiftUI's `Animatable`: a shape or geometry effect
/// exposes what changes as `animatableData`.
///
/// Still frame: a frame shows the end state, so nothing is interpolated; the data is the
/// value the view has.
public protocol Animatable {
    /// What is interpolated.
    associatedtype AnimatableData: VectorArithmetic
    /// The value interpolated.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

// MARK: Geometry effects

/// A 3 × 3 transform of the plane in homogeneous coordinates, like SwiftUI's
/// `ProjectionTransform`: a point (x, y) maps to ((m11·x + m21·y + m31) / w,
/// (m12·x + m22·y + m32) / w), w = m13·x + m23·y + m33.
public struct ProjectionTransform: Hashable, Sendable {
    /// The matrix's elements, by row and column.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The matrix's second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The matrix's third row.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// An affine transform.
    public init(_ transform: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31
        result.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32
        result.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33
        result.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31
        result.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32
        result.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33
        result.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31
        result.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32
        result.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33
        return result
    }

    /// The affine part IntroKit draws (a perspective's w is taken as 1 at the origin: the
    /// matrix divided by m33).
    var affine: Transform2D {
        let w = m33 != 0 ? Double(m33) : 1
        return Transform2D(
            a: Double(m11) / w, b: Double(m12) / w, c: Double(m21) / w, d: Double(m22) / w, tx: Double(m31) / w,
            ty: Double(m32) / w)
    }
}

/// A modifier that draws its content through a transform made from the content's size, like
/// SwiftUI's `GeometryEffect`; the layout is unchanged.
///
/// Still frame: drawn through `effectValue(size:)` of the effect as it is (its
/// `animatableData` at the current value), in the view's own coordinates; a perspective is
/// drawn as its affine part.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for content of `size`, in its own coordinates.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// A geometry effect has no body: the content is drawn through ``effectValue(size:)``.
    public func body(content: Content) -> Never {
        preconditionFailure("\(Self.self) is a geometry effect and has no body")
    }

    /// Lowers `content` drawn through the effect.
    public static func _lower<Wrapped: View>(_ modifier: Self, content: Wrapped, into tree: inout _ViewLowering) {
        let effect = PhysicalEffect(
            a: 1, b: 0, c: 0, d: 1, anchorX: 0, anchorY: 0,
            projection: { size in modifier.effectValue(size: CGSize(width: size.width, height: size.height)).affine })
        tree.addWrapper(.effect, payload: tree.tree.store(effect), content: content)
    }
}

// MARK: Phase and keyframe animators

/// The content an animator's closure is given, like SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    /// The content.
    public var body: some View { content }
}

extension View {
    /// The view drawn through `content` for each phase in turn, each time `trigger` changes.
    ///
    /// Still frame: at rest, so drawn in the first phase.
    public consuming func phaseAnimator<Phase: Equatable, Trigger: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimatorView(content: PlaceholderContentView(content: self), first: phases.first { _ in true }, make: content)
    }

    /// The view drawn through `content` for each phase in turn, over and over.
    ///
    /// Still frame: drawn in the first phase, where the cycle starts.
    public consuming func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimatorView(content: PlaceholderContentView(content: self), first: phases.first { _ in true }, make: content)
    }

    /// The view drawn through `content` with a value that follows `keyframes` each time
    /// `trigger` changes.
    ///
    /// Still frame: at rest, so drawn with `initialValue`.
    public consuming func keyframeAnimator<Value, Trigger: Equatable, Content: View>(
        initialValue: Value, trigger: Trigger, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// The view drawn through `content` with a value that follows `keyframes`, repeating.
    ///
    /// Still frame: drawn with `initialValue`, where the keyframes start.
    public consuming func keyframeAnimator<Value, Content: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// A view drawn for each phase in turn, like SwiftUI's `PhaseAnimator`: `content` makes the
/// view of a phase.
///
/// Still frame: at rest, so drawn in the first phase (where a cycle starts, and where a
/// triggered animation returns).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    /// Cycles through `phases` each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    /// Cycles through `phases` over and over.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    /// The first phase's view (nothing without phases).
    public var body: some View {
        if let first { content(first) }
    }
}

/// A phase animator's view in its first phase (the view as it is without phases).
struct PhaseAnimatorView<Wrapped: View, Phase, Content: View>: View {
    let content: PlaceholderContentView<Wrapped>
    let first: Phase?
    let make: (PlaceholderContentView<Wrapped>, Phase) -> Content

    var body: some View {
        if let first { make(content, first) } else { content }
    }
}

/// Keyframes of one or more values, like SwiftUI's `Keyframes`.
public protocol Keyframes<Value> {
    /// The value animated.
    associatedtype Value
}

/// The keyframes of one track, like SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The value animated.
    associatedtype Value
}

/// Keyframes of IntroKit's: what a builder makes of its statements (a still frame does not
/// play them, so they keep only how many there are).
public struct _Keyframes<Value>: Keyframes, KeyframeTrackContent {
    /// How many keyframes or tracks.
    public let count: Int
}

/// Builds a track's keyframes, like SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    /// One keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _Keyframes<Value> where K.Value == Value {
        _Keyframes(count: 1)
    }
    /// The keyframes in order.
    public static func buildBlock(_ parts: _Keyframes<Value>...) -> _Keyframes<Value> {
        _Keyframes(count: parts.reduce(0) { $0 + $1.count })
    }
    /// Keyframes made in a loop.
    public static func buildArray(_ parts: [_Keyframes<Value>]) -> _Keyframes<Value> {
        _Keyframes(count: parts.reduce(0) { $0 + $1.count })
    }
    /// `if` without `else`.
    public static func buildOptional(_ part: _Keyframes<Value>?) -> _Keyframes<Value> { part ?? _Keyframes(count: 0) }
    /// A branch of `if`/`else`.
    public static func buildEither(first: _Keyframes<Value>) -> _Keyframes<Value> { first }
    /// A branch of `if`/`else`.
    public static func buildEither(second: _Keyframes<Value>) -> _Keyframes<Value> { second }
}

/// Builds the tracks of a keyframe animator, like SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// One track.
    public static func buildExpression<K: Keyframes>(_ track: K) -> _Keyframes<Value> where K.Value == Value {
        _Keyframes(count: 1)
    }
    /// The tracks.
    public static func buildBlock(_ parts: _Keyframes<Value>...) -> _Keyframes<Value> {
        _Keyframes(count: parts.reduce(0) { $0 + $1.count })
    }
    /// `if` without `else`.
    public static func buildOptional(_ part: _Keyframes<Value>?) -> _Keyframes<Value> { part ?? _Keyframes(count: 0) }
    /// A branch of `if`/`else`.
    public static func buildEither(first: _Keyframes<Value>) -> _Keyframes<Value> { first }
    /// A branch of `if`/`else`.
    public static func buildEither(second: _Keyframes<Value>) -> _Keyframes<Value> { second }
}

/// The keyframes of a value or of one of its properties, like SwiftUI's `KeyframeTrack`
/// (whose parameters are the animated value, the property's type and the keyframes).
public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes where Content.Value == Property {
    /// The keyframes animate the whole value.
    public typealias Value = Root
    /// The keyframes.
    public let content: Content

    /// Keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Property {
        self.content = content()
    }

    /// Keyframes of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        self.content = content()
    }
}

/// A keyframe reached in a straight line, like SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// The value reached.
    public let to: Value
    /// How long it takes.
    public let duration: TimeInterval

    /// A keyframe reaching `to` after `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
    }
}

/// A keyframe reached along a spring, like SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// The value reached.
    public let to: Value

    /// A keyframe reaching `to` along a spring.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
    }
}

/// A keyframe reached along a cubic curve, like SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// The value reached.
    public let to: Value

    /// A keyframe reaching `to` after `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
    }
}

/// A keyframe jumped to at once, like SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// The value jumped to.
    public let to: Value

    /// A jump to `to`.
    public init(_ to: Value) {
        self.to = to
    }
}

/// A timing curve, like SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    /// Constant speed.
    public static let linear = UnitCurve(name: "linear")
    /// Slow, then fast.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// Fast, then slow.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// Slow, fast, slow.
    public static let easeInOut = UnitCurve(name: "easeInOut")
}

/// A spring's motion, like SwiftUI's `Spring`.
public struct Spring: Hashable, Sendable {
    /// How long it takes to settle, in seconds.
    public var duration: TimeInterval
    /// How much it overshoots (0: none).
    public var bounce: Double

    /// A spring of `duration` seconds and `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
}

// MARK: Visual effects

/// Effects that read the view's geometry, like SwiftUI's `VisualEffect`: what the closure of
/// `visualEffect` returns.
public protocol VisualEffect {
    /// The effects, in order, as modifiers of the view.
    var _effects: [(AnyView) -> AnyView] { get }
}

/// No effect yet: what `visualEffect`'s closure starts from, like SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    /// No effects.
    public var _effects: [(AnyView) -> AnyView] { [] }
}

/// Effects chained in a `visualEffect` closure.
public struct _VisualEffects: VisualEffect {
    /// The effects, in order.
    public let _effects: [(AnyView) -> AnyView]
}

extension VisualEffect {
    private func adding(_ effect: @escaping (AnyView) -> some View) -> _VisualEffects {
        _VisualEffects(_effects: _effects + [{ AnyView(effect($0)) }])
    }

    /// Moves the drawing.
    public func offset(_ offset: CGSize) -> _VisualEffects { adding { $0.offset(offset) } }
    /// Moves the drawing.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffects { adding { $0.offset(x: x, y: y) } }
    /// Draws it more transparent.
    public func opacity(_ opacity: Double) -> _VisualEffects { adding { $0.opacity(opacity) } }
    /// Scales the drawing.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffects {
        adding { $0.scaleEffect(scale, anchor: anchor) }
    }
    /// Scales the drawing.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffects {
        adding { $0.scaleEffect(x: x, y: y, anchor: anchor) }
    }
    /// Turns the drawing.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffects {
        adding { $0.rotationEffect(angle, anchor: anchor) }
    }
    /// Blurs the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffects { adding { $0.blur(radius: radius, opaque: opaque) } }
    /// Brightens the drawing.
    public func brightness(_ amount: Double) -> _VisualEffects { adding { $0.brightness(amount) } }
    /// Changes the drawing's saturation.
    public func saturation(_ amount: Double) -> _VisualEffects { adding { $0.saturation(amount) } }
    /// Removes the drawing's colour.
    public func grayscale(_ amount: Double) -> _VisualEffects { adding { $0.grayscale(amount) } }
}

extension View {
    /// Effects made from the view's geometry (its size, its frame in a coordinate space),
    /// which change its drawing and not its layout.
    ///
    /// Still frame: the closure is given the view's geometry where it is laid out, and its
    /// effects are drawn.
    public consuming func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        let content = self
        return content.hidden().overlay(
            GeometryReader { proxy in
                effect(EmptyVisualEffect(), proxy)._effects.reduce(AnyView(content)) { view, effect in effect(view) }
            })
    }
}
