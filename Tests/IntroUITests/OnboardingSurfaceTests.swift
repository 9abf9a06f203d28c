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
}
