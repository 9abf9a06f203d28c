import Foundation
import Testing

/// `introkit previews --watch` as users run it: the previews of a folder rendered into a live
/// gallery, a save re-rendering them, a file that stops compiling keeping the last images.
@Suite struct PreviewsWatchTests {
    /// The generation `gallery-live.js` announces (0 before the first).
    static func generation(_ out: URL) -> Int {
        let script = (try? String(contentsOf: out.appendingPathComponent("gallery-live.js"), encoding: .utf8)) ?? ""
        return Int(script.components(separatedBy: "announce(").last?.prefix { $0.isNumber } ?? "") ?? 0
    }

    @Test func aSaveReRendersAndACompileErrorKeepsTheLastImages() throws {
        let cli = try CLIHarness()
        let sources = cli.directory.appendingPathComponent("Views")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let card = sources.appendingPathComponent("Card.swift")
        try FileManager.default.copyItem(
            at: ChildProcess.repository.appendingPathComponent("Tests/Fixtures/PreviewFiles/Card.swift"), to: card)
        let log = cli.directory.appendingPathComponent("watch.log")
        // The compiler is found on PATH, as in the user's shell.
        let process = try IntroKitProcess.start(
            [
                "previews", "Views", "--device", "iphone-se", "--scale", "1", "--watch", "-o", "out", "--cache",
                ChildProcess.repository.appendingPathComponent(".build/introkit-previews").path,
            ], in: cli.directory, environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"], log: log)
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let out = cli.directory.appendingPathComponent("out")
        let picture = out.appendingPathComponent("Card-iphone-se-portrait-light.png")
        try WatchBrowserTests.waitUntil("the first gallery") { Self.generation(out) == 1 }
        let terminalAtFirst = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let first = try #require(try? Data(contentsOf: picture), "\(terminalAtFirst)")

        // A save of the file re-renders its previews.
        try String(contentsOf: card, encoding: .utf8).replacingOccurrences(of: "\"Welcome\"", with: "\"Hello there\"")
            .write(to: card, atomically: true, encoding: .utf8)
        try WatchBrowserTests.waitUntil("generation 2") { Self.generation(out) == 2 }
        #expect(try Data(contentsOf: picture) != first)
        let second = try Data(contentsOf: picture)

        // A file that does not compile: the compiler's line on the terminal and the page, the
        // last images kept; a file that is not Swift changes nothing.
        try "let broken: Int = \"x\"\n".write(to: sources.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        try WatchBrowserTests.waitUntil("generation 3") { Self.generation(out) == 3 }
        let terminal = try String(contentsOf: log, encoding: .utf8)
        #expect(terminal.contains("Views/Broken.swift:1:19: error:"), "\(terminal)")
        let live = try String(contentsOf: out.appendingPathComponent("gallery-live-data.js"), encoding: .utf8)
        #expect(live.contains("Broken.swift:1:19"), "\(live)")
        #expect(try Data(contentsOf: picture) == second)
        try "notes".write(to: sources.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 1)
        #expect(Self.generation(out) == 3)
    }
}
