import Foundation
import IntroCommandLine
import IntroGalleryFormat
import IntroKit
import IntroRender
import IntroSystem

extension RenderDelivery where Failure == CLIError {
    /// A delivery to `destination` for a command, writing standard output through the context.
    init(destination: OutputDestination, context: CommandContext) {
        self.init(destination: destination, standardOutput: context.writeOutput)
    }

    /// Ends the run: the manifest of `entries` staged (into a folder), everything committed,
    /// the gallery page written when `gallery`, and the warnings of `diagnostics` printed.
    /// With `failures`, a render that is all or nothing (`keepsOthers` false) writes nothing;
    /// one that keeps what it drew commits it first. Either way the failures are thrown.
    func finish(
        entries: [GalleryEntry], diagnostics: [RenderDiagnostic], failures: [String], keepsOthers: Bool, gallery: Bool, quiet: Bool,
        _ context: CommandContext
    ) throws(CLIError) {
        let errors = failures + diagnostics.filter { $0.severity == .error }.map { context.diagnostic($0) }
        let files = GalleryFiles(context: context)
        let committed = try finish(failed: !errors.isEmpty, keepsOthers: keepsOthers) { folder, transaction throws(CLIError) in
            try files.folder(folder).stageManifest(adding: entries, in: transaction, problem: files.problem)
        }
        guard committed else { throw .input(Array(Set(errors)).sorted()) }
        if gallery, case .folder(let folder) = destination { try GalleryOptions.writeGallery(of: folder, quiet: quiet, context) }
        let warnings = Set(diagnostics.filter { $0.severity == .warning }.map { context.diagnostic($0) })
        for line in warnings.sorted() { context.printError(line) }
        if !errors.isEmpty { throw .input(errors) }
    }
}

extension OutputDestination {
    /// The destination `-o` names for `count` outputs with `fileExtension`.
    init(_ arguments: ParsedArguments, _ context: CommandContext, count: Int, fileExtension: String) throws(CLIError) {
        do throws(OutputDestinationError) {
            try self.init(path: arguments[RenderSheetCommand.output], count: count, fileExtension: fileExtension) { context.url(for: $0) }
        } catch {
            switch error {
            case .emptyPath: throw .usage(.emptyValue(option: "-o"))
            case .standardOutputTakesOne: throw .usage(.invalidValue(option: "-o", value: "-", valid: [context.message("output.stdoutOne")]))
            }
        }
    }
}
