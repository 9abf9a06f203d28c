import Foundation
import Synchronization
import IntroUI
import Testing
import WelcomeSheet

@MainActor
@Suite struct WelcomeSheetControllerTests {
    /// A controller over three pages that counts dismissals and records opened URLs.
    @MainActor final class Harness {
        let controller: WelcomeSheetController
        var dismissals = 0
        var opened: [URL] = []

        init(pages: [WelcomeSheetPage] = Harness.threePages) {
            controller = WelcomeSheetController(pages: pages)
            controller.onDismiss = { [unowned self] in dismissals += 1 }
            controller.urlOpener = { [unowned self] in opened.append($0) }
        }

        static let threePages = ["One", "Two", "Three"].map { WelcomeSheetPage(title: $0, rows: []) }
    }

    @Test func mainButtonPagesThenDismissesOnce() {
        let harness = Harness()
        let sheet = harness.controller
        #expect(sheet.present())
        #expect(sheet.isPresented && sheet.currentPage?.title == "One")
        sheet.tapMainButton()
        #expect(sheet.currentPageIndex == 1 && !sheet.isOnLastPage)
        sheet.tapMainButton()
        #expect(sheet.currentPage?.title == "Three" && sheet.isOnLastPage)
        #expect(harness.dismissals == 0)
        sheet.tapMainButton()
        #expect(!sheet.isPresented)
        #expect(harness.dismissals == 1)
        sheet.tapMainButton()
        sheet.dismiss()
        #expect(!sheet.slideToDismiss())
        #expect(harness.dismissals == 1)
    }

    @Test func presentingAgainStartsOverAndDismissesOnceMore() {
        let harness = Harness()
        harness.controller.present()
        harness.controller.tapMainButton()
        harness.controller.dismiss()
        #expect(harness.controller.present())
        #expect(harness.controller.currentPageIndex == 0)
        #expect(!harness.controller.present())
        harness.controller.dismiss()
        #expect(harness.dismissals == 2)
    }

    @Test func nothingToPresentWithoutPages() {
        let sheet = WelcomeSheetController()
        #expect(!sheet.present())
        #expect(sheet.currentPage == nil)
    }

    @Test func slideToDismissIsBlockedWhenDisabled() {
        let harness = Harness()
        let sheet = harness.controller
        sheet.isModalInPresentation = true
        #expect(sheet.isSlideToDismissDisabled)
        sheet.present()
        #expect(!sheet.slideToDismiss())
        #expect(sheet.isPresented && harness.dismissals == 0)
        sheet.isSlideToDismissDisabled = false
        #expect(!sheet.isModalInPresentation)
        #expect(sheet.slideToDismiss())
        #expect(harness.dismissals == 1)
    }

    @Test func optionalButtonOpensTheURL() {
        let url = URL(string: "https://github.com/MAJKFL/Welcome-Sheet")
        let harness = Harness(pages: SeedExamples.Example.pages)
        harness.controller.present()
        harness.controller.tapOptionalButton()
        #expect(harness.opened == [url].compactMap { $0 })
        harness.controller.tapMainButton()
        harness.controller.tapOptionalButton()
        #expect(harness.opened.count == 1)
    }

    @Test func customActionWinsOverTheURL() {
        let taps = Counter()
        let page = WelcomeSheetPage(
            title: "T", rows: [], optionalButtonTitle: "More", optionalButtonURL: URL(string: "https://example.com"),
            optionalButtonAction: { taps.increment() })
        let harness = Harness(pages: [page])
        harness.controller.present()
        harness.controller.tapOptionalButton()
        #expect(taps.value == 1)
        #expect(harness.opened.isEmpty)
    }

    @Test func hiddenOptionalButtonDoesNothing() {
        var page = WelcomeSheetPage(title: "T", rows: [], optionalButtonTitle: "More", optionalButtonURL: URL(string: "https://example.com"))
        page.isShowingOptionalButton = false
        let harness = Harness(pages: [page])
        harness.controller.present()
        harness.controller.tapOptionalButton()
        #expect(harness.opened.isEmpty)
    }

    @Test func preferredColorSchemeOverridesTheEnvironment() {
        let sheet = WelcomeSheetController()
        #expect(sheet.colorScheme(environment: .light) == .light)
        sheet.preferredColorScheme = .dark
        #expect(sheet.colorScheme(environment: .light) == .dark)
    }

    @Test func shrinkingPagesKeepsTheIndexValid() {
        let harness = Harness()
        harness.controller.present()
        harness.controller.tapMainButton()
        harness.controller.tapMainButton()
        harness.controller.pages = Array(Harness.threePages.prefix(1))
        #expect(harness.controller.currentPage?.title == "One")
    }

    @Test func seedUIKitUsageReads() {
        let sheetVC = WelcomeSheetController()
        sheetVC.pages = SeedExamples.pages
        sheetVC.onDismiss = { /* Run this code when sheet is dismissed */ }
        sheetVC.isModalInPresentation = true
        #expect(sheetVC.present())
    }
}

/// A thread-safe tap counter for `@Sendable` actions.
final class Counter: Sendable {
    private let storage = Mutex(0)
    var value: Int { storage.withLock { $0 } }
    func increment() { storage.withLock { $0 += 1 } }
}
