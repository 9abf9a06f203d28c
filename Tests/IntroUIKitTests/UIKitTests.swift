import IntroRender
import IntroUI
import IntroUIKit
import Testing

@Suite struct UIKitTests {
    struct ScreenWidth: View {
        var body: some View {
            Text("\(Int(UIScreen.main.bounds.width)) \(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone") \(UIDevice.current.name)")
        }
    }

    @Test func theScreenAndDeviceAreTheOnesBeingRendered() throws {
        let engine = LayoutEngine(measurer: TextBackend().textMeasurer)
        let pad = try DeviceCatalog.device(id: "ipad-mini")
        let result = engine.layout(ScreenWidth(), canvas: pad.canvas(.landscape))
        #expect(result.texts.map(\.string) == ["1133 pad iPad mini (6th generation)"])
        let phone = try DeviceCatalog.device(id: "iphone-se")
        RenderingContext.$canvas.withValue(phone.canvas()) {
            #expect(UIScreen.main.scale == 2)
            #expect(UIScreen.main.nativeBounds.height == 1334)
        }
        #expect(UIScreen.main.bounds.width == 393, "outside a render: an iPhone 15")
    }

    struct MapView: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test func aRepresentableIsAPlaceholderWithItsNameThatTakesTheRoomOffered() {
        let engine = LayoutEngine(measurer: TextBackend().textMeasurer)
        let result = engine.layout(MapView().frame(height: 100).id("map"), canvas: Canvas(size: Size(width: 300, height: 400)))
        #expect(result.frame("map")?.size == Size(width: 300, height: 100))
        #expect(result.texts.map(\.string) == ["MapView"])
    }

    @Test func imagesAndFontsByName() {
        let symbol = Image(uiImage: UIImage(systemName: "star.fill")!)
        #expect(symbol.name == "star.fill" && symbol.source == .systemSymbol)
        #expect(UIImage(named: "") == nil)
        #expect(Image(uiImage: UIImage(named: "logo")!).source == .asset)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        #expect(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!) == false)
    }
}
