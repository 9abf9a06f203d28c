import Foundation
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
        into reports: inout LintReports
    ) throws(CLIError) {
        let limits = InputLimits(arguments)
        let document = try limits.decoded(StoriesDocument.decode(data: data, fileName: path, parser: limits.parser), context) { _ in [] }
        for warning in document.warnings {
            reports.append(
                LintCommand.Report(
                    severity: warning.severity.rawValue, code: "json",
                    message: warning.message.rendered { StoriesStrings.table.string($0, locale: context.locale, $1) },
                    element: warning.path.isRoot ? nil : warning.path.description, line: warning.position.line,
                    column: warning.position.column))
        }
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
        request.dynamicTypeSizes = CommonOptions.dynamicTypeSizes(arguments)
        do {
            try request.findings { finding in
                var path = JSONPath.root.appending(key: "stories").appending(index: finding.story)
                if let key = finding.key { path = path.appending(key: key) }
                reports.append(finding, at: root?.nearestValue(at: path).position, locale: locale)
            }
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
    static func previews(_ paths: [String], _ arguments: ParsedArguments, _ context: CommandContext, into reports: inout LintReports)
        throws(CLIError)
    {
        let targets = PreviewTargets(arguments, LintCommand.targets)
        let locales = GlobalOptions.locales(arguments).filter { $0 != "all" }
        var spec = PreviewRunSpec(
            devices: targets.devices.map(\.id), orientations: targets.orientations, colorSchemes: targets.schemes,
            dynamicTypeSizes: CommonOptions.dynamicTypeSizes(arguments), locales: locales.isEmpty ? ["en"] : locales,
            backend: arguments[LintCommand.backend].name, scale: 1, pixelLimit: .max, layoutJSON: false,
            currentDirectory: context.currentDirectory.path)
        spec.audits = true
        let command = PreviewsCommand()
        let request = PreviewsRequest(
            paths: paths, spec: spec, cache: command.cacheFolder(arguments, context), currentDirectory: context.currentDirectory,
            maximumSourceBytes: arguments[InputLimits.maximumBytes])
        let plan = try command.previewsCall(context) { () throws(PreviewsError) in try PreviewsPipeline.plan(request) }
        let environment = try command.previewsCall(context) { () throws(PreviewsError) in
            try PreviewBuildEnvironment.current(environment: context.environment)
        }
        let result = try command.previewsCall(context) { () throws(PreviewsError) in try PreviewsPipeline.run(plan, environment: environment) }
        let texts = Dictionary(plan.sources.map { ($0.file, $0.text) }, uniquingKeysWith: { first, _ in first })
        for failure in result.failures {
            for line in command.message(failure, context) {
                reports.append(LintCommand.Report(severity: "error", code: "preview", message: line))
            }
        }
        var seen = Set<PreviewIssueKey>()
        for (output, outcome) in result.outputs {
            switch outcome {
            case .failure(let failure):
                for line in command.message(failure, context) {
                    reports.append(LintCommand.Report(severity: "error", code: "preview", message: line))
                }
            case .success(let made):
                let entry = made.entry
                // `file:line` of the preview (its `#Preview`, or its view in a provider).
                let source = output.preview.components(separatedBy: " (").first ?? output.preview
                let (file, line) = Self.fileAndLine(source)
                let column = texts[file].flatMap { Self.column(ofLine: line, in: $0) }
                let name = output.preview.components(separatedBy: " (").dropFirst().joined(separator: " (").dropLast()
                for issue in made.audit ?? [] {
                    let contrast = issue.check.audit == .contrast
                    let key = PreviewIssueKey(
                        preview: output.preview, device: entry.device.id, orientation: entry.orientation, scheme: contrast ? entry.scheme : "",
                        locale: entry.locale, check: issue.check, id: issue.id, label: issue.label)
                    guard seen.insert(key).inserted else { continue }
                    reports.append(
                        PreviewAuditFinding(
                            issue: issue, file: file, line: line, column: column, preview: String(name), device: entry.device.id,
                            orientation: entry.orientation, colorScheme: contrast ? entry.scheme : nil, dynamicType: entry.dynamicType,
                            locale: entry.locale))
                }
            }
        }
    }

    /// `Views/Card.swift:12` as its file and line.
    static func fileAndLine(_ source: String) -> (String, Int?) {
        guard let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...]) else { return (source, nil) }
        return (String(source[..<colon]), line)
    }

    /// The column (from 1, in characters) of the first character of line `line` that is not
    /// a space: where `#Preview` (or a provider's view) starts.
    static func column(ofLine line: Int?, in text: String) -> Int? {
        guard let line, line >= 1 else { return nil }
        var current = 1
        var column = 1
        var counting = current == line
        for character in text {
            if counting {
                if character == " " || character == "\t" {
                    column += 1
                    continue
                }
                return character.isNewline ? nil : column
            }
            if character.isNewline {
                current += 1
                counting = current == line
            }
        }
        return nil
    }
}

/// An accessibility issue of one preview output, with where the preview is written.
struct PreviewAuditFinding {
    var issue: PreviewAuditIssue
    var file: String
    var line: Int?
    var column: Int?
    /// The preview's name (its outputs' stem).
    var preview: String
    var device: String
    var orientation: String
    /// The scheme, for a contrast issue.
    var colorScheme: String?
    var dynamicType: String
    var locale: String
}

/// What makes a preview's issue the same at another Dynamic Type size (and, but for
/// contrast, in another scheme).
private struct PreviewIssueKey: Hashable {
    var preview: String
    var device: String
    var orientation: String
    var scheme: String
    var locale: String
    var check: AccessibilityIssue.Check
    var id: String?
    var label: String
}
