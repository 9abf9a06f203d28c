import Foundation
import IntroRender
import IntroUI
import Stories
import Testing
import WelcomeSheet

/// Every Swift snippet of the two seed READMEs compiles (this target holds them) and does
/// what the README says; and the files hold them verbatim, checked against the seed
/// documents in `../shared/seeds` when they are beside the package.
@Suite struct SeedSnippetTests {
    let canvas = Canvas(size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))

    func layout(_ view: some View) -> LayoutResult {
        LayoutEngine(measurer: CellTextMeasurer()).layout(view, canvas: canvas)
    }

    @Test func theStoriesSnippetsPlayAndDraw() {
        #expect(Stories.allCases.map(\.duration) == [5, 3, 5])
        #expect(Stories.allCases.map(\.colorScheme) == [.light, .dark, .dark])
        for widget in [widgetSnippet(), stateChangeSnippet(), validatorSnippet()] {
            #expect(widget.manager.errors.isEmpty)
            let result = layout(widget)
            #expect(result.frame("storyTpl.title") != nil)
            #expect(result.frame("storiesBar.segment.2") != nil)
        }
    }

    @Test func theSwiftUISnippetsLayOutTheirButton() {
        #expect(layout(SwiftUISnippet.ContentView()).texts.map(\.string) == ["Show sheet"])
        #expect(layout(ExampleSnippet.ContentView()).texts.map(\.string) == ["Show sheet"])
        #expect(layout(WelcomeSheetModifierSnippet()).texts.map(\.string) == ["Show sheet"])
        #expect(ExampleSnippet.ContentView().pages.map(\.title) == ["Welcome to Welcome Sheet", "What's New in Translate"])
        #expect(ModelSnippets.page.mainButtonTitle == "Let's go!" && ModelSnippets.page.rows.isEmpty)
        #expect(ModelSnippets.row.accentColor == .green && ModelSnippets.row.imageSource == .systemSymbol)
    }

    @MainActor @Test func theUIKitViewControllerPresentsAndGetsTheSheetBack() throws {
        let controller = ViewController()
        let button = UIButton()
        controller.showSheetButton = button
        controller.viewDidLoad()
        #expect(controller.presentedViewController == nil)
        button.sendActions(for: .touchUpInside)
        let sheet = try #require(controller.presentedViewController as? WelcomeSheetController)
        #expect(sheet.isPresented && sheet.pages == controller.pages)
        #expect(sheet.presentingViewController === controller)
        sheet.tapMainButton()
        #expect(!sheet.isPresented)
        #expect(controller.presentedViewController == nil)
    }

    @MainActor @Test func theWelcomeSheetControllerSnippetIsModal() throws {
        let host = ControllerSnippetHost()
        host.showSheet()
        let sheet = try #require(host.presentedViewController as? WelcomeSheetController)
        #expect(sheet.isModalInPresentation)
        #expect(!sheet.slideToDismiss())
        host.dismiss(animated: true)
        #expect(!sheet.isPresented && host.presentedViewController == nil)
    }

    @Test func decodableSupport() throws {
        let data = try Data(contentsOf: SeedSnippet.packageFolder.appendingPathComponent("Samples/WelcomeSheet/welcome-sheet.json"))
        let pages = try JSONDecoder().decode([WelcomeSheetPage].self, from: data)
        #expect(pages.first?.title == "Welcome to Welcome Sheet" && pages.first?.isShowingOptionalButton == true)
    }

    /// README, "UIKit on Linux": its diff removes exactly what ``SeedSnippet`` allows.
    @Test func theReadmeShowsTheUIKitDiff() throws {
        let readme = try String(contentsOf: SeedSnippet.packageFolder.appendingPathComponent("README.md"), encoding: .utf8)
        let diff = try #require(readme.components(separatedBy: "```diff\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let lines = diff.split(separator: "\n").map(String.init)
        let removed = lines.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
        let added = lines.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
        let uiKit = try #require(SeedSnippet.all.first { $0.name == "UIKit" })
        #expect(removed.count == 3 && removed.map(uiKit.edited) == added)
        #expect(removed.map(uiKit.edited) != removed)
    }

    @Test(.enabled(if: SeedDocuments.folder != nil, "the seed documents are not beside the package"))
    func theFilesHoldEverySnippetVerbatim() throws {
        let seeds = try SeedDocuments.load()
        for var snippet in SeedSnippet.all {
            let found = snippet.block(in: seeds)
            let block = try #require(found, "\(snippet.name): not found in the seeds")
            let file = try SeedSnippet.source(snippet.file)
            #expect(file.contains(block), "\(snippet.name) is not verbatim in \(snippet.file)")
            for required in snippet.imports { #expect(file.contains("\nimport \(required)\n"), "\(snippet.file): import \(required)") }
        }
    }
}

