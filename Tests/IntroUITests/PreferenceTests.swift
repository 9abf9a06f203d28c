import Foundation
import IntroUI
import Testing

/// Names the views set, in the order `reduce` combines them.
private struct Names: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The values joined with commas; its default value is not neutral, so a reduction that
/// started from it would show it.
private struct Joined: PreferenceKey {
    static let defaultValue = "default"
    static func reduce(value: inout String, nextValue: () -> String) { value += "," + nextValue() }
}

/// The widest width the views inside report.
private struct Widest: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Its content above a text showing the value of `Names` the content set, as
/// `onPreferenceChange` around both reports it.
private struct NamesReadout<Content: View>: View {
    let content: Content
    @State private var names = ["unread"]

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack {
            content
            Text("read " + names.joined(separator: ","))
        }
        .onPreferenceChange(Names.self) { names = $0 }
    }
}

/// SwiftUI's preferences as Apple documents them: `reduce(value:nextValue:)` "receives its
/// values in view-tree order" and "combines the preference value from one tree with that of
/// its next sibling"; `preference(key:value:)` "sets a value for the given preference" of the
/// view (the values its content set are not its value any more); `transformPreference`
/// "applies a transformation to a preference value"; `overlayPreferenceValue` and
/// `backgroundPreferenceValue` read "the specified preference value from the view, using it
/// to produce a second view", and "the values of the preference key from both views are
/// combined and made visible to the parent view". Text is 10 points a character, 20 a line;
/// a 300 × 400 canvas, the root centred.
@Suite("Preferences")
struct PreferenceTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))

    func layout<V: View>(_ view: V) -> LayoutResult {
        engine.layout(view, canvas: canvas, safeArea: .ignored)
    }

    /// The readout's line.
    func readout<V: View>(_ view: V) -> String? {
        layout(view).texts.map(\.string).first { $0.hasPrefix("read ") }
    }

    /// The fills drawn, in drawing order.
    func fills(_ result: LayoutResult) -> [Rect] {
        result.displayList.flattened.compactMap { item in
            if case .fill(_, let rect, _) = item { return rect }
            return nil
        }
    }

    // MARK: Reduce order

    /// Siblings, nested stacks and an `onPreferenceChange` on the way: the values arrive in
    /// view-tree order, earlier siblings first.
    @Test func valuesAreReducedInViewTreeOrder() {
        let view = NamesReadout {
            Text("a").preference(key: Names.self, value: ["a"])
            HStack {
                Text("b").preference(key: Names.self, value: ["b"])
                Text("c").preference(key: Names.self, value: ["c"])
            }
            .onPreferenceChange(Names.self) { _ in }
            Text("d").preference(key: Names.self, value: ["d"])
        }
        #expect(readout(view) == "read a,b,c,d")
    }

    /// The first call combines the first sibling's value with the second's (`nextValue`):
    /// the default value is not part of the reduction.
    @Test func theFirstReduceCombinesTheFirstSiblingWithTheNext() {
        struct JoinedReadout: View {
            @State var joined = "unread"
            var body: some View {
                VStack {
                    Text("a").preference(key: Joined.self, value: "a")
                    Text("b").preference(key: Joined.self, value: "b")
                    Text("c").preference(key: Joined.self, value: "c")
                    Text("joined " + joined)
                }
                .onPreferenceChange(Joined.self) { joined = $0 }
            }
        }
        #expect(layout(JoinedReadout()).texts.map(\.string).contains("joined a,b,c"))
    }

    // MARK: Setting and transforming

    /// A preference on a stack is the stack's value: its children's values are replaced, and
    /// the stack's sibling comes after it.
    @Test func aPreferenceReplacesTheValuesItsContentSet() {
        let view = NamesReadout {
            VStack {
                Text("a").preference(key: Names.self, value: ["a"])
                Text("b").preference(key: Names.self, value: ["b"])
            }
            .preference(key: Names.self, value: ["outer"])
            Text("c").preference(key: Names.self, value: ["c"])
        }
        #expect(readout(view) == "read outer,c")
    }

    /// Two preferences on one view: the outer one wins.
    @Test func theOuterOfTwoPreferencesWins() {
        let view = NamesReadout {
            Text("x").preference(key: Names.self, value: ["inner"]).preference(key: Names.self, value: ["outer"])
        }
        #expect(readout(view) == "read outer")
    }

    /// `transformPreference` sees its content's reduced value and its result is one value
    /// among its siblings'.
    @Test func transformPreferenceSeesTheContentsReducedValue() {
        let view = NamesReadout {
            VStack {
                Text("a").preference(key: Names.self, value: ["a"])
                Text("b").preference(key: Names.self, value: ["b"])
            }
            .transformPreference(Names.self) { $0.append("t\($0.count)") }
            Text("c").preference(key: Names.self, value: ["c"])
        }
        #expect(readout(view) == "read a,b,t2,c")
    }

    /// Over content that set nothing, the transform starts from the default value; over a
    /// preference, from that preference.
    @Test func transformPreferenceStartsFromTheDefaultOrTheSetValue() {
        let fromDefault = NamesReadout { Text("x").transformPreference(Names.self) { $0.append("n\($0.count)") } }
        #expect(readout(fromDefault) == "read n0")
        let fromValue = NamesReadout {
            Text("x").preference(key: Names.self, value: ["p"]).transformPreference(Names.self) { $0 = $0.map { $0.uppercased() } }
        }
        #expect(readout(fromValue) == "read P")
    }

    // MARK: GeometryReader

    /// A value set in a `GeometryReader`'s content comes out of the reader in the reader's
    /// place among its siblings (40 points wide).
    @Test func aGeometryReadersValueCountsInTheReadersPlace() {
        let view = NamesReadout {
            Text("a").preference(key: Names.self, value: ["a"])
            GeometryReader { proxy in Color.clear.preference(key: Names.self, value: ["w\(Int(proxy.size.width))"]) }
                .frame(width: 40, height: 10)
            Text("c").preference(key: Names.self, value: ["c"])
        }
        #expect(readout(view) == "read a,w40,c")
    }

    /// A preference around a reader replaces the reader's content's value, and a transform
    /// around one sees it.
    @Test func modifiersAroundAReaderSeeItsContentsValue() {
        func reader() -> some View {
            GeometryReader { proxy in Color.clear.preference(key: Names.self, value: ["w\(Int(proxy.size.width))"]) }
                .frame(width: 40, height: 10)
        }
        #expect(readout(NamesReadout { reader().preference(key: Names.self, value: ["outer"]) }) == "read outer")
        #expect(readout(NamesReadout { reader().transformPreference(Names.self) { $0.append("t") } }) == "read w40,t")
    }

    /// A reader inside a reader's content: the inner content's value (30 points wide) comes
    /// out of both.
    @Test func aNestedReadersValueComesOutOfTheOuterReader() {
        let view = NamesReadout {
            GeometryReader { _ in
                GeometryReader { inner in Color.clear.preference(key: Names.self, value: ["inner\(Int(inner.size.width))"]) }
                    .frame(width: 30, height: 10)
            }
            .frame(width: 60, height: 20)
        }
        #expect(readout(view) == "read inner30")
    }

    // MARK: Overlays and backgrounds from preferences

    /// Two 100 × 40 bars reporting 30 and 70: the stack is 100 × 80 at (100, 160); the overlay
    /// is made from the widest, 70, and aligned top-leading (or centred) in the stack's frame.
    @Test func overlayPreferenceValueIsMadeFromTheReducedValue() {
        func bars() -> some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 40).preference(key: Widest.self, value: 30)
                Color.blue.frame(width: 100, height: 40).preference(key: Widest.self, value: 70)
            }
        }
        let aligned = layout(
            bars().overlayPreferenceValue(Widest.self, alignment: .topLeading) { Color.green.frame(width: $0, height: 10).id("bar") }
                .id("stack"))
        #expect(aligned.frame("stack") == Rect(x: 100, y: 160, width: 100, height: 80))
        #expect(aligned.frame("bar") == Rect(x: 100, y: 160, width: 70, height: 10))
        let centred = layout(bars().overlayPreferenceValue(Widest.self) { Color.green.frame(width: $0, height: 10).id("bar") })
        #expect(centred.frame("bar") == Rect(x: 115, y: 195, width: 70, height: 10))
    }

    /// The background is aligned bottom-trailing and drawn before the bars.
    @Test func backgroundPreferenceValueIsDrawnBehind() {
        let result = layout(
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 40).preference(key: Widest.self, value: 30)
                Color.blue.frame(width: 100, height: 40).preference(key: Widest.self, value: 70)
            }
            .backgroundPreferenceValue(Widest.self, alignment: .bottomTrailing) { Color.green.frame(width: $0, height: 10).id("bar") })
        let bar = Rect(x: 130, y: 230, width: 70, height: 10)
        #expect(result.frame("bar") == bar)
        let drawn = fills(result)
        let under = drawn.firstIndex(of: bar), red = drawn.firstIndex(of: Rect(x: 100, y: 160, width: 100, height: 40))
        #expect(under != nil && red != nil && under! < red!, "\(drawn)")
    }

    /// The overlay's own values come after the content's, for the views around.
    @Test func theOverlaysValuesFollowTheContents() {
        let view = NamesReadout {
            Text("a").preference(key: Names.self, value: ["a"])
                .overlayPreferenceValue(Names.self) { names in Color.clear.preference(key: Names.self, value: ["o\(names.count)"]) }
        }
        #expect(readout(view) == "read a,o1")
    }

    /// A reader in a 120 × 50 view's background reports half its width: the overlay made from
    /// it is 60 wide, at the leading edge, centred vertically (the view at (90, 175)).
    @Test func aReadersValueReachesOverlayPreferenceValue() {
        let result = layout(
            Color.clear.frame(width: 120, height: 50)
                .background(GeometryReader { proxy in Color.clear.preference(key: Widest.self, value: proxy.size.width / 2) })
                .overlayPreferenceValue(Widest.self, alignment: .leading) { Color.green.frame(width: $0, height: 6).id("half") })
        #expect(result.frame("half") == Rect(x: 90, y: 197, width: 60, height: 6))
    }
}
