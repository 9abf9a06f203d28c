import Foundation

/// A publisher that sends one value, then finishes.
///
/// Still frame: sends its value as soon as it is subscribed to.
public struct Just<Output>: Publisher {
    /// Never fails.
    public typealias Failure = Never

    /// The value sent.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) {
        self.output = output
    }

    /// Sends the value and finishes.
    public func subscribe(_ subscriber: Subscriber<Output, Never>) -> AnyCancellable {
        subscriber.receiveValue(output)
        subscriber.receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

/// A publisher that sends nothing and never finishes (or finishes at once).
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes as soon as it is subscribed to.
    public let completeImmediately: Bool

    /// An empty publisher.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Finishes at once, or never.
    public func subscribe(_ subscriber: Subscriber<Output, Failure>) -> AnyCancellable {
        if completeImmediately { subscriber.receiveCompletion(.finished) }
        return AnyCancellable {}
    }
}

/// A publisher that sends what code sends it, to the subscribers it has then.
///
/// Still frame: sends only what code sends it (in `onAppear`, say) while subscribed.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    /// Sends `value` to the subscribers.
    public func send(_ value: Output) { subscribers.send(value) }

    /// Ends the subscriptions.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    /// Adds a subscriber.
    public func subscribe(_ subscriber: Subscriber<Output, Failure>) -> AnyCancellable { subscribers.add(subscriber) }
}

extension PassthroughSubject where Output == Void {
    /// Sends nothing but the event.
    public func send() { send(()) }
}

/// A publisher with a current value, which it sends to each new subscriber and on each change.
///
/// Still frame: a subscriber receives the current value at once.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Output
    private let subscribers = SubscriberList<Output, Failure>()

    /// A subject holding `value`.
    public init(_ value: Output) {
        current = value
    }

    /// The current value; setting it sends it.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    /// Makes `value` current and sends it.
    public func send(_ value: Output) {
        lock.withLock { current = value }
        subscribers.send(value)
    }

    /// Ends the subscriptions.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    /// Adds a subscriber and sends it the current value.
    public func subscribe(_ subscriber: Subscriber<Output, Failure>) -> AnyCancellable {
        let cancellable = subscribers.add(subscriber)
        subscriber.receiveValue(value)
        return cancellable
    }
}

/// Any publisher of an output and failure, as one type.
public struct AnyPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribeTo: (Subscriber<Output, Failure>) -> AnyCancellable

    /// Wraps `publisher`.
    public init<Wrapped: Publisher>(_ publisher: Wrapped) where Wrapped.Output == Output, Wrapped.Failure == Failure {
        subscribeTo = publisher.subscribe
    }

    /// Subscribes to the wrapped publisher.
    public func subscribe(_ subscriber: Subscriber<Output, Failure>) -> AnyCancellable { subscribeTo(subscriber) }
}

/// The namespace of Combine's operators.
public enum Publishers {
    /// A publisher that transforms each value of another (`map`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// Fails as the upstream does.
        public typealias Failure = Upstream.Failure
        /// The publisher transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        /// Subscribes to the upstream, transforming its values.
        public func subscribe(_ subscriber: Subscriber<Output, Failure>) -> AnyCancellable {
            let transform = transform
            return upstream.subscribe(
                Subscriber(receiveValue: { subscriber.receiveValue(transform($0)) }, receiveCompletion: subscriber.receiveCompletion))
        }
    }

    /// A publisher that passes on the values of another that satisfy a test (`filter`).
    public struct Filter<Upstream: Publisher>: Publisher {
        /// Sends what the upstream sends.
        public typealias Output = Upstream.Output
        /// Fails as the upstream does.
        public typealias Failure = Upstream.Failure
        /// The publisher filtered.
        public let upstream: Upstream
        /// The test.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Subscribes to the upstream, passing on what passes the test.
        public func subscribe(_ subscriber: Subscriber<Output, Failure>) -> AnyCancellable {
            let isIncluded = isIncluded
            return upstream.subscribe(
                Subscriber(
                    receiveValue: { if isIncluded($0) { subscriber.receiveValue($0) } },
                    receiveCompletion: subscriber.receiveCompletion))
        }
    }
}

extension Publisher {
    /// Subscribes with closures for values and for the completion.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(Subscriber(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
    }

    /// Each value transformed.
    public func map<Result>(_ transform: @escaping (Output) -> Result) -> Publishers.Map<Self, Result> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// The values that pass `isIncluded`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// The publisher as ``AnyPublisher``.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// The same publisher, whose values would arrive on `scheduler`.
    ///
    /// Still frame: values arrive where they are sent, at once, so that what a subscriber
    /// sets is drawn.
    public func receive<Scheduler>(on scheduler: Scheduler) -> Self { self }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(Subscriber(receiveValue: receiveValue))
    }

    /// Writes each value to a property of an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}
