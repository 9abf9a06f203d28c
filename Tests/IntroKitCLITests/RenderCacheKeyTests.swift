import Foundation
import IntroCommandLine
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI
import Testing
import WelcomeSheet

@testable import IntroKit
@testable import IntroKitCLI

/// The pieces of the render cache's key and entries: the digest, the byte form of values,
/// what identifies the code and fonts, and the entry format's checks.
@Suite struct RenderCacheKeyTests {
    func sha256(_ text: String) -> String {
        var digest = SHA256()
        digest.update(Array(text.utf8))
        return digest.hexDigest()
    }

    @Test func sha256MatchesTheStandardsVectors() {
        #expect(sha256("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(sha256("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // Fed in pieces that straddle blocks, a million "a"s.
        var digest = SHA256()
        for _ in 0..<1000 { digest.update([UInt8](repeating: 0x61, count: 1000)) }
        #expect(digest.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func theKeyBytesAreUnambiguous() {
        func bytes(_ write: (inout CacheKeyBytes) -> Void) -> [UInt8] {
            var key = CacheKeyBytes()
            write(&key)
            return key.bytes
        }
        #expect(bytes { $0.add(["ab", "c"]) } != bytes { $0.add(["a", "bc"]) })
        #expect(bytes { $0.add(["a"]); $0.add("b") } != bytes { $0.add(["a", "b"]) })
        #expect(bytes { $0.add(nil as Double?) { $0.add($1) }; $0.add(1.0) } != bytes { $0.add(1.0 as Double?) { $0.add($1) } })
        #expect(bytes { $0.add(0.1) } != bytes { $0.add(0.1 + 1e-17) })
        #expect(bytes { $0.add(1) } != bytes { $0.add(1.0) })
        #expect(bytes { $0.add("x") } == bytes { $0.add("x") })
    }

    /// `CacheKeyBytes` and `RenderCacheKeys` write these types field by field: a new field
    /// must be keyed there too (this fails until it is; a new enum case does not compile).
    @Test func theKeyCoversEveryFieldOfWhatItWrites() {
        let font = ResolvedFont(size: 17)
        let fields: [(Any, Int)] = [
            (TextRun(string: "", attributes: TextAttributes(font: font), color: RGBA(red: 0, green: 0, blue: 0), frame: .zero, alignment: .left), 5),
            (TextAttributes(font: font), 10), (font, 8),
            (ImageRun(name: "", source: .asset, tint: nil, frame: .zero), 5),
            (Transform2D.identity, 6), (RGBA(red: 0, green: 0, blue: 0), 4), (Rect.zero, 2), (Size(width: 0, height: 0), 2),
            (Point(x: 0, y: 0), 2), (EdgeInsets.zero, 4), (DisplayList(size: Size(width: 0, height: 0)), 2),
            (Canvas(size: Size(width: 1, height: 1)), 6), (RenderOptions(), 4), (AssetLimits(), 2),
            (SheetLintFinding(.note, .textOverflows, page: 1, element: .title, arguments: []), 9),
        ]
        for (value, count) in fields {
            #expect(Mirror(reflecting: value).children.count == count, "\(type(of: value)) has a new field: key it")
        }
    }

    /// A sheet's key is made before layout from these, field by field: a new field of a job,
    /// a page, a row, the chrome, the plan or its gallery must be keyed in
    /// `RenderCacheKeys.key(_:plan:)` (this fails until it is).
    @Test func theSheetKeyCoversEveryFieldOfTheJobAndThePlan() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"[{"title": "T", "rows": [{"imageName": "star", "title": "R", "content": "C"}]}]"#.utf8)
            .write(to: folder.appendingPathComponent("sheet.json"))
        let context = CommandContext(
            locale: "en", environment: [:], currentDirectory: folder, stderrIsTerminal: false, writeOutput: { _ in }, writeError: { _ in })
        let command = RenderSheetCommand()
        let arguments = try ParsedArguments.parse(
            ["sheet.json", "--device", "iphone-se"], options: command.options + GlobalOptions.all, positionals: command.positionals,
            help: GlobalOptions.help)
        let plan = try SheetRenderPlan(SheetRenderRequest(arguments, context, paths: ["sheet.json"]))
        let job = try #require(plan.jobs.first)
        let fields: [(Any, Int)] = [
            (job, 13), (job.page, 9), (try #require(job.page.rows.first), 5), (job.chrome, 3), (plan, 6), (plan.gallery, 3),
        ]
        for (value, count) in fields {
            #expect(Mirror(reflecting: value).children.count == count, "\(type(of: value)) has a new field: key it")
        }
        let keys = RenderCacheKeys(backend: plan.backend, assetsDirectory: nil)
        var other = job
        other.page.rows[0].content = "D"
        #expect(keys.key(other, plan: plan) != keys.key(job, plan: plan))
        other = job
        other.dynamicTypeSize = .accessibility3
        #expect(keys.key(other, plan: plan) != keys.key(job, plan: plan))
        other = job
        other.scheme = .dark
        #expect(keys.key(other, plan: plan) != keys.key(job, plan: plan))
        #expect(keys.key(job, plan: plan) == keys.key(job, plan: plan))
    }

