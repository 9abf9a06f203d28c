import IntroUI
import Synchronization

/// The standard stories manager: plays a configuration against a `Clock`, reporting every
/// state to `onStoriesStateChanged` exactly once and in order.
///
/// It shares ``StoriesTimeline``'s transition function: what it reports at time t is what
/// the timeline with the same pauses and navigation logs up to t.
///
/// **Deadlines.** Exactly one deadline is live at a time: a task sleeping until the next
/// story boundary (or the next poll of `pause`). Every call replaces it, cancelling the
/// previous one, so rapid navigation never leaves stale timers.
///
/// **Catching up.** Each call (and ``update()``) first reports every event due by the
/// clock's now, so the show is right even if the deadline task has not run yet. At most
/// 10,000 events are reported per call; durations far below the clock's resolution are
/// reported over several calls.
///
/// **The `pause` binding** is read on every call, every deadline and every `pollInterval`
/// while the show runs: a change to `true` pauses, a change to `false` resumes (at the time
/// it is noticed). ``suspend()`` and ``resume()`` act on their own and do not write it.
///
/// **Delivery.** `onStoriesStateChanged` is called on the main actor, outside the
/// manager's lock, so it may update UI state and call the manager back (such nested calls
/// are delivered after the current batch). A call made on the main thread delivers its
/// states before it returns; the deadline task's states arrive by a main-actor task.
public final class StoriesManager: IStoriesManager {
    /// The configuration played.
    public let configuration: StoriesConfiguration
    /// The validation errors; when not empty ``start()`` does nothing.
    public let errors: [StoriesError]

    private let machine: StoriesMachine?
    private let clock: StoriesClock
    private let pause: Binding<Bool>
    private let pollInterval: Double?
    private let mailbox: StatesMailbox?
    private let core = Mutex(Core())

    /// Events reported per call at most.
    private static let eventBudget = 10_000
    /// Deadlines further than this many seconds away are never reached.
    private static let farthestDeadline = 1e9

    private struct Deadline {
        let time: Double
        let task: Task<Void, Never>
    }

    private struct Core {
        /// The show, nil before the first start.
        var status: StoriesMachine.Status?
        /// The clock's time at the start, in seconds.
        var origin = 0.0
        /// The value of the `pause` binding last seen while running.
        var pauseSeen = false
        var deadline: Deadline?
    }

    /// Creates a manager on a clock.
    ///
    /// - Parameters:
    ///   - configuration: what to play; its ``StoriesConfiguration/errors`` stop the start.
    ///   - pause: an external pause (see the type's documentation).
    ///   - clock: the clock; ``ManualClock`` in tests, `ContinuousClock` live.
    ///   - pollInterval: how often `pause` is read while running; nil reads it only on calls
    ///     and story boundaries.
    ///   - onStoriesStateChanged: receives every state once, in order.
    public init<C: Clock>(
        configuration: StoriesConfiguration,
        pause: Binding<Bool> = .constant(false),
        clock: C,
        pollInterval: Duration? = .milliseconds(100),
        onStoriesStateChanged: (@MainActor (StoriesState) -> Void)? = nil
    ) where C.Duration == Duration {
        self.configuration = configuration
        self.errors = configuration.errors
        self.machine = (try? StoriesPlan(configuration)).map(StoriesMachine.init(plan:))
        self.clock = StoriesClock(clock)
        self.pause = pause
        self.pollInterval = pollInterval.map(\.seconds).flatMap { $0 > 0 ? $0 : nil }
        self.mailbox = onStoriesStateChanged.map(StatesMailbox.init)
    }

    /// Creates a manager on the `ContinuousClock`, reading `pause` every 0.1 s — or, when
    /// ``playsStill`` is set, on a ``ManualClock`` that never moves.
    public convenience init(
        configuration: StoriesConfiguration,
        pause: Binding<Bool> = .constant(false),
        onStoriesStateChanged: (@MainActor (StoriesState) -> Void)? = nil
    ) {
        if Self.playsStill {
            self.init(configuration: configuration, pause: pause, clock: ManualClock(), onStoriesStateChanged: onStoriesStateChanged)
        } else {
            self.init(
                configuration: configuration, pause: pause, clock: ContinuousClock(),
                onStoriesStateChanged: onStoriesStateChanged)
        }
    }

    private static let still = Atomic<Bool>(false)

    /// Whether managers made without a clock (the one a `StoriesWidget` makes) play on a clock
    /// that never moves, so the show stays at its first moment: a previews runner, which draws
    /// still frames, sets it, and a widget in a `#Preview` is drawn as it first appears.
    /// False by default (the `ContinuousClock`).
    public static var playsStill: Bool {
        get { still.load(ordering: .relaxed) }
        set { still.store(newValue, ordering: .relaxed) }
    }

