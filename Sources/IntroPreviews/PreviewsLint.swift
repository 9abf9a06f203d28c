import Foundation
import IntroKit
import IntroUI

extension PreviewsResult {
    /// The findings of an audit run (``PreviewRunSpec/audits``) of `plan`: each preview a
    /// screen of `screens`, each issue added to `findings` at its preview's line and column,
    /// once per preview, device, orientation, language (and scheme, for contrast), at the
    /// smallest size that has it. Returns what failed, in order, for the caller to word.
    public func lint(_ plan: PreviewsPlan, into findings: inout LintFindings, screens: inout EvidenceScreens) -> [PreviewFailure] {
        let texts = Dictionary(plan.sources.map { ($0.file, $0.text) }, uniquingKeysWith: { first, _ in first })
        var failed = failures
        var seen = Set<PreviewIssueKey>()
        for (output, outcome) in outputs {
            switch outcome {
            case .failure(let failure):
                failed.append(failure)
            case .success(let made):
                let entry = made.entry
                // `file:line` of the preview (its `#Preview`, or its view in a provider).
                let source = output.preview.components(separatedBy: " (").first ?? output.preview
                let (file, line) = Self.fileAndLine(source)
                let column = texts[file].flatMap { Self.column(ofLine: line, in: $0) }
                let name = output.preview.components(separatedBy: " (").dropFirst().joined(separator: " (").dropLast()
                // A package's story moves; its evidence comes with its first cell of the matrix.
                let screen = EvidenceScreens.ID(file: file, name: String(name), moves: made.story != nil, line: line)
                if !screens.ids.contains(screen) {
                    screens.ids.append(screen)
                    if let story = made.story, story.isLightOnly { screens.addLightOnly(screen, story: story.story, line: line, column: column) }
                }
                if let story = made.story, !story.movesWithReduceMotion.isEmpty {
                    screens.addMotion(
                        screen, story: story.story, times: story.movesWithReduceMotion, device: entry.device.id, locale: entry.locale,
                        line: line, column: column)
                }
                for issue in made.audit ?? [] {
                    let contrast = issue.check.audit == .contrast
                    let key = PreviewIssueKey(
                        preview: output.preview, device: entry.device.id, orientation: entry.orientation, scheme: contrast ? entry.scheme : "",
                        locale: entry.locale, check: issue.check, id: issue.id, label: issue.label, increasedContrast: issue.increasedContrast)
                    guard seen.insert(key).inserted else { continue }
                    findings.append(
                        PreviewAuditFinding(
                            issue: issue, file: file, line: line, column: column, preview: String(name), device: entry.device.id,
                            orientation: entry.orientation, colorScheme: contrast ? entry.scheme : nil, dynamicType: entry.dynamicType,
                            locale: entry.locale))
                }
            }
        }
        return failed
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
    var increasedContrast: Bool
}

extension PreviewsPipeline {
    /// `lint --audit` of `plan`'s files: its previews audited, then its `IStory` types, each
    /// story halfway through it and its show played once (the build is the same, so only the
    /// runner runs again); each pass's issues added to `findings` and its screens to `screens`
    /// (``PreviewsResult/lint(_:into:screens:)``). Returns what failed, in order, for the
    /// caller to word.
    public static func lint(
        _ plan: PreviewsPlan, environment: PreviewBuildEnvironment, into findings: inout LintFindings, screens: inout EvidenceScreens
    ) throws(PreviewsError) -> [PreviewFailure] {
        var storiesPlan = plan
        storiesPlan.request.spec.stories = StoriesPreviewSpec(format: .frames, fps: 1, from: 0, to: nil, strategy: .once)
        let passes = plan.stories.isEmpty ? [plan] : plan.previews.isEmpty ? [storiesPlan] : [plan, storiesPlan]
        var failures: [PreviewFailure] = []
        for planned in passes { failures += try run(planned, environment: environment).lint(planned, into: &findings, screens: &screens) }
        return failures
    }
}
