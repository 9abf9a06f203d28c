import Foundation
import Testing

/// An interrupted render leaves nothing behind: no partial output, no temporary file.
@Suite struct HostileSignalTests {
    /// The seed sample on every device, orientation and scheme as PNG: 160 outputs, several
    /// seconds of work, so the signal arrives in the middle of it.
    static let bigMatrix = [
        "render", "sheet", IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/welcome-sheet.json").path,
        "--device", "all", "--orientation", "both", "--color-scheme", "both", "--backend", "png", "-o", "out", "-q",
    ]

    @Test(arguments: [SIGTERM, SIGINT])
    func interruptedRenderLeavesNoFile(_ signal: Int32) throws {
        let run = try HostileRun()
        let process = try run.start(Self.bigMatrix)
        usleep(300_000)
        #expect(process.isRunning, "the render finished before the signal")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "the signal handler did not run")
        #expect(process.terminationStatus == 128 + signal)
        #expect(run.outputs().isEmpty, "left behind: \(run.outputs().prefix(10))")
    }

    /// 30,001 text frames: enough to have more files pending than the old signal handler's
    /// 16,384 slots (it silently stopped recording, and 16,011 .tmp files were left).
    static let manyFrames = [
        "render", "stories", IntroKitProcess.samples.appendingPathComponent("Stories/stories.json").path, "--device", "iphone-se-1",
        "--backend", "text", "--fps", "1000", "--to", "30", "--max-frames", "100000", "-o", "out", "-q",
    ]

    /// The staging folder in `out/` and how many files it holds (0 when there is none).
    static func staged(_ run: HostileRun) -> (folder: String?, files: Int) {
        guard let folder = run.outputEntries().first(where: { $0.hasPrefix(".introkit-staging-") }) else { return (nil, 0) }
        let path = run.output.appendingPathComponent(folder).path
        return (folder, (try? FileManager.default.contentsOfDirectory(atPath: path).count) ?? 0)
    }

    /// Waits until the staging folder holds `count` files or the process ends.
    static func waitForStaged(_ count: Int, _ run: HostileRun, _ process: Process) {
        let deadline = Date().addingTimeInterval(600)
        while process.isRunning, staged(run).files < count, Date() < deadline { usleep(200_000) }
    }

    @Test func interruptRemovesEveryStagedFileHoweverMany() throws {
        let run = try HostileRun()
        let process = try run.start(Self.manyFrames)
        Self.waitForStaged(16_500, run, process)
        #expect(process.isRunning, "the render finished before the signal")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGINT)
        #expect(run.outputEntries().isEmpty, "left behind: \(run.outputEntries().prefix(5)), \(Self.staged(run).files) staged files")
    }

    /// SIGKILL cannot be caught: the staging folder stays, and the next run into the same
    /// folder removes it (its process is gone) before writing.
    @Test func nextRunRemovesTheStagingFolderOfAKilledRun() throws {
        let run = try HostileRun()
        let process = try run.start(Self.manyFrames)
        Self.waitForStaged(50, run, process)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let stale = try #require(Self.staged(run).folder, "no staging folder while rendering")
        let next = try run.run(["render", "stories", IntroKitProcess.samples.appendingPathComponent("Stories/stories.json").path,
                                "--device", "iphone-se-1", "--backend", "text", "--fps", "1", "--to", "0", "-o", "out", "-q"])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(!run.outputEntries().contains(stale), "stale staging folder kept")
        #expect(run.outputEntries() == ["frame-00000.txt", "introkit-manifest.json"])
    }

    /// A closed pipe ends the tool with SIGPIPE, the convention (`introkit … | head`).
    @Test func closedPipeExits141() throws {
        let run = try HostileRun()
        let pipe = Pipe()
        let process = IntroKitProcess.process(
            ["stories", "events", IntroKitProcess.samples.appendingPathComponent("Stories/stories.json").path,
             "--until", "100000", "--max-events", "1000000"],
            in: run.directory, locale: "C")
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        try pipe.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE)
    }

    /// Standard input that sends nothing is given up on after `--read-timeout`; input that
    /// arrives is read (`-` stays supported).
    @Test func standardInputTimesOutWhenNothingComes() throws {
        let run = try HostileRun()
        let silent = Pipe()
        let result = try run.run(["lint", "-", "--device", "iphone-se-1", "--read-timeout", "1"], standardInput: silent, timeout: 120)
        #expect(result.status == 1)
        #expect(result.stderr.contains("nothing could be read for 1 s"), "\(result.stderr)")
        let sending = Pipe()
        let process = try run.start(["lint", "-", "--device", "iphone-se-1", "--backend", "text"], standardInput: sending)
        try sending.fileHandleForWriting.write(contentsOf: Data(#"[{"title": "Hi", "rows": []}]"#.utf8))
        try sending.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
