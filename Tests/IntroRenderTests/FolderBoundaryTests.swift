import Foundation
import IntroRender
import Testing

/// The one path policy of every input folder: plain relative paths only, links allowed while
/// they stay inside.
@Suite struct FolderBoundaryTests {
    @Test(arguments: [
        ("a.png", nil), ("sub/a.png", nil), ("a..b.png", nil), ("../a.png", FolderBoundary.Refusal.climbs),
        ("sub/../../a.png", .climbs), ("/etc/passwd", .absolute), ("~/a.png", .absolute), ("", .emptyComponent),
        ("a//b.png", .emptyComponent), ("sub/", .emptyComponent), ("a\u{0}b", .nul),
    ])
    func plainPaths(path: String, refusal: FolderBoundary.Refusal?) {
        #expect(FolderBoundary.refusal(of: path) == refusal)
    }

    @Test func linksAreFollowedWhileTheyStayInside() throws {
        let manager = FileManager.default
        let base = manager.temporaryDirectory.appendingPathComponent("boundary-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: base) }
        let folder = base.appendingPathComponent("folder")
        try manager.createDirectory(at: folder.appendingPathComponent("inside"), withIntermediateDirectories: true)
        try manager.createDirectory(at: base.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("inside/a.png"))
        try Data().write(to: base.appendingPathComponent("secret"))
        try manager.createSymbolicLink(at: folder.appendingPathComponent("in.png"), withDestinationURL: folder.appendingPathComponent("inside/a.png"))
        try manager.createSymbolicLink(at: folder.appendingPathComponent("out.png"), withDestinationURL: base.appendingPathComponent("secret"))
        try manager.createSymbolicLink(at: folder.appendingPathComponent("away"), withDestinationURL: base.appendingPathComponent("outside"))
        let boundary = FolderBoundary(folder)
        #expect(try boundary.file("in.png") == folder.appendingPathComponent("in.png"))
        #expect(try boundary.file("not/yet/written.png") == folder.appendingPathComponent("not/yet/written.png"))
        #expect(throws: FolderBoundary.Refusal.linksOutside) { try boundary.file("out.png") }
        #expect(throws: FolderBoundary.Refusal.linksOutside) { try boundary.file("away/new.png") }
        #expect(throws: FolderBoundary.Refusal.climbs) { try boundary.file("inside/../../secret") }
        #expect(boundary.contains(path: folder.appendingPathComponent("inside/a.png").path))
        #expect(!boundary.contains(path: base.appendingPathComponent("folder-sibling").path))
    }
}
