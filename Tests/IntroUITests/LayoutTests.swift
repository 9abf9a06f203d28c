import IntroUI
import Testing

@Suite("Layout engine")
struct LayoutTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))

    func layout<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> LayoutResult {
        engine.layout(view, canvas: canvas, environment: environment)
    }

    @Test func vstackStacksChildrenWithSpacingAndCentresThem() {
        let result = layout(
            VStack(spacing: 10) {
                Text("abc").id("a")
                Text("abcdef").id("b")
            })
        #expect(result.frame("a") == Rect(x: 135, y: 175, width: 30, height: 20))
        #expect(result.frame("b") == Rect(x: 120, y: 205, width: 60, height: 20))
    }

    @Test func spacerPushesContentApart() {
        let result = layout(
            VStack(spacing: 0) {
                Text("top").id("top")
                Spacer()
                Text("bottom").id("bottom")
            })
        #expect(result.frame("top")?.minY == 0)
        #expect(result.frame("bottom")?.maxY == 400)
    }

    @Test func spacersShareRoomEqually() {
        let result = layout(
            HStack(spacing: 0) {
                Spacer(minLength: 0)
                Text("ab").id("mid")
                Spacer(minLength: 0)
            })
        #expect(result.frame("mid") == Rect(x: 140, y: 190, width: 20, height: 20))
    }

    @Test func hstackSharesWidthByFlexibility() {
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 100).id("fixed")
                Color.blue.id("flexible1")
                Color.green.id("flexible2")
            }.frame(height: 50))
        #expect(result.frame("fixed")?.width == 100)
        #expect(result.frame("flexible1")?.width == 100)
        #expect(result.frame("flexible2")?.width == 100)
        #expect(result.frame("flexible2")?.maxX == 300)
    }

    @Test func textShrinksByWrappingWhenTheStackIsTooNarrow() {
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 200, height: 10)
                Text("one two three four").id("text")
            })
        let text = result.frame("text")
        #expect(text?.width == 100)
        #expect(text?.height == 40)
    }

    @Test func paddingInsetsTheChild() {
        let result = layout(Text("abc").id("text").padding(EdgeInsets(top: 5, leading: 7, bottom: 9, trailing: 11)).id("padded"))
        #expect(result.frame("padded")?.size == Size(width: 48, height: 34))
        let padded = result.frame("padded") ?? .zero
        #expect(result.frame("text")?.origin == Point(x: padded.minX + 7, y: padded.minY + 5))
    }

    @Test func frameMaxWidthInfinityTakesTheOfferedWidthAndAlignsContent() {
        let result = layout(
            Text("abc").id("text").frame(maxWidth: .infinity, alignment: .leading).id("frame"))
        #expect(result.frame("frame")?.width == 300)
        #expect(result.frame("text")?.minX == 0)
    }

    @Test func frameMinWidthAndMaxWidthClampTheChild() {
        let small = layout(Text("a").frame(minWidth: 50).id("frame"))
        #expect(small.frame("frame")?.width == 50)
        let large = layout(Color.red.frame(maxWidth: 120, maxHeight: 30).id("frame"))
        #expect(large.frame("frame")?.size == Size(width: 120, height: 30))
    }

    @Test func fixedFrameSizesAndAlignsItsChild() {
        let result = layout(Text("ab").id("text").frame(width: 100, height: 60, alignment: .bottomTrailing).id("frame"))
        let frame = result.frame("frame") ?? .zero
        #expect(frame.size == Size(width: 100, height: 60))
        #expect(result.frame("text") == Rect(x: frame.maxX - 20, y: frame.maxY - 20, width: 20, height: 20))
    }

    @Test func zstackAlignsChildrenOnTopOfEachOther() {
        let result = layout(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 100, height: 100).id("back")
                Text("a").id("front")
            })
        let back = result.frame("back") ?? .zero
        #expect(result.frame("front")?.origin == back.origin)
    }

    @Test func lineLimitTruncatesAndReportsIt() {
        let result = layout(Text("one two three four five six").lineLimit(2).frame(width: 80).id("frame"))
        let report = result.texts.first
        #expect(report?.measurement.lineCount == 2)
        #expect(report?.measurement.isTruncated == true)
        #expect(report?.measurement.unlimitedLineCount == 4)
    }

    @Test func wrappingUsesTheOfferedWidth() {
        let result = layout(Text("aaaa bbbb cccc").id("text").frame(width: 95))
        #expect(result.frame("text")?.size == Size(width: 90, height: 40))
    }

    @Test func horizontalStacksMirrorRightToLeft() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("first")
            Color.blue.frame(width: 30, height: 10).id("second")
        }.frame(maxWidth: .infinity, alignment: .leading)
        let result = layout(view, environment: environment)
        #expect(result.frame("first")?.maxX == 300)
        #expect(result.frame("second")?.maxX == 250)
        let ltr = layout(view)
        #expect(ltr.frame("first")?.minX == 0)
    }

    @Test func paddingLeadingIsOnTheRightWhenRightToLeft() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let result = layout(
            Color.red.id("inner").padding(.leading, 20).frame(width: 100, height: 10), environment: environment)
        #expect(result.frame("inner")?.width == 80)
        let inner = result.frame("inner") ?? .zero
        #expect(inner.minX == 100)
    }

    @Test func scrollViewReportsOverflow() {
        let result = layout(
            ScrollView {
                ForEach(0..<30) { index in Text("row \(index)") }
            }.frame(height: 200).id("scroll"))
        let report = result.scrollViews.first
        #expect(report?.viewportHeight == 200)
        #expect(report?.contentHeight == 832.0)
        #expect(report?.scrolls == true)
    }

    @Test func scrollViewThatFitsDoesNotScroll() {
        let result = layout(ScrollView { Text("short") }.frame(height: 200))
        #expect(result.scrollViews.first?.scrolls == false)
    }

    @Test func resizableImageKeepsItsAspectRatioWhenScaledToFit() {
        let result = layout(Image(systemName: "star").resizable().scaledToFit().id("image").frame(width: 80, height: 40))
        #expect(result.frame("image")?.size == Size(width: 40, height: 40))
    }

    @Test func conditionalsAndOptionalsBuildTheRightViews() {
        let flag = false
        let name: String? = "b"
        let result = layout(
            VStack {
                if flag { Text("hidden").id("hidden") } else { Text("shown").id("shown") }
                if let name { Text(name).id("optional") }
                switch name {
                case "b": Text("case b").id("switch")
                default: EmptyView()
                }
            })
        #expect(result.frame("hidden") == nil)
        #expect(result.frame("shown") != nil)
        #expect(result.frame("optional") != nil)
        #expect(result.frame("switch") != nil)
    }

    @Test func environmentFlowsDownAndColoursResolvePerScheme() {
        let result = layout(Text("a").foregroundColor(.purple), environment: EnvironmentValues(colorScheme: .dark))
        guard case .text(let run)? = result.displayList.items.first else {
            Issue.record("expected a text run")
            return
        }
        #expect(run.color == Color.purple.dark)
    }

    @Test func fontModifiersResolveTextStyleAndWeight() {
        let result = layout(Text("a").font(.largeTitle).fontWeight(.bold))
        guard case .text(let run)? = result.displayList.items.first else {
            Issue.record("expected a text run")
            return
        }
        #expect(run.attributes.font == ResolvedFont(size: 34, weight: .bold, leading: 41))
    }

    @Test func opacityAndClipGroupItems() {
        let result = layout(Color.red.frame(width: 10, height: 10).cornerRadius(4).opacity(0.5))
        guard case .opacity(0.5, let inner)? = result.displayList.items.first,
            case .clip(.roundedRectangle(4, .circular, .all), _, _)? = inner.first
        else {
            Issue.record("expected opacity(clip(...)), got \(result.displayList.items)")
            return
        }
    }
}
