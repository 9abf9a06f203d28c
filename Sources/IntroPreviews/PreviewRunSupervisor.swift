import Foundation
import IntroGalleryFormat
import IntroKit
import IntroRender

/// Runs a runner until every planned output is drawn or has failed: when a preview stops
/// the runner (a trap, a stack overflow) or stalls it (no output or story finished within
/// the spec's `stallLimit`: the runner is killed), that output is recorded as failed and a
/// new runner starts after it, so a trap or an endless loop costs one output, never the run.
struct PreviewRunSupervisor {
    let runner: URL
    var spec: PreviewRunSpec

    /// Runs the runner (again after each trap); `progress` hears of each output finished.
    func run(progress: (String, Int) -> Void) throws(PreviewsError) -> PreviewsResult {
        let stage = runner.deletingLastPathComponent().appendingPathComponent("stage-\(PreviewBuild.scratchSuffix)")
        try? FileManager.default.removeItem(at: stage)
        do {
            try FileManager.default.createDirectory(at: stage, withIntermediateDirectories: true)
        } catch {
            throw .unreadable(path: stage.path, reason: error.localizedDescription)
        }
        defer { try? FileManager.default.removeItem(at: stage) }
        var spec = self.spec
        var start = 0
        var plan: [PlannedPreviewOutput]?
        var results: [Int: Result<PreviewRendering, PreviewFailure>] = [:]
        var failures: [PreviewFailure] = []
        while true {
            let specFile = stage.appendingPathComponent("spec.json")
            do {
                try JSONEncoder().encode(spec).write(to: specFile)
            } catch {
                throw .unreadable(path: specFile.path, reason: error.localizedDescription)
            }
            // No backtrace: a trap's message is its last line, and a trap costs no extra second.
            let run = try ProgramRun.run(
                runner, [specFile.path, stage.path, String(start)], environment: ["SWIFT_BACKTRACE": "enable=no"],
                stall: spec.stallLimit.map { ($0, Data(PreviewRunEvent.marker.utf8)) })
            var current: Int?
            var expanding: (entry: Int, preview: String)?
            var drawing: (output: Int, story: Int, name: String)?
            var written: [String] = []
            for line in run.output.split(separator: "\n", omittingEmptySubsequences: true) {
                guard line.hasPrefix(PreviewRunEvent.marker),
                    let event = try? JSONDecoder().decode(PreviewRunEvent.self, from: Data(line.dropFirst(PreviewRunEvent.marker.count).utf8))
                else {
                    written.append(String(line))
                    continue
                }
                written = []
                switch event {
                case .expanding(let entry, let preview): expanding = (entry, preview)
                case .plan(let outputs):
                    expanding = nil
                    if plan == nil { plan = outputs }
                case .planFailed(let problem): throw .plan(problem.problem)
                case .refused(let problem):
                    // A runner started again after a provider trapped plans (and refuses) again.
                    if !failures.contains(.problem(problem.problem)) { failures.append(.problem(problem.problem)) }
                case .start(let index):
                    current = index
                    drawing = nil
                case .story(let output, let story, let name): drawing = (output, story, name)
                case .done(let index):
                    current = nil
                    results[index] = read(stage, index, plan?[index].fileName ?? String(index))
                    progress(plan?[index].fileName ?? "", plan?.count ?? 0)
                case .failed(let index, let problem):
                    current = nil
                    results[index] = .failure(.problem(problem.problem))
                    progress(plan?[index].fileName ?? "", plan?.count ?? 0)
                case .unregistered(let preview):
                    if start == 0, !failures.contains(.unregistered(preview: preview)) { failures.append(.unregistered(preview: preview)) }
                }
            }
            guard run.signaled || run.status != 0 else { break }
            let signal = run.signaled ? run.status : 0
            // The runtime's own line (`Fatal error: …`, `Precondition failed: …`), else what the
            // signal usually means.
            let limit = spec.stallLimit ?? 0
            let message =
                run.stalled
                ? "it did not finish within \(limit) s"
                : written.first { line in Self.trapLines.contains { line.contains($0) } }.map { $0.trimmingCharacters(in: .whitespaces) }
                    ?? Self.signalMeaning[signal] ?? "exit status \(run.status)"
            /// Why `preview` cost its output: stopped for stalling, or trapped.
            func failure(_ preview: String) -> PreviewFailure {
                run.stalled ? .stalled(preview: preview, seconds: limit) : .trapped(preview: preview, signal: signal, message: message)
            }
            if let drawing, let plan, var stories = spec.stories {
                // A story's view trapped: it costs that story's frames (drawn as a placeholder
                // naming the trap), and its show is drawn again by the next runner.
                let trapped = TrappedStory(output: drawing.output, story: drawing.story, message: message)
                guard !stories.trapped.contains(trapped) else { throw .runner(reason: "\(drawing.name) trapped again: \(message)") }
                stories.trapped.append(trapped)
                spec.stories = stories
                let source = plan[drawing.output].preview.components(separatedBy: " (").first ?? ""
                failures.append(failure("\(source) (\(drawing.name))"))
                start = drawing.output
            } else if let expanding {
                failures.append(failure(expanding.preview))
                spec.skippedEntries.append(expanding.entry)
                plan = nil
                results = [:]
                start = 0
            } else if let current, let plan {
                results[current] = .failure(failure(plan[current].preview))
                progress(plan[current].fileName, plan.count)
                start = current + 1
            } else {
                throw .runner(reason: "the runner stopped (status \(run.status)) before rendering: \(message)")
            }
            if let plan, start >= plan.count { break }
        }
        let outputs = (plan ?? []).enumerated().map { index, output in
            (output, results[index] ?? .failure(.trapped(preview: output.preview, signal: 0, message: "not rendered")))
        }
        return PreviewsResult(outputs: outputs, failures: failures)
    }

