import IntroCombine
import IntroUI
import Observation
import Testing

/// The state wrappers in a layout: storage kept by a view's place across the passes that
/// `onAppear`, `task` and `onChange` cause, and the environment read where a view is.
@Suite struct StateTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))

    func texts<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> [String] {
        engine.layout(view, canvas: canvas, environment: environment).texts.map(\.string)
    }

    struct Counter: View {
        @State private var count = 0
        let start: Int

        var body: some View {
            Text("count \(count)").onAppear { count = start }
        }
    }

    @Test func stateSetInOnAppearIsDrawnAndEachPlaceKeepsItsOwn() {
        #expect(texts(VStack { Counter(start: 3); Counter(start: 5) }) == ["count 3", "count 5"])
    }

    /// A dynamic property of a team's own: state and an environment value, brought up to date
    /// before the body (`update` counts the times on a reference it shares).
    struct Tally: DynamicProperty {
        final class Updates { var count = 0 }
        @State var count = 0
        @Environment(\.colorScheme) var scheme
        let updates: Updates
        func update() { updates.count += 1 }
    }

    struct Tallied: View {
        let label: String
        var tally: Tally
        @State private var own = "unset"

        var body: some View {
            Text("\(label) \(tally.count) \(tally.scheme) \(own) \(tally.updates.count > 0)")
                .onAppear {
                    tally.count += 2
                    own = "set"
                }
        }
    }

    /// Its state keeps its place across the pass `onAppear` causes, beside the view's own,
    /// for each of two views; its environment value is the one in effect.
    @Test func aDynamicPropertyOfItsOwnAttachesWhatItHolds() {
        let updates = Tally.Updates()
        let view = VStack {
            Tallied(label: "a", tally: Tally(updates: updates))
            Tallied(label: "b", tally: Tally(updates: updates))
        }
        #expect(texts(view, environment: EnvironmentValues(colorScheme: .dark)) == ["a 2 dark set true", "b 2 dark set true"])
    }

    struct Toggler: View {
        @Binding var isOn: Bool
        var body: some View { Text(isOn ? "on" : "off").onAppear { isOn = true } }
    }

    struct Owner: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Toggler(isOn: $isOn)
                Text("owner \(isOn)")
            }
        }
    }

    @Test func aBindingWritesItsOwnersState() {
        #expect(texts(Owner()) == ["on", "owner true"])
    }

    struct Item: Identifiable {
        let id: Int
        var name: String
    }

    struct Names: View {
        @State private var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Text(item.name).onAppear { item.name += "!" }
                }
            }
        }
    }

    @Test func bindingsToElementsWriteTheCollection() {
        #expect(texts(Names()) == ["a!", "b!"])
    }

    fileprivate enum Greeting: EnvironmentKey {
        static let defaultValue = "hello"
    }

    struct Scheme: View {
        @Environment(\.colorScheme) private var scheme
        @Environment(\.greeting) private var greeting
        var body: some View { Text("\(greeting) \(scheme)") }
    }

    @Test func environmentIsReadWhereTheViewIs() {
        let view = VStack {
            Scheme()
            Scheme().colorScheme(.light).environment(\.greeting, "hi")
        }
        #expect(texts(view, environment: EnvironmentValues(colorScheme: .dark)) == ["hello dark", "hi light"])
    }

    @Observable final class Library {
        var title = "none"
    }

    struct Shelf: View {
        @Environment(Library.self) private var library
        var body: some View { Text(library.title).onAppear { library.title = "read" } }
    }

    @Test func anObservableObjectComesFromTheEnvironment() {
        #expect(texts(Shelf().environment(Library())) == ["read"])
    }

    final class Model: ObservableObject {
        @Published var name = "start"
        static nonisolated(unsafe) var made = 0
        init() { Model.made += 1 }
    }

    /// Main-actor views, as SwiftUI's are: `@StateObject` and `@EnvironmentObject` are read
    /// on the main actor.
    @MainActor struct Owned: @MainActor View {
        @StateObject private var model = Model()
        var body: some View {
            Reader().environmentObject(model).onAppear { model.name = "loaded" }
        }
    }

    @MainActor struct Reader: @MainActor View {
        @EnvironmentObject var model: Model
        var body: some View { Text(model.name) }
    }

    @MainActor @Test func aStateObjectIsMadeOnceAndItsChangesAreDrawn() {
        Model.made = 0
        #expect(texts(Owned()) == ["loaded"])
        #expect(Model.made == 1)
    }

    struct Watcher: View {
        @State private var value = 0
        @State private var seen = "none"
        var body: some View {
            Text("\(value) \(seen)")
                .onAppear { value = 2 }
                .onChange(of: value) { old, new in seen = "\(old)->\(new)" }
        }
    }

    @Test func onChangeRunsWhenAnAppearanceChangesAValue() {
        #expect(texts(Watcher()) == ["2 0->2"])
    }

    struct Loader: View {
        @State private var progress = 0
        var body: some View {
            Text("progress \(progress)").task {
                for step in 1...10 {
                    try? await Task.sleep(for: .seconds(1))
                    progress = step
                }
            }
        }
    }

    @Test func aTaskRunsToItsEndBeforeTheFrameWithoutWaitingForItsSleeps() {
        #expect(texts(Loader()) == ["progress 10"])
    }

    struct Settings: View {
        @AppStorage("name") private var name = "default"
        @AppStorage("other") private var other = 1
        var body: some View { Text("\(name) \(other)").onAppear { name = "saved" } }
    }

    @Test func appStorageStartsAtItsDefaultAndKeepsWhatAViewWrites() {
        #expect(texts(Settings()) == ["saved 1"])
        #expect(texts(Settings()) == ["saved 1"], "a new layout starts from the defaults again, then its onAppear writes")
    }

    struct Stamps: View {
        let stamps = CurrentValueSubject<String, Never>("first")
        @State private var stamp = ""
        var body: some View { Text(stamp).onReceive(stamps) { stamp = $0 } }
    }

    @Test func onReceiveGetsWhatThePublisherHasWhenSubscribed() {
        #expect(texts(Stamps()) == ["first"])
    }

    struct Forever: View {
        @State private var count = 0
        var body: some View { Text("\(count)").onChange(of: count, initial: true) { count += 1 } }
    }

    @Test func aViewThatKeepsChangingItsStateStopsAtThePassLimit() {
        #expect(texts(Forever()) == ["7"])
    }

    @Test func stateOutsideALayoutIsAPlainBox() {
        let state = State(wrappedValue: 1)
        state.projectedValue.wrappedValue = 2
        #expect(state.wrappedValue == 2)
    }

    @Test func theDeviceGivesTheSizeClassesAndScale() throws {
        let phone = try DeviceCatalog.device(id: "iphone-15-pro-max")
        var environment = EnvironmentValues()
        environment.canvas = phone.canvas(.landscape)
        environment.idiom = .phone
        #expect(environment.horizontalSizeClass == .regular)
        #expect(environment.verticalSizeClass == .compact)
        #expect(environment.displayScale == 3)
        environment.horizontalSizeClass = .compact
        #expect(environment.horizontalSizeClass == .compact)
        environment.sizeCategory = .accessibilityLarge
        #expect(environment.dynamicTypeSize == .accessibility2)
    }

    @Test func theLocaleIsFoundationsAndItsIdentifierIsKeptAsWritten() {
        var environment = EnvironmentValues(colorScheme: .light, locale: "zh-Hans")
        #expect(environment.localeIdentifier == "zh-Hans")
        #expect(environment.locale.language.languageCode?.identifier == "zh")
        environment.locale = Locale(identifier: "de")
        #expect(environment.localeIdentifier == "de")
        #expect(environment.timeZone.identifier == "UTC" || environment.timeZone.secondsFromGMT() == 0)
    }

    @Test func environmentsCompareByTheirValues() {
        var one = EnvironmentValues()
        var two = EnvironmentValues()
        #expect(one == two)
        one.isEnabled = false
        #expect(one != two)
        two.isEnabled = false
        one[StateTests.Greeting.self] = "x"
        two[StateTests.Greeting.self] = "x"
        #expect(one == two && one.hashValue == two.hashValue)
    }
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[StateTests.Greeting.self] }
        set { self[StateTests.Greeting.self] = newValue }
    }
}

