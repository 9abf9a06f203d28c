import Foundation
import IntroGalleryFormat
import IntroKit
import IntroRender
import IntroUI
import IntroVideo
import Stories

/// What a `--format` run plays: each `IStory` type's `allCases` as a show, packaged as
/// `render stories` packages one, on the run's matrix.
public struct StoriesPreviewSpec: Codable, Sendable, Hashable {
    /// What is made of the frames.
    public var format: StoriesOutputFormat
    /// Frames per second.
    public var fps: Double
    /// The first instant, in seconds.
    public var from: Double
    /// The last instant, in seconds; nil: the end of cycle ``loops``.
    public var to: Double?
    /// The cycles a show plays when ``to`` is nil (nil: one).
    public var loops: Int?
    /// How the show plays its stories.
    public var strategy: Strategy
    /// The place a video goes to (its size, codec settings and rules), if any.
    public var preset: VideoPreset?
    /// The FFmpeg encoder of a video, when not its container's.
    public var encoder: String?
    /// The stories whose views stopped a runner, drawn as a placeholder from then on.
    public var trapped: [TrappedStory] = []

    /// A spec.
    public init(format: StoriesOutputFormat, fps: Double, from: Double, to: Double?, strategy: Strategy) {
        self.format = format
        self.fps = fps
        self.from = from
        self.to = to
        self.strategy = strategy
    }
}

/// A story whose view stopped a runner: in the show whose first output is `output`, story
/// `story` (from 0), with the trap's message.
public struct TrappedStory: Codable, Sendable, Hashable {
    /// The show's first output.
    public var output: Int
    /// The story's index in the show.
    public var story: Int
    /// What stopped the runner.
    public var message: String
}

/// The `IStory` types a previews build's registry hands over before the runner starts.
@MainActor
enum RegisteredStories {
    static var types: [(file: String, line: Int, type: any IStory.Type)] = []
}

/// Called by a previews build's registry with the `IStory` types of the user's files.
@_silgen_name("introkit_previews_stories")
@MainActor
public func _introkitPreviewsStories(_ stories: [(file: String, line: Int, type: any IStory.Type)]) {
    RegisteredStories.types = stories
}

/// A story of a package's own as the runner draws it: its own view, or — once that view
/// stopped a runner — a placeholder naming the trap, with the story's timing kept.
enum RunnerStory<Story: IStory>: StoryContent {
    case own(Story)
    case stopped(Story, message: String)

    var story: Story {
        switch self {
        case .own(let story), .stopped(let story, _): story
        }
    }

    var duration: TimeInterval { story.duration }
    var colorScheme: ColorScheme? { story.colorScheme }

    @ViewBuilder
    func builder(progress: Binding<CGFloat>) -> some View {
        switch self {
        case .own(let story): story.builder(progress: progress)
        case .stopped(let story, let message): StoppedStoryView(name: "\(Story.self).\(story)", message: message)
        }
    }
}

/// What a story whose view trapped shows: its name and the trap's message on dark red.
struct StoppedStoryView: View {
    let name: String
    let message: String

    var body: some View {
        ZStack {
            Color(red: 0.45, green: 0.06, blue: 0.08).ignoresSafeArea()
            VStack(spacing: 12) {
                Text(name).font(.title2).bold()
                Text(message).font(.footnote)
            }
            .foregroundColor(.white)
            .multilineTextAlignment(.center)
            .padding(24)
        }
    }
}

/// Reports the story of each frame laid out, once per change (frames are laid out one at a
/// time, so it needs no lock).
final class StoryReporter: @unchecked Sendable {
    private let output: Int
    private let names: [String]
    private var last: Int?

    init(output: Int, names: [String]) {
        self.output = output
        self.names = names
    }

    func willLayOut(_ story: Int) {
        guard story != last else { return }
        last = story
        PreviewRunEvent.story(output: output, story: story, name: names.indices.contains(story) ? names[story] : String(story)).send()
    }
}

/// Plays the registered `IStory` types as shows on the spec's matrix, through IntroKit's
/// `StoriesRenderPlan`, one show after another, each output left in the stage folder.
@MainActor
struct StoriesPreviewRunner {
    let spec: PreviewRunSpec
    let stories: StoriesPreviewSpec
    let stage: URL

    /// One show: a story type on one cell of the matrix, its outputs' names and the previews
    /// they belong to (the type's; in an audit run each story's own), where they start in
    /// the plan, and the name its outputs' names start with.
    struct Show {
        let first: Int
        /// The `IStory` type's place among the registered ones.
        let type: Int
        let names: [String]
        let previews: [String]
        let show: StoriesShow
        let base: String
    }

