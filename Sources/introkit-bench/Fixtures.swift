import Foundation
import IntroUI
import Stories
import WelcomeSheet

/// The content benchmarks run on: the package's samples, found from this source file (the
/// benchmark is run from a checkout with `swift run`), and a view tree built in code.
enum Fixtures {
    /// Why a fixture could not be loaded.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The package's `Samples/` folder.
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    /// The seed sample's first page (`Samples/WelcomeSheet/welcome-sheet.json`).
    static func seedPage() throws -> WelcomeSheetPage {
        let name = "welcome-sheet.json"
        let data = try Data(contentsOf: samples.appendingPathComponent("WelcomeSheet/\(name)"))
        switch WelcomeSheetDocument.decode(data: data, fileName: name) {
        case .success(let document):
            guard let page = document.pages.first else { throw Failure(description: "\(name) has no pages") }
            return page
        case .failure(let failure):
            throw Failure(description: failure.rendered())
        }
    }

    /// The Stories sample (`Samples/Stories/stories.json`).
    static func stories() throws -> StoriesDocument {
        let name = "stories.json"
        let data = try Data(contentsOf: samples.appendingPathComponent("Stories/\(name)"))
        switch StoriesDocument.decode(data: data, fileName: name) {
        case .success(let document): return document
        case .failure(let failure): throw Failure(description: failure.renderedLines().joined(separator: "\n"))
        }
    }

    /// A device from the catalog.
    static func device(_ id: String) throws -> Device {
        try DeviceCatalog.device(id: id)
    }
}

/// A 30-view onboarding screen: a title, four rows and a button, built in code so that the
/// number of views is known.
///
/// Views: the outer VStack (1), the title (1), four rows of an HStack, a resizable Image,
/// its frame, a VStack and two Texts (4 × 6 = 24), and the button: a Text, its padding, its
/// background and the RoundedRectangle drawn there (4). Environment-only modifiers (font,
/// colours) add no view.
struct ThirtyViewScreen: View {
    /// The number of views in ``body``.
    static let viewCount = 30

    private static let rows = [
        ("star.fill", "Favourites", "Keep the things you love one tap away."),
        ("bell.fill", "Notifications", "Hear about what matters, and only that, when it matters."),
        ("lock.fill", "Privacy", "Your data stays on your device unless you decide otherwise."),
        ("sparkles", "Something new", "Fresh features every month, with a short tour of each."),
    ]

    var body: some View {
        VStack(spacing: 24) {
            Text("Welcome to IntroKit").font(.largeTitle).bold().multilineTextAlignment(.center)
            row(0)
            row(1)
            row(2)
            row(3)
            Text("Continue")
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 15).fill(.accentColor))
        }
    }

    private func row(_ index: Int) -> some View {
        let (symbol, title, content) = Self.rows[index]
        return HStack(spacing: 17.5) {
            Image(systemName: symbol).resizable().frame(width: 37, height: 37)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(content).font(.subheadline).foregroundColor(.secondary)
            }
        }
    }
}
