import Foundation
import IntroRender
import IntroUI

/// Finds the file behind an image name: first an asset (an image set of an asset catalog, or
/// `NAME.svg` / `NAME.png` inside an assets folder), then an SF Symbol name mapped to an
/// installed freedesktop symbolic icon (see `SymbolThemes`). A name that resolves to neither
/// is drawn as a placeholder with an `unknownIcon` warning.
public struct IconResolver: ImageResolver, Hashable {
    /// Where a name was found.
    public enum Resolution: Hashable, Sendable {
        /// A user image: a file in the assets folder or an asset catalog's image set, with
        /// the set's rendering intent (`unspecified` for a plain file).
        case asset(URL, intent: AssetCatalog.RenderingIntent)
        /// An SF Symbol drawn from a freedesktop icon file; a template, tinted when drawn.
        case symbol(URL, SymbolMatch)

        /// The file to draw.
        public var file: URL {
            switch self {
            case .asset(let url, _), .symbol(let url, _): url
            }
        }
    }

    /// How an SF Symbol name found its icon.
    public enum SymbolMatch: Hashable, Sendable {
        /// The name has an entry in `SymbolTable`: the freedesktop icon drawn in its place.
        case mapped(icon: String)
        /// The name has no entry of its own; `base` (the name without some of its parts)
        /// has one, and its icon is drawn.
        case fallback(base: String, icon: String)
    }

    /// The assets: nothing, a folder of files or an asset catalog.
    public enum Assets: Hashable, Sendable {
        /// No assets: only SF Symbols resolve.
        case none
        /// A folder of image files, looked up by name.
        case folder(URL)
        /// An Xcode asset catalog (`.xcassets`).
        case catalog(AssetCatalog)
    }

    /// Where user images are looked up.
    public let assets: Assets

    /// A resolver that looks in `assetsDirectory` (nil: SF Symbols only). A path ending in
    /// `.xcassets` is read as an asset catalog (once per process); one that cannot be read
    /// provides no images (the CLI reports its problems before rendering).
    public init(assetsDirectory: URL?) {
        guard let assetsDirectory else {
            assets = .none
            return
        }
        if AssetCatalog.isCatalog(assetsDirectory) {
            assets = (try? CatalogCache.shared.catalog(at: assetsDirectory)).map(Assets.catalog) ?? .none
        } else {
            assets = .folder(assetsDirectory)
        }
    }

    /// The file for an image name at a screen scale, or nil when it is neither an asset nor
    /// a known symbol.
    public func resolve(_ name: String, source: ImageSource = .asset, scale: Double = 3) -> Resolution? {
        if source == .asset, let asset = assetFile(name, scale: scale) { return asset }
        return Self.symbol(name).map { .symbol($0.file, $0.match) }
    }

    /// Why a resolved image would not be drawn — over `limits`, not a regular file, or not
    /// a valid image — as the diagnostic a render reports; nil when it loads (lint's check).
    public func refusal(of resolution: Resolution, limits: AssetLimits, pixelSide: Int = 111) -> RenderDiagnostic? {
        refusal(of: resolution.file, trimmed: SymbolThemes.isTrimmed(resolution), limits: limits, pixelSide: pixelSide)
    }

    private func refusal(of file: URL, trimmed: Bool, limits: AssetLimits, pixelSide: Int) -> RenderDiagnostic? {
        do {
            _ = try IconCache.shared.icon(at: file, limits: limits, pixelSide: pixelSide, trimmed: trimmed)
            return nil
        } catch {
            return error.diagnostic
        }
    }

    /// The file for an image name and how it was found, as IntroRender's `ImageResolver`
    /// names it (an asset with its intent, a symbol's icon, a fallback's base and icon).
    public func resolution(of name: String, source: ImageSource, scale: Double) -> ImageResolution? {
        resolve(name, source: source, scale: scale).map { found in
            switch found {
            case .asset(let file, let intent): ImageResolution(file: file, match: .asset(intent: intent.rawValue))
            case .symbol(let file, .mapped(let icon)): ImageResolution(file: file, match: .symbol(icon: icon))
            case .symbol(let file, .fallback(let base, let icon)):
                ImageResolution(file: file, match: .symbolFallback(base: base, icon: icon))
            }
        }
    }