    func run(_ types: [(file: String, line: Int, type: any IStory.Type)], from start: Int) -> Int32 {
        let shows: [Show]
        do throws(RenderProblem) {
            shows = try plan(types)
        } catch {
            PreviewRunEvent.planFailed(PreviewRunProblem(error)).send()
            return 0
        }
        PreviewRunEvent.plan(shows.flatMap { show in zip(show.names, show.previews).map { PlannedPreviewOutput(fileName: $0, preview: $1) } })
            .send()
        var audited = Set<Int>()
        for show in shows where show.first + show.names.count > start {
            PreviewRunEvent.start(show.first).send()
            if spec.audits { audit(show, firstCell: audited.insert(show.type).inserted) } else { render(show) }
        }
        return 0
    }

    /// Every show: each type on each cell of the matrix (planned by `ViewRenderPlan`, which
    /// refuses two that would write one file).
    func plan(_ types: [(file: String, line: Int, type: any IStory.Type)]) throws(RenderProblem) -> [Show] {
        let items = types.enumerated().map { position, entry in
            ViewRenderItem(stem: PreviewNaming.fileSafe("\(entry.type)"), source: "\(entry.file):\(entry.line)", index: position + 1) {
                AnyView(EmptyView())
            }
        }
        let matrix = try ViewRenderPlan(try PreviewRunner(spec: spec, stage: stage).request(items))
        var shows: [Show] = []
        var first = 0
        for job in matrix.jobs {
            let entry = types[job.view]
            let show = try self.show(entry.type, file: entry.file, job: job, first: first, backend: matrix.backend)
            let base = String(job.fileName.dropLast(job.fileExtension.count + 1))
            let names: [String]
            switch stories.format {
            case _ where show.drawsStills || spec.audits: names = show.stillFileNames(prefix: base + "-")
            case .frames:
                let digits = max(5, String(max(0, show.times.count - 1)).count)
                names = show.times.indices.map { "\(base)-frame-\(String(repeating: "0", count: max(0, digits - String($0).count)))\($0).\(job.fileExtension)" }
            case .filmstrip: names = ["\(base)-filmstrip.\(job.fileExtension)"]
            case .apng: names = ["\(base).apng"]
            case .mp4, .webm, .gif: names = ["\(base).\(stories.format.rawValue)"]
            }
            // An audit's findings name the story: `Sources/Launch.swift:12 (LaunchStories.welcome)`.
            let previews = spec.audits ? Self.storyNames(entry.type).map { "\(entry.file):\(entry.line) (\($0))" } : names.map { _ in job.preview }
            shows.append(Show(first: first, type: job.view, names: names, previews: previews, show: show, base: base))
            first += names.count
        }
        return shows
    }

    /// The show of `Story`'s cases for `job`, its trapped stories drawn as placeholders.
    func show<Story: IStory>(
        _ type: Story.Type, file: String, job: ViewJob, first: Int, backend: any RenderBackend
    ) throws(RenderProblem) -> StoriesShow {
        let trapped = Dictionary(stories.trapped.filter { $0.output == first }.map { ($0.story, $0.message) }) { first, _ in first }
        let cases = Array(Story.allCases)
        let played = cases.enumerated().map { index, story in trapped[index].map { RunnerStory.stopped(story, message: $0) } ?? .own(story) }
        let timeline: StoriesTimeline
        do {
            timeline = try StoriesTimeline(
                configuration: StoriesConfiguration(
                    stories: played.map { StoryTiming(duration: $0.duration, colorScheme: $0.colorScheme) }, strategy: stories.strategy))
        } catch {
            throw .backendFailed(file: job.preview, reason: error.errors.map { $0.description(locale: job.locale) }.joined(separator: "; "))
        }
        let reporter = StoryReporter(output: first, names: Self.storyNames(type))
        let content = StoriesShowContent(views: played, willLayOut: reporter.willLayOut)
        var request = StoriesRenderRequest(
            file: GalleryShots.displayPath(file, relativeTo: URL(fileURLWithPath: spec.currentDirectory)),
            translations: [(job.locale, content)], timeline: timeline, device: job.device, backend: backend, fps: stories.fps,
            to: stories.to ?? timeline.end(ofCycle: stories.loops ?? 1) ?? stories.from)
        request.orientation = job.orientation
        request.colorScheme = job.scheme
        request.dynamicTypeSize = job.dynamicTypeSize
        request.format = stories.format
        request.from = stories.from
        request.preset = stories.preset
        request.encoder = stories.encoder
        // `--accessibility`: each story's still with its snapshot, in place of the format's files.
        request.accessibilityStills = spec.accessibility != .none
        return try StoriesRenderPlan(request).shows[0]
    }

