import Foundation
import IntroGalleryFormat
import IntroKit
import IntroRender
import IntroUI
import IntroVideo

/// What the CLI asks of a runner: the matrix, the backend and where to leave the outputs.
/// Written as JSON into the run's folder; the runner's first argument names it.
public struct PreviewRunSpec: Codable, Sendable, Hashable {
    /// Device ids.
    public var devices: [String]
    /// Orientations.
    public var orientations: [Orientation]
    /// Colour schemes.
    public var colorSchemes: [ColorScheme]
    /// Dynamic Type sizes.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// Languages.
    public var locales: [String]
    /// The backend's name (one the runtime library registers: `png`, `svg`, `pdf`, `text`).
    public var backend: String
    /// Pixels per point, when not the device's.
    public var scale: Double?
    /// The largest canvas, in pixels.
    public var pixelLimit: Int
    /// Whether each output gets its layout JSON (`<output>.layout.json`) beside it.
    public var layoutJSON: Bool
    /// The folder source paths are shown relative to.
    public var currentDirectory: String
    /// Whether a preview on a device's screen is drawn under the status bar and home indicator.
    public var showsStatusBar = true
    /// When above 0, each output's view is also laid out this many times and its layout time
    /// reported (``PreviewRendering/layoutTime``).
    public var layoutTimingRuns = 0
    /// The registry entries not to expand (their provider trapped while being evaluated).
    public var skippedEntries: [Int] = []
    /// When set, the run plays the files' `IStory` types as shows instead of rendering their
    /// previews (`introkit previews --format`).
    public var stories: StoriesPreviewSpec?
    /// Whether each output is laid out and audited for accessibility instead of drawn
    /// (`introkit lint --audit` of previews): the runner hands back each job's issues as data
    /// (`PreviewAuditIssue`), no bytes.
    public var audits = false
    /// Whether an audit run also audits contrast with Increase Contrast on (the system
    /// colours' increased-contrast variants).
    public var increasedContrast = false
    /// Whether each output shows its accessibility elements outlined, or has its
    /// accessibility snapshot beside it (`--accessibility`, with `--gallery`).
    public var accessibility = AccessibilityDrawing.none
    /// The longest the runner may go without finishing an output or a story, in seconds,
    /// before the supervisor stops it and goes on with the next output (`--timeout`); nil: no limit.
    public var stallLimit: Int? = PreviewRunSpec.defaultStallLimit

    /// One minute: far beyond what a preview takes to lay out and draw.
    public static let defaultStallLimit = 60

    /// A spec.
    public init(
        devices: [String], orientations: [Orientation], colorSchemes: [ColorScheme], dynamicTypeSizes: [DynamicTypeSize],
        locales: [String], backend: String, scale: Double?, pixelLimit: Int, layoutJSON: Bool, currentDirectory: String
    ) {
        self.devices = devices
        self.orientations = orientations
        self.colorSchemes = colorSchemes
        self.dynamicTypeSizes = dynamicTypeSizes
        self.locales = locales
        self.backend = backend
        self.scale = scale
        self.pixelLimit = pixelLimit
        self.layoutJSON = layoutJSON
        self.currentDirectory = currentDirectory
    }
}

/// One output the runner plans: its file name and the preview it shows.
public struct PlannedPreviewOutput: Codable, Sendable, Hashable {
    /// The output's file name.
    public var fileName: String
    /// The preview, as problems name it (`file:line (name)`).
    public var preview: String
}

/// What a runner reports, one JSON line each on standard output after `marker`.
enum PreviewRunEvent: Codable, Hashable {
    /// About to evaluate a provider's `previews` or a `#Preview`'s body (registry entry `entry`).
    case expanding(entry: Int, preview: String)
    /// The outputs, in order.
    case plan([PlannedPreviewOutput])
    /// The matrix was refused.
    case planFailed(PreviewRunProblem)
    /// A preview planned no output (its device is unknown); the others are drawn.
    case refused(PreviewRunProblem)
    /// About to render output `index`.
    case start(Int)
    /// Output `index` is in the stage folder.
    case done(Int)
    /// Output `index` could not be made.
    case failed(Int, PreviewRunProblem)
    /// A `#Preview`'s registration symbol is not in the runner (its `#Preview` is inside `#if`, say).
    case unregistered(preview: String)
    /// About to make the views of story `story` (named `name`) of the show whose first output
    /// is `output`: a trap from now on is that story's.
    case story(output: Int, story: Int, name: String)

    /// The start of a runner's event lines (a user's `print` never begins so).
    static let marker = "\u{1}introkit-preview-event "

    /// Writes the event on standard output, from any thread.
    func send() {
        guard let json = try? JSONEncoder().encode(self) else { return }
        // `write(_:)` traps on a closed pipe: when the CLI reading these events is gone, the
        // events have no reader, and the runner goes on to the end of its outputs.
        try? FileHandle.standardOutput.write(contentsOf: Data((Self.marker + String(decoding: json, as: UTF8.self) + "\n").utf8))
    }
}

/// What the runner leaves of one output beside its bytes: the manifest entry and the render's
/// diagnostics; for an audit run, the issues instead of bytes.
struct PreviewOutputRecord: Codable {
    var entry: GalleryEntry
    var diagnostics: [RenderDiagnostic]
    var layoutTime: ViewLayoutTime?
    var audit: [PreviewAuditIssue]? = nil
    /// For an audited story of a package's `IStory` type, what the evidence report asks of it.
    var story: PreviewStoryEvidence? = nil
}