    /// How the Swift runtime's line about a trap starts (`fatalError`, `precondition`, `assert`).
    static let trapLines = ["Fatal error", "Precondition failed", "Assertion failed"]

    /// What the signals a preview's code stops on usually mean, for a trap without a message.
    static let signalMeaning: [Int32: String] = [
        4: "a Swift runtime trap (fatalError, precondition, force unwrap, overflow)",
        5: "a Swift runtime trap (fatalError, precondition, force unwrap, overflow)",
        6: "aborted",
        11: "a segmentation fault (unbounded recursion in body overflows the stack)",
    ]

    /// Output `index` as the runner left it in `stage` (named `fileName`).
    func read(_ stage: URL, _ index: Int, _ fileName: String) -> Result<PreviewRendering, PreviewFailure> {
        guard let recordData = try? Data(contentsOf: PreviewStageFiles.record(stage, index)),
            let record = try? JSONDecoder().decode(PreviewOutputRecord.self, from: recordData),
            // An audit leaves its issues and no bytes.
            let data = record.audit != nil ? Data() : try? Data(contentsOf: PreviewStageFiles.data(stage, index))
        else {
            return .failure(.problem(.backendFailed(file: fileName, reason: "the runner left no output")))
        }
        return .success(
            PreviewRendering(
                data: data, entry: record.entry, diagnostics: record.diagnostics,
                thumbnail: try? Data(contentsOf: PreviewStageFiles.thumbnail(stage, index)),
                layout: try? Data(contentsOf: PreviewStageFiles.layout(stage, index)), layoutTime: record.layoutTime,
                audit: record.audit, story: record.story, poster: try? Data(contentsOf: PreviewStageFiles.poster(stage, index)),
                accessibility: Self.snapshot(record.entry, stage, index)))
    }

    /// The accessibility snapshot the runner left beside output `index`, when its entry has one.
    private static func snapshot(_ entry: GalleryEntry, _ stage: URL, _ index: Int) -> AccessibilitySnapshot? {
        guard let text = entry.accessibilityText, let data = try? Data(contentsOf: PreviewStageFiles.accessibility(stage, index)) else {
            return nil
        }
        let thumbnail = try? Data(contentsOf: PreviewStageFiles.accessibilityThumbnail(stage, index))
        return AccessibilitySnapshot(output: RenderOutput(data: data, thumbnail: thumbnail), text: text)
    }
}
