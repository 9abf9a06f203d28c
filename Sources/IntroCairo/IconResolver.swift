import Foundation
import IntroUI

/// Finds the file behind an image name: first an asset (`NAME.svg` or `NAME.png` inside the
/// assets folder), then an SF Symbol name mapped to an installed Adwaita symbolic icon.
/// A name that resolves to neither is drawn as a placeholder with an `unknownIcon` warning.
public struct IconResolver: Hashable, Sendable {
    /// Where a name was found.
    public enum Resolution: Hashable, Sendable {
        /// A user image inside the assets folder; drawn in its own colours.
        case asset(URL)
        /// An SF Symbol drawn from an Adwaita icon file; a template, tinted when drawn.
        case symbol(URL)

        /// The file to draw.
        public var file: URL {
            switch self {
            case .asset(let url), .symbol(let url): url
            }
        }
    }

    /// The folder of the Adwaita symbolic icons SF Symbols are mapped to.
    public static let symbolThemeDirectory = URL(fileURLWithPath: "/usr/share/icons/Adwaita/scalable")

    /// The folder of user images, or nil.
    public let assetsDirectory: URL?

    /// A resolver that looks in `assetsDirectory` (nil: SF Symbols only).
    public init(assetsDirectory: URL?) {
        self.assetsDirectory = assetsDirectory
    }

    /// The file for an image name, or nil when it is neither an asset nor a known symbol.
    public func resolve(_ name: String, source: ImageSource = .asset) -> Resolution? {
        if source == .asset, let asset = assetFile(name) { return .asset(asset) }
        return Self.symbolFile(name).map(Resolution.symbol)
    }

    /// Whether an image name resolves, for lint: an asset in `assets` or a known SF Symbol.
    public static func resolves(name: String, source: ImageSource = .asset, assets: URL?) -> Bool {
        IconResolver(assetsDirectory: assets).resolve(name, source: source) != nil
    }

    /// The SF Symbol names with an Adwaita counterpart (before any suffix fallback), sorted.
    public static var symbolNames: [String] { SymbolTable.adwaitaNames.keys.sorted() }

    /// The icon file for an SF Symbol name. Names without an entry of their own are tried
    /// again without a `.badge.…` suffix, then without `.fill`, then without `.circle`.
    public static func symbolFile(_ name: String) -> URL? {
        for candidate in fallbackNames(name) {
            if let icon = SymbolTable.adwaitaNames[candidate], let file = themeIndex[icon] { return file }
        }
        return nil
    }

    /// `a.b.fill.badge.plus` → itself, `a.b.fill`, `a.b`; `.circle` parts are dropped last.
    static func fallbackNames(_ name: String) -> [String] {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var names = [name]
        func record() {
            let joined = parts.joined(separator: ".")
            if !parts.isEmpty, names.last != joined { names.append(joined) }
        }
        if let badge = parts.firstIndex(of: "badge") {
            parts.removeSubrange(badge...)
            record()
        }
        for suffix in ["fill", "circle"] {
            parts.removeAll { $0 == suffix }
            record()
        }
        return names
    }

    /// Every `NAME-symbolic.svg` under the theme folder by NAME; the first path in sorted
    /// order wins where a name appears twice. Read once.
    private static let themeIndex: [String: URL] = {
        let suffix = "-symbolic.svg"
        let walker = FileManager.default.enumerator(at: symbolThemeDirectory, includingPropertiesForKeys: nil)
        let files = (walker?.allObjects ?? []).compactMap { $0 as? URL }
            .filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
        var index: [String: URL] = [:]
        for file in files {
            let name = String(file.lastPathComponent.dropLast(suffix.count))
            if index[name] == nil { index[name] = file }
        }
        return index
    }()

    /// `NAME.svg` or `NAME.png` inside the assets folder. Names that could reach outside it
    /// (containing `..`, starting with `/`, or leading elsewhere through a link) are refused.
    private func assetFile(_ name: String) -> URL? {
        guard let assetsDirectory, Self.isPlainAssetName(name) else { return nil }
        let root = assetsDirectory.standardizedFileURL.resolvingSymlinksInPath()
        for fileExtension in ["svg", "png"] {
            let file = root.appendingPathComponent("\(name).\(fileExtension)").standardizedFileURL
                .resolvingSymlinksInPath()
            var isDirectory: ObjCBool = false
            guard file.path.hasPrefix(root.path + "/"),
                FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            return file
        }
        return nil
    }

    private static func isPlainAssetName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.hasPrefix("~") && !name.contains("..")
            && !name.contains("\0")
    }
}
