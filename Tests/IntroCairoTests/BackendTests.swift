import CRsvg
import Foundation
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI
import Testing

@Suite struct BackendTests {
    static let deviceIDs = ["iphone-se-1", "ipad-pro-12.9"]

    private func render(_ format: CairoBackend.Format, on deviceID: String, scale: Double? = nil) throws -> RenderOutput {
        let canvas = try DeviceCatalog.device(id: deviceID).canvas()
        return try CairoBackend(format: format)
            .render(SampleSheet.displayList(for: canvas), canvas: canvas, options: RenderOptions(scale: scale))
    }

    @Test func registersThreeBackends() throws {
        let registry = BackendRegistry()
        CairoBackend.registerAll(in: registry)
        #expect(registry.names == ["pdf", "png", "svg"])
        #expect(try registry.backend(named: "png").fileExtension == "png")
    }

    @Test(arguments: deviceIDs)
    func pngIsPointsTimesScale(deviceID: String) throws {
        let device = try DeviceCatalog.device(id: deviceID)
        let output = try render(.png, on: deviceID)
        let image = try PNGImage.decode(output.data)
        #expect(image.width == Int(device.portraitSize.width * device.scale))
        #expect(image.height == Int(device.portraitSize.height * device.scale))
        #expect(output.diagnostics.isEmpty)
        let single = try PNGImage.decode(try render(.png, on: deviceID, scale: 1).data)
        #expect(single.width == Int(device.portraitSize.width))
    }

    @Test(arguments: deviceIDs)
    func svgRendersBackThroughLibrsvg(deviceID: String) throws {
        let device = try DeviceCatalog.device(id: deviceID)
        let data = try render(.svg, on: deviceID).data
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
        }
        defer { if let handle { g_object_unref(handle) } }
        #expect(handle != nil && error == nil)
        var width = 0.0
        var height = 0.0
        #expect(rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0)
        #expect(width == device.portraitSize.width && height == device.portraitSize.height)
    }

    @Test(arguments: deviceIDs)
    func pdfHasOnePage(deviceID: String) throws {
        let data = try render(.pdf, on: deviceID).data
        #expect(data.starts(with: Array("%PDF".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        let pages = text.matches(of: /\/Type\s*\/Page[^s]/).count
        #expect(pages == 1)
    }

    @Test(arguments: CairoBackend.Format.allCases)
    func sameInputGivesSameBytes(format: CairoBackend.Format) throws {
        let first = try render(format, on: "iphone-se-1").data
        let second = try render(format, on: "iphone-se-1").data
        #expect(first == second)
    }

    @Test func invalidCanvasIsAnError() {
        let canvas = Canvas(size: .zero)
        for backend in CairoBackend.all {
            #expect(throws: CairoRenderError.self) {
                try backend.render(DisplayList(size: .zero), canvas: canvas, options: RenderOptions())
            }
        }
    }

    @Test func continuousCornerAtHalfTheSideIsACapsule() throws {
        let rect = Rect(x: 4, y: 4, width: 80, height: 30)
        let color = RGBA(rgb: 0x007AFF)
        let canvas = Canvas(size: Size(width: 88, height: 38), scale: 2)
        func pixels(_ shape: ShapeKind) throws -> PNGImage {
            try CairoBackend(format: .png)
                .rasterize(DisplayList(size: canvas.size, items: [.fill(shape, rect, color)]), canvas: canvas, options: .init())
                .0.pixels
        }
        let capsule = try pixels(.capsule)
        #expect(try pixels(.roundedRectangle(cornerRadius: 15, style: .continuous, corners: .all)) == capsule)
        #expect(try pixels(.roundedRectangle(cornerRadius: 10, style: .continuous, corners: .all)) != capsule)
    }

    @Test func squareCornersStayFilled() throws {
        let canvas = Canvas(size: Size(width: 40, height: 40), scale: 1)
        let shape = ShapeKind.roundedRectangle(cornerRadius: 12, style: .continuous, corners: .top)
        let list = DisplayList(size: canvas.size, items: [.fill(shape, Rect(x: 0, y: 0, width: 40, height: 40), RGBA(rgb: 0))])
        let image = try CairoBackend(format: .png).rasterize(list, canvas: canvas, options: .init()).0.pixels
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.rgba[(y * image.width + x) * 4 + 3] }
        #expect(alpha(0, 0) == 0 && alpha(39, 0) == 0)
        #expect(alpha(0, 39) == 255 && alpha(39, 39) == 255)
    }
}
