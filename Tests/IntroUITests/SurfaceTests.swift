import Foundation
import IntroUI
import Testing

/// The controls and modifiers of the SwiftUI surface added for held-out files (SurfaceControls,
/// SurfaceInputs, SurfaceText): each laid out as SwiftUI lays it out in its default style
/// (text measured by ``FixedWidthMeasurer``: 10 points a character, 20 a line; a 300 × 400
/// canvas without safe area).
@Suite("SwiftUI surface")
struct SurfaceTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))

    func layout<V: View>(_ view: V) -> LayoutResult {
        engine.layout(view, canvas: canvas, safeArea: .ignored)
    }

    func strings(_ result: LayoutResult) -> [String] { result.texts.map(\.string) }

    func text(_ result: LayoutResult, _ string: String) -> TextReport? { result.texts.first { $0.string == string } }

    /// The fills drawn, with their colour in light mode.
    func fills(_ result: LayoutResult) -> [(Rect, RGBA)] {
        result.displayList.flattened.compactMap { item in
            if case .fill(_, let rect, let paint) = item { return (rect, paint) }
            return nil
        }
    }

    // MARK: Containers

    /// A group box hugs its content: label over content, 8 apart, 16 points of room inside.
    @Test func aGroupBoxHugsItsLabelAndContentWithSixteenPointsInside() {
        let result = layout(GroupBox { Text("body").id("c") } label: { Text("Title").id("l") }.id("box"))
        // 50 × 48 of label and content, plus 16 on every side: 82 × 80, centred in 300 × 400.
        #expect(result.frame("box") == Rect(x: 109, y: 160, width: 82, height: 80))
        #expect(result.frame("l") == Rect(x: 125, y: 176, width: 50, height: 20))
        #expect(result.frame("c") == Rect(x: 125, y: 204, width: 40, height: 20), "leading, 8 under the label")
        #expect(fills(result).contains { $0.0 == Rect(x: 109, y: 160, width: 82, height: 80) && $0.1 == RGBA(rgb: 0xF2F2F7) })
    }

    /// Labeled content: the label leading, the value trailing in the secondary colour.
    @Test func labeledContentPutsTheValueAtTheTrailingEdge() {
        let result = layout(LabeledContent("Version", value: "4.2").frame(width: 200).id("row"))
        #expect(text(result, "Version")?.frame.minX == 50)
        #expect(text(result, "4.2")?.frame == Rect(x: 220, y: 190, width: 30, height: 20))
        let secondary = Color.secondary.resolve(in: .light)
        #expect(result.displayList.flattened.contains { item in
            if case .text(let run) = item { return run.string == "4.2" && run.color == secondary }
            return false
        })
    }

    /// A control group shares its width equally among its controls, on a 34-point track.
    @Test func aControlGroupSharesItsWidthEqually() {
        let result = layout(ControlGroup { Button("A") {}.id("a"); Button("BBB") {}.id("b") }.frame(width: 200).id("group"))
        #expect(result.frame("group")?.height == 34)
        // Two halves of 100 (the divider takes 1): each label centred in its half.
        let a = result.frame("a"), b = result.frame("b")
        #expect(a.map { abs($0.midX - (50 + 49.5)) < 1 } == true)
        #expect(b.map { abs($0.midX - (50 + 150.5)) < 1 } == true)
    }

    /// A disclosure group shows its content only when expanded.
    @Test func aDisclosureGroupDrawsItsContentOnlyWhenExpanded() {
        let collapsed = layout(DisclosureGroup("More") { Text("hidden") })
        #expect(strings(collapsed) == ["More"])
        let expanded = layout(DisclosureGroup("More", isExpanded: .constant(true)) { Text("shown").id("c") }.frame(width: 200))
        #expect(strings(expanded) == ["More", "shown"])
        #expect(text(expanded, "shown")?.frame.minX == 50, "leading")
        #expect(text(expanded, "shown").map { $0.frame.minY - (text(expanded, "More")?.frame.maxY ?? 0) } == 8)
    }

    /// A menu is drawn as its label, a button's; its actions are not drawn.
    @Test func aMenuDrawsOnlyItsLabelInTheTint() {
        let result = layout(Menu("Options") { Button("Delete") {} })
        #expect(strings(result) == ["Options"])
        let blue = Color.blue.resolve(in: .light)
        #expect(result.displayList.flattened.contains { item in
            if case .text(let run) = item { return run.color == blue }
            return false
        })
    }

    @Test func aShareLinkHasTheStandardLabel() {
        #expect(strings(layout(ShareLink(item: URL(fileURLWithPath: "/a")))) == ["Share"])
        #expect(strings(layout(ShareLink("Invite", item: "x"))) == ["Invite"])
    }

    /// ContentUnavailableView fills what it is offered and centres its label and description.
    @Test func contentUnavailableCentresItsTitleAndDescription() {
        let result = layout(
            ContentUnavailableView("No Messages", systemImage: "tray", description: Text("Write one")).id("v"))
        #expect(result.frame("v") == Rect(x: 0, y: 0, width: 300, height: 400))
        let title = text(result, "No Messages"), description = text(result, "Write one")
        #expect(title?.frame.midX == 150)
        #expect(description?.frame.midX == 150)
        #expect(title.map { $0.measurement.size.height } == 20)
        #expect(description.map { $0.frame.minY - (title?.frame.maxY ?? 0) } == 8)
        #expect(strings(layout(ContentUnavailableView.search(text: "cat"))) == ["No Results for “cat”", "Check the spelling or try a new search."])
    }

    // MARK: Inputs

    /// A compact date picker: label leading, then the date and the time on grey fields.
    @Test func aDatePickerShowsTheDateAndTimeInTheRendersTimeZone() {
        let date = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01 00:00 UTC
        let result = layout(DatePicker("Start", selection: .constant(date)).environment(\.locale, Locale(identifier: "en_US")))
        #expect(strings(result) == ["Start", "Jan 1, 2000", "12:00\u{202F}AM"])
        let field = text(result, "Jan 1, 2000")
        // 11 points of room at the sides of the 110-point text and 7 above and below it.
        #expect(fills(result).contains { $0.0.width == 132 && $0.0.height == 34 && abs($0.0.midX - (field?.frame.midX ?? 0)) < 0.01 },
            "\(fills(result)) \(String(describing: field))")
        let dateOnly = layout(DatePicker("Start", selection: .constant(date), displayedComponents: .date))
        #expect(strings(dateOnly).count == 2)
    }

    /// A text editor takes the whole proposal and starts its text 5 in and 8 down.
    @Test func aTextEditorFillsItsFrameWithTheTextAtTheTopLeading() {
        let result = layout(TextEditor(text: .constant("hello")).frame(width: 200, height: 100).id("e"))
        #expect(result.frame("e") == Rect(x: 50, y: 150, width: 200, height: 100))
        #expect(text(result, "hello")?.frame.origin == Point(x: 55, y: 158))
        #expect(fills(result).contains { $0.0 == Rect(x: 50, y: 150, width: 200, height: 100) && $0.1 == RGBA(rgb: 0xFFFFFF) })
        let hidden = layout(TextEditor(text: .constant("hello")).frame(width: 200, height: 100).scrollContentBackground(.hidden))
        #expect(!fills(hidden).contains { $0.0.width == 200 }, "no background behind a hidden one")
    }

    /// `.roundedBorder`: at least 34 points tall, the text 7 points in.
    @Test func aRoundedBorderTextFieldIsThirtyFourPointsTall() {
        let result = layout(TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200).id("f"))
        #expect(result.frame("f")?.height == 34)
        #expect(text(result, "Email")?.frame.minX == 57)
        let plain = layout(TextField("Email", text: .constant("")).frame(width: 200).id("f"))
        #expect(plain.frame("f")?.height == 20)
    }

    /// A gauge's bar is filled to the value's fraction of the range.
    @Test func aGaugeFillsItsBarToTheValue() {
        let result = layout(Gauge(value: 25.0, in: 0...100) { Text("Steps") }.frame(width: 200))
        let bars = fills(result).filter { $0.0.height == 4 }
        #expect(bars.map(\.0.width).sorted() == [50, 200])
    }

    @Test func aCircularCapacityGaugeIsAFiftySixPointRing() {
        let result = layout(Gauge(value: 0.5) { Text("G") } currentValueLabel: { Text("50") }.gaugeStyle(.accessoryCircularCapacity).id("g"))
        #expect(result.frame("g")?.size == Size(width: 56, height: 56))
        #expect(strings(result) == ["50"], "the current value's label at the centre")
    }

    // MARK: Text

    @Test func textFormatsAValueForTheRendersLocale() {
        let english = layout(Text(0.25, format: .percent))
        #expect(strings(english) == ["25%"])
        let french = layout(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "fr_FR")))
        #expect(strings(french).first?.contains(",5") == true)
    }

    @Test func textShowsADateInAStyle() {
        let date = Date(timeIntervalSince1970: 946_684_800)
        let result = layout(VStack {
            Text(date, style: .date)
            Text(date, style: .time)
        }.environment(\.locale, Locale(identifier: "en_US")))
        #expect(strings(result) == ["January 1, 2000", "12:00\u{202F}AM"])
        let soon = layout(Text(Date().addingTimeInterval(2 * 3600 + 23 * 60 + 30), style: .relative))
        #expect(strings(soon) == ["2 hours, 23 minutes"])
        let offset = layout(Text(Date().addingTimeInterval(-3 * 86400 - 60), style: .offset))
        #expect(strings(offset) == ["-3 days"])
        let timer = layout(Text(Date().addingTimeInterval(152.9), style: .timer))
        #expect(strings(timer) == ["2:32"])
    }
}
