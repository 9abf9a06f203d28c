import Foundation
import IntroRender
import IntroUI
import WelcomeSheet
import IntroVideo

/// What to render of Welcome Sheet content: its pages (already decoded and translated), on
/// which devices, orientations, colour schemes and Dynamic Type sizes, with which backend and
/// options, how many at once, and which slice of the matrix. ``SheetRenderPlan`` turns it
/// into jobs.
public struct SheetRenderRequest: Sendable {
    /// The inputs, in order; each names its outputs.
    public var documents: [SheetDocumentContent]
    /// The devices, each once.
    public var devices: [Device]
    /// The orientations.
    public var orientations: [Orientation] = [.portrait]
    /// The colour schemes.
    public var colorSchemes: [ColorScheme] = [.light]
    /// The Dynamic Type sizes, smallest first.
    public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// What draws and encodes.
    public var backend: any RenderBackend
    /// The render options (scale, assets and their limits).
    public var options = RenderOptions()
    /// The status bar and the app's tint (which pages without an accent colour take, in
    /// pictures and in lint findings); the back button is set per page.
    public var chrome = SheetChrome()
    /// The largest canvas, in pixels: a device over it is refused before anything is drawn.
    public var pixelLimit = 50_000_000
    /// The slice of the matrix rendered (CI job matrices).
    public var shard = Shard.all
    /// Outputs drawn at once.
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// How a row's image resolves, for the lint findings of the manifest entries (unknown
    /// icons, refused assets, symbol stand-ins); nil: no findings about images.
    public var imageLookup: (@Sendable (WelcomeSheetPageRow) -> IconLookup)?
    /// The language of the findings' messages in manifest entries.
    public var messageLocale = "en"
    /// The folder input paths are shown relative to in manifest entries.
    public var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// Whether each picture shows its accessibility elements outlined, numbered in reading
    /// order and listed beside the screen (`AccessibilityOverlay`), or has that picture and
    /// the tree's text form beside it.
    public var accessibility = AccessibilityDrawing.none

    /// A request for `documents` on `devices` drawn by `backend`; other settings take their
    /// defaults.
    public init(documents: [SheetDocumentContent], devices: [Device], backend: any RenderBackend) {
        self.documents = documents
        self.devices = devices
        self.backend = backend
    }
}

/// One input document: its pages in each language rendered.
public struct SheetDocumentContent: Sendable {
    /// The input, as given (a path): in collision messages and manifest entries.
    public var source: String
    /// The document in each language, the first one the language of its lint findings.
    public var translations: [SheetTranslation]

    /// A document.
    public init(source: String, translations: [SheetTranslation]) {
        self.source = source
        self.translations = translations
    }
}

/// A document's pages in one language.
public struct SheetTranslation: Sendable {
    /// The content's language.
    public var locale: String
    /// The start of every output's file name (`onboarding`, `onboarding.es`).
    public var stem: String
    /// The pages rendered, each with its number in the document (from 1).
    public var pages: [(number: Int, page: WelcomeSheetPage)]

    /// A translation.
    public init(locale: String, stem: String, pages: [(number: Int, page: WelcomeSheetPage)]) {
        self.locale = locale
        self.stem = stem
        self.pages = pages
    }
}

/// Why a render could not be made, as a value: the edge (the CLI) says it in words.
public enum RenderProblem: Error, Hashable, Sendable {
    /// `device`'s canvas has `pixels` pixels, over `limit`.
    case tooManyPixels(device: String, pixels: Int, limit: Int)
    /// Two inputs, `first` and `second`, would both write `file`.
    case sameOutput(first: String, second: String, file: String)
    /// The backend could not draw `file`.
    case backendFailed(file: String, reason: String)
    /// A filmstrip of `frames` frames, over `limit`.
    case filmstripFrames(frames: Int, limit: Int)
    /// A filmstrip of `frames` frames and `pixels` pixels, over `limit`.
    case filmstripPixels(frames: Int, pixels: Int, limit: Int)
    /// An animated PNG asked of `backend`, which makes no pixels; `rasterBackends` do.
    case notRaster(backend: String, rasterBackends: [String])
    /// The last instant, `end`, is before the first, `start`.
    case endBeforeStart(end: Double, start: Double)
    /// `frames` frames (a number, perhaps too large for an integer), over `limit`.
    case tooManyFrames(frames: String, limit: Int)
    /// A video that cannot be made as asked, or that its target would reject (every problem
    /// found before drawing), or whose encoding failed.
    case video([VideoProblem])
    /// The view `preview` (its source and name) asks for a device, `name`, that the catalog
    /// does not have by id, name or Xcode's simulator name; `suggested`: ids close to it.
    case unknownPreviewDevice(preview: String, name: String, suggested: [String])
    /// The view `preview` (its source and name) laid out to a size that is not a finite, positive number
    /// (`what`: the canvas or a frame, and its size).
    case invalidLayout(preview: String, what: String)
}