    @Test func aKeyChangesWithTheDisplayListAndTheOptions() throws {
        let keys = RenderCacheKeys(backend: CairoBackend(format: .png), assetsDirectory: nil)
        let canvas = try DeviceCatalog.device(id: "iphone-15").canvas(.portrait)
        let font = ResolvedFont(size: 17, weight: .regular, design: .default, italic: false, leading: nil)
        func list(_ text: String) -> DisplayList {
            DisplayList(size: canvas.size, items: [
                .fill(.rectangle, Rect(x: 0, y: 0, width: 393, height: 852), RGBA(red: 1, green: 1, blue: 1, alpha: 1)),
                .opacity(0.5, [.text(TextRun(string: text, attributes: TextAttributes(font: font), color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), frame: Rect(x: 10, y: 10, width: 300, height: 20), alignment: .left))]),
            ])
        }
        let base = keys.key(list("Hello"), canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: 0.5)
        #expect(base.count == 64)
        #expect(keys.key(list("Hello"), canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: 0.5) == base)
        #expect(keys.key(list("Hellø"), canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: 0.5) != base)
        #expect(keys.key(list("Hello"), canvas: canvas, options: RenderOptions(scale: 1), thumbnailPixelsPerPoint: 0.5) != base)
        #expect(keys.key(list("Hello"), canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: 0.25) != base)
        var landscape = canvas
        landscape.orientation = .landscape
        #expect(keys.key(list("Hello"), canvas: landscape, options: RenderOptions(), thumbnailPixelsPerPoint: 0.5) != base)
        let svg = RenderCacheKeys(backend: CairoBackend(format: .svg), assetsDirectory: nil)
        #expect(svg.key(list("Hello"), canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: 0.5) != base)
        #expect(keys.key(list("Hello"), canvas: canvas, options: RenderOptions(threads: 7), thumbnailPixelsPerPoint: 0.5) == base, "threads do not change the bytes")
    }

    @Test func theCodeIsIdentifiedByBuildIdsAndTheFontsByTheirFiles() {
        let objects = BuildIdentity.loadedObjects
        #expect(objects.contains { $0.hasPrefix("main ") && $0.split(separator: " ").last!.count >= 16 }, "\(objects)")
        #expect(objects.contains { $0.contains("libcairo") }, "\(objects)")
        let fonts = RenderEnvironment.fontFiles()
        #expect(fonts.contains { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") || $0.hasSuffix(".ttc") })
        #expect(fonts.contains { $0.hasSuffix(".conf") }, "fontconfig's configuration is part of it")
        #expect(BuildIdentity.fileIdentity("/nonexistent/font.ttf") == "/nonexistent/font.ttf missing")
    }

    @Test func anEntryIsReadBackOnlyWhenIntactAndForItsKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("entry").path
        func read(_ bytes: Data, key: String) throws -> RenderCache.Read {
            try bytes.write(to: URL(fileURLWithPath: path))
            return RenderCache.read(path, key: key, limit: 1 << 20)
        }
        let key = String(repeating: "ab", count: 32)
        let output = RenderOutput(
            data: Data("picture".utf8),
            diagnostics: [RenderDiagnostic(severity: .warning, code: "unknownIcon", message: "m", subject: "s", arguments: ["1"])],
            thumbnail: Data("small".utf8))
        let entry = RenderCache.encode(CachedRender(output: output, extra: Data("entry".utf8)), key: key)
        guard case .intact(let back) = try read(entry, key: key) else { Issue.record("not read back"); return }
        #expect(back.output.data == output.data && back.output.thumbnail == output.thumbnail)
        #expect(back.output.diagnostics == output.diagnostics && back.extra == Data("entry".utf8))
        guard case .intact(let plain) = try read(RenderCache.encode(CachedRender(output: RenderOutput(data: Data())), key: key), key: key)
        else {
            Issue.record("an output without a thumbnail, warnings or extra")
            return
        }
        #expect(plain.output.thumbnail == nil && plain.output.diagnostics.isEmpty && plain.extra.isEmpty)
        guard case .damaged = try read(entry, key: String(repeating: "cd", count: 32)) else { Issue.record("another key's entry"); return }
        for index in entry.indices {
            var damaged = entry
            damaged[index] ^= 0x01
            guard case .damaged = try read(damaged, key: key) else { Issue.record("byte \(index) flipped"); continue }
        }
        for length in [0, 10, entry.count - 1] {
            guard case .damaged = try read(entry.prefix(length), key: key) else { Issue.record("cut at \(length)"); continue }
        }
        guard case .damaged = try read(entry + Data([0]), key: key) else { Issue.record("a byte added"); return }
        guard case .missing = RenderCache.read(folder.path, key: key, limit: 1 << 20) else { Issue.record("a folder"); return }
        #expect(mkfifo(path + ".fifo", 0o600) == 0)
        guard case .missing = RenderCache.read(path + ".fifo", key: key, limit: 1 << 20) else { Issue.record("a FIFO"); return }
    }
}
