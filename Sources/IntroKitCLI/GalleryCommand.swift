import Foundation
import IntroGallery

/// `introkit gallery DIR`: `DIR/index.html`, a page of every output rendered into `DIR` (and
/// its subfolders); with `--snapshots`, a review of the snapshot failures recorded there.
struct GalleryCommand: Command {
    let name = "gallery"
    let summaryKey = "gallery.summary"
    let usage = "introkit gallery DIR [--snapshots] [--locale CODE] [-q]"
    let options: [OptionSpec] = [
        .flag("snapshots", "DIR holds snapshot failures (INTROKIT_ARTIFACTS), not previews"),
        .value("locale", "CODE", "Language of the page and the messages (en, es, …)"),
        .flag("quiet", short: "q", "No summary line"),
    ]

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        guard let path = arguments.positionals.first else { throw .usage(.missingArgument("DIR")) }
        if let extra = arguments.positionals.dropFirst().first { throw .usage(.unexpectedArgument(extra)) }
        let folder = context.url(for: path)
        let files = GalleryFiles(context: context)
        guard arguments.has("snapshots") else {
            let built = try files.build(folder)
            if !arguments.has("quiet") { context.printError(context.message("gallery.wrote", [built.page.path, String(built.tiles)])) }
            return 0
        }
        let failures = try files.failures(under: folder)
        if failures.isEmpty { context.printError(context.message("gallery.noFailures", [folder.path])) }
        let page = GalleryPage(
            title: context.message("gallery.snapshotsTitle", [folder.standardizedFileURL.lastPathComponent]),
            locale: context.locale, content: .snapshots(failures))
        let url = folder.appendingPathComponent(GalleryPage.fileName)
        try AtomicFile.write(page.html, to: url)
        if !arguments.has("quiet") { context.printError(context.message("gallery.wroteSnapshots", [url.path, String(failures.count)])) }
        return 0
    }
}

/// `introkit gallery merge DIR… -o REPORT`: the outputs of CI shards copied into one folder
/// with one manifest and one gallery; an output claimed by two shards is an error naming both.
struct GalleryMergeCommand: Command {
    let name = "gallery merge"
    let summaryKey = "gallery.merge.summary"
    let usage = "introkit gallery merge DIR… -o REPORT [--locale CODE] [-q]"
    let options: [OptionSpec] = [
        .value("output", short: "o", "REPORT", "Folder the merged outputs and index.html are written to"),
        .value("locale", "CODE", "Language of the page and the messages (en, es, …)"),
        .flag("quiet", short: "q", "No summary line"),
    ]

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        guard !arguments.positionals.isEmpty else { throw .usage(.missingArgument("DIR…")) }
        guard let output = arguments.value("output") else { throw .usage(.missingArgument("-o REPORT")) }
        let report = context.url(for: output)
        let files = GalleryFiles(context: context)
        var sources: [(root: URL, source: GalleryMerge.Source)] = []
        for path in arguments.positionals {
            let root = context.url(for: path)
            sources += try files.manifests(under: root, label: path).map { (root, $0) }
        }
        let merged: GalleryManifest
        do {
            merged = try GalleryMerge.merge(sources.map(\.source), generator: IntroKitTool.generator)
        } catch {
            throw files.message(error)
        }
        let transaction = OutputTransaction()
        do {
            for (root, source) in sources {
                for entry in source.manifest.entries {
                    for path in [entry.path] + (entry.thumbnail.map { [$0] } ?? []) {
                        guard let data = try? Data(contentsOf: root.appendingPathComponent(path)) else { continue }
                        try transaction.stage(data, to: report.appendingPathComponent(path))
                    }
                }
            }
            try transaction.stage(merged.json, to: report.appendingPathComponent(GalleryManifest.fileName))
            try transaction.commit()
        } catch {
            transaction.rollback()
            throw error
        }
        let built = try files.build(report)
        if !arguments.has("quiet") { context.printError(context.message("gallery.wrote", [built.page.path, String(built.tiles)])) }
        return 0
    }
}
