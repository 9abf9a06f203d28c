import Foundation
import IntroGallery
import IntroGalleryFormat
import Testing

/// `--cache DIR`: outputs taken from the cache are the bytes a render makes, an edit renders
/// only what it changes, and a damaged, read-only, full or missing folder never fails a run
/// or serves wrong bytes. Through the built binary, on real folders.
@Suite struct RenderCacheTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Two pages: page 1's title and page 2's row text can be changed apart.
    func writeSheet(title: String = "Welcome", row: String = "Everything you starred.", name: String = "sheet.json") throws {
        let json = """
            [{"title": "\(title)", "rows": [{"imageName": "star.fill", "title": "Favourites", "content": "In one place."}]},
             {"title": "More", "rows": [{"imageName": "bell", "title": "Alerts", "content": "\(row)"}]}]
            """
        try Data(json.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// Two devices in both schemes: 8 outputs of the two-page sheet.
    static let smallMatrix = ["--device", "iphone-se", "--device", "ipad-mini", "--color-scheme", "both"]

    /// `render sheet sheet.json` at scale 1 on `matrix` into `output`.
    func render(_ output: String, cache: String? = "cache", matrix: [String] = smallMatrix, _ extra: [String] = []) throws
        -> IntroKitProcess.Outcome
    {
        let arguments = ["render", "sheet", "sheet.json", "--scale", "1", "-o", output] + matrix + (cache.map { ["--cache", $0] } ?? []) + extra
        return try IntroKitProcess.run(arguments, in: folder)
    }

    /// Every file under an output folder (outputs, thumbnails, manifest without its generator), by relative path.
    func snapshot(_ output: String) throws -> [String: Data] {
        let root = folder.appendingPathComponent(output)
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
            let url = root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            var data = try Data(contentsOf: url)
            if path == GalleryManifest.fileName {
                var manifest = try GalleryManifest.decode(data, source: path)
                manifest.generator = ""
                data = manifest.json
            }
            files[path] = data
        }
        return files
    }

    /// The cache's summary line: (taken from the cache, rendered).
    func counts(_ outcome: IntroKitProcess.Outcome) -> (hits: Int, rendered: Int)? {
        guard let line = outcome.stderr.split(separator: "\n").first(where: { $0.hasPrefix("Cache: ") }) else { return nil }
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return numbers.count >= 2 ? (numbers[0], numbers[1]) : nil
    }

    func entries(_ cache: String = "cache") -> [URL] {
        let root = folder.appendingPathComponent(cache).appendingPathComponent("v1")
        return ((try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.count == 67 && !$0.hasPrefix("tmp/") }.map { root.appendingPathComponent($0) }
    }

    @Test func aWarmRunGivesTheBytesOfARenderWithoutTheCache() throws {
        try writeSheet()
        let plain = try render("plain", cache: nil)
        #expect(plain.status == 0, "\(plain.stderr)")
        let cold = try render("cold")
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(counts(cold)! == (0, 8))
        #expect(entries().count == 8)
        let warm = try render("warm")
        #expect(warm.status == 0, "\(warm.stderr)")
        #expect(counts(warm)! == (8, 0), "\(warm.stderr)")
        let expected = try snapshot("plain")
        #expect(expected.keys.filter { $0.hasPrefix("thumbnails/") }.count == 8)
        #expect(try snapshot("cold") == expected)
        #expect(try snapshot("warm") == expected, "outputs, thumbnails and manifest (lint findings, frames) of cached outputs")
    }

    @Test func anEditedStringRendersOnlyTheOutputsThatShowIt() throws {
        try writeSheet()
        _ = try render("a")
        try writeSheet(row: "Everything you starred, in one place.")
        let edited = try render("b")
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(counts(edited)! == (4, 4), "page 2 on 2 devices × 2 schemes: \(edited.stderr)")
        try writeSheet(row: "Everything you starred, in one place.")
        _ = try render("expected", cache: nil)
        #expect(try snapshot("b") == snapshot("expected"))
    }

    @Test func everyOptionThatChangesTheBytesChangesTheKey() throws {
        try writeSheet()
        _ = try render("a")
        for (index, extra) in [["--tint", "FF9500"], ["--scale", "2"], ["--status-bar", "none"], ["--dynamic-type", "AX1"],
                               ["--backend", "svg"], ["--orientation", "landscape"]].enumerated() {
            let outcome = try render("changed-\(index)", extra)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(counts(outcome)?.hits == 0, "\(extra): \(outcome.stderr)")
        }
    }

    @Test func anAssetFileIsKeyedByItsBytes() throws {
        let assets = folder.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        let square = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="COLOUR"/></svg>"#
        try Data(square.replacingOccurrences(of: "COLOUR", with: "black").utf8).write(to: assets.appendingPathComponent("logo.svg"))
        let json = #"[{"title": "Hi", "rows": [{"imageName": "logo", "title": "Logo", "content": "Ours."}]}]"#
        try Data(json.utf8).write(to: folder.appendingPathComponent("sheet.json"))
        #expect(counts(try render("a", ["--assets", "assets"]))! == (0, 4))
        #expect(counts(try render("b", ["--assets", "assets"]))! == (4, 0))
        try Data(square.replacingOccurrences(of: "COLOUR", with: "white").utf8).write(to: assets.appendingPathComponent("logo.svg"))
        #expect(counts(try render("c", ["--assets", "assets"]))! == (0, 4))
    }

    @Test func aDamagedEntryIsRenderedAgainAndReplaced() throws {
        try writeSheet()
        _ = try render("a")
        let damaged = entries()
        // One byte flipped in the middle, one entry cut short, one entry holding another key's bytes.
        var bytes = try Data(contentsOf: damaged[0])
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: damaged[0])
        try Data(contentsOf: damaged[1]).prefix(100).write(to: damaged[1])
        try Data(contentsOf: damaged[3]).write(to: damaged[2])
        let again = try render("b")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(counts(again)! == (5, 3), "\(again.stderr)")
        #expect(again.stderr.contains("warning: 3 damaged entr(ies) in the cache"), "\(again.stderr)")
        #expect(try snapshot("b") == snapshot("a"))
        #expect(counts(try render("c"))! == (8, 0), "the damaged entries were written again")
    }

    @Test func aCacheThatIsAFileIsOneWarningAndTheRunSucceeds() throws {
        try writeSheet()
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("cache"))
        let outcome = try render("a")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let warnings = outcome.stderr.split(separator: "\n").filter { $0.contains("cannot be written") }
        #expect(warnings.count == 1, "\(outcome.stderr)")
        #expect(counts(outcome)! == (0, 8))
        #expect(try Data(contentsOf: folder.appendingPathComponent("cache")) == Data("not a folder".utf8))
        _ = try render("plain", cache: nil)
        #expect(try snapshot("a") == snapshot("plain"))
    }

    @Test func theEnvironmentVariableNamesTheCache() throws {
        try writeSheet()
        let arguments = ["render", "sheet", "sheet.json", "--device", "iphone-se", "--scale", "1", "-o", "a"]
        let environment = ["INTROKIT_CACHE": folder.appendingPathComponent("env-cache").path]
        #expect(counts(try IntroKitProcess.run(arguments, in: folder, environment: environment))! == (0, 2))
        #expect(counts(try IntroKitProcess.run(arguments, in: folder, environment: environment))! == (2, 0))
        #expect(entries("env-cache").count == 2)
    }

    @Test func theSizeLimitRemovesTheOldestEntries() throws {
        try writeSheet()
        // The blocks on disk, as du counts them (Foundation's fileAllocatedSize on Linux counts
        // eight times as many: a limit that held the entries was then trimming them).
        func size(_ urls: Set<URL>) -> Int {
            urls.reduce(0) { total, url in
                var status = stat()
                return total + (lstat(url.path, &status) == 0 ? Int(status.st_blocks) * 512 : 0)
            }
        }
        _ = try render("a")
        let first = Set(entries())
        #expect(first.count == 8)
        // Room for a little more than one run: the next run's entries push the oldest out.
        let limit = size(first) * 6 / 5
        Thread.sleep(forTimeInterval: 0.05)
        let limited = try render("b", ["--orientation", "landscape", "--cache-size", String(limit)])
        #expect(limited.status == 0, "\(limited.stderr)")
        let kept = Set(entries())
        #expect(size(kept) <= limit)
        #expect(kept.subtracting(first).count == 8, "the new entries stay")
        #expect(first.subtracting(kept).count >= 6, "the old entries go first")
    }

    @Test func twoProcessesShareOneFolder() throws {
        try writeSheet()
        let launch = { (output: String) throws -> Process in
            let process = IntroKitProcess.process(
                ["render", "sheet", "sheet.json", "--device", "all", "--scale", "1", "-o", output, "--cache", "cache", "--quiet"],
                in: self.folder)
            try process.run()
            return process
        }
        let processes = try [launch("one"), launch("two")]
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0])
        _ = try render("plain", cache: nil, matrix: ["--device", "all"])
        let expected = try snapshot("plain")
        #expect(try snapshot("one") == expected)
        #expect(try snapshot("two") == expected)
        let tmp = folder.appendingPathComponent("cache/v1/tmp")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).isEmpty, "no temporary file is left")
        #expect(entries().count == 40)
        let after = try render("three", matrix: ["--device", "all"])
        #expect(counts(after)! == (40, 0))
    }

    @Test(.enabled(if: MountNamespace.available, "needs unshare with user and mount namespaces"))
    func aReadOnlyCacheIsReadAndNotWritten() throws {
        try writeSheet()
        _ = try render("a")
        try writeSheet(title: "Changed")
        // The cache folder mounted read-only (a bind mount in a namespace of the child's own).
        let outcome = try MountNamespace.run(
            "mount --bind cache cache && mount -o remount,bind,ro cache && exec \"$0\" render sheet sheet.json --device iphone-se --device ipad-mini --color-scheme both --scale 1 -o b --cache cache",
            in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(counts(outcome)! == (4, 4), "page 2 from the cache: \(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").filter { $0.contains("cannot be written") }.count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Read-only file system") || outcome.stderr.contains("read-only file system"))
        _ = try render("plain", cache: nil)
        #expect(try snapshot("b") == snapshot("plain"))
    }

    @Test(.enabled(if: MountNamespace.available, "needs unshare with user and mount namespaces"))
    func aFullCacheIsOneWarningAndTheRunSucceeds() throws {
        try writeSheet()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("cache"), withIntermediateDirectories: true)
        let outcome = try MountNamespace.run(
            "mount -t tmpfs -o size=48k tmpfs cache && exec \"$0\" render sheet sheet.json --device iphone-se --device ipad-mini --color-scheme both --scale 1 -o a --cache cache",
            in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").filter { $0.contains("cannot be written") }.count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.lowercased().contains("no space left on device"), "\(outcome.stderr)")
        _ = try render("plain", cache: nil)
        #expect(try snapshot("a") == snapshot("plain"))
    }
}

/// Runs `introkit` in a user and mount namespace of its own (`unshare -rm`), so that a test
/// can mount a read-only or a tiny file system on a folder without touching the machine's.
enum MountNamespace {
    static let available: Bool = {
        guard let outcome = try? run("mount -t tmpfs tmpfs \"$PWD\" && exit 0", in: FileManager.default.temporaryDirectory)
        else { return false }
        return outcome.status == 0
    }()

    /// Runs `script` with `sh` in `directory`, in new namespaces; `$0` is the introkit binary.
    static func run(_ script: String, in directory: URL) throws -> IntroKitProcess.Outcome {
        try IntroKitProcess.run(
            ["-rm", "/bin/sh", "-c", script, IntroKitProcess.binary.path], executable: URL(fileURLWithPath: "/usr/bin/unshare"),
            in: directory)
    }
}