@Suite struct BehaviourTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))

    @Test func accessibilityModifiersAreRecordedOnOneNodeWithTheViewsFrame() {
        let view = VStack {
            Text("Next").id("next")
                .accessibilityLabel("Go on")
                .accessibilityHint("Shows the next page")
                .accessibilityAddTraits(.isButton)
                .accessibilityAddTraits(.isHeader)
            Text("Skip").accessibilityHidden(true).onTapGesture {}.contentShape(Rectangle())
        }
        let result = engine.layout(view, canvas: canvas)
        let described = result.accessibility.filter { $0.record != nil }
        #expect(described.count == 2)
        let next = described[0]
        #expect(next.record?.label == "Go on" && next.record?.hint == "Shows the next page")
        #expect(next.record?.addedTraits == [.isButton, .isHeader])
        #expect(next.frame == result.frame("next"))
        #expect(described[1].record?.isHidden == true)
        #expect(result.texts.map(\.string) == ["Next", "Skip"], "the modifiers draw nothing")
    }

    struct Outline: ButtonStyle {
        @Environment(\.isEnabled) private var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(isEnabled ? "enabled" : "disabled")
                Text(configuration.isPressed ? "pressed" : "up")
            }
        }
    }

    @Test func aButtonStyleDrawsTheButtonWithItsOwnEnvironment() {
        let view = VStack {
            Button("A") {}.buttonStyle(Outline())
            Button("B") {}.buttonStyle(Outline()).disabled(true)
        }
        #expect(engine.layout(view, canvas: canvas).texts.map(\.string) == ["A", "enabled", "up", "B", "disabled", "up"])
    }

    @Test func aProminentBorderedButtonIsAWhiteLabelOverTheTint() throws {
        let result = engine.layout(Button("Go") {}.buttonStyle(.borderedProminent).tint(.green), canvas: canvas)
        let fills = result.displayList.flattened.compactMap { item -> (Rect, RGBA)? in
            if case .fill(_, let rect, let color) = item { return (rect, color) }
            return nil
        }
        let text = try #require(result.texts.first)
        #expect(fills.count == 1 && fills.first?.1 == Color.green.light)
        #expect(fills.first?.0 == text.frame.inset(by: EdgeInsets(top: -7, leading: -12, bottom: -7, trailing: -12)))
        let run = result.displayList.flattened.compactMap { item -> RGBA? in
            if case .text(let run) = item { return run.color }
            return nil
        }
        #expect(run == [Color.white.light])
    }

    struct Badge: ViewModifier {
        @Environment(\.colorScheme) private var scheme
        func body(content: Content) -> some View {
            HStack { content; Text("\(scheme)") }
        }
    }

    @Test func aViewModifierWrapsItsContentAndReadsTheEnvironment() {
        let result = engine.layout(Text("x").modifier(Badge()).modifier(EmptyModifier()), canvas: canvas, environment: EnvironmentValues(colorScheme: .dark))
        #expect(result.texts.map(\.string) == ["x", "dark"])
    }

    @Test func animationsAndTransitionsChangeNothingDrawn() {
        let plain = engine.layout(Text("a").opacity(0.5), canvas: canvas)
        let animated = engine.layout(
            Text("a").opacity(0.5).animation(.spring().delay(1).repeatForever(), value: 1)
                .transition(.move(edge: .bottom).combined(with: .opacity)), canvas: canvas)
        #expect(plain.displayList == animated.displayList)
        #expect(withAnimation(.easeInOut(duration: 1)) { 3 } == 3)
    }
}
