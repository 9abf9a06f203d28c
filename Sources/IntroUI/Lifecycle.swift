import Dispatch
import Foundation

/// Runs an action of the view's lifecycle (`onAppear`, `task`, `onChange`) after the lowering
/// pass that reached it; the content is lowered in place, with no node of its own.
public struct _LifecycleModifier: _LayoutModifier {
    @usableFromInline let register: (inout _ViewLowering) -> Void

    @usableFromInline
    init(register: @escaping (inout _ViewLowering) -> Void) {
        self.register = register
    }

    /// Registers the action, then lowers `content`.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        modifier.register(&tree)
        Content._lower(content, into: &tree)
    }
}

extension _ViewLowering {
    /// Runs `action` once after this pass (the first pass that reaches this place).
    @usableFromInline
    mutating func appear(_ action: @escaping () -> Void) {
        let scope = scope(for: _LifecycleModifier.self)
        graph.appear(scope, action)
    }

    /// Runs `action` after this pass when `value` changed since the pass before.
    @usableFromInline
    mutating func change<Value: Equatable>(of value: Value, initial: Bool, _ action: @escaping (Value, Value) -> Void) {
        let scope = scope(for: _LifecycleModifier.self)
        graph.change(scope, value, initial: initial, action)
    }
}

/// Runs a view's `task` to its end before the frame is drawn.
@usableFromInline
enum StillFrameTask {
    /// How long a task is waited for.
    static let timeout = 2.0

    /// Where tasks run: a serial queue of their own, not the cooperative pool, so that a
    /// layout that waits for a task on a pool thread (an async caller, a test) cannot starve it.
    private static let executor = QueueExecutor()

    /// Runs `action` in a task that is already cancelled, and waits for it (at most
    /// ``timeout`` seconds; on the main thread its run loop keeps turning meanwhile, so a
    /// task that hops to the main actor finishes).
    @usableFromInline
    static func run(_ action: @escaping @Sendable () async -> Void) {
        let finished = DispatchSemaphore(value: 0)
        Task.detached(executorPreference: executor) {
            withUnsafeCurrentTask { $0?.cancel() }
            await action()
            finished.signal()
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        if Thread.isMainThread {
            while finished.wait(timeout: .now()) == .timedOut, Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
            }
        } else {
            _ = finished.wait(timeout: .now() + timeout)
        }
    }
}

/// A task executor on a serial dispatch queue.
private final class QueueExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "IntroUI.StillFrameTask")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

extension View {
    /// Runs `action` when the view appears.
    ///
    /// Still frame: runs before the frame is drawn, once, after the layout's first pass that
    /// reaches the view; state it sets is drawn (the view is laid out again).
    @inlinable
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier { tree in if let action { tree.appear(action) } })
    }

    /// Runs `action` when the view disappears.
    ///
    /// Still frame: never runs: nothing disappears while a frame is drawn.
    @inlinable
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }

    /// Starts `action` when the view appears; cancels it when the view disappears.
    ///
    /// Still frame: runs to its end before the frame is drawn, in a task that is already
    /// cancelled: `Task.sleep` returns at once (throwing `CancellationError`), so a loop that
    /// ignores the error (`try? await Task.sleep(…)`) runs through to its end state and one
    /// that stops on it stops before its first sleep. State it sets is drawn. A task that
    /// does not end within 2 seconds is not waited for.
    @inlinable
    public consuming func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> ModifiedContent<Self, _LifecycleModifier>
    {
        modifier(_LifecycleModifier { tree in tree.appear { StillFrameTask.run(action) } })
    }

    /// Starts `action` when the view appears and again when `id` changes.
    ///
    /// Still frame: as `task(priority:_:)`, again in the layout's next pass if `id` changed.
    @inlinable
    public consuming func task<ID: Equatable>(
        id value: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier { tree in tree.change(of: value, initial: true) { _, _ in StillFrameTask.run(action) } })
    }

    /// Runs `action` with the old and new value when `value` changes (or at once, with `initial`).
    ///
    /// Still frame: a value changes between a layout's passes when an `onAppear` (or a task)
    /// changes state; the action then runs before the frame is drawn, and state it sets is drawn.
    @inlinable
    public consuming func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier { tree in tree.change(of: value, initial: initial, action) })
    }

    /// Runs `action` when `value` changes (or at once, with `initial`).
    ///
    /// Still frame: as `onChange(of:initial:_:)` with the old and new value.
    @inlinable
    public consuming func onChange<Value: Equatable>(of value: Value, initial: Bool = false, _ action: @escaping () -> Void)
        -> ModifiedContent<Self, _LifecycleModifier>
    {
        modifier(_LifecycleModifier { tree in tree.change(of: value, initial: initial) { _, _ in action() } })
    }

    /// Runs `action` with the new value when `value` changes (SwiftUI's older form).
    ///
    /// Still frame: as `onChange(of:initial:_:)` with the old and new value.
    @inlinable
    public consuming func onChange<Value: Equatable>(of value: Value, perform action: @escaping (_ newValue: Value) -> Void)
        -> ModifiedContent<Self, _LifecycleModifier>
    {
        modifier(_LifecycleModifier { tree in tree.change(of: value, initial: false) { _, new in action(new) } })
    }
}
