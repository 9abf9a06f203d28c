import Foundation
import IntroCairo
import IntroJSON
import IntroRender
import IntroUI
import Testing

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

        let resolver = IconResolver(assetsDirectory: Self.sample)
        guard case .asset(let file, let intent)? = resolver.resolve("badge", scale: 2) else {
            Issue.record("badge is an image set")
            return
        }
        #expect(file.lastPathComponent == "badge@2x.png" && intent == .template)
        #expect(resolver.resolve("logo") == nil, "a namespaced set is found by its full name only")
        #expect(resolver.resolve("Brand/logo")?.file.lastPathComponent == "logo.svg")
    }

    @Test func problemsNameTheFileThePathAndTheLine() throws {
        let folder = try AssetFolder()
        let catalog = folder.url.appendingPathComponent("Broken.xcassets")
        try folder.write(Data("{}".utf8), to: "Broken.xcassets/Contents.json")
        try folder.write(try AssetFolder.disc(side: 8), to: "Broken.xcassets/a.imageset/a.png")
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
        try folder.write(try AssetFolder.disc(side: 8), to: "outside.png")
        try folder.write(Data(#"{"images": [{"filename": "link.png"}]}"#.utf8), to: "Broken.xcassets/d.imageset/Contents.json")
        try FileManager.default.createSymbolicLink(
            at: catalog.appendingPathComponent("d.imageset/link.png"), withDestinationURL: folder.url.appendingPathComponent("outside.png"))

        let error = try #require(throws: AssetCatalogError.self) { try AssetCatalog.load(catalog) }
        let lines = error.lines { key, arguments in
            ([key] + arguments).joined(separator: "|")
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
