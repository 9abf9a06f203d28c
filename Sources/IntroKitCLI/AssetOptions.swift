import Foundation
import IntroCommandLine
import IntroRender
import IntroUI

/// `--assets PATH` and `--max-asset-bytes N`: where user images come from and how large an
/// asset file may be. The path must be a folder (of `NAME.svg` / `NAME.png` files) or an
/// Xcode asset catalog (`*.xcassets`), whose `Contents.json` files are checked up front.
struct AssetOptions {
    /// `--assets PATH`.
    static let path = Option(
        "assets", ValueParser.string("PATH").optional, default: nil,
        help: "Folder of NAME.svg / NAME.png images, or an Xcode asset catalog (*.xcassets), looked up before SF Symbols")
    /// `--max-asset-bytes N`, at most ``AssetLimits/maximumBytes``.
    static let maximumBytes = Option(
        "max-asset-bytes", .positiveInteger(ceiling: Ceiling.assetBytes), default: AssetLimits.defaultBytes,
        help: "Largest asset file read, in bytes (at most \(AssetLimits.maximumBytes))")

    /// The options of every command that draws or checks images.
    static let options: [any OptionDeclaration] = [path, maximumBytes]

    /// The assets folder or catalog, or nil.
    let directory: URL?
    /// The catalog, when `--assets` names one.
    let catalog: AssetCatalog?
    /// The most bytes an asset file may have.
    let bytes: Int

    init(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
        bytes = arguments[Self.maximumBytes]
        guard let path = arguments[Self.path] else {
            directory = nil
            catalog = nil
            return
        }
        let url = context.url(for: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .input([context.message("assets.notFound", [path])])
        }
        guard isDirectory.boolValue else { throw .input([context.message("assets.notFolder", [path])]) }
        directory = url
        guard AssetCatalog.isCatalog(url) else {
            catalog = nil
            return
        }
        do {
            catalog = try AssetCatalog.load(url)
        } catch {
            throw .input(error.lines { key, values in context.message(key, values) })
        }
    }

    /// The limits an asset is checked against: this byte limit and `pixels`.
    func limits(pixels: Int) -> AssetLimits {
        AssetLimits(bytes: bytes, pixels: pixels)
    }
}
