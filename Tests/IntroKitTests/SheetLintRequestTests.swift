import IntroKit
import IntroRender
import IntroUI
import Testing
import WelcomeSheet

/// The typed lint: findings handed over one at a time, icons once per page, layout per device,
/// orientation and scheme, and at several Dynamic Type sizes each element's finding once, at the
/// smallest size that has it.
@Suite struct SheetLintRequestTests {
    /// A page whose rows push their last texts below the sheet on a small phone.
    let page = WelcomeSheetPage(
        title: "Welcome",
        rows: (0..<12).map { WelcomeSheetPageRow(imageName: "star", title: "Row \($0)", content: "Some content that wraps") },
        mainButtonTitle: "Continue")

    func request(sizes: [DynamicTypeSize] = [.large]) throws -> SheetLintRequest {
        var request = SheetLintRequest(
            pages: [page], locale: "en", devices: [try DeviceCatalog.device(id: "iphone-se")], orientations: [.portrait],
            colorSchemes: [.light, .dark], measurer: TextBackend().textMeasurer
        ) { _ in .missing }
        request.dynamicTypeSizes = sizes
        return request
    }

    func findings(_ request: SheetLintRequest) -> [SheetLintFinding] {
        var found: [SheetLintFinding] = []
        request.findings { found.append($0) }
        return found
    }

    @Test func iconsOncePerPageAndOverflowPerScheme() throws {
        let found = findings(try request())
        #expect(found.filter { $0.code == .unknownIcon }.count == 12, "one per row, not per device or scheme")
        let overflow = found.filter { $0.code == .textOverflows }
        #expect(!overflow.isEmpty)
        #expect(Set(overflow.map(\.colorScheme)) == [.light, .dark])
        #expect(overflow.allSatisfy { $0.device == "iphone-se" && $0.dynamicType == nil })
    }

    @Test func aFindingAtSeveralSizesIsReportedAtTheSmallest() throws {
        // The text backend's cells do not grow with the type size: every element that is out
        // of view at the larger size already is at the smaller one.
        let one = findings(try request()).filter { $0.code == .textOverflows }
        let two = findings(try request(sizes: [.large, .accessibility3])).filter { $0.code == .textOverflows }
        #expect(!one.isEmpty)
        #expect(two.count == one.count)
        #expect(two.allSatisfy { $0.dynamicType == .large })
        #expect(two.map(\.element) == one.map(\.element))
    }

    @Test func aThrowingHandlerStopsTheLint() throws {
        struct Enough: Error {}
        var seen = 0
        #expect(throws: Enough.self) {
            try self.request().findings { _ in
                seen += 1
                if seen == 3 { throw Enough() }
            }
        }
        #expect(seen == 3)
    }
}
