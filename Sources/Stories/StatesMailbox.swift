import Foundation
import Synchronization

/// Hands states to a main-actor callback, once each and in the order posted.
///
/// Flushed on the main thread, states are delivered before ``flush()`` returns; flushed on
/// another thread, they are delivered by a main-actor task soon after. A callback that
/// causes new states (by calling the manager back) gets them after the current batch.
final class StatesMailbox: Sendable {
    private struct Box {
        var pending: [StoriesState] = []
        var isDelivering = false
    }

    private let callback: @MainActor (StoriesState) -> Void
    private let box = Mutex(Box())

    /// A mailbox delivering to `callback`.
    init(_ callback: @escaping @MainActor (StoriesState) -> Void) {
        self.callback = callback
    }

    /// Queues `states`, behind those queued before. Callers that must keep an order among
    /// themselves queue under their own lock (the mailbox never takes it).
    func enqueue(_ states: [StoriesState]) {
        guard !states.isEmpty else { return }
        box.withLock { $0.pending += states }
    }

    /// Delivers what is queued on the main actor: now on the main thread, else by a task.
    func flush() {
        guard box.withLock({ !$0.pending.isEmpty }) else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { deliver() }
        } else {
            Task { @MainActor in self.deliver() }
        }
    }

    /// Delivers everything queued, unless a delivery further up the stack is doing so.
    @MainActor private func deliver() {
        let claimed = box.withLock { box in
            guard !box.isDelivering else { return false }
            box.isDelivering = true
            return true
        }
        guard claimed else { return }
        while true {
            let batch = box.withLock { box in
                let batch = box.pending
                box.pending = []
                if batch.isEmpty { box.isDelivering = false }
                return batch
            }
            guard !batch.isEmpty else { return }
            batch.forEach(callback)
        }
    }
}
