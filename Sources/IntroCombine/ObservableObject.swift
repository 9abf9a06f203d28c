import Foundation

/// An object whose changes views follow, like Combine's `ObservableObject`: mark its
/// properties `@Published`, and a view holding it (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`) is drawn with their values.
///
/// Still frame: a view is drawn with the object's values when it is laid out; what
/// `onAppear` or a task changes is drawn because the view is laid out again after them.
public protocol ObservableObject: AnyObject {
    /// The type of ``objectWillChange``.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Sends before any `@Published` property changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, made the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(of: self) }
}

/// The publisher of an ``ObservableObject``'s changes: it sends nothing but the event.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// Sends no value but the event.
    public typealias Output = Void
    /// Never fails.
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Tells the subscribers the object is about to change.
    public func send() { subscribers.send(()) }

    /// Adds a subscriber.
    public func subscribe(_ subscriber: Subscriber<Void, Never>) -> AnyCancellable { subscribers.add(subscriber) }

    /// The publishers of objects that use the default ``ObservableObject/objectWillChange``,
    /// by object (held weakly; an entry whose object has gone is dropped when another is added).
    private static let table = PublisherTable()

    static func publisher(of object: AnyObject) -> ObservableObjectPublisher { table.publisher(of: object) }
}

private final class PublisherTable: @unchecked Sendable {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        return lock.withLock {
            if let entry = entries[key], entry.object === object { return entry.publisher }
            entries = entries.filter { $0.value.object != nil }
            let made = ObservableObjectPublisher()
            entries[key] = Entry(object: object, publisher: made)
            return made
        }
    }
}

/// A property that publishes its changes, like Combine's `@Published`: in an
/// ``ObservableObject`` each set first sends the object's ``ObservableObject/objectWillChange``;
/// `$name` is a publisher of the values.
///
/// Still frame: `$name` sends the current value to a new subscriber, then each new value.
@propertyWrapper
public struct Published<Value>: @unchecked Sendable {
    private let subject: CurrentValueSubject<Value, Never>

    /// A published property with an initial value.
    public init(wrappedValue: Value) {
        subject = CurrentValueSubject(wrappedValue)
    }

    /// A published property with an initial value (the older spelling).
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Only a class's property can be published (as in Combine).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's values (`$name`).
    public var projectedValue: Publisher {
        get { Publisher(subject: subject) }
        set {}
    }

    /// The value of the property of `object` kept in `storage`; setting it sends
    /// `objectWillChange` first when the object is an ``ObservableObject``.
    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].subject.value }
        set {
            if let observable = object as? any ObservableObject { willChange(observable) }
            object[keyPath: storageKeyPath].subject.value = newValue
        }
    }

    private static func willChange<Object: ObservableObject>(_ object: Object) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// The values of a published property.
    public struct Publisher: IntroCombine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// Never fails.
        public typealias Failure = Never

        let subject: CurrentValueSubject<Value, Never>

        /// Sends the current value, then each new one.
        public func subscribe(_ subscriber: Subscriber<Value, Never>) -> AnyCancellable { subject.subscribe(subscriber) }
    }
}

extension Timer {
    /// A timer's publisher of the current date, like Combine's `Timer.publish(every:on:in:)`.
    ///
    /// Still frame: sends nothing: no time passes while a frame is drawn, so a view driven
    /// by a timer is drawn at its state before the first tick.
    public final class TimerPublisher: Publisher, @unchecked Sendable {
        /// The date of each tick.
        public typealias Output = Date
        /// Never fails.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval

        init(interval: TimeInterval) {
            self.interval = interval
        }

        /// The publisher, started by its first subscriber (`.autoconnect()`).
        public func autoconnect() -> TimerPublisher { self }

        /// Starts the timer; cancel the result to stop it.
        ///
        /// Still frame: nothing starts.
        public func connect() -> AnyCancellable { AnyCancellable {} }

        /// Adds a subscriber, which receives no tick.
        public func subscribe(_ subscriber: Subscriber<Date, Never>) -> AnyCancellable { AnyCancellable {} }
    }

    /// A publisher of the date every `interval` seconds on `runLoop`.
    ///
    /// Still frame: see `TimerPublisher`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: Void? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}
