import Foundation
import Testing

/// Issue 35 (3, 9): `-o` naming a device node or a FIFO is written into, never replaced by the
/// atomic rename; a folder of outputs given as a device is refused with a message that says so.
@Suite struct OutputNodeTests {
    static let sheet = HostileRun.corpus.appendingPathComponent("sheets/sheet-valid.json").path
    static let stories = HostileRun.corpus.appendingPathComponent("stories/stories-valid.json").path

    /// `render sheet … -o PATH` for one text output.
    static func renderSheet(to path: String, _ extra: [String] = []) -> [String] {
        ["render", "sheet", sheet, "--backend", "text", "--device", "iphone-se-1", "-o", path, "-q"] + extra
    }

    /// The file type bits of what `path` names (not following a symbolic link).
    static func kind(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    @Test func devNullIsWrittenInto() throws {
        let run = try HostileRun()
        let result = try run.run(Self.renderSheet(to: "/dev/null"))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(Self.kind("/dev/null") == S_IFCHR)
        #expect(!result.stderr.contains("already exists"))
        // Nothing was staged beside it or in the run's folder.
        #expect(run.outputEntries().isEmpty)
    }

    @Test func aFIFOIsWrittenIntoAndKept() throws {
        let run = try HostileRun()
        let fifo = run.directory.appendingPathComponent("frame").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened for reading first, without blocking, so the tool's open for writing succeeds.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let process = try run.start(Self.renderSheet(to: fifo))
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        func drain() {
            while true {
                let count = chunk.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                received.append(contentsOf: chunk[0..<count])
            }
        }
        while process.isRunning {
            drain()
            usleep(5_000)
        }
        drain()
        #expect(process.terminationStatus == 0)
        #expect(Self.kind(fifo) == S_IFIFO, "the FIFO was replaced")
        let direct = try HostileRun()
        let expected = try direct.run(Self.renderSheet(to: "-"))
        #expect(String(decoding: received, as: UTF8.self) == expected.stdout)
        #expect(!received.isEmpty)
    }

    @Test(.enabled(if: geteuid() == 0, "mknod needs root (CI runs as root)"))
    func aDeviceNodeIsNotReplaced() throws {
        let run = try HostileRun()
        let node = run.directory.appendingPathComponent("device.txt").path
        // The null device (major 1, minor 3, as glibc encodes small numbers): writes are dropped.
        #expect(mknod(node, S_IFCHR | 0o600, dev_t(1 << 8 | 3)) == 0)
        let result = try run.run(Self.renderSheet(to: node))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(Self.kind(node) == S_IFCHR, "the device node was replaced")
    }

    @Test func aDeviceForSeveralOutputsIsRefusedAsNotAFolder() throws {
        let run = try HostileRun()
        let result = try run.run(Self.renderSheet(to: "/dev/null", ["--device", "iphone-se"]))
        #expect(result.status == 1)
        #expect(result.stderr.contains(ExpectedMessage.key("io.notFolder").fragment), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("character device"))
        #expect(Self.kind("/dev/null") == S_IFCHR)
    }

    @Test func storiesFramesToADeviceAreRefusedAsNotAFolder() throws {
        let run = try HostileRun()
        let result = try run.run(["render", "stories", Self.stories, "--backend", "text", "--device", "iphone-se-1", "--fps", "1", "-o", "/dev/null", "-q"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(ExpectedMessage.key("io.notFolder").fragment), "stderr: \(result.stderr)")
        #expect(Self.kind("/dev/null") == S_IFCHR)
    }
}
