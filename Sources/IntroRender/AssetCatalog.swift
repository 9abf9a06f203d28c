import Foundation
import IntroJSON
import IntroUI

/// An Xcode asset catalog (`*.xcassets`), as far as IntroKit draws from it: its image sets
/// (PNG, PDF or SVG files at 1x/2x/3x or one universal file, with a rendering intent) and
/// its `AccentColor` colour set.
///
/// Folders inside the catalog are groups; a group whose `Contents.json` says
/// `"provides-namespace": true` prefixes its images' names (`Brand/logo`). Other kinds of
/// set (app icons, data, symbols) are skipped.
public struct AssetCatalog: Hashable, Sendable {
    /// How an image set asks to be drawn (`properties.template-rendering-intent`).
    public enum RenderingIntent: String, Hashable, Sendable {
        /// No intent given: SwiftUI draws `Image("name")` in its own colours.
        case unspecified
        /// Drawn as a template: its alpha filled with the foreground colour.
        case template
        /// Drawn in its own colours.
        case original
    }

    /// One file of an image set.
    public struct Variant: Hashable, Sendable {
        /// The image file.
        public var file: URL
        /// Its scale (1, 2, 3), or nil for a single-scale (vector or universal) file.
        public var scale: Double?
        /// `universal`, `iphone`, `ipad`, …
        public var idiom: String
    }

    /// An image set: its files and how it asks to be drawn.
    public struct ImageSet: Hashable, Sendable {
        /// Its name as `Image("name")` looks it up.
        public var name: String
        /// Its files, in the order the catalog lists them.
        public var variants: [Variant]
        /// Its rendering intent.
        public var intent: RenderingIntent

        /// The file for a screen scale: the smallest scale at least `scale`, else the
        /// largest; a single-scale file when there is no per-scale one. Universal files come
        /// before idiom-specific ones.
        public func file(forScale scale: Double) -> URL? {
            let ordered = variants.filter { $0.idiom == "universal" } + variants.filter { $0.idiom != "universal" }
            let scaled = ordered.compactMap { variant in variant.scale.map { (file: variant.file, scale: $0) } }
            if let match = scaled.filter({ $0.scale >= scale - 0.01 }).min(by: { $0.scale < $1.scale }) {
                return match.file
            }
            if let single = ordered.first(where: { $0.scale == nil }) { return single.file }
            return scaled.max { $0.scale < $1.scale }?.file
        }
    }

    /// The catalog folder.
    public let directory: URL
    /// Image sets by name.
    public let imageSets: [String: ImageSet]
    /// The `AccentColor` colour set (light and dark appearance), or nil when the catalog has
    /// none or it leaves the colour to the system.
    public let accentColor: Color?

    /// The image files an image set may hold.
    public static let imageExtensions: Set<String> = ["png", "pdf", "svg"]

    /// Reads a catalog's `Contents.json` files. Every problem found is collected (file, JSON
    /// path, line and column) and thrown together.
    public static func load(_ directory: URL) throws(AssetCatalogError) -> AssetCatalog {
        var reader = AssetCatalogReader(root: directory.standardizedFileURL)
        reader.readGroup(reader.root, namespace: "")
        guard reader.problems.isEmpty else { throw AssetCatalogError(problems: reader.problems) }
        return AssetCatalog(directory: reader.root, imageSets: reader.imageSets, accentColor: reader.accentColor)
    }

    /// Whether a path names an asset catalog (its extension is `xcassets`).
    public static func isCatalog(_ url: URL) -> Bool {
        url.pathExtension.lowercased() == "xcassets"
    }
}

/// Problems found in an asset catalog's `Contents.json` files.
public struct AssetCatalogError: Error, Hashable, Sendable {
    /// One problem: the file (relative to the folder holding the catalog) and what is wrong where.
    public struct Problem: Hashable, Sendable {
        /// The `Contents.json` file, e.g. `Assets.xcassets/gears.imageset/Contents.json`.
        public var file: String
        /// What is wrong, at which JSON path, line and column.
        public var diagnostic: JSONDiagnostic
    }

    /// Every problem, in the order found.
    public var problems: [Problem]

