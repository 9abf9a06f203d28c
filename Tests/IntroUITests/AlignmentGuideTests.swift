import Foundation
import IntroUI
import Testing

/// A custom guide whose default is the view's leading edge (as `.leading`): rows set it on
/// their icon, so icons line up across rows.
private struct IconColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

/// Apple's example guide (`AlignmentID`'s documentation): a third of the view's height.
private struct FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

/// A vertical guide a list sets on its selected row, so a label beside the list lines up
/// with that row.
private struct SelectedRow: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension HorizontalAlignment {
    fileprivate static let iconColumn = HorizontalAlignment(IconColumn.self)
}

extension VerticalAlignment {
    fileprivate static let firstThird = VerticalAlignment(FirstThird.self)
    fileprivate static let selectedRow = VerticalAlignment(SelectedRow.self)
}

/// Alignment guides and text baselines, each test with the frames SwiftUI gives by the rules
/// Apple documents (`alignmentGuide(_:computeValue:)`, `AlignmentID`, `ViewDimensions`,
/// `VerticalAlignment.firstTextBaseline`): a container lines its views up so that their
/// values of its guide are on one line and is as long as they reach (the largest value plus
/// the largest remainder). Text: 10 points a character; lines 20 points tall, or as tall as
/// iOS sets the font where baselines matter (size 20: line 23.8671875, ascent 19.04296875;
/// size 40: 47.734375 and 38.0859375, SF Pro's metrics). Canvas 300 × 400, the root centred.
@Suite("Alignment guides")
struct AlignmentGuideTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let fontEngine = LayoutEngine(measurer: FixedWidthMeasurer(usesFontLineHeight: true))
    let canvas = Canvas(size: Size(width: 300, height: 400))

    func expectClose(_ frame: Rect?, _ expected: Rect, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame else {
            Issue.record("no frame", sourceLocation: sourceLocation)
            return
        }
        let close = [frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width, frame.height - expected.height]
            .allSatisfy { abs($0) < 0.0001 }
        #expect(close, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
    }

    /// `b` says its leading guide is its centre (50): the stack puts it 50 points left of
    /// `a`'s leading edge, and is 150 wide (50 + the largest remainder, 100).
    @Test func anExplicitLeadingGuideMovesAViewInAVStack() {
        let result = engine.layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).id("a")
                Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { d in d.width / 2 }.id("b")
            }.id("stack"), canvas: canvas)
        #expect(result.frame("stack") == Rect(x: 75, y: 190, width: 150, height: 20))
        #expect(result.frame("a") == Rect(x: 125, y: 190, width: 100, height: 10))
        #expect(result.frame("b") == Rect(x: 75, y: 200, width: 100, height: 10))
    }

    /// A guide for another alignment than the stack's is not read.
    @Test func aGuideOfAnotherAlignmentChangesNothing() {
        let result = engine.layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).id("a")
                Color.blue.frame(width: 60, height: 10).alignmentGuide(.trailing) { _ in 0 }.id("b")
            }, canvas: canvas)
        #expect(result.frame("a") == Rect(x: 100, y: 190, width: 100, height: 10))
        #expect(result.frame("b") == Rect(x: 100, y: 200, width: 60, height: 10))
    }

    /// Right to left, a view's leading guide is measured from its right edge: 20 points in
    /// from `b`'s right edge sits on `a`'s right (leading) edge, so `b` reaches 20 points
    /// further right — the left-to-right layout mirrored.
    @Test func aLeadingGuideIsMirroredRightToLeft() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let result = engine.layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).id("a")
                Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { _ in 20 }.id("b")
            }.id("stack"), canvas: canvas, environment: environment)
        #expect(result.frame("stack") == Rect(x: 90, y: 190, width: 120, height: 20))
        #expect(result.frame("a") == Rect(x: 90, y: 190, width: 100, height: 10))
        #expect(result.frame("b") == Rect(x: 110, y: 200, width: 100, height: 10))
    }

    /// Apple's `FirstThird` example: stripes 60, 120 and 90 tall line up a third of the way
    /// down (20, 40, 30). The row is 40 + max(40, 80, 60) = 120 tall; the first stripe starts
    /// 20 points down, the last 10.
    @Test func aCustomGuidesDefaultValueLinesUpAnHStack() {
        let result = engine.layout(
            HStack(alignment: .firstThird, spacing: 1) {
                Color.red.frame(width: 10, height: 60).id("a")
                Color.red.frame(width: 10, height: 120).id("b")
                Color.red.frame(width: 10, height: 90).id("c")
            }.id("row"), canvas: canvas)
        #expect(result.frame("row") == Rect(x: 134, y: 140, width: 32, height: 120))
        #expect(result.frame("a") == Rect(x: 134, y: 160, width: 10, height: 60))
        #expect(result.frame("b") == Rect(x: 145, y: 140, width: 10, height: 120))
        #expect(result.frame("c") == Rect(x: 156, y: 150, width: 10, height: 90))
    }

    /// Icons lined up across rows ("Aligning views across stacks"): each row passes its icon's
    /// explicit `iconColumn` (the icon's centre: 30 and 50 from the rows' leading edges) up
    /// to the VStack; a row without one uses the default (its leading edge). The column is
    /// 50 + max(10, 10, 60) = 110 wide; both icons start at x = 135.
    @Test func aCustomGuideLinesUpIconsAcrossRows() {
        let result = engine.layout(
            VStack(alignment: .iconColumn, spacing: 0) {
                HStack(spacing: 0) {
                    Text("ab")
                    Color.red.frame(width: 20, height: 20).alignmentGuide(.iconColumn) { d in d[HorizontalAlignment.center] }.id("i1")
                }.id("r1")
                HStack(spacing: 0) {
                    Text("abcd")
                    Color.red.frame(width: 20, height: 20).alignmentGuide(.iconColumn) { d in d[HorizontalAlignment.center] }.id("i2")
                }.id("r2")
                Text("abcdef").id("r3")
            }.id("column"), canvas: canvas)
        #expect(result.frame("column") == Rect(x: 95, y: 170, width: 110, height: 60))
        #expect(result.frame("r1") == Rect(x: 115, y: 170, width: 40, height: 20))
        #expect(result.frame("i1") == Rect(x: 135, y: 170, width: 20, height: 20))
        #expect(result.frame("r2") == Rect(x: 95, y: 190, width: 60, height: 20))
        #expect(result.frame("i2") == Rect(x: 135, y: 190, width: 20, height: 20))
        #expect(result.frame("r3") == Rect(x: 145, y: 210, width: 60, height: 20))
    }

    /// A stack passes on a custom guide set by one of its views along its own axis too: the
    /// list's `selectedRow` is its second row's centre (20 + 10 = 30), so the label (centre 10)
    /// starts 20 points down, level with that row.
    @Test func aCustomGuideFromAListsRowLinesUpALabel() {
        let result = engine.layout(
            HStack(alignment: .selectedRow, spacing: 0) {
                Text("Label").id("label")
                VStack(spacing: 0) {
                    Text("a")
                    Text("b").alignmentGuide(.selectedRow) { d in d[VerticalAlignment.center] }.id("b")
                    Text("c")
                }.id("list")
            }.id("row"), canvas: canvas)
        #expect(result.frame("row") == Rect(x: 120, y: 170, width: 60, height: 60))
        #expect(result.frame("label") == Rect(x: 120, y: 190, width: 50, height: 20))
        #expect(result.frame("b") == Rect(x: 170, y: 190, width: 10, height: 20))
    }

    /// A badge whose top and trailing guides are its centre sits on the card's top-trailing
    /// corner: its centre on (100, 0) of the card. The card keeps its size (an overlay never
    /// changes it).
    @Test func anOverlaysGuidesPutABadgeOnACorner() {
        let result = engine.layout(
            Color.blue.frame(width: 100, height: 50)
                .overlay(alignment: .topTrailing) {
                    Color.red.frame(width: 20, height: 20)
                        .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                        .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                        .id("badge")
                }.id("card"), canvas: canvas)
        #expect(result.frame("card") == Rect(x: 100, y: 175, width: 100, height: 50))
        #expect(result.frame("badge") == Rect(x: 190, y: 165, width: 20, height: 20))
    }

    /// In a `ZStack` the badge's guides (its centre) line up with the card's top-leading
    /// corner, and the stack grows to hold both: 10 + 100 = 110 each way.
    @Test func aZStackGrowsToHoldViewsLinedUpByGuides() {
        let result = engine.layout(
            ZStack(alignment: .topLeading) {
                Color.blue.frame(width: 100, height: 100).id("card")
                Color.red.frame(width: 20, height: 20)
                    .alignmentGuide(.top) { d in d.height / 2 }
                    .alignmentGuide(.leading) { d in d.width / 2 }
                    .id("badge")
            }.id("z"), canvas: canvas)
        #expect(result.frame("z") == Rect(x: 95, y: 145, width: 110, height: 110))
        #expect(result.frame("card") == Rect(x: 105, y: 155, width: 100, height: 100))
        #expect(result.frame("badge") == Rect(x: 95, y: 145, width: 20, height: 20))
    }

    /// `frame(alignment: .leading)` puts the content's leading guide (−10) on the frame's
    /// leading edge: the text starts 10 points in.
    @Test func aFrameAlignsItsContentsGuide() {
        let result = engine.layout(
            Text("ab").alignmentGuide(.leading) { _ in -10 }.id("t")
                .frame(width: 100, height: 20, alignment: .leading).id("f"), canvas: canvas)
        #expect(result.frame("f") == Rect(x: 100, y: 190, width: 100, height: 20))
        #expect(result.frame("t") == Rect(x: 110, y: 190, width: 20, height: 20))
    }

    /// A padding passes its content's explicit guide on, moved by the inset: the padded
    /// view's leading guide is 10 + 5 = 15, so it starts 15 points left of `a`.
    @Test func paddingPassesAnExplicitGuideOn() {
        let result = engine.layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).id("a")
                Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { _ in 10 }.padding(.leading, 5).id("p")
            }, canvas: canvas)
        #expect(result.frame("a") == Rect(x: 107.5, y: 190, width: 100, height: 10))
        #expect(result.frame("p") == Rect(x: 92.5, y: 200, width: 105, height: 10))
    }

    // MARK: Text baselines

    /// A price row: "$9" at 40 points and "/mo" at 20 on one baseline. The big text's
    /// baseline is 38.0859375 down, the small one's 19.04296875, so the small text starts
    /// 19.04296875 lower; the row is 38.0859375 + max(9.6484375, 4.82421875) = 47.734375 tall.
    @Test func firstTextBaselinesLineUpBigAndSmallText() {
        let result = fontEngine.layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("$9").font(.system(size: 40)).id("big")
                Text("/mo").font(.system(size: 20)).id("small")
            }.id("row"), canvas: canvas)
        expectClose(result.frame("row"), Rect(x: 125, y: 176.1328125, width: 50, height: 47.734375))
        expectClose(result.frame("big"), Rect(x: 125, y: 176.1328125, width: 20, height: 47.734375))
        expectClose(result.frame("small"), Rect(x: 145, y: 195.17578125, width: 30, height: 23.8671875))
    }

    /// A view without text has its bottom as its baseline: the dot's bottom sits on the
    /// text's baseline (19.04296875 down), so it starts 9.04296875 down.
    @Test func aViewWithoutTextSitsOnTheBaselineByItsBottom() {
        let result = fontEngine.layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Color.red.frame(width: 10, height: 10).id("dot")
                Text("Pro").font(.system(size: 20)).id("t")
            }.id("row"), canvas: canvas)
        let top = (400 - 23.8671875) / 2
        expectClose(result.frame("row"), Rect(x: 130, y: top, width: 40, height: 23.8671875))
        expectClose(result.frame("dot"), Rect(x: 130, y: top + 9.04296875, width: 10, height: 10))
        expectClose(result.frame("t"), Rect(x: 140, y: top, width: 30, height: 23.8671875))
    }

    /// A stack's first baseline is its highest view's first baseline, its last the lowest
    /// view's last one: beside a 40-point text, a two-line stack of 20-point texts puts its
    /// first line (baseline 19.04296875) level with it on `.firstTextBaseline`, and its second
    /// (23.8671875 + 19.04296875 = 42.91015625) on `.lastTextBaseline`.
    @Test func aStacksBaselinesComeFromItsTexts() {
        func row(_ alignment: VerticalAlignment) -> some View {
            HStack(alignment: alignment, spacing: 0) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("ab").font(.system(size: 20))
                    Text("cd").font(.system(size: 20))
                }.id("v")
                Text("x").font(.system(size: 40)).id("x")
            }.id("row")
        }
        let first = fontEngine.layout(row(.firstTextBaseline), canvas: canvas)
        let firstTop = (400 - 66.77734375) / 2
        expectClose(first.frame("row"), Rect(x: 135, y: firstTop, width: 30, height: 66.77734375))
        expectClose(first.frame("v"), Rect(x: 135, y: firstTop + 19.04296875, width: 20, height: 47.734375))
        expectClose(first.frame("x"), Rect(x: 155, y: firstTop, width: 10, height: 47.734375))
        let last = fontEngine.layout(row(.lastTextBaseline), canvas: canvas)
        let lastTop = (400 - 52.55859375) / 2
        expectClose(last.frame("row"), Rect(x: 135, y: lastTop, width: 30, height: 52.55859375))
        expectClose(last.frame("v"), Rect(x: 135, y: lastTop, width: 20, height: 47.734375))
        expectClose(last.frame("x"), Rect(x: 155, y: lastTop + 4.82421875, width: 10, height: 47.734375))
    }

    /// A guide's closure sees the view's baselines and explicit guides through
    /// `ViewDimensions`: a text's `firstTextBaseline` is its font's ascent, `[explicit:]` is
    /// nil for a guide the view does not set.
    @Test func viewDimensionsGiveBaselinesAndExplicitValues() {
        nonisolated(unsafe) var seen: (baseline: CGFloat, explicit: CGFloat?, width: CGFloat)?
        _ = fontEngine.layout(
            VStack(alignment: .leading) {
                Text("abc").font(.system(size: 20)).alignmentGuide(.leading) { d in
                    seen = (d[VerticalAlignment.firstTextBaseline], d[explicit: HorizontalAlignment.trailing], d.width)
                    return 0
                }
            }, canvas: canvas)
        #expect(abs(Double(seen?.baseline ?? 0) - 19.04296875) < 0.0001)
        #expect(seen?.explicit == nil)
        #expect(seen?.width == 30)
    }
}
