import Foundation
import IntroUI
import Testing
@testable import WelcomeSheet

@Suite struct WelcomeSheetModelTests {
    @Test func seedExamplesBuildTheExpectedPages() throws {
        #expect(SeedExamples.pages.count == 1)
        #expect(SeedExamples.pages[0].rows.map(\.imageSource) == [.systemSymbol, .systemSymbol, .systemSymbol])
        let example = SeedExamples.Example.pages
        #expect(example.map(\.title) == ["Welcome to Welcome Sheet", "What's New in Translate"])
        #expect(example[0].rows.map(\.accentColor) == [.mint, .indigo, .green])
        #expect(example[0].accentColor == .purple)
        #expect(example[0].isShowingOptionalButton)
        #expect(example[0].optionalButtonURL?.absoluteString == "https://github.com/MAJKFL/Welcome-Sheet")
        #expect(example[1].mainButtonTitle == "Wassup?")
        #expect(!example[1].isShowingOptionalButton)
        #expect(SeedExamples.page.rows.isEmpty && SeedExamples.page.mainButtonTitle == "Let's go!")
        #expect(SeedExamples.row.accentColor == .green)
    }

    @Test(arguments: [("en", "Continue"), ("es-MX", "Continuar"), ("zh-Hans", "继续"), ("zh-CN", "继续"), ("ar", "متابعة"), ("fr", "Continue")])
    func defaultMainButtonTitleFollowsTheLocale(locale: String, title: String) {
        #expect(SeedExamples.pages[0].resolvedMainButtonTitle(locale: locale) == title)
        #expect(SeedExamples.Example.pages[1].resolvedMainButtonTitle(locale: locale) == "Wassup?")
    }

    @Test func defaultsResolveToSystemColours() {
        let page = SeedExamples.pages[0]
        #expect(page.resolvedAccentColor == .accentColor)
        #expect(page.resolvedBackgroundColor == .background)
        #expect(page.rows[0].resolvedAccentColor(on: page) == .accentColor)
        #expect(SeedExamples.Example.pages[0].rows[0].resolvedAccentColor(on: SeedExamples.Example.pages[0]) == .mint)
    }

    @Test func optionalButtonVisibilityCanBeOverridden() {
        var page = WelcomeSheetPage(title: "t", rows: [], optionalButtonTitle: "More")
        #expect(page.isShowingOptionalButton)
        page.isShowingOptionalButton = false
        #expect(!page.isShowingOptionalButton)
        page.optionalButtonTitle = nil
        #expect(!page.isShowingOptionalButton)
    }

    @Test func imageRowsKeepTheImageSource() {
        let asset = WelcomeSheetPageRow(image: Image("ExampleImageName"), accentColor: Color.green, title: "T", content: "C")
        #expect(asset == WelcomeSheetPageRow(imageName: "ExampleImageName", accentColor: .green, title: "T", content: "C"))
        #expect(asset.imageSource == .asset)
        let symbol = WelcomeSheetPageRow(image: Image(systemName: "star"), title: "T", content: "C")
        #expect(symbol == WelcomeSheetPageRow(imageSystemName: "star", title: "T", content: "C"))
    }

    @Test func pagesCrossThreads() async {
        let pages = SeedExamples.Example.pages
        let titles = await Task.detached { pages.map(\.title) }.value
        #expect(titles.count == 2)
    }

    @Test func equalityComparesContentAndWhetherThereIsAnAction() {
        let plain = WelcomeSheetPage(title: "t", rows: [])
        let withAction = WelcomeSheetPage(title: "t", rows: [], optionalButtonAction: {})
        #expect(plain == WelcomeSheetPage(title: "t", rows: []))
        #expect(plain != withAction)
        #expect(withAction == WelcomeSheetPage(title: "t", rows: [], optionalButtonAction: { print("other") }))
    }
}
