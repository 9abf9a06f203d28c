import IntroCairo
import IntroRender
import IntroUI
import Stories
import WelcomeSheet

/// Writes PNG previews of pages and stories into a folder, at 1 pixel per point.
struct PreviewWriter {
    /// Where the files go.
    let folder: URL
    /// The PNG backend; its text measurer lays text out exactly as it will be drawn.
    let backend = CairoBackend(format: .png)

    /// A page on a device, as `NAME.png`.
    func write(_ page: WelcomeSheetPage, on deviceID: String, colorScheme: ColorScheme = .light, as name: String) throws {
        let device = try DeviceCatalog.device(id: deviceID)
        let layout = WelcomeSheetLayout.layout(
            page: page, device: device, colorScheme: colorScheme, measurer: backend.textMeasurer)
        try write(layout, as: name)
    }

    /// The frame of a show at `t` seconds on a device, as `NAME.png`.
    func write<Story: StoryContent>(
        _ stories: [Story], timeline: StoriesTimeline, at t: Double, on deviceID: String, as name: String
    ) throws {
        let canvas = try DeviceCatalog.device(id: deviceID).canvas()
        let frame = StoriesFrame(stories: stories, timeline: timeline, at: t, canvas: canvas)
        try write(LayoutEngine(measurer: backend.textMeasurer).layout(frame, canvas: canvas), as: name)
    }

    private func write(_ layout: LayoutResult, as name: String) throws {
        let output = try backend.render(layout.displayList, canvas: layout.canvas, options: RenderOptions(scale: 1))
        let url = folder.appendingPathComponent(name + ".png")
        try output.data.write(to: url)
        print(url.path)
    }
}
