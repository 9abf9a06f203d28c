import Foundation
import IntroGalleryFormat
import Testing
@testable import IntroGallery

/// Manifests: versions, merging shards, and a page that no name or message can inject into.
@Suite struct GalleryModelTests {
    static func entry(_ file: String, page: Int = 1, device: String = "iphone-se", path: String? = nil) -> GalleryEntry {
        GalleryEntry(
            file: file, page: page, device: GalleryDevice(id: device, name: device, idiom: "phone", width: 375, height: 667),
            orientation: "portrait", scheme: "light", locale: "en", dynamicType: "large", backend: "png",
            path: path ?? "\(file)-\(device)-p\(page).png", bytes: 1, revision: "r")
    }

    @Test func aManifestRoundTrips() throws {
        let manifest = GalleryManifest(generator: "introkit test", entries: [Self.entry("a.json"), Self.entry("b.json", page: 2)])
        #expect(try GalleryManifest.decode(manifest.json, source: "m.json") == manifest)
    }

    @Test func manifestsOfOtherVersionsAreRefusedClearly() {
        func decode(_ text: String) -> GalleryError? {
            do {
                _ = try GalleryManifest.decode(Data(text.utf8), source: "m.json")
                return nil
            } catch {
                return error
            }
        }
        let format = GalleryManifest.formatName
        #expect(decode(#"{"format": "\#(format)", "version": 2, "entries": []}"#)
            == .unsupportedVersion(source: "m.json", found: 2, supported: 1))
        #expect(decode(#"{"format": "\#(format)", "version": 0}"#) == .unsupportedVersion(source: "m.json", found: 0, supported: 1))
        #expect(decode(#"{"version": 1}"#) == .notAManifest(source: "m.json"))
        #expect(decode(#"[1, 2]"#).map { if case .unreadable = $0 { true } else { false } } == true)
        guard case .unreadable(_, let reason) = decode(#"{"format": "\#(format)", "version": 1, "generator": "g", "entries": [{}], "problems": [], "generation": 0}"#) else {
            Issue.record("a broken entry is unreadable")
            return
        }
        #expect(reason.contains("entries"), "\(reason)")
    }

    @Test func mergingShardsKeepsEveryEntryOnce() throws {
        let shards: [GalleryMerge.Source] = [
            ("shard-1", GalleryManifest(generator: "t", entries: [Self.entry("a.json"), Self.entry("b.json")])),
            ("shard-2", GalleryManifest(generator: "t", entries: [Self.entry("a.json", device: "ipad-pro-11")])),
        ]
        let merged = try GalleryMerge.merge(shards, generator: "t")
        #expect(merged.entries.map(\.path) == ["a.json-iphone-se-p1.png", "b.json-iphone-se-p1.png", "a.json-ipad-pro-11-p1.png"])
    }

    @Test func overlappingAndConflictingShardsAreErrorsNamingBoth() {
        let one = GalleryManifest(generator: "t", entries: [Self.entry("a.json")])
        #expect(throws: GalleryError.overlapping(key: Self.entry("a.json").key, sources: ["shard-1", "shard-2"])) {
            try GalleryMerge.merge([("shard-1", one), ("shard-2", one)], generator: "t")
        }
        let other = GalleryManifest(generator: "t", entries: [Self.entry("b.json", path: "a.json-iphone-se-p1.png")])
        #expect(throws: GalleryError.conflicting(path: "a.json-iphone-se-p1.png", sources: ["shard-1", "shard-2"])) {
            try GalleryMerge.merge([("shard-1", one), ("shard-2", other)], generator: "t")
        }
    }

    @Test func laterRendersReplaceEntriesOfTheSamePath() {
        var manifest = GalleryManifest(generator: "t", entries: [Self.entry("a.json"), Self.entry("b.json")])
        var changed = Self.entry("a.json")
        changed.revision = "new"
        manifest.update(with: [changed, Self.entry("c.json")])
        #expect(manifest.entries.map(\.file) == ["a.json", "b.json", "c.json"])
        #expect(manifest.entries[0].revision == "new")
    }

    @Test func namesAndMessagesCannotEndTheDataScript() {
        let hostile = #"</script><script>alert(1)</script> <!-- & "q" 'x' # % ñ é © "# + "\u{2028}\u{2029}"
        var entry = Self.entry(hostile)
        entry.findings = [GalleryFinding(severity: "warning", code: "x", element: hostile, message: hostile)]
        let page = GalleryPage(
            title: hostile, locale: "es", content: .previews(GalleryManifest(generator: "t", entries: [entry])))
        let html = String(decoding: page.html, as: UTF8.self)
        #expect(html.components(separatedBy: "</script>").count == 4)
        #expect(!html.contains("<!--"))
        #expect(html.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; &quot;q&quot; &#39;x&#39;"))
        #expect(html.contains(#"<html lang="es">"#))
        // The JSON in the page decodes back to the same text.
        let start = html.range(of: #"id="gallery-data">"#)!.upperBound
        let end = html.range(of: "</script>", range: start..<html.endIndex)!.lowerBound
        // U+2028 and U+2029 end lines in JavaScript: escaped; é and © (bytes A9 after C3, C2) kept.
        #expect(!html[start..<end].contains("\u{2028}") && !html[start..<end].contains("\u{2029}"))
        #expect(html[start..<end].contains(#"\u2028\u2029"#) && html[start..<end].contains("é ©"))
        let decoded = try? JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any]
        let table = decoded?["table"] as? [String: Any]
        let names = table?["names"] as? [String] ?? []
        let row = (table?["rows"] as? [[Any]])?.first
        #expect(names.indices.contains(row?.first as? Int ?? -1) && names[row?.first as? Int ?? 0] == hostile)
        #expect((table?["findings"] as? [[String: Any]])?.first?["message"] as? String == hostile)
        #expect(String(decoding: page.liveDataScript, as: UTF8.self).hasPrefix("IntroKitGallery.update({"))
        var manifest = GalleryManifest(generator: "t", entries: [entry])
        manifest.generation = 7
        let live = GalleryPage(title: "t", locale: "en", content: .previews(manifest), live: true)
        #expect(String(decoding: live.liveScript, as: UTF8.self) == "IntroKitGallery.announce(7);\n")
    }

    @Test func theTableKeepsEachNameDeviceFindingAndFrameSetOnce() throws {
        let frames = [GalleryFrame(id: "title", x: 16.04, y: 80, width: 343.333, height: 41), GalleryFrame(id: "row.1", x: 0, y: 1, width: 2, height: 3)]
        let finding = GalleryFinding(severity: "warning", code: "textOverflows", element: "title", message: "m")
        var entries: [GalleryEntry] = []
        for scheme in ["light", "dark"] {
            for page in [1, 2] {
                var entry = Self.entry("a.json", page: page, path: "a-\(scheme)-\(page).png")
                (entry.scheme, entry.frames, entry.findings) = (scheme, page == 1 ? frames : [], [finding])
                entries.append(entry)
            }
        }
        let table = GalleryTable(entries)
        #expect(table.names == ["a.json", "portrait", "light", "en", "large", "png", "dark"])
        #expect(table.devices.count == 1 && table.findings == [finding])
        // The light and dark outputs of a page share their frames; a page without frames has an empty set.
        #expect(table.rows.map { $0.index(.frames) } == [0, 1, 0, 1])
        #expect(table.frames.ids == ["title", "row.1"])
        #expect(table.frames.sets == [[0, 16, 80, 343.3, 41, 1, 0, 1, 2, 3], []])
        #expect(table.rows.map { $0.index(.scheme) } == [2, 2, 6, 6])
        // A row is an array in the page's data, in the order the script reads it.
        let row = try JSONSerialization.jsonObject(with: JSONEncoder().encode(table.rows[3])) as? [Any] ?? []
        #expect(row.count == 22 && row[9] as? String == "a-dark-2.png" && row[15] as? Int == 1 && row[16] is NSNull)
        // The media type, when the manifest has one, is a name too; no accessibility snapshot here.
        #expect(row[17] is NSNull && row[18...].allSatisfy { $0 is NSNull })
        var image = Self.entry("b.json", page: 1, path: "b.webp")
        image.mediaType = "image/webp"
        let imageTable = GalleryTable([image])
        #expect(imageTable.rows[0].index(.mediaType).map { imageTable.names[$0] } == "image/webp")
    }

    @Test func everyPageLabelHasEnglishAndSpanish() {
        #expect(GalleryStrings.table.missingTranslations.isEmpty)
    }

    @Test func unifiedDiffsBecomeColouredLines() {
        let lines = SnapshotFailureRecord.diffLines("--- reference\n+++ actual\n@@ -1,2 +1,2 @@\n same\n-old\n+new\n")
        #expect(lines.map(\.op) == ["@", " ", "-", "+"])
        #expect(lines.map(\.text) == ["@@ -1,2 +1,2 @@", "same", "old", "new"])
    }
}
