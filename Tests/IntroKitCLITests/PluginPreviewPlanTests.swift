import Foundation
import Testing

/// The arguments of the `render-previews` command plugin. `PluginPreviewPlan.swift` links to
/// the plugin's own `PreviewPlan.swift` (plugins cannot be imported); DemoPackageTests runs
/// the plugin itself.
@Suite struct PluginPreviewPlanTests {
    static let root = ChildProcess.repository

    @Test func noInputsMeansEverySampleWithDefaults() {
        let plan = PreviewPlan(arguments: [], packageDirectory: Self.root)
        let names = plan.sheets.map(\.lastPathComponent)
        #expect(names.contains("welcome-sheet.ar.json") && names.contains("whats-new.json"), "\(names)")
        #expect(plan.stories.map(\.lastPathComponent).contains("stories.json"))
        #expect(!names.contains("stories.json"))
        #expect(!(plan.sheets + plan.stories).contains { $0.pathComponents.contains("__Snapshots__") }, "snapshot references are not content")
        #expect(!names.contains("Contents.json"), "asset catalogs are not content")
        #expect(!names.contains("translations.json"), "a measure --batch file is not content")
        let catalogJob = plan.jobs.first { $0.arguments.contains("--assets") }?.arguments ?? []
        #expect(catalogJob.contains { $0.hasSuffix("AssetCatalog/catalog-sheet.json") })
        #expect(catalogJob.contains { $0.hasSuffix("AssetCatalog/Assets.xcassets") })
        #expect(plan.output == Self.root.appendingPathComponent("Previews"))
        let sheet = plan.jobs[0].arguments
        #expect(sheet.starts(with: ["render", "sheet"]))
        #expect(Array(sheet.suffix(11)) == [
            "--device", "iphone-se", "--device", "iphone-15-pro-max", "--device", "ipad-pro-11", "--color-scheme", "both",
            "-o", Self.root.appendingPathComponent("Previews/WelcomeSheet").path, "-q",
        ])
        let stories = plan.jobs.dropLast().last?.arguments ?? []
        #expect(stories.contains("filmstrip") && stories.contains(PreviewPlan.defaultStoriesDevice))
        #expect(plan.jobs.last?.arguments == ["gallery", Self.root.appendingPathComponent("Previews").path, "-q"])
    }

    @Test func optionsPassThroughAndOutputIsThePlugins() {
        let plan = PreviewPlan(
            arguments: ["--device", "ipad-mini", "--output", "docs/images", "Samples/Stories/stories.json", "--scale", "1"],
            packageDirectory: Self.root)
        #expect(plan.sheets.isEmpty)
        #expect(plan.sheetOptions == ["--device", "ipad-mini", "--scale", "1"])
        #expect(plan.output == Self.root.appendingPathComponent("docs/images"))
        #expect(plan.jobs.first?.arguments.contains("ipad-mini") == true, "one device given: stories use it")
    }

    /// `--target NAME` renders that target's SwiftUI previews with `introkit previews`, with
    /// the options `previews` has and the plugin's device and scheme defaults; naming a target
    /// leaves `Samples/` out unless JSON files are named too.
    @Test func targetsRenderTheirSwiftUIPreviews() {
        let views = URL(fileURLWithPath: "/pkg/Sources/Views")
        let plan = PreviewPlan(
            arguments: ["--target", "Views", "--assets", "Art.xcassets", "--orientation", "both", "--scale", "1", "--target", "Views"],
            packageDirectory: Self.root, targets: ["Views": views, "App": URL(fileURLWithPath: "/pkg/Sources/App")])
        #expect(plan.sheets.isEmpty && plan.stories.isEmpty, "no JSON named: Samples/ is not rendered")
        #expect(plan.swiftTargets.map(\.name) == ["Views"] && plan.unknownTargets.isEmpty)
        #expect(plan.jobs.map(\.arguments) == [
            [
                "previews", views.path, "--orientation", "both", "--scale", "1",
                "--device", "iphone-se", "--device", "iphone-15-pro-max", "--device", "ipad-pro-11", "--color-scheme", "both",
                "-o", Self.root.appendingPathComponent("Previews/SwiftUI/Views").path, "-q",
            ],
            ["gallery", Self.root.appendingPathComponent("Previews").path, "-q"],
        ])
        let withJSON = PreviewPlan(
            arguments: ["--target", "Views", "Samples/Stories/stories.json", "--device", "ipad-mini"],
            packageDirectory: Self.root, targets: ["Views": views])
        #expect(withJSON.stories.count == 1)
        #expect(withJSON.jobs.first { $0.arguments.first == "previews" }?.arguments.prefix(4) == ["previews", views.path, "--device", "ipad-mini"])
    }

    @Test func unknownTargetsAreNamed() {
        let plan = PreviewPlan(arguments: ["--target", "Nope"], packageDirectory: Self.root, targets: ["Views": Self.root])
        #expect(plan.unknownTargets == ["Nope"] && plan.swiftTargets.isEmpty)
    }

    @Test func deviceGroupsLeaveStoriesOnTheDefaultDevice() {
        let plan = PreviewPlan(arguments: ["--device", "all", "/no/such/stories.json"], packageDirectory: Self.root)
        #expect(plan.sheets.map(\.path) == ["/no/such/stories.json"], "unreadable files go to render sheet, which reports them")
        #expect(plan.jobs.first?.arguments.contains("all") == true)
    }
}
