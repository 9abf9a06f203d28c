import Foundation

/// Runs the built `introkit` binary as a child process, the way users and CI run it.
struct IntroKitProcess {
    /// The result of one run.
    struct Outcome {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// `introkit` next to the test bundle (`swift build --build-tests` builds both).
    static var binary: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("introkit")
    }

    /// The repository's Samples folder.
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    /// A clean environment for the child: the locale, a plain PATH, and the sanitizer options
    /// of this run (so an ASan build's children can be told `detect_leaks=0`).
    static func environment(locale: String) -> [String: String] {
        let passed = ProcessInfo.processInfo.environment.filter { $0.key == "ASAN_OPTIONS" || $0.key == "LSAN_OPTIONS" }
        return passed.merging(["LANG": locale, "PATH": "/usr/bin:/bin"]) { _, new in new }
    }

    /// `executable arguments` (`introkit` unless another program is named), not started, in
    /// `directory` with `LANG` set from `locale`, and `environment` added.
    static func process(
        _ arguments: [String], executable: URL = binary, in directory: URL, locale: String = "en_US.UTF-8",
        environment: [String: String] = [:]
    ) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = Self.environment(locale: locale).merging(environment) { _, added in added }
        return process
    }

    /// Starts `introkit arguments` (a `--watch` that runs until terminated) in `directory`, its
    /// standard error written to `log` (made empty first).
    static func start(_ arguments: [String], in directory: URL, environment: [String: String] = [:], log: URL) throws -> Process {
        let process = process(arguments, in: directory, environment: environment)
        try Data().write(to: log)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        return process
    }

    /// Runs `executable arguments` (`introkit` unless another program is named) in `directory`
    /// with `LANG` set from `locale`, and `environment` added.
    static func run(
        _ arguments: [String], executable: URL = binary, in directory: URL, locale: String = "en_US.UTF-8",
        environment: [String: String] = [:]
    ) throws -> Outcome {
        let process = process(arguments, executable: executable, in: directory, locale: locale, environment: environment)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }
}
