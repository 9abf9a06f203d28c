import Foundation
import IntroGalleryFormat
import IntroKit
import IntroRender
import IntroSystem

/// What `introkit previews` renders: the inputs (files and folders), the matrix, and the
/// build's cache folder.
public struct PreviewsRequest: Sendable {
    /// Files and folders, as given.
    public var paths: [String]
    /// The matrix and backend, as the runner takes them.
    public var spec: PreviewRunSpec
    /// The build's cache folder (plugin, shims, runners).
    public var cache: URL
    /// The folder relative paths start from.
    public var currentDirectory: URL
    /// The largest `.swift` file read, in bytes (``PreviewsPipeline/defaultMaximumSourceBytes``).
    public var maximumSourceBytes: Int

    /// A request.
    public init(
        paths: [String], spec: PreviewRunSpec, cache: URL, currentDirectory: URL,
        maximumSourceBytes: Int = PreviewsPipeline.defaultMaximumSourceBytes
    ) {
        self.paths = paths
        self.spec = spec
        self.cache = cache
        self.currentDirectory = currentDirectory
        self.maximumSourceBytes = maximumSourceBytes
    }
}

extension PreviewsRequest {
    /// The environment variable naming the build cache when none is given.
    public static let cacheVariable = "INTROKIT_PREVIEWS_CACHE"

    /// The build cache `path` names (`--cache`), else ``cacheVariable``'s, else
    /// `introkit/previews` under `$XDG_CACHE_HOME`, else under `~/.cache`; an empty path counts
    /// as none. `resolve` makes a path given (relative to the working folder) a URL.
    public static func cacheFolder(_ path: String?, environment: [String: String], resolve: (String) -> URL) -> URL {
        if let path = path ?? environment[cacheVariable], !path.isEmpty { return resolve(path) }
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".cache")
        return base.appendingPathComponent("introkit/previews")
    }
}

/// A `.swift` file, as given or found in a folder given, and its text: read once, for
/// discovery and for the runner's identity.
public struct SwiftSource: Hashable, Sendable {
    /// The file, as given.
    public var file: String
    /// Its text.
    public var text: String
}

/// A request with its files read: the `.swift` files found, their previews and their
/// `IStory` types (``PreviewsPipeline/plan(_:)``).
public struct PreviewsPlan: Sendable {
    /// The request.
    public var request: PreviewsRequest
    /// The `.swift` files, as given or found in the folders given, with their texts.
    public var sources: [SwiftSource]
    /// Their previews, in order.
    public var previews: [DiscoveredPreview]
    /// Their `IStory` types, in order.
    public var stories: [DiscoveredStories]
}

/// One output drawn by a runner: its bytes, manifest entry, diagnostics, thumbnail and layout JSON.
public struct PreviewRendering: Sendable {
    /// The file's bytes.
    public var data: Data
    /// Its manifest entry.
    public var entry: GalleryEntry
    /// What the render noticed.
    public var diagnostics: [RenderDiagnostic]
    /// The thumbnail, for a raster output.
    public var thumbnail: Data?
    /// The layout JSON, when asked for.
    public var layout: Data?
    /// How long the view's layout takes, when asked for (``PreviewRunSpec/layoutTimingRuns``).
    public var layoutTime: ViewLayoutTime?
    /// The accessibility audit's issues, in an audit run (``PreviewRunSpec/audits``; ``data`` is then empty).
    public var audit: [PreviewAuditIssue]?
    /// In an audit run of a package's `IStory` types, what the evidence report asks of the story.
    public var story: PreviewStoryEvidence? = nil
    /// An App Store preview's poster frame (the show 5 s in) as a PNG, written beside the
    /// video as ``posterFileName(of:)``.
    public var poster: Data?
    /// The output's accessibility snapshot, when the spec asks for one (``PreviewRunSpec/accessibility``).
    public var accessibility: AccessibilitySnapshot?

    /// The file beside the video `fileName` that holds its poster frame: `<name>-poster.png`.
    public static func posterFileName(of fileName: String) -> String {
        (fileName as NSString).deletingPathExtension + "-poster.png"
    }
}

/// Why one preview (or one output of it) was not drawn: the run goes on without it.
public enum PreviewFailure: Error, Hashable, Sendable {
    /// The render library refused it (a NaN size, an unknown device, a backend's error).
    case problem(RenderProblem)
    /// The preview stopped the runner (a trap, unbounded recursion in `body`): the signal
    /// and the last line the runner wrote (the trap's message).
    case trapped(preview: String, signal: Int32, message: String)
    /// The `#Preview` was found in the file but not compiled (inside `#if`, say).
    case unregistered(preview: String)
    /// The preview's runner went `seconds` without finishing an output or a story (an endless
    /// loop in `body`, a wait for something that never comes) and was stopped.
    case stalled(preview: String, seconds: Int)
}

/// What a run made: each planned output's rendering or failure, and the failures of
/// previews that planned no output (a provider that trapped while its previews were made).
public struct PreviewsResult: Sendable {
    /// Every output, in the order of the matrix.
    public var outputs: [(output: PlannedPreviewOutput, result: Result<PreviewRendering, PreviewFailure>)]
    /// Previews with no output.
    public var failures: [PreviewFailure]

