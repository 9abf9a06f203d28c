import Foundation
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI
import Testing
import WelcomeSheet

/// IntroKit against real iOS 15 on two more device classes: the upstream demo's first page on
/// an iPhone 8 Plus (a home-button phone with a 20 pt status bar) and an iPad mini (a form
/// sheet), measured on frames of upstream's `ScreenSizeExample.gif` (Fidelity/devices, see its
/// README). Every measured line break must hold; the presenting card and sheet within the
/// recording's resolution; the iPad's dimmed screen and the sheet's shadow within a few
/// levels of the frame's pixels.
@Suite struct DeviceFidelityTests {
    static let folder = FidelityTests.folder.appendingPathComponent("devices")

    /// What was measured on one device's frame.
    struct Measured {
        let device: [String: Any]

        init(_ id: String) throws {
            let data = try Data(contentsOf: DeviceFidelityTests.folder.appendingPathComponent("measured.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            device = try #require(json[id] as? [String: Any])
        }

        /// Points per pixel of the frame: how far apart two measured positions can be.
        var tolerance: Double { 1 / (device["px_per_pt"] as? Double ?? 1) + 0.2 }

        func number(_ key: String) throws -> Double { try #require(device[key] as? Double) }
    }

    static func layout(_ id: String) throws -> LayoutResult {
        let data = try Data(contentsOf: FidelityTests.folder.appendingPathComponent("upstream-demo-pages-1-2.json"))
        let document = try WelcomeSheetDocument.decode(data: data, fileName: "upstream-demo-pages-1-2.json").get()
        return WelcomeSheetLayout.layout(
            page: document.pages[0], device: try DeviceCatalog.device(id: id), measurer: CairoBackend.sharedTextMeasurer)
    }

    @Test(arguments: ["iphone-8-plus", "ipad-mini"])
    func everyLineBreakHolds(device: String) throws {
        let result = try Self.layout(device)
        let expected = try #require(try Measured(device).device["lines"] as? [String: [String]])
        #expect(expected.count == 4, "the title and three row contents were measured")
        for (id, lines) in expected {
            #expect(result.texts.first { $0.id == id }?.measurement.lines == lines, "\(device) \(id)")
        }
    }

    /// The width each row's text wraps at sits well inside what the frame's line breaks
    /// allow: the measured lines still come out 1 % narrower and 1 % wider, so the rule does
    /// not hang on a fraction of a point (Inter's single lines differ from SF Pro's by about
    /// 1 %). The width is what the row offers its text: the row's end less the spacing and
    /// the spacer after the text.
    @Test(arguments: ["iphone-8-plus", "ipad-mini"])
    func rowTextWidthHasRoomBothWays(device: String) throws {
        let result = try Self.layout(device)
        let metrics = SheetMetrics(device: try DeviceCatalog.device(id: device))
        let expected = try #require(try Measured(device).device["lines"] as? [String: [String]])
        let attributes = TextAttributes(font: Font.subheadline.resolve(dynamicTypeSize: .large))
        for index in 0..<3 {
            let row = try #require(result.frame(SheetElement.row(index).id))
            let content = try #require(result.frame(SheetElement.rowContent(index).id))
            let text = try #require(result.texts.first { $0.id == SheetElement.rowContent(index).id })
            let width = row.maxX - content.minX - SheetMetrics.iconTextSpacing - metrics.rowSpacerMinLength
            for factor in [0.99, 1.01] {
                let lines = CairoBackend.sharedTextMeasurer.measure(text.string, attributes: attributes, width: width * factor).lines
                #expect(lines == expected["row.\(index).content"], "\(device) row \(index) at \(width) × \(factor)")
            }
        }
    }

    /// A home-button iPhone: the presenting card 9.5 pt below the 20 pt status bar, the sheet
    /// 10 pt below the card.
    @Test func homeButtonPhoneCardAndSheetTops() throws {
        let result = try Self.layout("iphone-8-plus")
        let measured = try Measured("iphone-8-plus")
        let card = try #require(result.frame(SheetElement.presentingCard.id))
        let sheet = try #require(result.frame(SheetElement.sheet.id))
        #expect(abs(card.minY - (try measured.number("presenting_card_top_pt"))) <= measured.tolerance)
        #expect(abs(sheet.minY - (try measured.number("sheet_top_pt"))) <= measured.tolerance)
    }

    @Test func iPadFormSheetFrame() throws {
        let result = try Self.layout("ipad-mini")
        let measured = try Measured("ipad-mini")
        let expected = try #require(measured.device["sheet_pt"] as? [String: Double])
        let sheet = try #require(result.frame(SheetElement.sheet.id))
        for (key, actual) in [("x", sheet.minX), ("y", sheet.minY), ("width", sheet.width), ("height", sheet.height)] {
            #expect(abs(actual - (expected[key] ?? .nan)) <= measured.tolerance, "sheet.\(key)")
        }
    }

    /// The iPad mini drawn at 1 px/pt beside the frame: the dimmed screen far from the sheet,
    /// and the shadow's fall-off from the sheet's edge (above it and beside it), each within 6
    /// levels of the frame (the GIF's palette and blur are worth about 3).
    @Test func iPadDimAndShadowByPixel() throws {
        let measured = try Measured("ipad-mini")
        let frame = try PNGImage.decode(try Data(contentsOf: Self.folder.appendingPathComponent("ios15-ipad-mini.png")))
        let result = try Self.layout("ipad-mini")
        let rendered = try CairoBackend(format: .png).render(result.displayList, canvas: result.canvas, options: RenderOptions(scale: 1))
        let ours = try PNGImage.decode(rendered.data)
        let scale = try measured.number("px_per_pt")
        let origin = try #require(measured.device["screen_origin_px"] as? [Double])
        let sheet = try #require(result.frame(SheetElement.sheet.id))
        func grey(_ image: PNGImage, x: Double, y: Double) -> Double {
            let index = (Int(y.rounded()) * image.width + Int(x.rounded())) * 4
            return Double(Int(image.rgba[index]) + Int(image.rgba[index + 1]) + Int(image.rgba[index + 2])) / 3
        }
        var probes: [(name: String, x: Double, y: Double)] = [("far from the sheet", sheet.midX, 40)]
        for distance in [4.0, 15, 30, 60, 100] {
            probes.append(("\(distance) pt above", sheet.midX, sheet.minY - distance))
            probes.append(("\(distance) pt beside", sheet.minX - min(distance, sheet.minX - 2), sheet.midY))
        }
        for probe in probes {
            let real = grey(frame, x: origin[0] + probe.x * scale, y: origin[1] + probe.y * scale)
            #expect(abs(grey(ours, x: probe.x, y: probe.y) - real) <= 6, "\(probe.name): iOS \(real)")
        }
        let near = grey(ours, x: sheet.midX, y: sheet.minY - 4)
        let far = grey(ours, x: sheet.midX, y: 40)
        #expect(far - near >= 12, "a shadow darkens the dimmed screen beside the sheet")
    }
}
