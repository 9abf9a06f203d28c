import Foundation

/// A gesture, like SwiftUI's `Gesture`: recognised from touches, it changes and ends with values.
///
/// Still frame: no touch reaches a still frame, so no gesture is recognised and none of its
/// actions (`onChanged`, `onEnded`, `updating`) runs.
public protocol Gesture {
    /// What the gesture reports as it changes and ends.
    associatedtype Value
}

/// A tap, like SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    /// A tap reports nothing.
    public typealias Value = Void
    /// How many taps.
    public let count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }
}

/// A press held for a while, like SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
    /// Whether the press is still going on.
    public typealias Value = Bool
    /// Seconds the press lasts at least.
    public let minimumDuration: Double
    /// How far the finger may move.
    public let maximumDistance: Double

    /// A gesture of a press that lasts `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag, like SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Hashable, Sendable {
        /// When.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where it started.
        public var startLocation: CGPoint
        /// How far it has moved.
        public var translation: CGSize
        /// How fast it moves, in points per second.
        public var velocity: CGSize
        /// Where it would end if lifted now.
        public var predictedEndLocation: CGPoint
        /// How far it would have moved if lifted now.
        public var predictedEndTranslation: CGSize
    }

    /// How far the finger moves before the drag starts.
    public let minimumDistance: Double

    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: Double = 10) {
        self.minimumDistance = minimumDistance
    }
}

/// A pinch, like SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: Gesture {
    /// How far the pinch has scaled.
    public struct Value: Hashable, Sendable {
        /// The scale so far.
        public var magnification: Double
    }

    /// A pinch that starts after the fingers move `minimumScaleDelta`.
    public init(minimumScaleDelta: Double = 0.01) {}
}

/// A pinch, by SwiftUI's older name.
public typealias MagnificationGesture = MagnifyGesture

/// A gesture with an action for its changes, its end, or state it updates.
public struct _ActionGesture<Base: Gesture>: Gesture {
    /// What the gesture reports.
    public typealias Value = Base.Value
    let base: Base
}

/// Two gestures together, in sequence, or one or the other.
public struct _CombinedGesture<First: Gesture, Second: Gesture>: Gesture {
    /// What the first reports, and the second if it is recognised.
    public typealias Value = (first: First.Value?, second: Second.Value?)
    let first: First
    let second: Second
}

extension Gesture {
    /// Runs `action` as the gesture changes.
    ///
    /// Still frame: never runs.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ActionGesture<Self> { _ActionGesture(base: self) }

    /// Runs `action` when the gesture ends.
    ///
    /// Still frame: never runs.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ActionGesture<Self> { _ActionGesture(base: self) }

    /// Updates gesture state as the gesture changes.
    ///
    /// Still frame: never runs; the state keeps its initial value.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> _ActionGesture<Self>
    {
        _ActionGesture(base: self)
    }

    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> _CombinedGesture<Self, Other> {
        _CombinedGesture(first: self, second: other)
    }

    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> _CombinedGesture<Self, Other> {
        _CombinedGesture(first: self, second: other)
    }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> _CombinedGesture<Self, Other> {
        _CombinedGesture(first: self, second: other)
    }
}

/// State that lasts while a gesture does, like SwiftUI's `@GestureState`.
///
/// Still frame: always its initial value: no gesture is going on.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, @unchecked Sendable {
    /// The initial value.
    public let wrappedValue: Value

    /// State with an initial value, to which it returns when the gesture ends.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// State with an initial value and a way to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.wrappedValue = wrappedValue
    }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState: InertProperty {}

/// Which gestures of a view and its content are recognised.
public struct GestureMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// A mask from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// None.
    public static let none: GestureMask = []
    /// The view's own gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The content's gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// What a content shape is for.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Kinds from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Hit testing.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility frames.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
    /// Runs `action` when the view is tapped `count` times.
    ///
    /// Still frame: never runs: nothing is tapped; the view is tappable in its accessibility
    /// tree (without the button trait a `Button` would give it).
    @inlinable
    public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
        -> ModifiedContent<Self, _AccessibilityModifier>
    {
        modifier(_AccessibilityModifier { $0.isTappable = true })
    }

    /// Runs `action` with the place tapped.
    ///
    /// Still frame: never runs; tappable in the accessibility tree.
    @inlinable
    public consuming func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void)
        -> ModifiedContent<Self, _AccessibilityModifier>
    {
        modifier(_AccessibilityModifier { $0.isTappable = true })
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds.
    ///
    /// Still frame: never runs.
    @inlinable
    public consuming func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> Self { self }

    /// Recognises `gesture` on the view.
    ///
    /// Still frame: never recognised; its actions never run.
    @inlinable
    public consuming func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }

    /// Recognises `gesture` together with the content's gestures.
    ///
    /// Still frame: never recognised.
    @inlinable
    public consuming func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }

    /// Recognises `gesture` before the content's gestures.
    ///
    /// Still frame: never recognised.
    @inlinable
    public consuming func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }

    /// The shape that takes the view's touches.
    ///
    /// Still frame: nothing is drawn; touches never come.
    @inlinable
    public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }

    /// The shape the view uses for `kinds` (hit testing, previews, hover).
    ///
    /// Still frame: nothing is drawn.
    @inlinable
    public consuming func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }

    /// Whether the view takes touches.
    ///
    /// Still frame: the view is drawn as it is; touches never come.
    @inlinable
    public consuming func allowsHitTesting(_ enabled: Bool) -> Self { self }

    /// Gives the view keyboard focus while `binding` is true.
    ///
    /// Still frame: nothing is drawn differently.
    @inlinable
    public consuming func focused(_ binding: FocusState<Bool>.Binding) -> Self { self }

    /// Gives the view keyboard focus while `binding` equals `value`.
    ///
    /// Still frame: nothing is drawn differently.
    @inlinable
    public consuming func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> Self { self }

    /// Plays feedback when `trigger` changes.
    ///
    /// Still frame: nothing is played.
    @inlinable
    public consuming func sensoryFeedback<Trigger: Equatable>(_ feedback: SensoryFeedback, trigger: Trigger) -> Self { self }
}

/// Haptic and audio feedback, like SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// Success.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An impact.
    public static let impact = SensoryFeedback(name: "impact")
}
