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

    /// The text runs drawn, anywhere in the display list.
    func texts(_ items: [DisplayItem]) -> [TextRun] {
        items.flatMap { item -> [TextRun] in
            if case .text(let run) = item { return [run] }
            return texts(item.groupedItems ?? [])
        }
    }

    /// As Xcode's canvas lays out a device preview: the root in the safe area (below the
    /// Dynamic Island, above the home indicator), a view that ignores it out to the edges.
    @Test func theRootIsLaidOutInTheSafeAreaUnlessItIgnoresIt() throws {
        let plan = try plan {
            AnyView(VStack { Text("Title").id("title"); Spacer() }.frame(maxWidth: .infinity).id("stack"))
        }
        let layout = try plan.render(plan.jobs[0]).layout
        let safe = phone.safeArea(.portrait)
        #expect(layout.frame("stack") == Rect(x: 0, y: safe.top, width: 402, height: 874 - safe.top - safe.bottom))
        #expect(layout.frame("title").map { $0.minY == safe.top } == true)
        let ignoring = try self.plan { AnyView(Color.red.id("fill").ignoresSafeArea()) }
        #expect(try ignoring.render(ignoring.jobs[0]).layout.frame("fill") == Rect(x: 0, y: 0, width: 402, height: 874))
        let older = try self.plan { AnyView(Color.red.id("fill").edgesIgnoringSafeArea(.top)) }
        #expect(try older.render(older.jobs[0]).layout.frame("fill") == Rect(x: 0, y: 0, width: 402, height: 874 - safe.bottom))
    }

    /// The status bar (9:41, Wi-Fi, battery) and the home indicator are drawn over a device
    /// preview in the scheme's primary colour; none on a fixed canvas, none when turned off.
    @Test func aDevicePreviewIsDrawnUnderTheStatusBarInTheSchemesColour() throws {
        let plan = try plan { AnyView(Color.clear) }
        for (job, colour) in zip(plan.jobs, [RGBA(red: 0, green: 0, blue: 0), RGBA(red: 1, green: 1, blue: 1)]) {
            let items = try plan.render(job).layout.displayList.items
            let clock = texts(items).filter { $0.string == "9:41" }
            #expect(clock.count == 1 && clock.first?.color == colour, "\(job.scheme): \(clock)")
            #expect(clock.first.map { $0.frame.maxY < phone.safeArea(.portrait).top } == true)
            // The home indicator: a 134 × 5 capsule 8 points above the bottom edge.
            #expect(items.contains { if case .fill(.capsule, let rect, colour) = $0 { rect.maxY == 874 - 8 && rect.width == 134 } else { false } })
        }
        let se = DeviceCatalog.all.first { $0.id == "iphone-se" }!
        var request = ViewRenderRequest(views: [ViewRenderItem(stem: "SE", source: "SE.swift:1") { AnyView(Color.clear) }], devices: [se], backend: TextBackend())
        let classic = try ViewRenderPlan(request)
        let clock = texts(try classic.render(classic.jobs[0]).layout.displayList.items).map(\.string)
        #expect(clock == ["9:41 AM"], "a phone with a home button centres the time with its day period")
        request.showsStatusBar = false
        let off = try ViewRenderPlan(request)
        #expect(texts(try off.render(off.jobs[0]).layout.displayList.items).isEmpty)
        var fixed = PreviewSettings()
        fixed.layout = .fixed(width: 200, height: 100)
        let card = try self.plan(fixed) { AnyView(Color.clear) }
        #expect(texts(try card.render(card.jobs[0]).layout.displayList.items).isEmpty)
    }

    /// A sheet presented at the root covers the whole screen, though the root is laid out in
    /// the safe area: the black backdrop from the top edge, the pushed-back card below the
    /// status bar.
    @Test func aPresentedSheetCoversTheScreenFromItsTopEdge() throws {
        let plan = try plan { AnyView(Color.gray.sheet(isPresented: .constant(true)) { Text("Sheet").id("sheet") }) }
        let items = try plan.render(plan.jobs[0]).layout.displayList.items
        let black = RGBA(red: 0, green: 0, blue: 0)
        #expect(items.contains { if case .fill(.rectangle, Rect(x: 0, y: 0, width: 402, height: 874), black) = $0 { true } else { false } })
    }

    /// Over the black behind a pushed-back presenter the status bar is white in both schemes,
    /// as iOS draws it; the presenter's own colour returns when the sheet is not presented.
    @Test func theStatusBarIsWhiteOverAPushedBackPresenter() throws {
        let white = RGBA(red: 1, green: 1, blue: 1)
        let presenting = try plan { AnyView(Color.gray.sheet(isPresented: .constant(true)) { Text("Sheet") }) }
        for job in presenting.jobs {
            let clock = texts(try presenting.render(job).layout.displayList.items).filter { $0.string == "9:41" }
            #expect(clock.map(\.color) == [white], "\(job.scheme)")
        }
        let idle = try plan { AnyView(Color.gray.sheet(isPresented: .constant(false)) { Text("Sheet") }) }
        let clock = texts(try idle.render(idle.jobs[0]).layout.displayList.items).filter { $0.string == "9:41" }
        #expect(clock.map(\.color) == [RGBA(red: 0, green: 0, blue: 0)])
    }

    /// `statusBarHidden` takes the status bar off the preview; on a screen without a sensor
    /// housing the top of the safe area goes with it, below a Dynamic Island it stays. The view
    /// lowered last decides: an outer `statusBarHidden(false)` shows it again.
    @Test func aHiddenStatusBarIsNotDrawnAndFreesTheTopOnlyWithoutASensorHousing() throws {
        let top: @MainActor @Sendable () -> AnyView = { AnyView(VStack { Color.red.frame(height: 10).id("top"); Spacer() }.statusBarHidden()) }
        let island = try plan(PreviewSettings(), top)
        let layout = try island.render(island.jobs[0]).layout
        #expect(texts(layout.displayList.items).isEmpty)
        #expect(layout.frame("top")?.minY == phone.safeArea(.portrait).top)
        for id in ["iphone-se", "ipad-mini"] {
            let device = DeviceCatalog.all.first { $0.id == id }!
            let request = ViewRenderRequest(views: [ViewRenderItem(stem: "Top", source: "Top.swift:1", make: top)], devices: [device], backend: TextBackend())
            let classic = try ViewRenderPlan(request)
            let laidOut = try classic.render(classic.jobs[0]).layout
            #expect(laidOut.frame("top")?.minY == 0, "\(id)")
            #expect(laidOut.canvas.safeArea == device.safeArea(.portrait, statusBarHidden: true))
            #expect(texts(laidOut.displayList.items).isEmpty, "\(id)")
        }
        let shown = try plan { AnyView(Color.clear.statusBarHidden().statusBar(hidden: false)) }
        #expect(texts(try shown.render(shown.jobs[0]).layout.displayList.items).map(\.string) == ["9:41"])
    }

    /// `layoutTime` lays the job's view out again and counts its nodes: a padded text is two
    /// (the padding and the text) and takes some CPU time; its time per node is the time over them.
    @Test func aLayoutTimeCountsTheNodesLaidOut() throws {
        let plan = try plan { AnyView(Text("a").padding()) }
        let time = try plan.layoutTime(plan.jobs[0], runs: 5)
        #expect(time.nodes == 2 && time.nanoseconds > 0)
        #expect(time.nanosecondsPerNode == time.nanoseconds / 2)
        let stack = try self.plan { AnyView(VStack { Text("a"); Text("b"); Spacer() }.padding()) }
        #expect(try stack.layoutTime(stack.jobs[0], runs: 1).nodes == 5)
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
