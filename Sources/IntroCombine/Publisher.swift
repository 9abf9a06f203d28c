import Foundation

/// Something that sends values over time, like Combine's `Publisher`, reduced to what SwiftUI
/// files use: subscribe with `sink` (or `assign`), keep the `AnyCancellable`, and pass the
/// publisher to `onReceive`.
///
/// Still frame: a publisher sends what it has when it is subscribed to (``Just`` its value,
/// ``CurrentValueSubject`` its current value, ``Published`` the property's value) and
/// afterwards only what code sends it; time passes for none (a `Timer.TimerPublisher` sends nothing).
public protocol Publisher<Output, Failure> {
    /// The type of the values sent.
    associatedtype Output
    /// The type of the error that may end the stream.
    associatedtype Failure: Error

    /// Starts sending to `subscriber` until the returned cancellable is cancelled.
    func subscribe(_ subscriber: Subscriber<Output, Failure>) -> AnyCancellable
}

/// What a subscription receives: values, then perhaps a completion.
public struct Subscriber<Input, Failure: Error>: @unchecked Sendable {
    /// Receives each value.
    public let receiveValue: (Input) -> Void
    /// Receives the end of the stream.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    /// A subscriber from two closures.
    public init(
        receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }
    ) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }
}

/// The namespace of Combine's subscriber types.
public enum Subscribers {
    /// How a stream ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A subscription's handle: cancelling it (or letting it go) ends the subscription.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Cancels the subscription.
    public func cancel() {
        let action = lock.withLock {
            defer { cancelAction = nil }
            return cancelAction
        }
        action?()
    }

    deinit { cancel() }

    /// Keeps the cancellable in a collection (`store(in: &cancellables)`).
    public func store<Cancellables: RangeReplaceableCollection>(in collection: inout Cancellables)
    where Cancellables.Element == AnyCancellable {
        collection.append(self)
    }

    /// Keeps the cancellable in a set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Whether both are the same handle.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the handle's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The subscribers of a subject, each with a number to remove it by.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: Subscriber<Output, Failure>] = [:]
    private var next = 0
    private var completion: Subscribers.Completion<Failure>?

    /// Adds `subscriber`; the cancellable removes it.
    func add(_ subscriber: Subscriber<Output, Failure>) -> AnyCancellable {
        let (number, ended) = lock.withLock {
            next += 1
            if completion == nil { subscribers[next] = subscriber }
            return (next, completion)
        }
        if let ended { subscriber.receiveCompletion(ended) }
        return AnyCancellable { [weak self] in self?.remove(number) }
    }

    private func remove(_ number: Int) {
        lock.withLock { _ = subscribers.removeValue(forKey: number) }
    }

    /// Sends `value` to every subscriber, in the order they came.
    func send(_ value: Output) {
        let current = lock.withLock { subscribers.sorted { $0.key < $1.key }.map(\.value) }
        for subscriber in current { subscriber.receiveValue(value) }
    }

    /// Ends every subscription.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let current = lock.withLock {
            self.completion = completion
            defer { subscribers.removeAll() }
            return subscribers.sorted { $0.key < $1.key }.map(\.value)
        }
        for subscriber in current { subscriber.receiveCompletion(completion) }
    }
}
