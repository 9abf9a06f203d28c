import CCairo
import CPangoCairo
import Foundation
import IntroUI

/// The libraries and fonts that decide what IntroKit's PNG, SVG and PDF output looks like.
///
/// The same display list drawn with another Cairo, Pango or font version may differ by a
/// few pixels: snapshot tests record this beside their image references and name what
/// changed when a comparison fails.
public struct RenderEnvironment: Hashable, Sendable {
    /// Cairo's version (`cairo_version_string`).
    public let cairo: String
    /// Pango's version (`pango_version_string`).
    public let pango: String
    /// For each font family IntroKit draws with, the font fontconfig picks: its version
    /// (the font's revision) and file name, e.g. `3.019 Inter-Regular.otf`; `missing` when
    /// fontconfig substitutes another family.
    public let fonts: [String: String]

    /// The environment of this process, read once.
    public static let current = RenderEnvironment(
        cairo: String(cString: cairo_version_string()),
        pango: String(cString: pango_version_string()),
        fonts: Dictionary(uniqueKeysWithValues: fontFamilies.map { ($0, fontDescription(family: $0)) }))

    /// Every entry as `name: value` pairs with stable names (`cairo`, `pango`,
    /// `font.Inter`, …), for files and messages.
    public var entries: [String: String] {
        var entries = ["cairo": cairo, "pango": pango]
        for (family, font) in fonts { entries["font.\(family)"] = font }
        return entries
    }

    /// The path of every font file fontconfig offers and of every configuration file it read,
    /// sorted: Pango may fall back to any installed font for a character, so whatever keys
    /// outputs by what draws them (the CLI's render cache) needs all of them.
    public static func fontFiles() -> [String] {
        guard PangoThreadContext.fontconfigReady else { return [] }
        var paths = Set<String>()
        for set in [FcSetSystem, FcSetApplication] {
            guard let fonts = FcConfigGetFonts(nil, set)?.pointee else { continue }
            for index in 0..<Int(fonts.nfont) {
                var file: UnsafeMutablePointer<FcChar8>?
                guard let pattern = fonts.fonts[index], FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch,
                    let file
                else { continue }
                paths.insert(String(cString: file))
            }
        }
        if let list = FcConfigGetConfigFiles(nil) {
            defer { FcStrListDone(list) }
            while let name = FcStrListNext(list) { paths.insert(String(cString: name)) }
        }
        return paths.sorted()
    }

    /// The families IntroKit's text uses, in the order Pango falls back through them.
    static var fontFamilies: [String] {
        var seen: Set<String> = []
        return [Font.Design.default, .serif, .monospaced, .rounded]
            .flatMap { PangoParagraph.families(for: $0).split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { seen.insert($0).inserted }
    }

    /// The font fontconfig matches for a family: `version file`, or `missing`.
    private static func fontDescription(family: String) -> String {
        guard PangoThreadContext.fontconfigReady, let pattern = FcNameParse(family) else { return "missing" }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return "missing" }
        defer { FcPatternDestroy(match) }
        var matchedFamily: UnsafeMutablePointer<FcChar8>?
        var file: UnsafeMutablePointer<FcChar8>?
        var revision: Int32 = 0
        guard FcPatternGetString(match, FC_FAMILY, 0, &matchedFamily) == FcResultMatch, let matchedFamily,
            String(cString: matchedFamily).caseInsensitiveCompare(family) == .orderedSame
        else { return "missing" }
        _ = FcPatternGetInteger(match, FC_FONTVERSION, 0, &revision)
        let version = String(format: "%.3f", Double(revision) / 65536)
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return version }
        return "\(version) \(URL(fileURLWithPath: String(cString: file)).lastPathComponent)"
    }
}
