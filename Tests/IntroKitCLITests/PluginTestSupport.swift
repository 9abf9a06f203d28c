import Foundation
import Testing

/// Runs the package's tools and `swift` itself as child processes, for the tests of the
/// plugins, the demo package and the README.
enum ChildProcess {
    /// The result of one run.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A tool built next to the test bundle (`swift build --build-tests` builds every product).
    static func builtTool(_ name: String) -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Runs a program found on `PATH` (`swift`) through `/usr/bin/env`.
    static func run(command: [String], in directory: URL) throws -> Outcome {
        try run(URL(fileURLWithPath: "/usr/bin/env"), command, in: directory)
    }

    /// Runs `executable arguments` in `directory` to the end, with this process's whole
    /// environment (`swift` needs its `PATH` and `HOME`). Output goes through files, so a
    /// chatty child cannot block on a full pipe.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Outcome {
        let scratch = try temporaryDirectory("process")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (outURL, errURL) = (scratch.appendingPathComponent("out"), scratch.appendingPathComponent("err"))
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let process = IntroKitProcess.process(
            arguments, executable: executable, in: directory, environment: ProcessInfo.processInfo.environment)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryDirectory(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A package under `Samples/` used as a user's package would be: built with its tests, then
/// its tests run.
struct SamplePackage {

    /// The package's folder.
    let package: URL
    /// Where SwiftPM builds it: `.build/sample-packages`, shared by the samples. Each builds
    /// IntroKit's modules with the same commands, so the second reuses the first's objects
    /// (SwiftPM's lock on the folder runs their builds one after the other).
    let scratch = ChildProcess.repository.appendingPathComponent(".build/sample-packages")

    /// `Samples/NAME`.
    init(_ name: String) {
        package = ChildProcess.repository.appendingPathComponent("Samples/\(name)")
    }

    /// The arguments that point `swift build`, `swift test` and `swift package` at it.
    var swiftPM: [String] { ["--package-path", package.path, "--scratch-path", scratch.path] }

    /// An executable product of its debug build.
    func executable(_ name: String) -> URL {
        scratch.appendingPathComponent("debug/\(name)")
    }

    /// Builds the package and its tests (and `products`, products of its dependencies that
    /// no target links), then runs them, recording an issue naming `tests` when a step
    /// fails; returns whether it built.
    func buildAndTest(tests: String, products: [String] = []) throws -> Bool {
        for arguments in [["--build-tests"]] + products.map({ ["--product", $0] }) {
            let build = try ChildProcess.run(command: ["swift", "build"] + arguments + swiftPM, in: package)
            #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
            guard build.status == 0 else { return false }
        }
        let run = try ChildProcess.run(command: ["swift", "test", "--skip-build"] + swiftPM, in: package)
        #expect(run.status == 0, "\(tests): \(run.stdout)\n\(run.stderr)")
        return true
    }
}
