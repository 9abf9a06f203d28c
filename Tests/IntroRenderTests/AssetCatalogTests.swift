import Foundation
import IntroJSON
import IntroRender
import IntroUI
import Testing

/// A temporary folder for a catalog, removed when the value goes away. The catalog never
/// decodes its images, so an image file's bytes do not matter.
private final class CatalogFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("introrender-catalog-\(UUID().uuidString)")
    /// The bytes written for an image file: a PNG signature.
    static let image = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `data` at `path` inside the folder, creating folders on the way.
    func write(_ data: Data, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}

/// Asset catalogs read from their `Contents.json` files (no backend involved).
@Suite struct AssetCatalogTests {
    /// `Samples/AssetCatalog/Assets.xcassets`.
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/AssetCatalog/Assets.xcassets")

    @Test func theSampleCatalogIsRead() throws {
        let catalog = try AssetCatalog.load(Self.sample)
        #expect(catalog.imageSets.keys.sorted() == ["Brand/logo", "badge", "sparkle"])
        #expect(catalog.imageSets["badge"]?.intent == .template)
        #expect(catalog.imageSets["Brand/logo"]?.intent == .original)
        #expect(catalog.imageSets["sparkle"]?.intent == .unspecified)
        #expect(catalog.accentColor == Color(light: RGBA(rgb: 0xC63F00), dark: RGBA(red: 0.878, green: 0.341, blue: 0.059)))
    }

    /// The file for a scale is the smallest at least that scale, else the largest.
    @Test func imageSetsPickTheFileForTheScale() throws {
        let badge = try #require(try AssetCatalog.load(Self.sample).imageSets["badge"])
        #expect(badge.file(forScale: 1)?.lastPathComponent == "badge.png")
        #expect(badge.file(forScale: 2)?.lastPathComponent == "badge@2x.png")
        #expect(badge.file(forScale: 3)?.lastPathComponent == "badge@3x.png")
        #expect(badge.file(forScale: 1.5)?.lastPathComponent == "badge@2x.png")
        #expect(badge.file(forScale: 4)?.lastPathComponent == "badge@3x.png")
    }

    @Test func problemsNameTheFileThePathAndTheLine() throws {
        let folder = try CatalogFolder()
        let catalog = folder.url.appendingPathComponent("Broken.xcassets")
        try folder.write(Data("{}".utf8), to: "Broken.xcassets/Contents.json")
        try folder.write(CatalogFolder.image, to: "Broken.xcassets/a.imageset/a.png")
        try folder.write(Data("""
            {
              "images" : [
                { "filename" : "a.png", "scale" : "4x" },
                { "filename" : "missing.png", "scale" : "1x" },
                { "filename" : "a.gif" }
              ],
              "properties" : { "template-rendering-intent" : "tinted" }
            }
            """.utf8), to: "Broken.xcassets/a.imageset/Contents.json")
        try folder.write(Data(#"{"images": [}"#.utf8), to: "Broken.xcassets/b.imageset/Contents.json")
        try folder.write(Data(#"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "2.5", "green": "0", "blue": "0"}}}]}"#.utf8),
            to: "Broken.xcassets/AccentColor.colorset/Contents.json")
        try FileManager.default.createDirectory(
            at: catalog.appendingPathComponent("c.imageset"), withIntermediateDirectories: true)
        try folder.write(CatalogFolder.image, to: "outside.png")
        try folder.write(Data(#"{"images": [{"filename": "link.png"}]}"#.utf8), to: "Broken.xcassets/d.imageset/Contents.json")
        try FileManager.default.createSymbolicLink(
            at: catalog.appendingPathComponent("d.imageset/link.png"), withDestinationURL: folder.url.appendingPathComponent("outside.png"))

        let lines: [String]
        do {
            _ = try AssetCatalog.load(catalog)
            Issue.record("a broken catalog was read")
            return
        } catch {
            lines = error.lines { key, arguments in ([key] + arguments).joined(separator: "|") }
        }
        #expect(lines == [
            "Broken.xcassets/AccentColor.colorset/Contents.json:1:69: error: colors[0].color.components.red: catalog.badComponent|2.5",
            "Broken.xcassets/a.imageset/Contents.json:3:39: error: images[0].scale: catalog.badScale|4x",
            "Broken.xcassets/a.imageset/Contents.json:4:20: error: images[1].filename: catalog.missingFile|missing.png",
            "Broken.xcassets/a.imageset/Contents.json:5:20: error: images[2].filename: catalog.unsupportedFile|a.gif",
            #"Broken.xcassets/a.imageset/Contents.json:7:50: error: properties["template-rendering-intent"]: catalog.badIntent|tinted"#,
            "Broken.xcassets/b.imageset/Contents.json:1:13: error: images: json.syntax.unexpectedCharacter|'}'|json.expected.value",
            "Broken.xcassets/c.imageset/Contents.json:1:1: error: catalog.unreadable|No such file or directory",
            "Broken.xcassets/d.imageset/Contents.json:1:26: error: images[0].filename: catalog.outsideFile|link.png",
        ])
    }
}