/// What an audit run finds of one story of a package's `IStory` type beyond its issues, for
/// `lint --report`'s Dark Interface and Reduced Motion.
public struct PreviewStoryEvidence: Codable, Sendable, Hashable {
    /// The story in its show, counted from 0.
    public var story: Int
    /// Whether the story sets `colorScheme` light.
    public var isLightOnly: Bool
    /// The instants at which it still scales, turns or moves something with Reduce Motion on
    /// (looked for on the first cell of the matrix only; empty on the others).
    public var movesWithReduceMotion: [Double]
}

/// The files of output `index` in a stage folder.
enum PreviewStageFiles {
    /// Leaves output `index` in `stage`: its bytes (unless already written there), record,
    /// thumbnail and layout JSON.
    static func save(
        _ rendered: RenderedOutput, layout: LayoutResult?, layoutTime: ViewLayoutTime? = nil, bytesWritten: Bool = false, _ stage: URL,
        _ index: Int
    ) throws(RenderProblem) {
        do {
            if !bytesWritten { try rendered.output.data.write(to: data(stage, index)) }
            if let thumbnail = rendered.thumbnail { try thumbnail.write(to: Self.thumbnail(stage, index)) }
            if let snapshot = rendered.accessibility {
                try snapshot.output.data.write(to: accessibility(stage, index))
                try snapshot.output.thumbnail?.write(to: accessibilityThumbnail(stage, index))
            }
            if let layout { try LayoutReport(layout).json.write(to: Self.layout(stage, index)) }
            let record = PreviewOutputRecord(entry: rendered.entry, diagnostics: rendered.output.diagnostics, layoutTime: layoutTime)
            try JSONEncoder().encode(record).write(to: Self.record(stage, index))
        } catch {
            throw .backendFailed(file: stage.path, reason: error.localizedDescription)
        }
    }

    /// Leaves the audit of output `index` in `stage`: its record, with the issues and no bytes.
    static func saveAudit(
        _ audit: (issues: [(issue: AccessibilityIssue, id: String?)], entry: GalleryEntry),
        increasedContrast: [(issue: AccessibilityIssue, id: String?)] = [], story: PreviewStoryEvidence? = nil, _ stage: URL, _ index: Int
    ) throws(RenderProblem) {
        let issues = audit.issues.map { PreviewAuditIssue($0.issue, id: $0.id) }
        // With Increase Contrast, the contrast issues the standard colours do not give alike.
        let standard = Set(issues.map { [$0.id ?? "", $0.label] + $0.arguments })
        let increased = increasedContrast.filter { $0.issue.audit == .contrast }.map { PreviewAuditIssue($0.issue, id: $0.id, increasedContrast: true) }
            .filter { !standard.contains([$0.id ?? "", $0.label] + $0.arguments) }
        let record = PreviewOutputRecord(entry: audit.entry, diagnostics: [], layoutTime: nil, audit: issues + increased, story: story)
        do {
            try JSONEncoder().encode(record).write(to: Self.record(stage, index))
        } catch {
            throw .backendFailed(file: stage.path, reason: error.localizedDescription)
        }
    }

    static func data(_ stage: URL, _ index: Int) -> URL { stage.appendingPathComponent("\(index).out") }
    static func record(_ stage: URL, _ index: Int) -> URL { stage.appendingPathComponent("\(index).json") }
    static func thumbnail(_ stage: URL, _ index: Int) -> URL { stage.appendingPathComponent("\(index).thumbnail.png") }
    static func layout(_ stage: URL, _ index: Int) -> URL { stage.appendingPathComponent("\(index).layout.json") }
    static func accessibility(_ stage: URL, _ index: Int) -> URL { stage.appendingPathComponent("\(index).accessibility.out") }
    static func accessibilityThumbnail(_ stage: URL, _ index: Int) -> URL {
        stage.appendingPathComponent("\(index).accessibility.thumbnail.png")
    }
    static func poster(_ stage: URL, _ index: Int) -> URL { stage.appendingPathComponent("\(index).poster.png") }
}

/// The problems of the render library a runner can meet, as it sends them to the CLI (a
/// `RenderProblem` holds values of other modules that are not coded).
enum PreviewRunProblem: Codable, Hashable {
    case tooManyPixels(device: String, pixels: Int, limit: Int)
    case sameOutput(first: String, second: String, file: String)
    case backendFailed(file: String, reason: String)
    case unknownPreviewDevice(preview: String, name: String, suggested: [String])
    case invalidLayout(preview: String, what: String)
    case video([VideoProblem])

    /// The problem to send; one a view render never raises is sent as the backend's failure.
    init(_ problem: RenderProblem) {
        switch problem {
        case .tooManyPixels(let device, let pixels, let limit): self = .tooManyPixels(device: device, pixels: pixels, limit: limit)
        case .sameOutput(let first, let second, let file): self = .sameOutput(first: first, second: second, file: file)
        case .backendFailed(let file, let reason): self = .backendFailed(file: file, reason: reason)
        case .unknownPreviewDevice(let preview, let name, let suggested): self = .unknownPreviewDevice(preview: preview, name: name, suggested: suggested)
        case .invalidLayout(let preview, let what): self = .invalidLayout(preview: preview, what: what)
        case .video(let problems): self = .video(problems)
        default: self = .backendFailed(file: "", reason: String(describing: problem))
        }
    }

    /// The render library's value.
    var problem: RenderProblem {
        switch self {
        case .tooManyPixels(let device, let pixels, let limit): .tooManyPixels(device: device, pixels: pixels, limit: limit)
        case .sameOutput(let first, let second, let file): .sameOutput(first: first, second: second, file: file)
        case .backendFailed(let file, let reason): .backendFailed(file: file, reason: reason)
        case .unknownPreviewDevice(let preview, let name, let suggested): .unknownPreviewDevice(preview: preview, name: name, suggested: suggested)
        case .invalidLayout(let preview, let what): .invalidLayout(preview: preview, what: what)
        case .video(let problems): .video(problems)
        }
    }
}
