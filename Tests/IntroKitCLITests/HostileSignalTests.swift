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
}
