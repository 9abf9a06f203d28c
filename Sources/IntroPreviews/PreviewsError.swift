import IntroKit
import IntroSystem

/// Why a previews run could not go on, as a value: the CLI says it in words.
public enum PreviewsError: Error, Hashable, Sendable {
    /// `what` was not found (at `path`).
    case environment(what: String, path: String)
    /// An input could not be read: `path`, and why.
    case unreadable(path: String, reason: String)
    /// A `.swift` file given (or found in a folder given) could not be read within the limit.
    case unreadableSource(path: String, FileReadError)
    /// A `.swift` file given is not UTF-8 text.
    case sourceNotUTF8(path: String)
    /// Shows were asked for (`--format`) but none of `files` declares an `IStory` type.
    case noStoryTypes(files: [String])
    /// A path given holds no `.swift` file.
    case noSwiftFiles(path: String)
    /// The user's files do not compile: the compiler's `file:line:col: error:` lines, for
    /// the files as given.
    case compile(diagnostics: [String])
    /// A part of the build IntroKit makes did not compile (`what`): the compiler's output.
    case build(what: String, output: String)
    /// The runner could not be started, or stopped without saying why: `reason`.
    case runner(reason: String)
    /// The render library refused the plan (collisions, devices, limits).
    case plan(RenderProblem)
}
