import Foundation
import IntroGalleryFormat
import IntroKit
import IntroRender
import IntroSystem

/// How a render command writes what it made: each output (and its thumbnail) staged in one
/// transaction as it is delivered, then the folder's manifest, the commit, the gallery page
/// and the render's warnings — shared by `render sheet` and `previews`.
struct RenderDelivery: Sendable {
    /// Where the outputs go.
    let destination: OutputDestination
    /// The files staged so far.
    let transaction = OutputTransaction()
    let context: CommandContext

    /// Stages one output, named `fileName`, with its thumbnail and its accessibility snapshot
    /// (and that one's thumbnail) when it goes to a folder; returns the entry the manifest
    /// gets then (none for a single file or stdout).
    func deliver(_ data: Data, fileName: String, entry: GalleryEntry, thumbnail: Data?, accessibility: AccessibilitySnapshot? = nil)
        throws(CLIError) -> GalleryEntry?
    {
        try destination.deliver(data, named: fileName, transaction: transaction, context: context)
        guard case .folder(let folder) = destination else { return nil }
        let files = [(thumbnail, entry.thumbnail), (accessibility?.output.data, entry.accessibilityPath),
                     (accessibility?.output.thumbnail, entry.accessibilityThumbnail)]
        for case (let data?, let path?) in files { try transaction.stage(data, to: folder.appendingPathComponent(path)) }
        return entry
    }

    /// Stages a file beside output `fileName` (its layout JSON, a video's poster frame), named
    /// by `name` from the output's name as written: in the folder, or beside the one file `-o`
    /// names (none beside standard output or a device).
    func stageBeside(_ data: Data, of fileName: String, named name: (String) -> String) throws(CLIError) {
        switch destination {
        case .folder(let folder): try transaction.stage(data, to: folder.appendingPathComponent(name(fileName)))
        case .file(let file) where SpecialOutput(at: file) == nil:
            try transaction.stage(data, to: file.deletingLastPathComponent().appendingPathComponent(name(file.lastPathComponent)))
        case .file, .standardOutput: return
        }
    }

    /// Ends the run: the manifest of `entries` staged (into a folder), everything committed,
    /// the gallery page written when `gallery`, and the warnings of `diagnostics` printed.
    /// With `failures`, a render that is all or nothing (`keepsOthers` false) writes nothing;
    /// one that keeps what it drew commits it first. Either way the failures are thrown.
    func finish(
        entries: [GalleryEntry], diagnostics: [RenderDiagnostic], failures: [String], keepsOthers: Bool, gallery: Bool, quiet: Bool
    ) throws(CLIError) {
        let errors = failures + diagnostics.filter { $0.severity == .error }.map { context.diagnostic($0) }
        if !errors.isEmpty, !keepsOthers {
            transaction.rollback()
            throw .input(Array(Set(errors)).sorted())
        }
        if case .folder(let folder) = destination {
            do throws(CLIError) {
                try GalleryManifestFile(folder: folder, context: context).stage(entries, in: transaction)
            } catch {
                transaction.rollback()
                throw error
            }
        }
        try transaction.commit()
        if gallery, case .folder(let folder) = destination { try GalleryOptions.writeGallery(of: folder, quiet: quiet, context) }
        let warnings = Set(diagnostics.filter { $0.severity == .warning }.map { context.diagnostic($0) })
        for line in warnings.sorted() { context.printError(line) }
        if !errors.isEmpty { throw .input(errors) }
    }
}