    /// Why a found image would not be drawn (see ``refusal(of:limits:pixelSide:)-(IconResolver.Resolution,_,_)``).
    public func refusal(of resolution: ImageResolution, limits: AssetLimits, pixelSide: Int) -> RenderDiagnostic? {
        refusal(of: resolution.file, trimmed: SymbolThemes.isTrimmed(resolution), limits: limits, pixelSide: pixelSide)
    }

    /// Whether an image name resolves, for lint: an asset in `assets` or a known SF Symbol.
    public static func resolves(name: String, source: ImageSource = .asset, assets: URL?) -> Bool {
        IconResolver(assetsDirectory: assets).resolve(name, source: source) != nil
    }

    /// The SF Symbol names with an icon of their own (before any fallback), sorted.
    public static var symbolNames: [String] { SymbolTable.iconNames.keys.sorted() }

    /// The icon file for an SF Symbol name, directly or through ``fallbackNames(_:)``.
    public static func symbolFile(_ name: String) -> URL? { symbol(name)?.file }

    /// The icon file for an SF Symbol name and how it was found.
    public static func symbol(_ name: String) -> (file: URL, match: SymbolMatch)? {
        for candidate in fallbackNames(name) {
            guard let icon = SymbolTable.iconNames[candidate], let file = SymbolThemes.file(for: icon) else { continue }
            return (file, candidate == name ? .mapped(icon: icon) : .fallback(base: candidate, icon: icon))
        }
        return nil
    }

    /// The names tried for a symbol, most specific first: the name itself; without a
    /// `.badge.…` part; without the variant parts (`fill`, `circle`, `square`, `slash`, …);
    /// then without its last part, one at a time (`note.text.badge.plus` → `note.text` → `note`).
    public static func fallbackNames(_ name: String) -> [String] {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var names = [name]
        func record() {
            let joined = parts.joined(separator: ".")
            if !parts.isEmpty, !names.contains(joined) { names.append(joined) }
        }
        if let badge = parts.firstIndex(of: "badge"), badge > 0 {
            parts.removeSubrange(badge...)
            record()
        }
        for variant in SymbolTable.variantParts {
            guard parts.count > 1 else { break }
            parts.removeAll { $0 == variant }
            record()
        }
        while parts.count > 1 {
            parts.removeLast()
            record()
        }
        return names
    }

    /// An image set of the catalog, or `NAME.svg` / `NAME.png` inside the assets folder.
    /// Names that could reach outside the folder are refused by its ``FolderBoundary``.
    private func assetFile(_ name: String, scale: Double) -> Resolution? {
        guard !name.isEmpty, FolderBoundary.refusal(of: name) == nil else { return nil }
        switch assets {
        case .none:
            return nil
        case .catalog(let catalog):
            guard let set = catalog.imageSets[name], let file = set.file(forScale: scale) else { return nil }
            return .asset(file, intent: set.intent)
        case .folder(let directory):
            let boundary = FolderBoundary(directory.standardizedFileURL)
            for fileExtension in ["svg", "png"] {
                guard let file = try? boundary.file("\(name).\(fileExtension)") else { continue }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue
                else { continue }
                return .asset(file, intent: .unspecified)
            }
            return nil
        }
    }
}

/// Asset catalogs read once per process, by path.
final class CatalogCache: @unchecked Sendable {
    static let shared = CatalogCache()

    private let lock = NSLock()
    private var catalogs: [String: Result<AssetCatalog, AssetCatalogError>] = [:]

    func catalog(at directory: URL) throws(AssetCatalogError) -> AssetCatalog {
        let path = directory.standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        if let cached = catalogs[path] { return try cached.get() }
        let result = Result { () throws(AssetCatalogError) in try AssetCatalog.load(directory) }
        catalogs[path] = result
        return try result.get()
    }
}
