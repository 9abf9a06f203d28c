import Foundation
import IntroRender
import IntroUI
import Stories
import WelcomeSheet

// The Swift code of the DocC articles and landing pages (Sources/*/*.docc), compiled here;
// DocCArticleTests checks that every block there is a copy of code in this file (or of the
// DemoPackage's compiled test, for "Snapshot testing on Linux").

/// IntroUI's "Getting started".
func gettingStartedLayout() throws -> (LayoutFrame?, String) {
    let view = VStack(spacing: 12) {
        Text("Welcome").font(.largeTitle).id("title")
        Text("Everything you starred, in one place.").foregroundColor(.secondary)
    }
    .padding()

    let device = try DeviceCatalog.device(id: "iphone-15")
    let backend = TextBackend()
    let layout = LayoutEngine(measurer: backend.textMeasurer)
        .layout(view, canvas: device.canvas(.portrait), environment: EnvironmentValues(colorScheme: .dark))
    let title = layout.frames.first { $0.id == "title" }

    let output = try backend.render(layout.displayList, canvas: device.canvas(.portrait), options: RenderOptions())
    print(String(decoding: output.data, as: UTF8.self))   // a character grid
    return (title, String(decoding: output.data, as: UTF8.self))
}

/// IntroRender's "Writing a backend".
/// One line per drawing operation: a format for diffing layouts.
struct OperationsBackend: RenderBackend {
    let name = "ops"
    let product = RenderProduct.text(fileExtension: "ops.txt")
    let textMeasurer: any TextMeasurer = CellTextMeasurer()
    /// No settings, libraries or files: its bytes follow from the display list alone.
    let cacheIdentity = RenderIdentity(settings: [:])

    func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput {
        let lines = displayList.items.map { "\($0)" }
        return RenderOutput(data: Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}

/// Registers the article's backend (tests pass a registry of their own).
func registerOperationsBackend(in registry: BackendRegistry = .shared) {
    registry.register(OperationsBackend())
}

/// WelcomeSheet's landing page.
func welcomeSheetLandingLayout() throws -> LayoutResult {
    let iPhone = try DeviceCatalog.device(id: "iphone-15")
    let backend = TextBackend()
    let page = WelcomeSheetPage(title: "Welcome", rows: [
        WelcomeSheetPageRow(imageSystemName: "star.fill", title: "Favourites",
                            content: "Everything you starred, in one place."),
    ])
    let layout = WelcomeSheetLayout.layout(page: page, device: iPhone, measurer: backend.textMeasurer)
    return layout
}

/// Stories' landing page.
enum Intro: IStory {
    case first, second

    func builder(progress: Binding<CGFloat>) -> some View {
        switch self {
        case .first: Color.green
        case .second: Color.brown
        }
    }

    var duration: TimeInterval { self == .first ? 5 : 3 }
}
