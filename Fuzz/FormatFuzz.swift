import Foundation
import IntroGalleryFormat
import IntroKitCLI
import IntroPNG
import IntroStrings

/// The file formats a user or a CI shard hands IntroKit, each a target of its own
/// (`INTRO_FUZZ_TARGET`, see scripts/fuzz): a `measure --batch` file and a gallery folder's
/// manifest run through the real commands, in process (so limits, range checks and messages
/// are the ones a user meets); String Catalogs, `.strings` files and PNG files through their
/// decoders. Refusals are expected; a crash, a trap, a hang or memory beyond libFuzzer's limit
/// is a finding.
enum FuzzFormats {
    /// A scratch folder of this process, for the files the commands read.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intro-fuzz-formats-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// The tool with every built-in command, its output thrown away.
    static let tool = IntroKitTool()
    static let context = CommandContext(
        locale: "en", environment: [:], currentDirectory: folder, stderrIsTerminal: false,
        writeOutput: { _ in }, writeError: { _ in })

    /// `introkit measure --batch FILE --json`: every text of the batch measured with Pango.
    static func measureBatch(_ data: Data) {
        let file = folder.appendingPathComponent("batch.json")
        guard (try? data.write(to: file)) != nil else { return }
        _ = tool.run(["measure", "--batch", file.path, "--json"], context: context)
    }

    /// `introkit gallery DIR`: the manifest read, its images checked, the page written.
    static func galleryManifest(_ data: Data) {
        let gallery = folder.appendingPathComponent("gallery")
        try? FileManager.default.removeItem(at: gallery)
        try? FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
        guard (try? data.write(to: gallery.appendingPathComponent(GalleryManifest.fileName))) != nil else { return }
        _ = tool.run(["gallery", gallery.path], context: context)
    }

    /// A String Catalog decoded, then every key looked up in every language it names.
    static func stringCatalog(_ data: Data) {
        guard case .success(let decoded) = StringCatalog.decodeStringCatalog(data: data, fileName: "fuzz.xcstrings") else { return }
        lookUpEverything(decoded.value)
    }

    /// A `.strings` file decoded (any encoding), made a catalog, and every key looked up.
    static func stringsFile(_ data: Data) {
        guard case .success(let decoded) = StringsFile.decode(data: data, fileName: "Localizable.strings") else { return }
        lookUpEverything(StringCatalog(stringsFiles: [("en", decoded.value), ("de", decoded.value)]))
    }

    /// A PNG decoded by libpng, then shrunk as a gallery thumbnail and encoded again.
    static func png(_ data: Data) {
        guard let image = try? PNGImage.decode(data) else { return }
        _ = image.downsampled(by: 3).pngData()
    }

    private static func lookUpEverything(_ catalog: StringCatalog) {
        for key in catalog.entries.keys.prefix(64) {
            for language in ["en", "de", catalog.sourceLanguage] { _ = catalog.localize(key, language: language) }
        }
    }
}
