import Foundation
import IntroGalleryFormat
import IntroUI

/// The gallery page: `index.html` with its style sheet, script and data inline, so that it
/// opens from `file://` and from an unzipped CI artifact with no server and no network.
/// Images are referenced by relative paths beside it.
public struct GalleryPage: Sendable {
    /// The page's file name.
    public static let fileName = "index.html"
    /// The small script an open page in watch mode polls: the data's generation.
    public static let liveScriptName = "gallery-live.js"
    /// The script with the data, which an open page loads when the generation is new.
    public static let liveDataScriptName = "gallery-live-data.js"

    /// What the page shows.
    public enum Content: Sendable {
        /// The outputs of renders, as a grid.
        case previews(GalleryManifest)
        /// Failed snapshot assertions, for review.
        case snapshots([SnapshotFailureRecord])
    }

    /// The page's title.
    public var title: String
    /// The language of the page's labels (`en`, `es`).
    public var locale: String
    /// What it shows.
    public var content: Content
    /// Whether the page polls ``liveScriptName`` for changes (watch mode).
    public var live: Bool

    /// Creates a page.
    public init(title: String, locale: String, content: Content, live: Bool = false) {
        self.title = title
        self.locale = locale
        self.content = content
        self.live = live
    }

    /// The page's data, as the script reads it; the previews' frames go apart (``GalleryTable/Frames``).
    struct Payload: Encodable {
        var kind: String
        var title: String
        var live: Bool
        var generation: Int
        var strings: [String: String]
        var table: GalleryTable
        var problems: [GalleryInputProblem]
        var failures: [SnapshotFailureRecord]
    }

    var payload: Payload {
        let strings = Dictionary(uniqueKeysWithValues: GalleryStrings.table.entries.keys.map {
            ($0, GalleryStrings.table.string($0, locale: locale))
        })
        switch content {
        case .previews(let manifest):
            return Payload(
                kind: "previews", title: title, live: live, generation: manifest.generation, strings: strings,
                table: GalleryTable(manifest.entries), problems: manifest.problems, failures: [])
        case .snapshots(let failures):
            return Payload(
                kind: "snapshots", title: title, live: false, generation: 0, strings: strings, table: GalleryTable(),
                problems: [], failures: failures)
        }
    }

    /// `index.html`.
    public var html: Data {
        let payload = payload
        let language = HTMLText.escaped(LocaleName.language(of: locale))
        let document = """
            <!doctype html>
            <html lang="\(language)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="IntroKit">
            <title>\(HTMLText.escaped(title))</title>
            <style>\(GalleryStyle.css)</style>
            </head>
            <body>
            <header class="bar" id="bar"></header>
            <div id="problems"></div>
            <main id="main"></main>
            <div id="zoom" hidden></div>
            <script type="application/json" id="gallery-data">\(HTMLText.scriptJSON(payload))</script>
            <script type="application/json" id="gallery-frames">\(HTMLText.scriptJSON(payload.table.frames))</script>
            <script>\(GalleryScript.js)</script>
            </body>
            </html>

            """
        return Data(document.utf8)
    }

    /// `gallery-live.js`: the data's generation, which the open page polls every second
    /// (a few bytes, however large the gallery).
    public var liveScript: Data {
        Data("IntroKitGallery.announce(\(generation));\n".utf8)
    }

    /// `gallery-live-data.js`: the data and the frames, which the open page loads when
    /// ``liveScript`` announces a generation it has not seen.
    public var liveDataScript: Data {
        let payload = payload
        return Data("IntroKitGallery.update(\(HTMLText.scriptJSON(payload)), \(HTMLText.scriptJSON(payload.table.frames)));\n".utf8)
    }

    private var generation: Int {
        if case .previews(let manifest) = content { manifest.generation } else { 0 }
    }
}

/// Text made safe for HTML: markup characters as entities, JSON that cannot end its script.
enum HTMLText {
    /// `&`, `<`, `>`, `"` and `'` as character references.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// JSON for inside a `<script>` element (and a script file): `<`, `>` and `&` written as
    /// `\u003c` …, so no `</script>` or `<!--` can appear, and U+2028/2029 escaped for JS.
    static func scriptJSON<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(value)) ?? Data("{}".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(json.count + json.count / 32)
        for byte in json {
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
                result += Array(String(format: "\\u%04x", byte).utf8)
            case 0xA8...0xA9 where result.count >= 2 && result[result.count - 2] == 0xE2 && result[result.count - 1] == 0x80:
                // U+2028 and U+2029 (E2 80 A8/A9 in UTF-8): line ends to JavaScript.
                result.removeLast(2)
                result += Array((byte == 0xA8 ? "\\u2028" : "\\u2029").utf8)
            default:
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// Language codes.
enum LocaleName {
    /// The language of a locale: `es-MX` → `es`, anything odd → `en`.
    static func language(of locale: String) -> String {
        let code = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return code.allSatisfy({ $0.isASCII && $0.isLetter }) && !code.isEmpty ? code.lowercased() : "en"
    }
}
