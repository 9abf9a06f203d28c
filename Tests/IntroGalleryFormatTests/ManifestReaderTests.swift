import Foundation
import Testing

@testable import IntroGalleryFormat

/// The manifest reader decodes an entry at a time: it must give what `JSONDecoder` gives for
/// the whole file, and refuse what it refuses, with the entry's place in the message.
@Suite struct ManifestReaderTests {
    /// The manifest's `Codable` form decoded at once, as the reader replaced.
    func decodedAtOnce(_ data: Data) throws -> GalleryManifest { try JSONDecoder().decode(GalleryManifest.self, from: data) }

    func error(_ text: String) -> GalleryError? {
        do {
            _ = try ManifestReader.decode(Data(text.utf8), source: "m.json")
            return nil
        } catch {
            return error
        }
    }

    /// Why `text` is unreadable; nil when it reads or is refused for another reason.
    func reason(_ text: String) -> String? {
        guard case .unreadable(_, let reason) = error(text) else { return nil }
        return reason
    }

    func manifest(entries: String, extra: String = "") -> String {
        #"{"format": "\#(GalleryManifest.formatName)", "version": 1, "generator": "g", "problems": [], "generation": 3, "entries": \#(entries)\#(extra)}"#
    }

    @Test func whatTheWriterWritesReadsBackAsJSONDecoderReadsIt() throws {
        var entry = GalleryEntry(
            file: "a \"quoted\" \\ name ✓.json", page: 2, time: 1.5,
            device: GalleryDevice(id: "iphone-se", name: "iPhone SE", idiom: "phone", width: 375, height: 667),
            orientation: "portrait", scheme: "dark", locale: "ar", dynamicType: "large", backend: "png", mediaType: "image/png",
            path: "a-p2.png", thumbnail: "thumbnails/a-p2.png", pixelWidth: 750, pixelHeight: 1334, bytes: 12, revision: "r",
            findings: [GalleryFinding(severity: "warning", code: "textOverflows", element: nil, message: "line\nbreak {}[]")],
            frames: [GalleryFrame(id: "title", x: 0.25, y: 1, width: 3, height: 4)])
        var second = entry
        second.path = "b.png"
        second.problem = "missing"
        entry.time = nil
        let written = GalleryManifest(
            generator: "introkit test", entries: [entry, second],
            problems: [GalleryInputProblem(file: "x.json", messages: ["one", "two"])], generation: 7)
        for data in [written.json, Data("\u{FEFF}".utf8) + written.json] {
            let read = try ManifestReader.decode(data, source: "m.json")
            #expect(read == written)
        }
        #expect(try decodedAtOnce(written.json) == written)
        #expect(try ManifestReader.decode(GalleryManifest(generator: "g").json, source: "m.json").entries.isEmpty)
    }

    @Test func unknownMembersAreIgnoredAndEscapedKeysRead() throws {
        let entry = #"{"file": "a.json", "page": 1, "device": {"id": "d", "name": "n", "idiom": "phone", "width": 1, "height": 2}, "orientation": "portrait", "scheme": "light", "locale": "en", "dynamicType": "large", "backend": "png", "path": "a.png", "bytes": 1, "revision": "r", "findings": [], "frames": [], "future": {"nested": ["]", "}"]}}"#
        let text = manifest(entries: "[\(entry)]", extra: #", "later": [1, {"x": "\"}"}]"#)
            .replacingOccurrences(of: #""generator": "g""#, with: #""gener\u0061tor": "escaped""#)
        let read = try ManifestReader.decode(Data(text.utf8), source: "m.json")
        #expect(read == (try decodedAtOnce(Data(text.utf8))))
        #expect(read.generator == "escaped", "a key written with an escape")
        #expect(read.entries.map(\.path) == ["a.png"])
    }

    @Test func aBrokenEntryIsNamedByItsIndexAndField() {
        let good = #"{"file": "a.json", "page": 1, "device": {"id": "d", "name": "n", "idiom": "phone", "width": 1, "height": 2}, "orientation": "portrait", "scheme": "light", "locale": "en", "dynamicType": "large", "backend": "png", "path": "a.png", "bytes": 1, "revision": "r", "findings": [], "frames": []}"#
        let noWidth = good.replacingOccurrences(of: #""width": 1, "#, with: "")
        #expect(reason(manifest(entries: "[\(good), \(noWidth)]")) == #".entries[1].device: missing "width""#)
        #expect(reason(manifest(entries: "[\(good), {}]"))?.hasPrefix(".entries[1]: missing") == true)
        #expect(reason(manifest(entries: #"[\#(good), "text"]"#))?.hasPrefix(".entries[1]") == true)
        #expect(reason(manifest(entries: "{}"))?.hasPrefix(".entries: ") == true)
    }

    @Test func textThatIsNotAManifestIsRefusedWithoutATrap() {
        let format = GalleryManifest.formatName
        #expect(error(#"{"format": "\#(format)", "version": 2, "entries": [{}]}"#) == .unsupportedVersion(source: "m.json", found: 2, supported: 1))
        #expect(error(#"{"version": 1}"#) == .notAManifest(source: "m.json"))
        for broken in [
            "", "[1, 2]", "{", #"{"format""#, #"{"format": "#, #"{"format": "x"#, #"{"format": "x" "version": 1}"#, #"{"a": [1, 2}"#,
            #"{"a": "\"#, "{} trailing", #"{"a": }"#, String(repeating: "[", count: 100_000), manifest(entries: "[1,]"),
            manifest(entries: "[{\"a\": ]"),
        ] {
            #expect(reason(broken) != nil, "\(broken.prefix(40))")
        }
    }
}

/// The manifest written in pieces is the manifest written whole.
@Suite struct ManifestChunkTests {
    @Test func thePiecesAreTheWholeJSON() {
        let entries = (0..<50).map { index in
            GalleryEntry(
                file: "f\(index).json", page: 1, device: GalleryDevice(id: "d", name: "n", idiom: "phone", width: 1, height: 2),
                orientation: "portrait", scheme: "light", locale: "en", dynamicType: "large", backend: "png", path: "p\(index).png",
                bytes: index, revision: "r")
        }
        let manifest = GalleryManifest(generator: "g", entries: entries)
        var pieces: [Data] = []
        manifest.writeJSON(chunkSize: 1000) { pieces.append($0) }
        #expect(pieces.count > 5, "about one piece per 1000 bytes")
        #expect(pieces.reduce(Data(), +) == manifest.json)
        var whole: [Data] = []
        GalleryManifest(generator: "g").writeJSON { whole.append($0) }
        #expect(whole == [GalleryManifest(generator: "g").json])
    }
}
