import Foundation
import IntroUI
import Testing

/// SwiftUI API that onboarding, what's-new and story files use and the corpus did not (text
/// measured by ``FixedWidthMeasurer``: 10 points a character, 20 a line; a 300 × 400 canvas).
@Suite("Onboarding surface")
struct OnboardingSurfaceTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))

    func layout<V: View>(_ view: V) -> LayoutResult {
        engine.layout(view, canvas: canvas)
    }

    func symbols<V: View>(_ view: V) -> [String] {
        layout(view).displayList.flattened.compactMap { if case .image(let run) = $0 { run.name } else { nil } }
    }

    /// `symbolVariant(_:)` names the variant as SF Symbols do — slash, shape, fill —
    /// adding only the parts a name lacks; variants of enclosing views add up, `.none` set
    /// in the environment clears them, and asset images keep their names (Apple,
    /// `SymbolVariants`, `EnvironmentValues.symbolVariants`).
    @Test func aSymbolVariantNamesTheSymbolsInside() {
        #expect(symbols(Image(systemName: "bolt").symbolVariant(.fill.circle)) == ["bolt.circle.fill"])
        #expect(symbols(Image(systemName: "heart.fill").symbolVariant(.fill)) == ["heart.fill"])
        #expect(symbols(Image(systemName: "bell").symbolVariant(.none)) == ["bell"])
        let nested = HStack {
            Image(systemName: "flag")
            Image(systemName: "flag").environment(\.symbolVariants, .none)
            Image("flag")
        }
        .symbolVariant(.fill).symbolVariant(.slash)
        #expect(symbols(nested) == ["flag.slash.fill", "flag", "flag"])
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    /// A slider's value labels stand before and after the track, the default 8 points apart;
    /// the track takes the rest of the width (300 − 10 − 10 − 16), the row the track's 28
    /// points, the labels centred in it.
    @Test func aSlidersValueLabelsFlankItsTrack() {
        let result = layout(
            Slider(value: .constant(3.0), in: 1...7, step: 1) {
                Text("Workouts")
            } minimumValueLabel: {
                Text("1").id("min")
            } maximumValueLabel: {
                Text("7").id("max")
            }
            .id("slider"))
        #expect(result.frame("slider") == Rect(x: 0, y: 186, width: 300, height: 28))
        #expect(result.frame("min") == Rect(x: 0, y: 190, width: 10, height: 20))
        #expect(result.frame("max") == Rect(x: 290, y: 190, width: 10, height: 20))
        #expect(!result.texts.contains { $0.string == "Workouts" }, "the label is VoiceOver's only")
    }

    /// A `PhaseAnimator` at rest shows its first phase; an `EquatableView` (or `equatable()`)
    /// is its content.
    @Test func aPhaseAnimatorShowsItsFirstPhaseAndAnEquatableViewItsContent() {
        #expect(layout(PhaseAnimator([1, 2, 3]) { Text("phase \($0)") }).texts.map(\.string) == ["phase 1"])
        #expect(layout(PhaseAnimator([false, true], trigger: 0) { Text($0 ? "on" : "off") }).texts.map(\.string) == ["off"])
        #expect(layout(PhaseAnimator([Int]()) { Text("\($0)") }).texts.isEmpty)
        struct Card: View, Equatable {
            let title: String
            var body: some View { Text(title) }
        }
        #expect(layout(EquatableView(content: Card(title: "same"))).texts.map(\.string) == ["same"])
        #expect(layout(Card(title: "again").equatable()).texts.map(\.string) == ["again"])
    }

    /// Fields with a prompt show it while they are empty, secure fields too; a list of data
    /// with a selection has a row per element.
    @Test func promptsAndSelectableListsOfData() {
        let empty = layout(SecureField("Password", text: .constant(""), prompt: Text("8 or more")))
        #expect(empty.texts.map(\.string) == ["8 or more"])
        #expect(layout(TextField("Bio", text: .constant(""), prompt: Text("About you"), axis: .vertical)).texts.map(\.string) == ["About you"])
        struct Topic: Identifiable, Hashable {
            let id: Int
        }
        let list = layout(List([Topic(id: 1), Topic(id: 2)], selection: .constant(Topic?.none?.id)) { Text("row \($0.id)") })
        #expect(list.texts.map(\.string) == ["row 1", "row 2"])
    }

    /// A text's pieces and whether each is bold, as laid out.
    func boldPieces<V: View>(_ view: V) -> [(String, Bool)] {
        guard case .text(let run)? = layout(view).displayList.flattened.first(where: { if case .text = $0 { true } else { false } })
        else { return [] }
        var bytes = Array(run.string.utf8)[...]
        return run.attributes.runs.map { span in
            let piece = String(decoding: bytes.prefix(span.utf8Count), as: UTF8.self)
            bytes = bytes.dropFirst(span.utf8Count)
            return (piece, span.font.weight == .bold)
        }
    }

    /// `LocalizedStringKey`'s interpolations are SwiftUI's: a number with a `printf`
    /// specifier or in SwiftUI's default `%lf` (six decimals), in the render's locale; a value
    /// in a format; a string value inserted as it is, not read as Markdown, in the style of the
    /// Markdown around it; a text with its own style; an image's place kept by an em space.
    @Test func interpolationsAreFormattedAndKeepTheMarkdownAroundThem() {
        func string(_ text: Text, locale: String = "en_US") -> String? {
            layout(text.environment(\.locale, Locale(identifier: locale))).texts.first?.string
        }
        #expect(string(Text("\(3.14159, specifier: "%.1f") km")) == "3.1 km")
        #expect(string(Text("\(3.14159, specifier: "%.1f") km"), locale: "de_DE") == "3,1 km")
        #expect(string(Text("\(2.5)")) == "2.500000")
        #expect(string(Text("\(42) days")) == "42 days")
        #expect(string(Text("\(0.25, format: .percent)")) == "25%")
        #expect(string(Text("Tap \(Image(systemName: "plus")) to add")) == "Tap \u{2003} to add")
        let name = "*Ana*"
        let greeting = boldPieces(Text("Hi, **\(name)**!"))
        #expect(greeting.map(\.0) == ["Hi, ", "*Ana*", "!"] && greeting.map(\.1) == [false, true, false])
        let mixed = boldPieces(Text("\(Text("New").bold()) in _3.2_"))
        #expect(mixed.map(\.0) == ["New", " in ", "3.2"] && mixed.map(\.1) == [true, false, false])
    }

    /// A `searchable` list in a navigation stack shows its field below the large title: the
    /// 44-point bar, the 52-point title, then a 52-point band with the 36-point field 8 in
    /// from its top, 16 from the sides; the prompt after the 20-point glass and 6 points, the
    /// content 52 points lower than without a field. Outside a stack nothing is drawn.
    @Test func aSearchableListShowsItsFieldBelowTheTitle() throws {
        func list(searching: Bool) -> some View {
            NavigationStack {
                List { Text("row").id("row") }
                    .navigationTitle("Invite")
                    .searchable(text: .constant(searching ? "" : "ana"), prompt: "Search contacts")
            }
        }
        let result = layout(list(searching: true))
        let prompt = try #require(result.texts.first { $0.string == "Search contacts" })
        #expect(prompt.frame.minX == 16 + 8 + 20 + 6 && prompt.frame.minY == 44 + 52 + 8 + 8)
        let typed = layout(list(searching: false))
        #expect(typed.texts.contains { $0.string == "ana" } && !typed.texts.contains { $0.string == "Search contacts" })
        let plain = layout(NavigationStack { List { Text("row").id("row") }.navigationTitle("Invite") })
        #expect(result.frame("row").map(\.minY) == plain.frame("row").map { $0.minY + 52 })
        #expect(layout(Text("a").searchable(text: .constant(""))).texts.map(\.string) == ["a"])
    }
}