    /// Each problem as `file:line:col: error: path: message`, rendered through `localize`.
    public func lines(localize: (_ key: String, _ arguments: [String]) -> String) -> [String] {
        problems.map { $0.diagnostic.rendered(fileName: $0.file, localize: localize) }
    }
}

/// Walks a catalog folder and decodes its `Contents.json` files.
private struct AssetCatalogReader {
    let root: URL
    /// Where the catalog's files must stay.
    let boundary: FolderBoundary
    var imageSets: [String: AssetCatalog.ImageSet] = [:]
    var accentColor: Color?
    var problems: [AssetCatalogError.Problem] = []

    init(root: URL) {
        self.root = root
        boundary = FolderBoundary(root)
    }

    /// The most `Contents.json` may hold.
    static let maximumContentsBytes = 1 << 20

    mutating func readGroup(_ folder: URL, namespace: String) {
        let children = (try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            // A folder that links out of the catalog is not part of it.
            guard (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true,
                boundary.contains(path: child.path)
            else { continue }
            let name = child.deletingPathExtension().lastPathComponent
            switch child.pathExtension.lowercased() {
            case "imageset": readImageSet(child, name: namespace + name)
            case "colorset" where name == "AccentColor" && namespace.isEmpty: readAccentColor(child)
            case "": readSubgroup(child, namespace: namespace)
            default: continue
            }
        }
    }

    private mutating func readSubgroup(_ folder: URL, namespace: String) {
        var childNamespace = namespace
        if let contents = contents(of: folder, required: false),
            contents.value["properties"]?["provides-namespace"]?.boolValue == true
        {
            childNamespace += folder.lastPathComponent + "/"
        }
        readGroup(folder, namespace: childNamespace)
    }

    private mutating func readImageSet(_ folder: URL, name: String) {
        guard let contents = contents(of: folder, required: true) else { return }
        var variants: [AssetCatalog.Variant] = []
        let images = contents.value["images"]
        for (index, image) in (images?.arrayValue ?? []).enumerated() {
            let path = JSONPath.root.appending(key: "images").appending(index: index)
            guard let filename = image["filename"] else { continue }  // an empty slot in Xcode
            guard let text = filename.stringValue else {
                problem(contents, filename, path.appending(key: "filename"), "catalog.expectedString", [])
                continue
            }
            let file = folder.appendingPathComponent(text)
            guard !text.contains("/"), AssetCatalog.imageExtensions.contains(file.pathExtension.lowercased()) else {
                problem(contents, filename, path.appending(key: "filename"), "catalog.unsupportedFile", [text])
                continue
            }
            guard FileManager.default.fileExists(atPath: file.path) else {
                problem(contents, filename, path.appending(key: "filename"), "catalog.missingFile", [text])
                continue
            }
            guard boundary.contains(path: file.path) else {
                problem(contents, filename, path.appending(key: "filename"), "catalog.outsideFile", [text])
                continue
            }
            var scale: Double?
            if let value = image["scale"] {
                guard let text = value.stringValue, let number = ["1x": 1.0, "2x": 2, "3x": 3][text] else {
                    problem(contents, value, path.appending(key: "scale"), "catalog.badScale", [Self.excerpt(value)])
                    continue
                }
                scale = number
            }
            variants.append(.init(file: file, scale: scale, idiom: image["idiom"]?.stringValue ?? "universal"))
        }
        var intent = AssetCatalog.RenderingIntent.unspecified
        if let value = contents.value["properties"]?["template-rendering-intent"] {
            let path = JSONPath.root.appending(key: "properties").appending(key: "template-rendering-intent")
            switch value.stringValue {
            case "template": intent = .template
            case "original": intent = .original
            default: problem(contents, value, path, "catalog.badIntent", [Self.excerpt(value)])
            }
        }
        imageSets[name] = .init(name: name, variants: variants, intent: intent)
    }

    private mutating func readAccentColor(_ folder: URL) {
        guard let contents = contents(of: folder, required: true) else { return }
        var light: RGBA?
        var dark: RGBA?
        for (index, entry) in (contents.value["colors"]?.arrayValue ?? []).enumerated() {
            guard let color = entry["color"] else { continue }  // the system's accent
            let path = JSONPath.root.appending(key: "colors").appending(index: index).appending(key: "color")
            guard let rgba = decodeColor(color, path: path, in: contents) else { continue }
            let isDark = (entry["appearances"]?.arrayValue ?? []).contains {
                $0["appearance"]?.stringValue == "luminosity" && $0["value"]?.stringValue == "dark"
            }
            if isDark { dark = dark ?? rgba } else { light = light ?? rgba }
        }
        if let light { accentColor = Color(light: light, dark: dark ?? light) }
    }

    /// `{"color-space": "srgb", "components": {"red": "0.5", …}}`. Components are fractions
    /// (`0.686`), 8-bit integers (`175`) or hexadecimal (`0xAF`); Display P3 is taken as sRGB.
    private mutating func decodeColor(_ color: JSONValue, path: JSONPath, in contents: Contents) -> RGBA? {
        let space = color["color-space"]?.stringValue ?? "srgb"
        let names: [String]
        switch space {
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb": names = ["red", "green", "blue"]
        case "gray-gamma-22", "extended-gray": names = ["white", "white", "white"]
        default:
            problem(contents, color["color-space"] ?? color, path.appending(key: "color-space"), "catalog.badColorSpace", [space])
            return nil
        }
        let components = color["components"]
        var values: [Double] = []
        for name in names + ["alpha"] {
            let componentPath = path.appending(key: "components").appending(key: name)
            guard let value = components?[name] else {
                if name == "alpha" {
                    values.append(1)
                    continue
                }
                problem(contents, components ?? color, componentPath, "catalog.missingComponent", [name])
                return nil
            }
            guard let number = Self.component(value) else {
                problem(contents, value, componentPath, "catalog.badComponent", [Self.excerpt(value)])
                return nil
            }
            values.append(number)
        }
        return RGBA(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }

    /// A colour component in 0…1, or nil.
    static func component(_ value: JSONValue) -> Double? {
        if let number = value.numberValue { return (0...1).contains(number) ? number : nil }
        guard let text = value.stringValue?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x"), let byte = UInt8(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
        if !text.contains("."), let byte = UInt8(text) { return Double(byte) / 255 }
        if let fraction = Double(text), (0...1).contains(fraction) { return fraction }
        return nil
    }

    private static func excerpt(_ value: JSONValue) -> String {
        value.stringValue.map { JSONMessage.excerpt($0) } ?? value.type.rawValue
    }

    // MARK: Contents.json

    struct Contents {
        var file: String
        var value: JSONValue
    }

    /// A folder's `Contents.json`, parsed; nil (with a problem when `required`) when it is
    /// missing or invalid.
    private mutating func contents(of folder: URL, required: Bool) -> Contents? {
        let url = folder.appendingPathComponent("Contents.json")
        let file = displayPath(url)
        let data: Data
        do {
            data = try AssetFile.contents(of: url, limit: Self.maximumContentsBytes)
        } catch {
            guard required || FileManager.default.fileExists(atPath: url.path) else { return nil }
            let origin = SourcePosition(line: 1, column: 1, offset: 0)
            let message = JSONMessage("catalog.unreadable", texts: [error.englishDescription])
            problems.append(.init(file: file, diagnostic: JSONDiagnostic(.error, message, path: .root, position: origin)))
            return nil
        }
        do {
            let document = try JSONParser(maximumDepth: 64).parse(data)
            guard document.root.objectMembers != nil else {
                problem(Contents(file: file, value: document.root), document.root, .root, "catalog.expectedObject", [])
                return nil
            }
            return Contents(file: file, value: document.root)
        } catch {
            problems.append(.init(file: file, diagnostic: error.diagnostic))
            return nil
        }
    }

    private mutating func problem(_ contents: Contents, _ value: JSONValue, _ path: JSONPath, _ key: String, _ texts: [String]) {
        let diagnostic = JSONDiagnostic(.error, JSONMessage(key, texts: texts), path: path, position: value.position)
        problems.append(.init(file: contents.file, diagnostic: diagnostic))
    }

    /// The file's path from the folder holding the catalog: `Assets.xcassets/x.imageset/Contents.json`.
    private func displayPath(_ url: URL) -> String {
        let base = root.deletingLastPathComponent().path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