    deinit {
        core.withLock { $0.deadline?.task.cancel() }
    }

    /// The last state reported (`ready` before the start).
    public var state: StoriesState {
        core.withLock { $0.status?.state ?? .ready }
    }

    /// The show at the clock's now; nil when there are errors. Before the start: `ready` at 0.
    public func snapshot() -> StoriesSnapshot? {
        guard let machine else { return nil }
        let now = clock.now()
        return core.withLock { core in
            guard let status = core.status else { return machine.snapshot(machine.initial) }
            return machine.snapshot(machine.advanced(status, to: max(status.time, now - core.origin)))
        }
    }

    /// Starts the show: `ready`, then the leeway; restarts it after the finish; no-op while running or with errors.
    public func start() {
        change { core, machine, now, events in
            if let status = core.status, machine.milestone(status) != .finished { return }
            core.origin = now
            core.pauseSeen = false
            core.status = machine.initial
            events.append(StoriesEvent(time: 0, state: .ready, story: nil))
        }
    }

    /// Ends the current story and finishes (no-op when finished).
    public func finish() { apply(.finish) }
    /// Ends the current story and begins the next; after the last, finishes (`once`) or wraps (`circle`).
    public func next() { apply(.next) }
    /// Begins the previous story; on the first story, restarts it.
    public func previous() { apply(.previous) }
    /// Pauses (no-op when paused or finished).
    public func suspend() { apply(.pause) }
    /// Resumes (no-op when running).
    public func resume() { apply(.resume) }

    /// Reports every event due by the clock's now and notices a change of `pause`. The
    /// deadline task calls it; hosts drawing frames may call it too.
    public func update() {
        change { _, _, _, _ in }
    }

    /// The one live deadline, in seconds since the start; nil when none is set (before the
    /// start, after the finish, or while paused without polling).
    public var deadline: Double? {
        core.withLock { core in core.deadline.map { $0.time - core.origin } }
    }

    private func apply(_ action: StoriesAction) {
        change { core, machine, _, events in
            guard let status = core.status else { return }
            core.status = machine.applying(action, to: status, into: &events)
        }
    }

    /// Catches up to now, runs `body` on the caught-up show, catches up again (for `start`),
    /// sets the one deadline, queues the states (in order, under the lock) and delivers them.
    private func change(
        _ body: (inout Core, StoriesMachine, _ now: Double, inout [StoriesEvent]) -> Void
    ) {
        guard let machine else { return }
        let paused = pause.wrappedValue
        core.withLock { core in
            let now = clock.now()
            var events: [StoriesEvent] = []
            catchUp(&core, machine, now: now, paused: paused, into: &events)
            body(&core, machine, now, &events)
            catchUp(&core, machine, now: now, paused: paused, into: &events)
            schedule(&core, machine, now: now)
            mailbox?.enqueue(events.map(\.state))
        }
        mailbox?.flush()
    }

    /// Reports the events due by `now`, then applies a change of the `pause` binding.
    private func catchUp(
        _ core: inout Core, _ machine: StoriesMachine, now: Double, paused: Bool, into events: inout [StoriesEvent]
    ) {
        guard let status = core.status else { return }
        let time = max(status.time, now - core.origin)
        var current = machine.running(status, to: time, into: &events, limit: events.count + Self.eventBudget)
        if paused != core.pauseSeen, machine.milestone(current) != .finished {
            core.pauseSeen = paused
            current = machine.applying(paused ? .pause : .resume, to: current, into: &events)
        }
        core.status = current
    }

    /// Replaces the live deadline by one at the next event or poll (or none).
    private func schedule(_ core: inout Core, _ machine: StoriesMachine, now: Double) {
        var next: Double?
        if let status = core.status, machine.milestone(status) != .finished {
            let event = machine.nextEventTime(status).map { $0 + core.origin }
            let poll = pollInterval.map { now + $0 }
            next = [event, poll].compactMap { $0 }.min()
        }
        if let next, core.deadline?.time == next { return }
        core.deadline?.task.cancel()
        core.deadline = nil
        guard let next, next - core.origin <= Self.farthestDeadline else { return }
        let clock = self.clock
        let task = Task { [weak self] in
            do { try await clock.sleep(next) } catch { return }
            self?.deadlineReached(next)
        }
        core.deadline = Deadline(time: next, task: task)
    }

    /// The deadline task's wake-up: ignored unless `time` is still the live deadline.
    private func deadlineReached(_ time: Double) {
        let isLive = core.withLock { core in
            guard core.deadline?.time == time else { return false }
            core.deadline = nil
            return true
        }
        if isLive { update() }
    }
}
