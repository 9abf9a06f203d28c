import Foundation
import Testing

/// `--assets` (folders and asset catalogs), `--max-asset-bytes` and symbol notes in lint,
/// end to end through the built binary.
@Suite struct AssetsCLITests {
    let folder: URL
    static let catalogSample = IntroKitProcess.samples.appendingPathComponent("AssetCatalog")
    static let commonSymbols: [String] = {
        let file = IntroKitProcess.samples.deletingLastPathComponent()
            .appendingPathComponent("Tests/Fixtures/common-onboarding-symbols.txt")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }()

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ text: String, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func sheet(_ images: [String]) throws -> String {
        let rows = images.map { #"{"imageName": "\#($0)", "title": "T", "content": "C"}"# }
        return try write(#"[{"title": "Icons", "rows": [\#(rows.joined(separator: ","))]}]"#, "sheet-\(UUID().uuidString).json")
    }

    @Test func aMissingFolderOrAFileIsAnError() throws {
        let path = try sheet(["star"])
        let file = try write("not a folder", "assets.txt")
        for (assets, fragment, spanish) in [
            ("no-such-folder", "no such folder", "no existe la carpeta"), (file, "is a file, not a folder", "es un archivo"),
        ] {
            for command in [["render", "sheet", path, "--device", "iphone-se-1", "--backend", "text", "-o", "out"], ["lint", path]] {
                let english = try IntroKitProcess.run(command + ["--assets", assets], in: folder)
                #expect(english.status == 1)
                #expect(english.stderr.contains(fragment) && english.stderr.contains("--assets"), "\(english.stderr)")
                let es = try IntroKitProcess.run(command + ["--assets", assets, "--locale", "es"], in: folder)
                #expect(es.stderr.contains(spanish), "\(es.stderr)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func theAssetByteLimitHasACeiling() throws {
        let path = try sheet(["star"])
        let outcome = try IntroKitProcess.run(
            ["render", "sheet", path, "--backend", "text", "--max-asset-bytes", "9223372036854775807"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--max-asset-bytes") && outcome.stderr.contains("16777216"), "\(outcome.stderr)")
    }

    /// A FIFO would block a plain read forever; it is refused with a message and exit 1.
    @Test func aFIFOAssetFailsTheRenderWithoutHanging() throws {
        let assets = folder.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        #expect(mkfifo(assets.appendingPathComponent("pipe.png").path, 0o600) == 0)
        let outcome = try IntroKitProcess.run(
            ["render", "sheet", try sheet(["pipe"]), "--device", "iphone-se-1", "--scale", "1", "--assets", assets.path,
             "-o", "out"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("is not a regular file"), "\(outcome.stderr)")
        let lint = try IntroKitProcess.run(
            ["lint", try sheet(["pipe"]), "--device", "iphone-se-1", "--assets", assets.path, "--json"], in: folder)
        #expect(lint.status == 1, "lint reports the refused asset as an error")
        let reports = try JSONSerialization.jsonObject(with: lint.stdout) as? [[String: Any]] ?? []
        let refused = reports.first { ($0["code"] as? String) == "assetRefused" }
        #expect((refused?["message"] as? String)?.contains("cannot be drawn: the asset") == true, "\(reports)")
        // The images and thumbnails were staged before the refusal was known: the rollback
        // removes them, the staging folders and the folders the run created.
        let written = (try? FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path)) ?? []
        #expect(written.isEmpty, "nothing written: \(written)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "out/ was created by the run")
    }

    /// Lint checks bitmap assets against the pixel limit render sheet would apply, and takes
    /// the same flag its message names.
    @Test func lintTakesThePixelLimitItsMessageNames() throws {
        let assets = folder.appendingPathComponent("big-assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        // A PNG header of 400 × 300 pixels is all the check reads.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8))
        png += Data([0, 0, 1, 0x90, 0, 0, 1, 0x2C, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        try png.write(to: assets.appendingPathComponent("photo.png"))
        let arguments = ["lint", try sheet(["photo"]), "--device", "iphone-se-1", "--assets", assets.path, "--json"]
        let limited = try IntroKitProcess.run(arguments + ["--max-pixels", "100000"], in: folder)
        let reports = try JSONSerialization.jsonObject(with: limited.stdout) as? [[String: Any]] ?? []
        let refused = reports.first { ($0["code"] as? String) == "assetRefused" }
        #expect((refused?["message"] as? String)?.contains("over the limit of 100000") == true, "\(reports)")
        #expect((refused?["message"] as? String)?.contains("--max-pixels") == true)
        let help = try IntroKitProcess.run(["lint", "--help"], in: folder)
        #expect(String(decoding: help.stdout, as: UTF8.self).contains("--max-pixels"))
    }

    @Test func theSampleCatalogRendersWithItsAccentColor() throws {
        let outcome = try IntroKitProcess.run(
            ["render", "sheet", Self.catalogSample.appendingPathComponent("catalog-sheet.json").path, "--device", "iphone-se-1",
             "--assets", Self.catalogSample.appendingPathComponent("Assets.xcassets").path, "-o", "out"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("warning"), "every image is found: \(outcome.stderr)")
        let data = try Data(contentsOf: folder.appendingPathComponent("out/catalog-sheet-iphone-se-1-portrait-light-p1.png"))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func catalogProblemsAreReportedWithFileAndPath() throws {
        _ = try write("{}", "Bad.xcassets/Contents.json")
        _ = try write(#"{"images": [{"filename": "x.png", "scale": "5x"}]}"#, "Bad.xcassets/x.imageset/Contents.json")
        _ = try write("", "Bad.xcassets/x.imageset/x.png")
        for (locale, text) in [("en", "is not a scale: use 1x, 2x or 3x"), ("es", "no es una escala")] {
            let outcome = try IntroKitProcess.run(
                ["lint", try sheet(["x"]), "--assets", folder.appendingPathComponent("Bad.xcassets").path, "--locale", locale],
                in: folder)
            #expect(outcome.status == 1)
            #expect(outcome.stderr.contains("Bad.xcassets/x.imageset/Contents.json:1:44: error: images[0].scale: \"5x\""), "\(outcome.stderr)")
            #expect(outcome.stderr.contains(text), "\(outcome.stderr)")
        }
    }

    /// Issue 13's done-when: lint of a sheet using the common symbols reports no placeholder,
    /// and says where a stand-in or a fallback is drawn.
    @Test func lintOfTheCommonSymbolsFindsNoPlaceholder() throws {
        let symbols = Self.commonSymbols
        #expect(symbols.count >= 113)
        let pages = stride(from: 0, to: symbols.count, by: 4).map { start in
            let rows = symbols[start..<min(start + 4, symbols.count)].map {
                #"{"imageName": "\#($0)", "title": "T", "content": "C"}"#
            }
            return #"{"title": "Symbols", "rows": [\#(rows.joined(separator: ","))]}"#
        }
        let path = try write("[" + pages.joined(separator: ",") + "]", "symbols.json")
        let outcome = try IntroKitProcess.run(
            ["lint", path, "--device", "iphone-15", "--orientation", "portrait", "--color-scheme", "light", "--json",
             "--backend", "text"], in: folder)
        let reports = try JSONSerialization.jsonObject(with: outcome.stdout) as? [[String: Any]] ?? []
        let codes = reports.compactMap { $0["code"] as? String }
        #expect(!codes.contains("unknownIcon"), "\(reports.filter { ($0["code"] as? String) == "unknownIcon" })")
        #expect(codes.contains("symbolFallback") && codes.contains("symbolSubstitute"))
        let note = reports.first { ($0["code"] as? String) == "symbolFallback" }
        #expect(note?["severity"] as? String == "note")
        #expect((note?["message"] as? String)?.contains("has no icon of its own") == true)
    }
}
