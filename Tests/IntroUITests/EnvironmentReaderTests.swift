import IntroUI
import Testing

@Suite struct EnvironmentReaderTests {
    @Test func readsTheCanvasAndTheSchemeItIsLaidOutIn() throws {
        let device = try DeviceCatalog.device(id: "iphone-15")
        let view = EnvironmentReader { environment in
            Text("\(environment.canvas.device?.id ?? "none") \(environment.colorScheme)").id("label")
        }
        let result = LayoutEngine(measurer: FixedWidthMeasurer()).layout(
            view, canvas: device.canvas(), environment: EnvironmentValues(colorScheme: .dark))
        #expect(result.texts.first?.string == "iphone-15 dark")
    }
}
