import IntroUI
import Testing

/// Increase Contrast: each system colour's increased-contrast variant (Apple's Human
/// Interface Guidelines), taken wherever colours are resolved in a layout whose environment
/// has `colorSchemeContrast` `.increased`; other colours are unchanged.
@Suite struct IncreaseContrastTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))

    @Test func systemColoursTakeTheirIncreasedContrastVariants() {
        #expect(Color.blue.resolve(in: .light, contrast: .increased) == RGBA(rgb: 0x0040DD))
        #expect(Color.blue.resolve(in: .dark, contrast: .increased) == RGBA(rgb: 0x409CFF))
        #expect(Color.red.resolve(in: .light, contrast: .increased) == RGBA(rgb: 0xD70015))
        #expect(Color.gray.resolve(in: .dark, contrast: .increased) == RGBA(rgb: 0xAEAEB2))
        #expect(Color.blue.resolve(in: .light, contrast: .standard) == RGBA(rgb: 0x007AFF))
        let own = Color(red: 0.2, green: 0.4, blue: 0.6)
        #expect(own.resolve(in: .light, contrast: .increased) == own.resolve(in: .light))
    }

    func layout<V: View>(_ view: V, _ contrast: ColorSchemeContrast, _ scheme: ColorScheme = .light) -> LayoutResult {
        var environment = EnvironmentValues(colorScheme: scheme)
        environment.colorSchemeContrast = contrast
        return engine.layout(view, canvas: canvas, environment: environment)
    }

    @Test func aLayoutWithIncreaseContrastDrawsTheVariants() {
        let view = VStack {
            Text("Link").foregroundColor(.blue)
            Text("Tinted").foregroundStyle(.tint)
        }
        #expect(layout(view, .standard).texts.map(\.color) == [RGBA(rgb: 0x007AFF), RGBA(rgb: 0x007AFF)])
        #expect(layout(view, .increased).texts.map(\.color) == [RGBA(rgb: 0x0040DD), RGBA(rgb: 0x0040DD)])
    }

    @Test func theAuditSeesTheIncreasedContrastColours() {
        // System blue text on white nearly passes 4.5:1 (4.02); with Increase Contrast it passes (7.6).
        let link = Text("About").foregroundColor(.blue)
        #expect(AccessibilityAudit.issues(layout(link, .standard)).map(\.check) == [.nearlyPassedContrast])
        #expect(AccessibilityAudit.issues(layout(link, .increased)).isEmpty)
        // White on a blue button in dark mode passes 3:1 for large text (3.65), but the
        // lighter dark variant only nearly does (2.83).
        let button = Text("Go").font(.title3).bold().foregroundColor(.white).padding().background(Color.blue)
        #expect(AccessibilityAudit.issues(layout(button, .standard, .dark)).isEmpty)
        #expect(AccessibilityAudit.issues(layout(button, .increased, .dark)).map(\.check) == [.nearlyPassedContrast])
    }
}