/// One Swift snippet of a seed README: its first and last line (the `occurrence`-th block
/// starting with that line), the file holding it, and the only edits allowed.
struct SeedSnippet {
    let name: String
    let first: String
    var occurrence = 1
    let last: String
    let file: String
    /// Replacements applied to the seed's text before looking for it.
    var edits: [(String, String)] = []

    /// Imports become these; their lines are left out of the block (they head the file).
    static let importEdits = ["SwiftUI": "IntroUI", "WelcomeSheet": "WelcomeSheet"]

    static let all = [
        SeedSnippet(name: "Stories enum", first: "    public enum Stories: IStory {", last: "    }", file: "StoriesSnippets.swift"),
        SeedSnippet(name: "widget", first: "    StoriesWidget(", last: "    )", file: "StoriesSnippets.swift"),
        SeedSnippet(name: "state closure", first: "    StoriesWidget(", occurrence: 2, last: "    }", file: "StoriesSnippets.swift"),
        SeedSnippet(name: "validator", first: "    StoriesWidget(", occurrence: 3, last: "    )", file: "StoriesSnippets.swift"),
        SeedSnippet(name: "SwiftUI", first: "import SwiftUI", last: "}", file: "WelcomeSheetSnippets.swift"),
        SeedSnippet(
            name: ".welcomeSheet", first: ".welcomeSheet(isPresented: $showSheet,", last: "              pages: pages)",
            file: "WelcomeSheetSnippets.swift",
            edits: [("preferredColorScheme = .dark", "preferredColorScheme: .dark")]),
        SeedSnippet(
            name: "UIKit", first: "class ViewController: UIViewController {", last: "}", file: "UIKitSnippets.swift",
            edits: [("@IBOutlet ", ""), ("@objc ", ""), ("#selector(showSheet)", "showSheet")]),
        SeedSnippet(
            name: "WelcomeSheetController", first: "let sheetVC = WelcomeSheetController()",
            last: "present(sheetVC, animated: true)", file: "UIKitSnippets.swift"),
        SeedSnippet(
            name: "WelcomeSheetPage", first: #"WelcomeSheetPage(title: "Welcome to Welcome Sheet", rows: ["#,
            last: #"optionalButtonURL: URL(string: "https://github.com/MAJKFL/Welcome-Sheet"))"#,
            file: "WelcomeSheetSnippets.swift"),
        SeedSnippet(
            name: "WelcomeSheetPageRow", first: #"WelcomeSheetPageRow(imageSystemName: "ipad.and.iphone", // Or `image: Image("ExampleImageName")`"#,
            last: #"                    content: "Don't worry about various screen sizes. It will look gorgeous on every iOS device.")"#,
            file: "WelcomeSheetSnippets.swift"),
        SeedSnippet(name: "Example", first: "import SwiftUI", occurrence: 2, last: "}", file: "WelcomeSheetSnippets.swift"),
    ]

    /// The modules the file must import in place of the block's imports.
    var imports: [String] = []

    /// The snippet's lines from the seeds, edited, without imports; nil when not found.
    /// Trailing spaces are ignored, here and in ``source(_:)``.
    mutating func block(in documents: [[String]]) -> String? {
        for lines in documents {
            let starts = lines.indices.filter { lines[$0] == first }
            guard starts.count >= occurrence else { continue }
            let start = starts[occurrence - 1]
            guard let end = lines[start...].firstIndex(of: last) else { return nil }
            var block: [String] = []
            for line in lines[start...end] {
                if line.hasPrefix("import "), let module = Self.importEdits[String(line.dropFirst(7))] {
                    imports.append(module)
                } else {
                    block.append(edited(line))
                }
            }
            return block.drop { $0.isEmpty }.joined(separator: "\n")
        }
        return nil
    }

    /// A seed line with the allowed edits made.
    func edited(_ line: String) -> String {
        edits.reduce(line) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// The package's folder.
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file of this target, with trailing spaces removed from its lines.
    static func source(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name)
        return SeedDocuments.lines(try String(contentsOf: url, encoding: .utf8)).joined(separator: "\n")
    }
}

/// The seed documents in `../shared/seeds` beside the package (as the project's machines have
/// them), one array of lines (trailing spaces removed) per document.
enum SeedDocuments {
    static var folder: URL? {
        let folder = SeedSnippet.packageFolder.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }

    static func load() throws -> [[String]] {
        guard let folder else { return [] }
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "txt" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { lines(try String(contentsOf: $0, encoding: .utf8)) }
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
        }
    }
}
