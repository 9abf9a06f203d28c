import Foundation
import IntroKit
import IntroRender
import IntroUI
import Testing

/// The typed view API: a view rendered on a device, with the root semantics of Xcode's canvas.
@MainActor
@Suite struct ViewRenderPlanTests {
    let phone = DeviceCatalog.all.first { $0.id == "iphone-16-pro" }!

    func plan(_ settings: PreviewSettings = PreviewSettings(), _ view: @escaping @MainActor () -> AnyView) throws -> ViewRenderPlan {
        let item = ViewRenderItem(stem: "Card", source: "Card.swift:3", settings: settings, make: view)
        var request = ViewRenderRequest(views: [item], devices: [phone], backend: TextBackend())
        request.colorSchemes = [.light, .dark]
        return try ViewRenderPlan(request)
    }

    @Test func theRootIsLaidOutOnTheDevicesScreen() throws {
        let plan = try plan { AnyView(Color.red.id("fill")) }
        #expect(plan.jobs.map(\.fileName) == ["Card-iphone-16-pro-portrait-light.txt", "Card-iphone-16-pro-portrait-dark.txt"])
        let made = try plan.render(plan.jobs[0])
        #expect(made.layout.canvas.size == Size(width: 402, height: 874))
        #expect(made.layout.canvas.safeArea == phone.safeArea(.portrait))
        #expect(made.rendered.entry.path == "Card-iphone-16-pro-portrait-light.txt")
        #expect(!made.rendered.output.data.isEmpty)
    }

    @Test func fixedAndSizeThatFitsLayoutsMakeTheCanvas() throws {
        var fixed = PreviewSettings()
        fixed.layout = .fixed(width: 200, height: 100)
        let fixedPlan = try plan(fixed) { AnyView(Color.red.id("fill")) }
        #expect(try fixedPlan.render(fixedPlan.jobs[0]).layout.frame("fill") == Rect(origin: Point(x: 0, y: 0), size: Size(width: 200, height: 100)))
        var fits = PreviewSettings()
        fits.layout = .sizeThatFits
        let fitsPlan = try plan(fits) { AnyView(Color.red.frame(width: 120, height: 40)) }
        #expect(try fitsPlan.render(fitsPlan.jobs[0]).layout.canvas.size == Size(width: 120, height: 40))
    }

    @Test func aViewsOwnDeviceAndSchemeReplaceTheRequests() throws {
        var settings = PreviewSettings()
        settings.device = "iPhone SE (2nd/3rd generation)"
        settings.colorScheme = .dark
        #expect(try plan(settings) { AnyView(Text("a")) }.jobs.map(\.fileName) == ["Card-iphone-se-portrait-dark.txt"])
        settings.device = "Pixel 9"
        let refused = try plan(settings) { AnyView(Text("a")) }
        #expect(refused.jobs.isEmpty)
        #expect(refused.refused == [.unknownPreviewDevice(preview: "Card.swift:3 (Card)", name: "Pixel 9", suggested: DeviceCatalog.all.map(\.id))])
    }

    @Test func aSizeThatIsNotFiniteIsAProblemNamingTheView() throws {
        var fits = PreviewSettings()
        fits.layout = .sizeThatFits
        let plan = try plan(fits) { AnyView(Color.red.frame(width: .infinity, height: 10)) }
        #expect(throws: RenderProblem.invalidLayout(preview: "Card.swift:3 (Card)", what: "canvas inf × 10.0")) { try plan.render(plan.jobs[0]) }
    }
}
