import Foundation
import IntroRender
import IntroUI

/// One slice of a CI job matrix: `--shard I/N` keeps every N-th output starting at the I-th,
/// so N jobs together render every output exactly once.
public struct Shard: Hashable, Sendable {
    /// 1-based index of this job.
    public let index: Int
    /// Number of jobs.
    public let count: Int

    /// The whole matrix.
    public static let all = Shard(index: 1, count: 1)

    /// Parses `I/N` with 1 ≤ I ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The items of `items` that belong to this shard (by position in the full, ordered matrix).
    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

/// The device/orientation/scheme options shared by `render`, `layout` and `lint`.
struct PreviewTargets {
    var devices: [Device]
    var orientations: [Orientation]
    var schemes: [ColorScheme]

    static let options: [OptionSpec] = [
        .value("device", "ID", "Device id, or all, iphones, ipads (repeatable)"),
        .value("orientation", "portrait|landscape|both", "Orientation (default portrait)"),
        .value("color-scheme", "light|dark|both", "Colour scheme (default light)"),
    ]

    /// Reads the options, with defaults for those not given.
    init(
        _ arguments: ParsedArguments, defaultDevices: [String], orientation: String = "portrait",
        colorScheme: String = "light"
    ) throws(CLIError) {
        var devices: [Device] = []
        for name in arguments.all("device").isEmpty ? defaultDevices : arguments.all("device") {
            do {
                devices += try DeviceCatalog.devices(named: name)
            } catch {
                throw .usage(.unknownDevice(name, valid: DeviceCatalog.groupNames + error.knownIDs))
            }
        }
        var seen = Set<String>()
        self.devices = devices.filter { seen.insert($0.id).inserted }
        orientations = try Self.choice(
            arguments, "orientation", default: orientation,
            ["portrait": [.portrait], "landscape": [.landscape], "both": [.portrait, .landscape]])
        schemes = try Self.choice(
            arguments, "color-scheme", default: colorScheme, ["light": [.light], "dark": [.dark], "both": [.light, .dark]])
    }

    static func choice<T>(_ arguments: ParsedArguments, _ option: String, default fallback: String, _ values: [String: T])
        throws(CLIError) -> T
    {
        let given = arguments.value(option) ?? fallback
        guard let value = values[given.lowercased()] else {
            throw .usage(.invalidValue(option: "--" + option, value: given, valid: values.keys.sorted()))
        }
        return value
    }
}

/// The one device, orientation and colour scheme of commands that make a single layout
/// (`layout`, `render stories`): `--device` is required.
struct SingleTarget {
    var device: Device
    var orientation: Orientation
    var colorScheme: ColorScheme

    init(_ arguments: ParsedArguments) throws(CLIError) {
        guard let deviceID = arguments.value("device") else { throw .usage(.missingArgument("--device ID")) }
        do {
            device = try DeviceCatalog.device(id: deviceID)
        } catch {
            throw .usage(.unknownDevice(deviceID, valid: error.knownIDs))
        }
        orientation = try PreviewTargets.choice(
            arguments, "orientation", default: "portrait", ["portrait": Orientation.portrait, "landscape": .landscape])
        colorScheme = try PreviewTargets.choice(
            arguments, "color-scheme", default: "light", ["light": ColorScheme.light, "dark": .dark])
    }
}

extension ParsedArguments {
    /// The backend of `--backend`, else `png` when registered, else `text`.
    func backendPreferringPNG() throws(CLIError) -> any RenderBackend {
        try backend(default: BackendRegistry.shared.names.contains("png") ? "png" : "text")
    }

    /// The backend named by `--backend` (default `fallback`), or a usage error listing the registered ones.
    func backend(default fallback: String) throws(CLIError) -> any RenderBackend {
        let name = value("backend") ?? fallback
        do {
            return try BackendRegistry.shared.backend(named: name)
        } catch {
            throw .usage(.unknownBackend(name, valid: error.registered))
        }
    }

    /// A positive integer option, or a usage error.
    func positiveInteger(_ option: String, default fallback: Int) throws(CLIError) -> Int {
        guard let text = value(option) else { return fallback }
        guard let number = Int(text), number >= 1 else {
            throw .usage(.invalidValue(option: "--" + option, value: text, valid: ["1, 2, 3, …"]))
        }
        return number
    }

    /// A number option within a range, or a usage error.
    func number(_ option: String, in range: ClosedRange<Double>) throws(CLIError) -> Double? {
        guard let text = value(option) else { return nil }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            let bounds = "\(DevicesCommand.number(range.lowerBound))…\(DevicesCommand.number(range.upperBound))"
            throw .usage(.invalidValue(option: "--" + option, value: text, valid: [bounds]))
        }
        return number
    }
}

/// Runs jobs on a fixed number of worker threads; each worker takes the next job when it is
/// done with one, so no more than `workers` outputs are in memory at once.
enum WorkerPool {
    static func run<Job: Sendable, Result: Sendable>(
        _ jobs: [Job], workers: Int, _ body: @escaping @Sendable (Job) -> Result
    ) -> [Result] {
        let results = ResultSlots<Result>(count: jobs.count)
        let next = Counter()
        let threads = max(1, min(workers, jobs.count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = next.take(below: jobs.count) {
                results.set(index, body(jobs[index]))
            }
        }
        return results.values
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.withLock {
                guard value < limit else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }

    private final class ResultSlots<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Result?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Result) { lock.withLock { slots[index] = value } }

        var values: [Result] { lock.withLock { slots.compactMap { $0 } } }
    }
}
