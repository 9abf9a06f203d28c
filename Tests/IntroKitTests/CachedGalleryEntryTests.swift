import Foundation
import IntroGalleryFormat
import Testing

@testable import IntroKit

/// A cached manifest entry reads back as the entry that was written — every field, set or
/// not — and bytes it did not write read as nothing (the output is then drawn again).
@Suite struct CachedGalleryEntryTests {
    static let full = GalleryEntry(
        file: "Samples/sheet.json", page: 2, time: 1.25,
        device: GalleryDevice(id: "iphone-se", name: "iPhone SE", idiom: "phone", width: 375.5, height: 667),
        orientation: "landscape", scheme: "dark", locale: "zh-Hans", dynamicType: "accessibility3", backend: "png",
        mediaType: "image/png", path: "sheet.zh-Hans-iphone-se-landscape-dark-accessibility3-p2.png",
        thumbnail: "thumbnails/sheet.png", pixelWidth: 1334, pixelHeight: 750, bytes: 123_456, revision: "0a1b2c3d",
        findings: [
            GalleryFinding(severity: "warning", code: "textOverflows", element: "row.2.content", message: "“é” 🚀 does not fit"),
            GalleryFinding(severity: "error", code: "buttonContrast", element: nil, message: ""),
        ],
        frames: [
            GalleryFrame(id: "title", x: -0.5, y: 12.25, width: 300, height: 41),
            GalleryFrame(id: "row.0.icon", x: 1e-9, y: .greatestFiniteMagnitude, width: 0, height: 37),
        ],
        problem: "a problem", accessibilityPath: "sheet.accessibility.png", accessibilityThumbnail: "thumbnails/sheet.accessibility.png",
        accessibilityText: "1. [header, staticText] \"Welcome\" @ 0,0 1×1\n", accessibilityTextPath: "sheet.voiceover.txt")

    static let bare = GalleryEntry(
        file: "", page: 1, device: GalleryDevice(id: "d", name: "", idiom: "", width: 0, height: 0), orientation: "portrait",
        scheme: "light", locale: "en", dynamicType: "large", backend: "text", path: "a.txt", bytes: 0, revision: "")

    @Test func everyFieldReadsBack() {
        for entry in [Self.full, Self.bare] {
            #expect(CachedGalleryEntry.decode(CachedGalleryEntry.encode(entry)) == entry)
        }
    }

    @Test func bytesItDidNotWriteReadAsNothing() {
        let bytes = CachedGalleryEntry.encode(Self.full)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            #expect(CachedGalleryEntry.decode(bytes.prefix(length)) == nil, "cut at \(length)")
        }
        #expect(CachedGalleryEntry.decode(bytes + Data([0])) == nil)
        #expect(CachedGalleryEntry.decode(Data(#"{"file": "sheet.json"}"#.utf8)) == nil)
        var badTag = bytes
        // The `time` optional's tag, after the file name and the page.
        badTag[8 + Self.full.file.utf8.count + 8] = 7
        #expect(CachedGalleryEntry.decode(badTag) == nil)
    }
}
