import Foundation
import IntroCommandLine
import IntroJSON
import IntroKit
import IntroPreviews
import IntroUI
import Stories

/// `introkit lint --audit` of what is not a Welcome Sheet: a stories JSON file (each story's
/// frame halfway through it) and `.swift` files with previews (each preview laid out by the
/// previews runner, in its own process, which hands the issues back as values).
enum LintAudits {
    /// Whether `data` is a stories document: a JSON object with `stories` (a Welcome Sheet is an array of pages).
    static func isStories(_ root: JSONValue?) -> Bool {
        root?.objectMembers?.contains { $0.key == "stories" } == true
    }

    /// Lints a stories file: its JSON and validation problems are input errors (as `render
    /// stories` reports them), its warnings reports; with `audits`, each story's issues.
    static func stories(
        _ data: Data, path: String, root: JSONValue?, audits: Bool, _ arguments: ParsedArguments, _ context: CommandContext,
        into reports: inout LintFindings, screens: inout EvidenceScreens
    ) throws(CLIError) {
        let limits = InputLimits(arguments)
        let document = try limits.decoded(StoriesDocument.decode(data: data, fileName: path, parser: limits.parser), context) { _ in [] }
        for warning in document.warnings { reports.append(warning, strings: StoriesStrings.table) }
        do {
            _ = try document.timeline()
        } catch {
            throw .input(error.errors.map { "\(path): error: \($0.description(locale: context.locale))" })
        }
        guard audits else { return }
        let targets = PreviewTargets(arguments, LintCommand.targets)
        let locale = document.contentLocale ?? "en"
        var request = StoriesAuditRequest(
            stories: document.stories, locale: locale, devices: targets.devices, orientations: targets.orientations,
            colorSchemes: targets.schemes, measurer: arguments[LintCommand.backend].textMeasurer)
        request.dynamicTypeSizes = LintCommand.sizes(arguments)
        request.increasedContrast = arguments[LintCommand.increaseContrast]
        do {
            try request.lint(file: path, root: root, into: &reports, screens: &screens, evidence: arguments[LintCommand.report] != nil)
        } catch {
            throw .input(["\(path): error: \(error)"])
        }
    }

    /// Whether `path` is a `.swift` file or a folder (what `introkit previews` takes).
    static func isSwiftInput(_ path: String, _ context: CommandContext) -> Bool {
        var isFolder: ObjCBool = false
        return path.hasSuffix(".swift")
            || path != "-" && FileManager.default.fileExists(atPath: context.url(for: path).path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Audits the previews of `paths`: the previews build and runner of `introkit previews`,
    /// each preview laid out on lint's matrix (devices, orientations, schemes, sizes,
    /// languages) and audited in the runner, each issue reported at its preview's line and
    /// column, once per preview, device, orientation, language (and scheme for contrast), at
    /// the smallest size that has it.
    static func previews(
        _ paths: [String], _ arguments: ParsedArguments, _ context: CommandContext, into reports: inout LintFindings,
        screens: inout EvidenceScreens
    ) throws(CLIError) {
        let targets = PreviewTargets(arguments, LintCommand.targets)
        let locales = GlobalOptions.locales(arguments).filter { $0 != "all" }
        var spec = PreviewRunSpec(
            devices: targets.devices.map(\.id), orientations: targets.orientations, colorSchemes: targets.schemes,
            dynamicTypeSizes: LintCommand.sizes(arguments), locales: locales.isEmpty ? ["en"] : locales,
            backend: arguments[LintCommand.backend].name, scale: 1, pixelLimit: .max, layoutJSON: false,
            currentDirectory: context.currentDirectory.path)
        spec.audits = true
        spec.increasedContrast = arguments[LintCommand.increaseContrast]
        let command = PreviewsCommand()
        let request = PreviewsRequest(
            paths: paths, spec: spec, cache: command.cacheFolder(arguments, context), currentDirectory: context.currentDirectory,
            maximumSourceBytes: arguments[InputLimits.maximumBytes])
        let plan = try command.previewsCall(context) { () throws(PreviewsError) in try PreviewsPipeline.plan(request) }
        let environment = try command.previewsCall(context) { () throws(PreviewsError) in
            try PreviewBuildEnvironment.current(environment: context.environment)
        }
        let failures = try command.previewsCall(context) { () throws(PreviewsError) in
            try PreviewsPipeline.lint(plan, environment: environment, into: &reports, screens: &screens)
        }
        for failure in failures {
            for line in command.message(failure, context) { reports.append(LintFinding(severity: "error", code: "preview", message: line)) }
        }
    }
}
