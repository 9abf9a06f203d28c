import Foundation
import IntroRender

/// The icon folders SF Symbols are drawn from, searched in order: IntroKit's own stand-ins
/// (`Sources/IntroCairo/Symbols`, read from the checkout this module was built from, drawn
/// here for pictures no theme has, on Adwaita's 16-pixel page), then the installed freedesktop
/// icon themes: Adwaita's symbolic icons (`adwaita-icon-theme`), then Breeze's monochrome icons
/// (`breeze-icon-theme`: `*/symbolic`, then the 22-pixel actions, status, devices, places,
/// emblems and emotes). Both are Debian packages that `scripts/setup` installs. Icons are
/// drawn as templates: only their alpha counts, so their own colours do not matter.
enum SymbolThemes {
    /// One folder searched, and the suffix its icon files carry after the icon name.
    struct Folder {
        var path: String
        var suffix: String
    }

    /// The folders, most preferred first.
    static let folders: [Folder] =
        [Folder(path: ownSymbols, suffix: ".svg"), Folder(path: "/usr/share/icons/Adwaita/scalable", suffix: "-symbolic.svg")]
        + ["actions", "status", "devices", "places", "emblems", "emotes", "categories"].map {
            Folder(path: "/usr/share/icons/breeze/\($0)/symbolic", suffix: "-symbolic.svg")
        }
        + ["actions", "status", "devices", "places", "emblems", "emotes"].map {
            Folder(path: "/usr/share/icons/breeze/\($0)/22", suffix: ".svg")
        }

    /// The folder of IntroKit's own stand-ins (`introkit-NAME.svg`), beside this file.
    static let ownSymbols = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Symbols").path

    /// Breeze draws on a 22-pixel page with a 3-pixel margin, Adwaita on 16 pixels with 1:
    /// a Breeze stand-in is drawn by its ink (see ``LoadedIcon``) so both come out the same size.
    static let trimmedRoot = "/usr/share/icons/breeze/"

    /// Whether a resolved image is a symbol drawn by its ink.
    static func isTrimmed(_ resolution: IconResolver.Resolution) -> Bool {
        guard case .symbol(let file, _) = resolution else { return false }
        return file.path.hasPrefix(trimmedRoot)
    }

    /// Whether a resolution in IntroRender's terms is a symbol drawn by its ink.
    static func isTrimmed(_ resolution: ImageResolution) -> Bool {
        if case .asset = resolution.match { return false }
        return resolution.file.path.hasPrefix(trimmedRoot)
    }

    /// The file of a freedesktop icon name, from the first folder that has it; a name with
    /// its Breeze folder (`actions/22/window-close`) is that file, for a picture whose name
    /// alone finds another theme's different one.
    static func file(for icon: String) -> URL? {
        guard icon.contains("/") else { return index[icon] }
        let file = URL(fileURLWithPath: trimmedRoot + icon + ".svg")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// Every icon name in the folders, to the file of its first occurrence (folders in
    /// order, files in sorted path order within a folder). Read once.
    private static let index: [String: URL] = {
        var index: [String: URL] = [:]
        for folder in folders {
            let walker = FileManager.default.enumerator(
                at: URL(fileURLWithPath: folder.path), includingPropertiesForKeys: nil)
            // Sorted by path, each path made once (a URL makes its path anew on every call).
            let files = (walker?.allObjects ?? []).compactMap { $0 as? URL }
                .filter { $0.lastPathComponent.hasSuffix(folder.suffix) }
                .map { (path: $0.path, url: $0) }
                .sorted { $0.path < $1.path }
                .map(\.url)
            for file in files {
                let name = String(file.lastPathComponent.dropLast(folder.suffix.count))
                if index[name] == nil { index[name] = file }
            }
        }
        return index
    }()
}
