import Foundation
import IntroCairo
import IntroRender
import IntroUI
import Testing

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
                == "248d6a61d20638b8e5c0262693939b9b5c4ba07d0b1d1b48ba3ec2c2ed2919ab")
        // Fed in pieces that straddle blocks, a million "a"s.
        var digest = SHA256()
        for _ in 0..<1000 { digest.update([UInt8](repeating: 0x61, count: 1000)) }
        #expect(digest.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    struct Inner: Encodable {
        var x: Int
        var b: Int?
    }

    struct Outer: Encodable {
        var a: Inner
        var b: Int?
    }

    @Test func theByteFormIsUnambiguous() {
        func bytes(_ value: some Encodable) -> [UInt8] {
            var encoder = DigestEncoder()
            encoder.add(value)
            return encoder.bytes
        }
        #expect(bytes(Outer(a: Inner(x: 1, b: nil), b: 2)) != bytes(Outer(a: Inner(x: 1, b: 2), b: nil)))
        #expect(bytes([[1], [2]]) != bytes([[1, 2]]))
        #expect(bytes(["ab", "c"]) != bytes(["a", "bc"]))
        #expect(bytes(0.1) != bytes(0.1 + 1e-17))
        #expect(bytes(Outer(a: Inner(x: 1, b: 3), b: 2)) == bytes(Outer(a: Inner(x: 1, b: 3), b: 2)))
    }

    /// `CanvasKey` and `OptionsKey` name the fields of `Canvas` and `RenderOptions` one by one:
    /// a new field must be added to them (this fails until it is).
    @Test func theKeyCoversEveryFieldOfTheCanvasAndTheOptions() {
        #expect(Mirror(reflecting: Canvas(size: Size(width: 1, height: 1))).children.count == 6)
        #expect(Mirror(reflecting: RenderOptions()).children.count == 4)
    }

    @Test func aKeyChangesWithTheDisplayListAndTheOptions() throws {
        let keys = RenderCacheKeys(backend: CairoBackend(format: .png), assetsDirectory: nil)
        let canvas = try DeviceCatalog.device(id: "iphone-15").canvas(.portrait)
        let font = ResolvedFont(size: 17, weight: .regular, design: .default, italic: false, leading: nil)
        func list(_ text: String) -> DisplayList {
            DisplayList(size: canvas.size, items: [
                .fill(.rectangle, Rect(x: 0, y: 0, width: 393, height: 852), RGBA(red: 1, green: 1, blue: 1, alpha: 1)),
                .opacity(0.5, [.text(TextRun(string: text, attributes: TextAttributes(font: font), color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), frame: Rect(x: 10, y: 10, width: 300, height: 20)))]),
            ])
        }
        let base = keys.key(list("Hello"), canvas: canvas, options: RenderOptions())
        #expect(base.count == 64)
        #expect(keys.key(list("Hello"), canvas: canvas, options: RenderOptions()) == base)
        #expect(keys.key(list("Hellø"), canvas: canvas, options: RenderOptions()) != base)
        #expect(keys.key(list("Hello"), canvas: canvas, options: RenderOptions(scale: 1)) != base)
        #expect(keys.key(list("Hello"), canvas: canvas, options: RenderOptions(thumbnailPixelsPerPoint: 0.5)) != base)
        var landscape = canvas
        landscape.orientation = .landscape
        #expect(keys.key(list("Hello"), canvas: landscape, options: RenderOptions()) != base)
        let svg = RenderCacheKeys(backend: CairoBackend(format: .svg), assetsDirectory: nil)
        #expect(svg.key(list("Hello"), canvas: canvas, options: RenderOptions()) != base)
        var encoder = PNGEncoder()
        encoder.threads = 7
        let threads = RenderCacheKeys(backend: CairoBackend(format: .png, pngEncoder: encoder), assetsDirectory: nil)
        #expect(threads.key(list("Hello"), canvas: canvas, options: RenderOptions()) == base, "threads do not change the bytes")
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
        let key = String(repeating: "ab", count: 32)
        let output = RenderOutput(
            data: Data("picture".utf8),
            diagnostics: [RenderDiagnostic(severity: .warning, code: "unknownIcon", message: "m", subject: "s", arguments: ["1"])],
            thumbnail: Data("small".utf8))
        let entry = RenderCache.encode(output, key: key)
        let read = try #require(RenderCache.decode(entry, key: key))
        #expect(read.data == output.data && read.thumbnail == output.thumbnail && read.diagnostics == output.diagnostics)
        #expect(RenderCache.decode(RenderCache.encode(RenderOutput(data: Data()), key: key), key: key)?.thumbnail == nil)
        #expect(RenderCache.decode(entry, key: String(repeating: "cd", count: 32)) == nil, "another key's entry")
        for index in entry.indices {
            var damaged = entry
            damaged[index] ^= 0x01
            #expect(RenderCache.decode(damaged, key: key) == nil, "byte \(index) flipped")
        }
        for length in [0, 10, entry.count - 1] {
            #expect(RenderCache.decode(entry.prefix(length), key: key) == nil, "cut at \(length)")
        }
        #expect(RenderCache.decode(entry + Data([0]), key: key) == nil)
    }
}
