import Foundation
import Testing

import IntroKit

/// `--watch` sees a save anywhere inside a watched folder — inside an `.xcassets` catalog's
/// image sets, and inside folders created after the watch began.
@Suite struct FileWatcherTests {
    /// How long a change may take to be seen: a hang guard, not a timing assertion.
    static let guardMilliseconds: Int32 = 30_000

    @Test func savesInsideSubfoldersAndNewFoldersAreSeen() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        let imageSet = root.appendingPathComponent("Icons.xcassets/star.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try FileWatcher(files: [], folders: [root])

        let contents = imageSet.appendingPathComponent("Contents.json")
        try Data("{}".utf8).write(to: contents)
        #expect(watcher.nextChanges(waitingAtMost: Self.guardMilliseconds).contains(contents.path))
        // An edit in place of a file that was already there, two folders down.
        let handle = try FileHandle(forWritingTo: contents)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n".utf8))
        try handle.close()
        #expect(watcher.nextChanges(waitingAtMost: Self.guardMilliseconds) == [contents.path])

        // A folder made after the watch began, then a file saved in it.
        let added = root.appendingPathComponent("Icons.xcassets/moon.imageset")
        try FileManager.default.createDirectory(at: added, withIntermediateDirectories: false)
        #expect(watcher.nextChanges(waitingAtMost: Self.guardMilliseconds).contains(added.path))
        let image = added.appendingPathComponent("moon.png")
        try Data([1, 2, 3]).write(to: image)
        #expect(watcher.nextChanges(waitingAtMost: Self.guardMilliseconds).contains(image.path))
    }

    @Test func aFilesFolderIsWatchedWithoutItsSubfolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        let sub = root.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let sheet = root.appendingPathComponent("sheet.json")
        try Data("{}".utf8).write(to: sheet)
        let watcher = try FileWatcher(files: [sheet], folders: [])
        // A build folder beside an input is not the input's: saves below it are not waited on.
        try Data("x".utf8).write(to: sub.appendingPathComponent("other.txt"))
        try Data("{ }".utf8).write(to: sheet)
        #expect(watcher.nextChanges(waitingAtMost: Self.guardMilliseconds) == [sheet.path])
    }

    @Test func aFolderThatCannotBeWatchedIsNamed() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        let error = #expect(throws: FileWatchError.self) { try FileWatcher(files: [], folders: [missing]) }
        #expect(error?.path == missing.path && error?.code == ENOENT)
    }
}
