import IntroUI
import Stories
import WelcomeSheet

/// Checks that the values IntroContentPlugin generated are the ones the JSON files decode
/// to at run time: the generated Swift escaped every string and colour exactly.
enum ContentCheck {
    /// The JSON files beside this source file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The names of the files whose generated values differ from their decoded JSON.
    static func mismatches() -> [String] {
        var mismatches: [String] = []
        if pages("welcome.json") != IntroContent.welcome { mismatches.append("welcome.json") }
        if pages("escapes.json") != IntroContent.escapes { mismatches.append("escapes.json") }
        if !sameShow(stories("tour.json"), IntroContent.tour) { mismatches.append("tour.json") }
        return mismatches
    }

    private static func pages(_ name: String) -> [WelcomeSheetPage]? {
        let data = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
        return try? WelcomeSheetDocument.decode(data: data, fileName: name).get().pages
    }

    private static func stories(_ name: String) -> StoriesDocument? {
        let data = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
        return try? StoriesDocument.decode(data: data, fileName: name).get()
    }

    private static func sameShow(_ a: StoriesDocument?, _ b: StoriesDocument) -> Bool {
        guard let a else { return false }
        return a.stories == b.stories && a.strategy == b.strategy && a.current == b.current && a.leeway == b.leeway
            && a.pauses == b.pauses && a.navigation == b.navigation
    }
}