    /// The extension of the one file a single output may be written to: the first output's own
    /// (`-o clip.mp4` for a show's video), else `fallback` (the backend's, when nothing was planned).
    public func outputExtension(otherwise fallback: String) -> String {
        outputs.first.map { ($0.output.fileName as NSString).pathExtension } ?? fallback
    }
}

/// `introkit previews`, as a library: files found, previews discovered, the build made (or
/// reused) and its runner run until every output is drawn or has failed.
public enum PreviewsPipeline {
    /// The largest `.swift` file read by default: 16 MiB, far beyond any hand-written file.
    public static let defaultMaximumSourceBytes = 16 << 20

    /// The `.swift` files of `paths` (a folder: every `.swift` file under it, sorted), as given.
    public static func swiftFiles(_ paths: [String], currentDirectory: URL) throws(PreviewsError) -> [String] {
        var files: [String] = []
        for path in paths {
            let url = location(of: path, in: currentDirectory)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw .unreadable(path: path, reason: "no such file or folder")
            }
            guard isFolder.boolValue else {
                guard path.hasSuffix(".swift") else { throw .noSwiftFiles(path: path) }
                files.append(path)
                continue
            }
            let found = (FileManager.default.subpaths(atPath: url.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            guard !found.isEmpty else { throw .noSwiftFiles(path: path) }
            files += found.map { (path.hasSuffix("/") ? path : path + "/") + $0 }
        }
        var seen = Set<String>()
        return files.filter { seen.insert(location(of: $0, in: currentDirectory).standardizedFileURL.path).inserted }
    }

    /// The texts of `files`, each read once, at most `limit` bytes.
    public static func sources(
        _ files: [String], currentDirectory: URL, limit: Int = defaultMaximumSourceBytes
    ) throws(PreviewsError) -> [SwiftSource] {
        var sources: [SwiftSource] = []
        for file in files { sources.append(SwiftSource(file: file, text: try text(of: file, currentDirectory, limit: limit))) }
        return sources
    }

    /// The previews of `sources`, in order.
    public static func discover(_ sources: [SwiftSource]) -> [DiscoveredPreview] {
        sources.flatMap { PreviewDiscovery.previews(in: $0.text, file: $0.file) }
    }

    /// The `IStory` types of `sources`, in order.
    public static func discoverStories(_ sources: [SwiftSource]) -> [DiscoveredStories] {
        sources.flatMap { StoryDiscovery.stories(in: $0.text, file: $0.file) }
    }

    /// Where `path` (absolute, or relative to `currentDirectory`) is, whether or not
    /// `currentDirectory` was made as a folder URL.
    static func location(of path: String, in currentDirectory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
    }

    /// A regular file of at most `limit` bytes, never a FIFO that would wait for a writer.
    private static func text(of file: String, _ currentDirectory: URL, limit: Int) throws(PreviewsError) -> String {
        let url = location(of: file, in: currentDirectory)
        let data: Data
        do {
            data = try BoundedRead.contents(ofFile: url.path, limit: limit)
        } catch {
            throw .unreadableSource(path: file, error)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .sourceNotUTF8(path: file) }
        return text
    }

    /// The files of `request`, what they declare, and the request checked against them (shows
    /// asked of files without an `IStory` type are refused), before anything is built.
    public static func plan(_ request: PreviewsRequest) throws(PreviewsError) -> PreviewsPlan {
        let files = try swiftFiles(request.paths, currentDirectory: request.currentDirectory)
        let sources = try sources(files, currentDirectory: request.currentDirectory, limit: request.maximumSourceBytes)
        let stories = discoverStories(sources)
        if request.spec.stories != nil, stories.isEmpty { throw .noStoryTypes(files: files) }
        return PreviewsPlan(request: request, sources: sources, previews: discover(sources), stories: stories)
    }

    /// Plans `request` and runs it (see ``run(_:environment:progress:)-(PreviewsPlan,_,_)``).
    public static func run(
        _ request: PreviewsRequest, environment: PreviewBuildEnvironment, progress: (_ finished: String, _ total: Int) -> Void = { _, _ in }
    ) throws(PreviewsError) -> PreviewsResult {
        try run(plan(request), environment: environment, progress: progress)
    }

    /// Builds (or reuses) the runner of the plan's files and runs it; `progress` hears of
    /// each output as it is finished (done or failed) and how many there are.
    public static func run(
        _ plan: PreviewsPlan, environment: PreviewBuildEnvironment, progress: (_ finished: String, _ total: Int) -> Void = { _, _ in }
    ) throws(PreviewsError) -> PreviewsResult {
        let request = plan.request
        let build = PreviewBuild(environment: environment, cache: request.cache)
        let runner = try build.runner(
            sources: plan.sources, previews: plan.previews, stories: plan.stories, currentDirectory: request.currentDirectory)
        return try PreviewRunSupervisor(runner: runner, spec: request.spec).run(progress: progress)
    }
}
