import Foundation
import IntroGalleryFormat
import Testing

/// The manifest's JSON is written field by field for speed; it must stay the JSON that
/// `JSONEncoder` writes (sorted, indented) and carry every field of every type in it.
@Suite struct ManifestJSONTests {
    static let manifest = GalleryManifest(
        generator: "introkit 0.1.0",
        entries: [
            GalleryEntry(
                file: "Samples/a b/sheet.json", page: 2, time: 1.25,
                device: GalleryDevice(id: "iphone-se", name: "iPhone SE (2nd/3rd generation)", idiom: "phone", width: 375.5, height: 667),
                orientation: "landscape", scheme: "dark", locale: "zh-Hans", dynamicType: "accessibility3", backend: "png",
                mediaType: "image/png", path: "out/sheet-p2.png", thumbnail: "thumbnails/sheet-p2.png", pixelWidth: 1334,
                pixelHeight: 750, bytes: 123_456, revision: "0a1b2c3d-1f",
                findings: [
                    GalleryFinding(
                        severity: "warning", code: "textOverflows", element: "row.2.content",
                        message: "\"Très\" \\ / é 🚀 tab\tnew\nline \u{1} \u{1F} \u{7F} end"),
                    GalleryFinding(severity: "error", code: "buttonContrast", element: nil, message: ""),
                ],
                frames: [
                    GalleryFrame(id: "title", x: -0.5, y: 12.25, width: 300, height: 41.333),
                    GalleryFrame(id: "row.0.icon", x: 1e-9, y: 1.7976931348623157e308, width: 0, height: -0.0),
                ],
                problem: "a problem", accessibilityPath: "out/sheet-p2.accessibility.png",
                accessibilityThumbnail: "thumbnails/sheet-p2.accessibility.png",
                accessibilityText: "1. [header, staticText] \"Welcome\" @ 75.4,149 242.2×89.6\n",
                accessibilityTextPath: "out/sheet-p2.voiceover.txt"),
            GalleryEntry(
                file: "s.json", page: 1, device: GalleryDevice(id: "d", name: "", idiom: "", width: 0, height: 0),
                orientation: "portrait", scheme: "light", locale: "en", dynamicType: "large", backend: "text", path: "a.txt",
                bytes: 0, revision: ""),
        ],
        problems: [GalleryInputProblem(file: "bad.json", messages: ["bad.json:1:1: error: x"]), GalleryInputProblem(file: "e", messages: [])],
        generation: 7)

    static func encoded<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }

    @Test func theBytesAreJSONEncodersSortedIndentedJSON() throws {
        let written = Self.manifest.json
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: try Self.encoded(Self.manifest), as: UTF8.self))
        #expect(try GalleryManifest.decode(written, source: "m") == Self.manifest)
        let empty = GalleryManifest(generator: "g")
        #expect(empty.json == (try Self.encoded(empty)))
    }

    /// Every serializer of an entry visits the fields its record declares (`GalleryRecord`), in
    /// a `switch` the compiler holds to the declaration; a stored property the declaration
    /// lacks would escape them all. `CodingKeys` is the declaration, so the compiler refuses a
    /// case without a property and a property without a case unless it is optional: this
    /// checks the optional ones, by name.
    @Test func everyStoredPropertyOfARecordIsADeclaredField() {
        func check<Record: GalleryRecord>(_ record: Record) {
            let properties = Set(Mirror(reflecting: record).children.compactMap(\.label))
            #expect(properties == Set(Record.Field.allCases.map(\.rawValue)), "\(Record.self): declare every field in its Field")
            #expect(Record.fieldsByKey.map(\.rawValue) == Record.Field.allCases.map(\.rawValue).sorted())
        }
        let entry = Self.manifest.entries[0]
        check(entry)
        check(entry.device)
        check(entry.findings[0])
        check(entry.frames[0])
    }
}