    /// `Type.case` of each of `Story`'s cases, in order.
    static func storyNames<Story: IStory>(_ type: Story.Type) -> [String] {
        Story.allCases.map { "\(Story.self).\($0)" }
    }

    /// Audits each story of `show` (with Increase Contrast too, when the spec asks) and leaves
    /// its issues in the stage folder, reporting it.
    /// Reduce Motion is looked for on the show's first cell of the matrix (`firstCell`), as a
    /// stories file's audit looks on its first device, orientation and scheme.
    func audit(_ show: Show, firstCell: Bool) {
        let prefix = show.base + "-"
        let increased = spec.increasedContrast ? show.show.audits(prefix: prefix, contrast: .increased) : []
        let moving = firstCell ? Dictionary(show.show.motionWithReduceMotion().map { ($0.story, $0.times) }) { first, _ in first } : [:]
        for audit in show.show.audits(prefix: prefix) {
            let index = show.first + audit.story
            do throws(RenderProblem) {
                let moreContrast = increased.first { $0.story == audit.story }?.issues ?? []
                let evidence = PreviewStoryEvidence(
                    story: audit.story, isLightOnly: audit.isLightOnly, movesWithReduceMotion: moving[audit.story] ?? [])
                try PreviewStageFiles.saveAudit((audit.issues, audit.entry), increasedContrast: moreContrast, story: evidence, stage, index)
                PreviewRunEvent.done(index).send()
            } catch {
                PreviewRunEvent.failed(index, PreviewRunProblem(error)).send()
            }
        }
    }

    /// Renders `show`'s outputs and leaves each in the stage folder, reporting it.
    func render(_ show: Show) {
        let path = PreviewStageFiles.data(stage, show.first)
        switch show.show.format {
        case _ where show.show.drawsStills:
            let stills = Result { () throws(RenderProblem) in try show.show.stills(prefix: show.base + "-") }
            for offset in show.names.indices {
                let made = stills.flatMap { stills -> Result<RenderedOutput, RenderProblem> in
                    stills.indices.contains(offset)
                        ? .success(stills[offset].rendered) : .failure(.backendFailed(file: show.names[offset], reason: "no still was drawn"))
                }
                finish(made, show, offset)
            }
        case .frames:
            for (offset, made) in show.show.frames({ _, made in made }).enumerated() {
                finish(made, show, offset)
            }
        case .filmstrip:
            finish(Result { () throws(RenderProblem) in try show.show.filmstrip() }, show, 0)
        case .apng:
            let made = Result { () throws(RenderProblem) -> RenderedOutput in
                do {
                    guard FileManager.default.createFile(atPath: path.path, contents: nil) else {
                        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path.path])
                    }
                    let handle = try FileHandle(forWritingTo: path)
                    defer { try? handle.close() }
                    try show.show.writeAnimatedPNG { try handle.write(contentsOf: $0) }
                    return show.show.animatedPNG(written: try Data(contentsOf: path, options: .alwaysMapped))
                } catch {
                    throw .backendFailed(file: show.names[0], reason: String(describing: error))
                }
            }
            finish(made, show, 0, bytesWritten: true)
        case .mp4, .webm, .gif:
            let made = Result { () throws(RenderProblem) -> RenderedOutput in
                _ = try show.show.writeVideo(to: path.path)
                // An App Store preview's poster frame goes beside it.
                let poster = show.show.posterFileName == nil ? nil : try show.show.poster()
                do {
                    try poster?.write(to: PreviewStageFiles.poster(stage, show.first))
                    return show.show.video(written: try Data(contentsOf: path, options: .alwaysMapped))
                } catch {
                    throw .backendFailed(file: show.names[0], reason: String(describing: error))
                }
            }
            finish(made, show, 0, bytesWritten: true)
        }
    }

    /// Leaves output `offset` of `show` in the stage folder, named as planned, and reports it.
    func finish(_ made: Result<RenderedOutput, RenderProblem>, _ show: Show, _ offset: Int, bytesWritten: Bool = false) {
        let index = show.first + offset
        do throws(RenderProblem) {
            var rendered = try made.get()
            rendered.entry.path = show.names[offset]
            if rendered.entry.thumbnail != nil { rendered.entry.thumbnail = GalleryShots.thumbnailPath(for: show.names[offset]) }
            try PreviewStageFiles.save(rendered, layout: nil, bytesWritten: bytesWritten, stage, index)
            PreviewRunEvent.done(index).send()
        } catch {
            PreviewRunEvent.failed(index, PreviewRunProblem(error)).send()
        }
    }
}
