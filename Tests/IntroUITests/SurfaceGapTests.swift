import Foundation
import IntroUI
import Testing

/// A label style of a team's own: the icon above the title.
private struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title
        }
    }
}

/// The tallest height the views inside report.
private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A bar as tall as the text above it, measured the way teams measure a view: a
/// `GeometryReader` in the text's background sets a preference, read outside.
private struct MeasuredBar: View {
    @State private var height: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("abc")
                .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) })
            Color.red.frame(width: 10, height: height).id("bar")
        }
        .onPreferenceChange(HeightKey.self) { height = $0 }
    }
}

/// Two texts side by side, or one above the other at the accessibility sizes, as teams
/// write a row that must not crowd at AX sizes.
private struct AdaptiveRow: View {
    @Environment(\.dynamicTypeSize) private var size

    var body: some View {
        if size.isAccessibilitySize {
            VStack(spacing: 0) {
                Text("ab").id("a")
                Text("cd")
            }
        } else {
            HStack(spacing: 0) {
                Text("ab").id("a")
                Text("cd")
            }
        }
    }
}

/// The smaller gaps held-out files were found to have: custom label styles, text modifiers on
/// any view with SwiftUI's signatures, a horizontal scroll view's height, preferences set in
/// a `GeometryReader` (text 10 points a character, 20 a line; a 300 × 400 canvas, the root
/// centred).
@Suite("SwiftUI surface gaps")
struct SurfaceGapTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))

    func layout<V: View>(_ view: V) -> LayoutResult {
        engine.layout(view, canvas: canvas, safeArea: .ignored)
    }

    func runs<V: View>(_ view: V) -> [TextRun] {
        layout(view).displayList.flattened.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    // MARK: Label styles

    /// `makeBody(configuration:)` draws the label: the 20-point icon 4 points above the
    /// 70-point title, in a 70 × 44 stack centred on the canvas.
    @Test func aCustomLabelStyleDrawsItsBody() {
        let result = layout(
            Label { Text("Stories").id("title") } icon: { Color.red.frame(width: 20, height: 20).id("icon") }
                .labelStyle(VerticalLabelStyle()))
        #expect(result.frame("icon") == Rect(x: 140, y: 178, width: 20, height: 20))
        #expect(result.frame("title") == Rect(x: 115, y: 202, width: 70, height: 20))
    }

    /// The built-in styles: the icon and title side by side 8 points apart, or one of them.
    @Test func theBuiltInLabelStylesShowTheirParts() {
        func label() -> some View {
            Label { Text("Stories").id("title") } icon: { Color.red.frame(width: 20, height: 20).id("icon") }
        }
        let both = layout(label().labelStyle(.titleAndIcon))
        #expect(both.frame("icon") == Rect(x: 101, y: 190, width: 20, height: 20))
        #expect(both.frame("title") == Rect(x: 129, y: 190, width: 70, height: 20))
        let icon = layout(label().labelStyle(.iconOnly))
        #expect(icon.frame("icon") == Rect(x: 140, y: 190, width: 20, height: 20) && icon.frame("title") == nil)
        let title = layout(label().labelStyle(.titleOnly))
        #expect(title.frame("title") == Rect(x: 115, y: 190, width: 70, height: 20) && title.frame("icon") == nil)
    }

    /// A style applies to every label inside, and a label in a style's body is drawn in the
    /// default style (not the style again).
    @Test func aLabelStyleReachesEveryLabelInside() {
        let result = layout(
            HStack(spacing: 0) {
                Label { Text("a").id("a") } icon: { Color.red.frame(width: 10, height: 10) }
                Label { Text("b").id("b") } icon: { Color.red.frame(width: 10, height: 10) }
            }.labelStyle(VerticalLabelStyle()))
        #expect(result.frame("a")?.minY == result.frame("b")?.minY)
        #expect(result.frame("a")?.minY == 197, "the title below the 10-point icon and 4 points, in a 34-point row at y 183")
    }

    // MARK: Toggles

    /// `Toggle(_:systemImage:isOn:)` labels the switch with the symbol before the title, and
    /// the switch stays at the trailing end: the row takes the width and the switch's 31 points.
    @Test func aToggleWithASystemImageLabelsItsSwitchWithTheSymbol() throws {
        let title = "Wi-Fi"
        for toggle in [AnyView(Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))),
                       AnyView(Toggle(title, systemImage: "wifi", isOn: .constant(false)))] {
            let result = layout(toggle.id("t"))
            let icon = try #require(result.displayList.flattened.compactMap { item -> ImageRun? in
                if case .image(let run) = item { return run }
                return nil
            }.first)
            #expect(icon.name == "wifi" && icon.source == .systemSymbol)
            #expect(result.frame("t") == Rect(x: 0, y: 184.5, width: 300, height: 31))
            let text = try #require(result.texts.first)
            #expect(text.string == "Wi-Fi" && text.frame.minX == icon.frame.maxX + 8)
        }
    }

    /// A literal title is a `LocalizedStringKey` whose Markdown is read, as `Text`'s is; a
    /// string variable is shown verbatim.
    @Test func aTogglesLiteralTitleReadsMarkdownAndAVariableDoesNot() throws {
        let literal = try #require(runs(Toggle("**On**", isOn: .constant(true))).first)
        #expect(literal.string == "On")
        #expect((literal.attributes.runs.first?.font ?? literal.attributes.font).weight == .bold)
        let stars = "**On**"
        #expect(runs(Toggle(stars, isOn: .constant(true))).first?.string == "**On**")
        #expect(runs(Toggle(stars, systemImage: "wifi", isOn: .constant(true))).first?.string == "**On**")
        #expect(runs(Toggle("**On**", systemImage: "wifi", isOn: .constant(true))).first?.string == "On")
    }

    /// A switch is green by default, and drawn in the tint when one is set, even when that
    /// tint is the accent colour itself; `accentColor(_:)` alone leaves it green.
    @Test func aTogglesSwitchIsGreenUnlessTinted() {
        func colors<V: View>(_ view: V) -> Set<RGBA> {
            Set(layout(view).displayList.flattened.compactMap { item -> RGBA? in
                switch item {
                case .fill(_, _, let color): color
                case .shape(let drawing): if case .color(let color) = drawing.paint { color } else { nil }
                default: nil
                }
            })
        }
        let toggle = Toggle("Sync", isOn: .constant(true))
        #expect(colors(toggle).contains(Color.green.resolve(in: .light)))
        #expect(!colors(toggle).contains(Color.blue.resolve(in: .light)))
        #expect(colors(toggle.tint(.accentColor)).contains(Color.blue.resolve(in: .light)))
        #expect(!colors(toggle.tint(.accentColor)).contains(Color.green.resolve(in: .light)))
        #expect(colors(toggle.tint(.pink)).contains(Color.pink.resolve(in: .light)))
        #expect(colors(toggle.accentColor(.pink)).contains(Color.green.resolve(in: .light)))
    }

    // MARK: Text modifiers on any view

    /// `bold(_:)`, `fontWeight(_:)`, `underline(_:pattern:color:)` and
    /// `strikethrough(_:pattern:color:)` on a container style every text inside (iOS 16).
    @Test func textModifiersOnAnyViewStyleTheTextsInside() throws {
        func weight(_ run: TextRun) -> Font.Weight { (run.attributes.runs.first?.font ?? run.attributes.font).weight }
        let bold = runs(VStack { Text("a"); Text("b") }.bold())
        #expect(bold.count == 2 && bold.allSatisfy { weight($0) == .bold })
        let kept = try #require(runs(VStack { Text("a").fontWeight(.light) }.bold(false)).first)
        #expect(weight(kept) == .light, "bold(false) leaves the weight")
        let semibold = try #require(runs(Group { Text("a") }.fontWeight(.semibold)).first)
        #expect(weight(semibold) == .semibold)
        let lined = try #require(runs(HStack { Text("a") }.underline(true, pattern: .dash, color: .red).strikethrough(pattern: .dot)).first)
        #expect(lined.attributes.runs.first?.underline == Color.red.resolve(in: .light))
        #expect(lined.attributes.runs.first?.strikethrough != nil)
        let plain = try #require(runs(HStack { Text("a") }.underline(false)).first)
        #expect(plain.attributes.runs.first?.underline == nil)
        let styled = try #require(runs(VStack { Text("a") }.italic().fontDesign(.serif)).first)
        let font = styled.attributes.runs.first?.font ?? styled.attributes.font
        #expect(font.italic && font.design == .serif)
    }

    // MARK: Scroll views

    /// A horizontal scroll view in a VStack is as tall as its content asks to be, even when
    /// its content is a lazy stack that takes any height it is offered: the cards' 20-point
    /// text padded 16 makes it 52 tall, and the colour below takes the rest.
    @Test func aHorizontalScrollViewTakesOnlyItsContentsHeight() {
        let result = layout(
            VStack(spacing: 0) {
                Text("Featured").id("title")
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack { ForEach(0..<3) { index in Text("card \(index)").padding() } }
                }.id("scroll")
                Color.blue.id("fill")
            })
        #expect(result.frame("scroll") == Rect(x: 0, y: 20, width: 300, height: 52))
        #expect(result.frame("fill") == Rect(x: 0, y: 72, width: 300, height: 328))
    }

    // MARK: Preferences from a GeometryReader

    /// The reader in the text's background is the text's size (30 × 20); its preference
    /// reaches `onPreferenceChange` outside, whose state makes the bar 20 tall: the stack is
    /// 40 tall, the bar at y 200.
    @Test func aPreferenceSetInAGeometryReaderReachesOnPreferenceChange() {
        let result = layout(MeasuredBar())
        #expect(result.frame("bar") == Rect(x: 145, y: 200, width: 10, height: 20))
    }

    // MARK: Safe area

    /// `ignoresSafeArea` grows the view's frame to the screen's edges, and a name given after
    /// it sees the grown frame (an iPhone's 393 × 852 points, safe area 59 / 34: the text is
    /// centred in the safe area, at y 59 + (759 − 20) / 2).
    @Test func aNameAfterIgnoresSafeAreaSeesTheGrownFrame() {
        let phone = Canvas(size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
        let result = engine.layout(
            ZStack {
                Color.blue.ignoresSafeArea().id("backdrop")
                Text("a").id("t")
            }, canvas: phone, safeArea: .respected)
        #expect(result.frame("backdrop") == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(result.frame("t") == Rect(x: 191.5, y: 428.5, width: 10, height: 20))
    }

    // MARK: Shapes by name

    /// The drawn outline of each item (fills, clips, strokes), in order.
    func outlines<V: View>(_ view: V) -> [ShapeKind] {
        layout(view.frame(width: 100, height: 40)).displayList.flattened.compactMap { item in
            switch item {
            case .fill(let kind, _, _), .clip(let kind, _, _), .stroke(let kind, _, _, _): kind
            case .shape(let drawing): drawing.kind
            default: nil
            }
        }
    }

    /// `.rect(cornerRadius:)` is a continuous rounded rectangle (SwiftUI's default for it),
    /// `.capsule`, `.circle`, `.ellipse`, `.rect` and `.rect(cornerRadii:)` the shapes of
    /// those names, wherever a modifier takes a shape.
    @Test func shapesByNameAreTheShapesOfThatName() {
        #expect(outlines(Color.red.clipShape(.rect(cornerRadius: 12))).first == .roundedRectangle(cornerRadius: 12, style: .continuous, corners: .all))
        #expect(outlines(Color.red.clipShape(.rect(cornerRadius: 6, style: .circular))).first == .roundedRectangle(cornerRadius: 6, style: .circular, corners: .all))
        #expect(outlines(Color.clear.background(.blue, in: .capsule)) == [.capsule])
        #expect(outlines(Color.clear.background(in: .circle)) == [.circle])
        #expect(outlines(Color.clear.overlay(.red, in: .ellipse)) == [.ellipse])
        #expect(outlines(Color.red.clipShape(.rect)).first == .rectangle)
        let radii = RectangleCornerRadii(topLeading: 20, topTrailing: 20)
        #expect(outlines(Color.red.clipShape(.rect(cornerRadii: radii))).first == .unevenRoundedRectangle(radii, style: .continuous))
        #expect(outlines(Color.red.clipShape(.rect(topLeadingRadius: 20, topTrailingRadius: 20))).first == .unevenRoundedRectangle(radii, style: .continuous))
        #expect(outlines(Color.red.clipShape(.rect(cornerSize: CGSize(width: 8, height: 10)))).first == .roundedRectangle(cornerRadius: 8, style: .continuous, corners: .all))
        #expect(outlines(Color.clear.background(.blue, in: .capsule(style: .continuous))) == [.capsule])
    }

    /// `scrollPosition(id:)` compiles with an optional binding and draws the scroll view from
    /// the start of its content.
    @Test func aScrollPositionBindingLeavesTheScrollViewAtItsStart() {
        let position = Binding<Int?>(get: { 3 }, set: { _ in })
        let result = layout(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { index in Color.red.frame(height: 100).id(index) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: position, anchor: .top))
        #expect(result.frame("0") == Rect(x: 0, y: 0, width: 300, height: 100))
    }

    // MARK: Dynamic Type sizes

    func layout<V: View>(_ view: V, at size: DynamicTypeSize) -> LayoutResult {
        engine.layout(view, canvas: canvas, environment: EnvironmentValues(colorScheme: .light, dynamicTypeSize: size), safeArea: .ignored)
    }

    /// The body size of the text drawn (Apple's body: 14 at xSmall … 17 at large … 23 at xxxLarge).
    func bodySize<V: View>(_ view: V, at size: DynamicTypeSize) -> Double? {
        layout(view, at: size).displayList.flattened.compactMap { if case .text(let run) = $0 { run.attributes.font.size } else { nil } }.first
    }

    /// AX1 to AX5 are the accessibility sizes, and sizes compare in their order.
    @Test func theAccessibilitySizesAreTheFiveAXSizes() {
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(DynamicTypeSize.xxxLarge < .accessibility1 && DynamicTypeSize.large >= .medium)
        #expect((DynamicTypeSize.large ... .xxLarge).contains(.xLarge))
    }

    /// A row that stacks its texts at the accessibility sizes: side by side at large (the
    /// 40-point row centred: x 130, y 190), one above the other at AX1 (x 140, y 180), and side
    /// by side again at AX3 inside `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`.
    @Test func aViewReadsWhetherTheSizeIsAnAccessibilitySize() {
        #expect(layout(AdaptiveRow(), at: .large).frame("a") == Rect(x: 130, y: 190, width: 20, height: 20))
        #expect(layout(AdaptiveRow(), at: .accessibility1).frame("a") == Rect(x: 140, y: 180, width: 20, height: 20))
        #expect(layout(AdaptiveRow().dynamicTypeSize(...DynamicTypeSize.xxxLarge), at: .accessibility3).frame("a")
            == Rect(x: 130, y: 190, width: 20, height: 20))
    }

    /// `dynamicTypeSize(_:)` sets the size, or clamps it into a range (a half-open range's end
    /// excluded), and the text styles inside follow.
    @Test func dynamicTypeSizeSetsOrClampsTheSizeInside() {
        let text = Text("a").font(.body)
        #expect(bodySize(text, at: .large) == 17)
        #expect(bodySize(text.dynamicTypeSize(.xSmall), at: .accessibility5) == 14)
        #expect(bodySize(text.dynamicTypeSize(...DynamicTypeSize.xxxLarge), at: .accessibility3) == 23)
        #expect(bodySize(text.dynamicTypeSize(.large ... .accessibility2), at: .xSmall) == 17)
        #expect(bodySize(text.dynamicTypeSize(.small ..< .large), at: .xxLarge) == 16)
        #expect(bodySize(text.dynamicTypeSize(DynamicTypeSize.xLarge...), at: .xLarge) == 19)
    }
}
