import Foundation
import IntroGalleryFormat

/// `--watch`'s loop: every unit of ``WatchedInputs`` rendered and the live gallery published,
/// then each change waited for and the units it changes rendered again, forever. A unit that
/// fails keeps its last good outputs; its messages stay at the top of the gallery until it
/// renders again. What a render is, and how the gallery is published, are the caller's.
public struct WatchLoop<Failure: Error> {
    /// What is rendered, and what each unit depends on.
    public let inputs: WatchedInputs
    /// Renders a unit: nil when it rendered, else the messages of its problems.
    let render: (WatchedInputs.Unit) -> [String]?
    /// Publishes the gallery with each failing unit's problems (in the units' order) and the
    /// generation (1 for the first publication, one more each time).
    let publish: (_ problems: [GalleryInputProblem], _ generation: Int) throws(Failure) -> Void
    /// The messages of each unit that failed when last rendered, by its name.
    private var problems: [String: [String]] = [:]
    /// How many times the gallery was published.
    public private(set) var generation = 0

    /// A loop over `inputs` that renders a unit with `render` and publishes the gallery with `publish`.
    public init(
        inputs: WatchedInputs, render: @escaping (WatchedInputs.Unit) -> [String]?,
        publish: @escaping (_ problems: [GalleryInputProblem], _ generation: Int) throws(Failure) -> Void
    ) {
        self.inputs = inputs
        self.render = render
        self.publish = publish
    }

    /// Renders `units`, in order, then publishes the gallery with the problems of every unit
    /// that is failing now.
    public mutating func render(_ units: [WatchedInputs.Unit]) throws(Failure) {
        for unit in units { problems[unit.name] = render(unit) }
        generation += 1
        try publish(inputs.units.compactMap { unit in problems[unit.name].map { GalleryInputProblem(file: unit.name, messages: $0) } }, generation)
    }

    #if canImport(Glibc)
    /// Renders every unit and publishes, then watches (`watching` is called once the files are
    /// watched) and renders again what each change changes, until the process ends. A watcher
    /// that cannot start is thrown as `unavailable` makes it.
    public mutating func run(watching: () -> Void, unavailable: (FileWatchError) -> Failure) throws(Failure) -> Never {
        try render(inputs.units)
        let watcher: FileWatcher
        do throws(FileWatchError) { watcher = try inputs.watcher() } catch { throw unavailable(error) }
        watching()
        while true {
            let changed = inputs.units(changedBy: watcher.nextChanges())
            if !changed.isEmpty { try render(changed) }
        }
    }
    #endif
}
