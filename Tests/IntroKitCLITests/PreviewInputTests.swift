import Foundation
import Testing

/// `introkit previews` reads a team's `.swift` files as every other input is read: a regular
/// file within `--max-input-bytes`, never a FIFO that would wait for a writer, and UTF-8; and
/// it refuses a request its files cannot answer. Each refusal names the file and the fix, exit
/// code 1, before anything is built or written.
@Suite struct PreviewInputTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: cli.directory.appendingPathComponent(name))
    }

    @Test func aFileLargerThanTheLimitNamesTheLimitAndTheFlag() throws {
        try write("import SwiftUI\n\n#Preview { Text(\"Hi\") }\n" + String(repeating: "// padding\n", count: 200), to: "Big.swift")
        #expect(cli.run(["previews", "Big.swift", "--list", "--max-input-bytes", "1000"]) == 1)
        #expect(cli.stderrText.contains("Big.swift is larger than 1000 bytes"), "\(cli.stderrText)")
        #expect(cli.stderrText.contains("--max-input-bytes"), "\(cli.stderrText)")
        #expect(cli.run(["previews", "Big.swift", "--list", "--max-input-bytes", "100000"]) == 0, "\(cli.stderrText)")
        #expect(cli.stdoutText.contains("Big.swift:3: Big-1"), "\(cli.stdoutText)")
    }

    @Test func aFIFOIsRefusedNotWaitedOn() throws {
        #expect(mkfifo(cli.directory.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        #expect(cli.run(["previews", "Pipe.swift", "--list"]) == 1)
        #expect(cli.stderrText.contains("Pipe.swift"), "\(cli.stderrText)")
        #expect(cli.stderrText.contains("is a named pipe (FIFO), not a regular file"), "\(cli.stderrText)")
    }

    @Test func aFileThatIsNotUTF8SaysHowToSaveIt() throws {
        try Data([0xFF, 0xFE, 0x69, 0x00]).write(to: cli.directory.appendingPathComponent("Wide.swift"))
        #expect(cli.run(["previews", "Wide.swift", "--list"]) == 1)
        #expect(cli.stderrText.contains("Wide.swift: not UTF-8 text: save the file as UTF-8"), "\(cli.stderrText)")
    }

    @Test func showsAskedOfFilesWithoutAStoryTypeAreRefusedBeforeTheBuild() throws {
        try write("import SwiftUI\n\n#Preview { Text(\"Hi\") }\n", to: "Plain.swift")
        #expect(cli.run(["previews", "Plain.swift", "--format", "mp4", "-o", "out", "--cache", "cache"]) == 1)
        #expect(cli.stderrText.contains("Plain.swift: no IStory type: --format plays"), "\(cli.stderrText)")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("cache").path))
    }
}
