import Foundation
import IntroSystem
import Testing

/// Bounded reads refuse what is not a regular file before reading, and never keep more than
/// their limit; the atomic writer leaves the whole file or nothing.
@Suite struct BoundedReadTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

    @Test func readsAFileUpToItsLimit() throws {
        let path = folder.appendingPathComponent("five").path
        try Data("12345".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try BoundedRead.contents(ofFile: path, limit: 5) == Data("12345".utf8))
        #expect(throws: FileReadError.tooManyBytes(limit: 4)) { try BoundedRead.contents(ofFile: path, limit: 4) }
        #expect(throws: FileReadError.notFound) { try BoundedRead.contents(ofFile: path + "-missing", limit: 4) }
        #expect(throws: FileReadError.notRegularFile(.directory)) { try BoundedRead.contents(ofFile: folder.path, limit: 4) }
    }

    @Test func aFIFOWithoutAWriterIsRefusedAtOnce() throws {
        let path = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: FileReadError.notRegularFile(.fifo)) { try BoundedRead.contents(ofFile: path, limit: 4) }
    }

    @Test func aStreamIsReadToItsEndWithinTheLimit() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = Data("abcdef".utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        #expect(throws: FileReadError.tooManyBytes(limit: 5)) { try BoundedRead.contents(of: ends[0], limit: 5, idleTimeout: 1) }
    }

    @Test func aSilentStreamTimesOut() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(throws: FileReadError.timedOut(seconds: 1)) { try BoundedRead.contents(of: ends[0], limit: 5, idleTimeout: 1) }
    }

    @Test func partsOfARegularFileAreReadExactly() throws {
        let path = folder.appendingPathComponent("parts").path
        try Data("abcdef".utf8).write(to: URL(fileURLWithPath: path))
        let file = try RegularFile(path: path, limit: 100)
        #expect(file.size == 6)
        #expect(file.read(exactly: 4) == Data("abcd".utf8))
        #expect(file.read(exactly: 4) == nil)
    }

    @Test func theAtomicWriterReplacesAFileWholeAndLeavesNoStagingBehind() throws {
        let target = folder.appendingPathComponent("sub/out.txt")
        try AtomicFile<FileWriteError>.write(Data("one".utf8), to: target)
        try AtomicFile<FileWriteError>.write(Data("two".utf8), to: target)
        #expect(try Data(contentsOf: target) == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == ["out.txt"])
        // A folder where the file should go: the error names the file, nothing is left.
        let blocked = folder.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("x"), withIntermediateDirectories: true)
        #expect(throws: FileWriteError.self) { try AtomicFile<FileWriteError>.write(Data("x".utf8), to: blocked) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: blocked.path) == ["x"])
    }
}
