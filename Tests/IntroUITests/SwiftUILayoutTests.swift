import Foundation
import IntroUI
import Testing

/// SwiftUI's layout rules for the containers and modifiers of issue #30, each test with the
/// frame SwiftUI gives (text measured by ``FixedWidthMeasurer``: 10 points a character, 20 a
/// line; the canvas is 300 × 400 unless a test says otherwise).
@Suite("SwiftUI layout")
struct SwiftUILayoutTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))
    /// An iPhone 15's 393 × 852 points with its 59 / 34 safe area.
    let phone = Canvas(size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))

    func layout<V: View>(_ view: V, on canvas: Canvas? = nil, safeArea: SafeAreaPlacement = .ignored) -> LayoutResult {
        engine.layout(view, canvas: canvas ?? self.canvas, safeArea: safeArea)
    }

    func fills(_ result: LayoutResult) -> [Rect] {
        result.displayList.flattened.compactMap { item in
            if case .fill(_, let rect, _) = item { return rect }
            return nil
        }
    }

    // MARK: Decorations never change the size

    @Test func anOverlayIsOfferedTheViewsSizeAndCentredOnIt() {
        let result = layout(Text("abc").overlay(Color.red.frame(width: 100, height: 100).id("o")).id("t"))
        #expect(result.frame("t") == Rect(x: 135, y: 190, width: 30, height: 20))
        #expect(result.frame("o") == Rect(x: 100, y: 150, width: 100, height: 100))
    }

    @Test func aBackgroundWithAlignmentAndContentSitsInTheViewsFrame() {
        let result = layout(
            Color.clear.frame(width: 100, height: 50)
                .background(alignment: .topLeading) { Text("ab").id("b") }
                .overlay(alignment: .bottomTrailing) { Text("c").id("c") }
                .id("v"))
        #expect(result.frame("v") == Rect(x: 100, y: 175, width: 100, height: 50))
        #expect(result.frame("b") == Rect(x: 100, y: 175, width: 20, height: 20))
        #expect(result.frame("c") == Rect(x: 190, y: 205, width: 10, height: 20))
    }

    // MARK: Spacers grow along their stack's axis only

    /// `HStack { Spacer(); Text }` is as tall as its text, so a greedy sibling of a VStack
    /// gets all the rest of the height (a spacer made the row grow vertically, and the room
    /// offered to it was lost).
    @Test func aRowWithASpacerDoesNotGrowAcrossItsAxis() {
        let result = layout(
            VStack(spacing: 0) {
                HStack { Spacer(); Text("Skip") }.id("row")
                Color.red.id("fill")
            }.id("stack"))
        #expect(result.frame("row") == Rect(x: 0, y: 0, width: 300, height: 20))
        #expect(result.frame("fill") == Rect(x: 0, y: 20, width: 300, height: 380))
        #expect(result.frame("stack") == Rect(x: 0, y: 0, width: 300, height: 400))
    }

    /// Alone (not in a stack) a spacer still grows both ways.
    @Test func aSpacerOutsideAStackGrowsBothWays() {
        let result = layout(ZStack { Spacer().id("s") })
        #expect(result.frame("s") == Rect(x: 0, y: 0, width: 300, height: 400))
    }

    // MARK: Offset, position, zIndex, hidden

    @Test func offsetMovesOnlyTheDrawing() {
        let result = layout(
            VStack(spacing: 0) {
                Text("a").id("inner").offset(x: 10, y: 5).id("outer")
                Text("b").id("next")
            })
        #expect(result.frame("outer") == Rect(x: 145, y: 180, width: 10, height: 20))
        #expect(result.frame("inner") == Rect(x: 155, y: 185, width: 10, height: 20))
        #expect(result.frame("next") == Rect(x: 145, y: 200, width: 10, height: 20), "the sibling does not move")
    }

    @Test func offsetIsMirroredRightToLeft() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let result = engine.layout(Text("a").id("inner").offset(x: 10), canvas: canvas, environment: environment)
        #expect(result.frame("inner") == Rect(x: 135, y: 190, width: 10, height: 20))
    }

    @Test func positionTakesTheWholeProposalAndCentresTheViewOnThePoint() {
        let result = layout(Text("ab").id("t").position(x: 50, y: 60).id("p"))
        #expect(result.frame("p") == Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(result.frame("t") == Rect(x: 40, y: 50, width: 20, height: 20))
    }

    @Test func zIndexDrawsLaterWithoutMovingAnything() {
        let result = layout(
            ZStack {
                Color.red.frame(width: 50, height: 50).zIndex(1)
                Color.blue.frame(width: 80, height: 80)
            })
        #expect(fills(result) == [Rect(x: 110, y: 160, width: 80, height: 80), Rect(x: 125, y: 175, width: 50, height: 50)])
    }

    @Test func hiddenKeepsTheRoomButDrawsNothing() {
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).hidden()
                Color.blue.frame(width: 50, height: 50).id("b")
            })
        #expect(result.frame("b") == Rect(x: 150, y: 175, width: 50, height: 50))
        #expect(fills(result) == [Rect(x: 150, y: 175, width: 50, height: 50)])
    }

    // MARK: GeometryReader

    @Test func geometryReaderTakesTheProposalAndPlacesContentTopLeading() {
        let result = layout(
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))").id("t")
            }
            .frame(width: 200, height: 100).id("g"))
        #expect(result.frame("g") == Rect(x: 50, y: 150, width: 200, height: 100))
        #expect(result.texts.first?.string == "200x100")
        #expect(result.frame("t") == Rect(x: 50, y: 150, width: 70, height: 20))
    }

    @Test func geometryReaderTakesTheRoomLeftInAStack() {
        let result = layout(
            VStack(spacing: 0) {
                Text("top")
                GeometryReader { proxy in
                    Color.red.frame(height: proxy.size.height / 2).id("half")
                }
            })
        #expect(result.frame("half") == Rect(x: 0, y: 20, width: 300, height: 190))
    }

    @Test func geometryReaderInAScrollViewIsTenPointsTall() {
        let result = layout(ScrollView { GeometryReader { _ in Color.red }.id("g") })
        #expect(result.frame("g")?.height == 10)
    }

    @Test func geometryProxyMeasuresFramesInCoordinateSpaces() {
        let result = layout(
            VStack(spacing: 0) {
                Color.clear.frame(height: 50)
                GeometryReader { proxy in
                    let named = proxy.frame(in: .named("card"))
                    let global = proxy.frame(in: .global)
                    let local = proxy.frame(in: .local)
                    Text("\(Int(named.minY)) \(Int(global.minY)) \(Int(local.minY))")
                }
            }
            .frame(height: 200)
            .coordinateSpace(name: "card"))
        #expect(result.texts.first?.string == "50 150 0")
    }

    @Test func geometryProxyReportsTheSafeAreaItReachesInto() {
        let ignoring = layout(
            GeometryReader { proxy in Text("\(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom))") }
                .ignoresSafeArea(),
            on: phone, safeArea: .respected)
        #expect(ignoring.texts.first?.string == "59 34")
        #expect(ignoring.texts.first?.frame.origin == .zero)
        let inside = layout(
            GeometryReader { proxy in Text("\(Int(proxy.safeAreaInsets.top))") }, on: phone, safeArea: .respected)
        #expect(inside.texts.first?.string == "0")
        #expect(inside.texts.first?.frame.origin == Point(x: 0, y: 59))
    }

    // MARK: Safe areas

    @Test func theRootIsLaidOutInTheSafeArea() {
        let result = layout(Color.red.id("c"), on: phone, safeArea: .respected)
        #expect(result.frame("c") == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func ignoresSafeAreaDrawsToTheScreensEdgesWithTheSameLayout() {
        let result = layout(
            VStack(spacing: 0) {
                Text("a").id("a")
                Spacer()
            }
            .frame(maxWidth: .infinity)
            .background(Color.red.ignoresSafeArea()),
            on: phone, safeArea: .respected)
        #expect(result.frame("a") == Rect(x: 191.5, y: 59, width: 10, height: 20))
        #expect(fills(result) == [Rect(x: 0, y: 0, width: 393, height: 852)])
    }

    @Test func edgesIgnoringSafeAreaGrowsOnlyTheGivenEdges() {
        let result = layout(Color.red.edgesIgnoringSafeArea(.top), on: phone, safeArea: .respected)
        #expect(fills(result) == [Rect(x: 0, y: 0, width: 393, height: 818)])
    }

    @Test func safeAreaInsetTakesItsRoomFromTheContent() {
        let result = layout(
            Color.red.id("content")
                .safeAreaInset(edge: .bottom, spacing: 0) { Text("bar").frame(maxWidth: .infinity).frame(height: 50).id("bar") },
            on: phone, safeArea: .respected)
        #expect(result.frame("content") == Rect(x: 0, y: 59, width: 393, height: 709))
        #expect(result.frame("bar") == Rect(x: 0, y: 768, width: 393, height: 50))
    }

    // MARK: Containers

    @Test func viewThatFitsChoosesTheFirstViewWhoseIdealSizeFits() {
        let result = layout(
            ViewThatFits {
                Text("a long title").id("long")
                Text("short").id("short")
            }
            .frame(width: 100))
        #expect(result.frame("long") == nil)
        #expect(result.frame("short") == Rect(x: 125, y: 190, width: 50, height: 20))
    }

    @Test func lazyVStackTakesTheWholeWidth() {
        let result = layout(LazyVStack(alignment: .leading) { Text("ab").id("t") }.id("s"))
        #expect(result.frame("s") == Rect(x: 0, y: 190, width: 300, height: 20))
        #expect(result.frame("t") == Rect(x: 0, y: 190, width: 20, height: 20))
    }

    @Test func horizontalScrollViewIsAsTallAsItsContent() {
        let result = layout(
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    ForEach(0..<3) { index in Color.red.frame(width: 200, height: 50).id("cell\(index)") }
                }
            }
            .id("s"))
        #expect(result.frame("s") == Rect(x: 0, y: 175, width: 300, height: 50))
        #expect(result.frame("cell2") == Rect(x: 400, y: 175, width: 200, height: 50))
    }

    @Test func flexibleGridColumnsShareTheWidth() {
        let result = layout(
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<3) { index in Color.red.frame(height: 50).id("cell\(index)") }
            })
        #expect(result.frame("cell0") == Rect(x: 0, y: 146, width: 146, height: 50))
        #expect(result.frame("cell1") == Rect(x: 154, y: 146, width: 146, height: 50))
        #expect(result.frame("cell2") == Rect(x: 0, y: 204, width: 146, height: 50))
    }

    @Test func adaptiveGridColumnsFitAsManyAsTheirMinimumAllows() {
        let result = layout(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 10)], spacing: 10) {
                ForEach(0..<4) { index in Color.red.frame(height: 40).id("cell\(index)") }
            })
        // (300 + 10) / (80 + 10) = 3 columns of (300 - 20) / 3 points.
        let width = 280.0 / 3
        #expect(result.frame("cell1")?.minX == width + 10)
        #expect(result.frame("cell1")?.width == width)
        #expect(result.frame("cell3")?.minY == result.frame("cell0").map { $0.minY + 50 })
    }

    /// Right to left, a lazy grid fills its rows from the right edge: of two 100-point
    /// columns 10 apart, centred in the 300-point width, the first cell is in the right one.
    @Test func lazyGridColumnsRunFromTheRightRightToLeft() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let grid = LazyVGrid(columns: [GridItem(.fixed(100), spacing: 10), GridItem(.fixed(100))], spacing: 0) {
            ForEach(0..<3) { index in Color.red.frame(height: 20).id("cell\(index)") }
        }
        let result = engine.layout(grid, canvas: canvas, environment: environment)
        #expect(result.frame("cell0") == Rect(x: 155, y: 180, width: 100, height: 20))
        #expect(result.frame("cell1") == Rect(x: 45, y: 180, width: 100, height: 20))
        #expect(result.frame("cell2") == Rect(x: 155, y: 200, width: 100, height: 20))
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() {
        let result = layout(
            Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Text("a").id("a")
                    Text("bbb").id("b")
                }
                GridRow {
                    Text("cccc").id("c")
                    Text("d").id("d")
                }
            })
        // Columns 40 and 30 wide, 10 apart: the grid is 80 × 40, centred.
        #expect(result.frame("a") == Rect(x: 110, y: 180, width: 10, height: 20))
        #expect(result.frame("b") == Rect(x: 160, y: 180, width: 30, height: 20))
        #expect(result.frame("d") == Rect(x: 160, y: 200, width: 10, height: 20))
    }

    @Test func dividerIsAPixelLineAcrossItsStack() {
        let vertical = layout(VStack(spacing: 0) { Divider().id("d") })
        #expect(vertical.frame("d") == Rect(x: 0, y: 199.5, width: 300, height: 1))
        let horizontal = layout(HStack(spacing: 0) { Divider().id("d") }.frame(height: 40))
        #expect(horizontal.frame("d") == Rect(x: 149.5, y: 180, width: 1, height: 40))
    }

    @Test func pagingTabViewShowsTheSelectedPageAndItsDots() {
        let result = layout(
            TabView(selection: .constant(1)) {
                ForEach(0..<3) { index in Text("page \(index)").id("page\(index)").tag(index) }
            }
            .tabViewStyle(.page))
        #expect(result.frame("page0") == nil)
        #expect(result.frame("page1") == Rect(x: 120, y: 190, width: 60, height: 20))
        // Three 7-point dots, 9 apart, centred at the bottom in a 26-point control.
        let dots = result.displayList.flattened.compactMap { item -> Rect? in
            if case .fill(.circle, let rect, _) = item { return rect }
            return nil
        }
        #expect(dots == [Rect(x: 130.5, y: 383.5, width: 7, height: 7), Rect(x: 146.5, y: 383.5, width: 7, height: 7), Rect(x: 162.5, y: 383.5, width: 7, height: 7)])
    }

    /// UIPageControl's default tints are opaque white for the current page and translucent
    /// white for the others, whatever the colour scheme (on a light page they barely show,
    /// as on iOS).
    @Test func pageDotsAreWhiteInEitherScheme() {
        for scheme in [ColorScheme.light, .dark] {
            let result = engine.layout(
                TabView(selection: .constant(0)) {
                    ForEach(0..<3) { index in Text("page \(index)").tag(index) }
                }
                .tabViewStyle(.page),
                canvas: canvas, environment: EnvironmentValues(colorScheme: scheme), safeArea: .ignored)
            let colours = result.displayList.flattened.compactMap { item -> RGBA? in
                if case .fill(.circle, _, let colour) = item { return colour }
                return nil
            }
            let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
            let dim = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
            #expect(colours == [white, dim, dim], "\(scheme)")
        }
    }

    @Test func tabViewWithATabBarShowsTheFirstPageOverTheBar() {
        let result = layout(
            TabView {
                Text("home").id("home").tabItem { Label("Home", systemImage: "house") }
                Text("more").id("more").tabItem { Label("More", systemImage: "ellipsis") }
            },
            on: phone, safeArea: .respected)
        #expect(result.frame("more") == nil)
        #expect(result.frame("home") == Rect(x: 176.5, y: 59 + (710 - 20) / 2, width: 40, height: 20))
        #expect(result.texts.map(\.string) == ["home", "Home", "More"])
    }

    @Test func listRowsSitOnAnInsetGroupedCard() {
        let result = layout(
            List {
                Text("Row").id("row")
                Text("Second").id("second")
            },
            on: phone, safeArea: .respected)
        // The card starts 35 below the list's top, 16 in; rows are 44 tall, content inset 16.
        #expect(result.frame("row") == Rect(x: 32, y: 59 + 35 + 12, width: 30, height: 20))
        #expect(result.frame("second") == Rect(x: 32, y: 59 + 35 + 44 + 1 + 12, width: 60, height: 20))
        let card = fills(result).first { $0.minX == 16 }
        #expect(card == Rect(x: 16, y: 59 + 35, width: 361, height: 89))
    }

    @Test func navigationStackPutsItsRootUnderTheBar() {
        let result = layout(
            NavigationStack { Color.red.id("root") }, on: phone, safeArea: .respected)
        #expect(result.frame("root") == Rect(x: 0, y: 59 + 44, width: 393, height: 759 - 44))
    }

    /// Toolbar items sit in the bar's 44 points: leading and trailing ones at its ends, inset
    /// 16 on a phone (20 from 414 points wide), a principal one in the title's place; bottom-bar
    /// items are not drawn.
    @Test func toolbarItemsSitAtTheEndsOfTheNavigationBar() {
        let result = layout(
            NavigationStack {
                Color.red.id("root")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Text("Skip").id("skip") }
                        ToolbarItem(placement: .cancellationAction) { Text("Close").id("close") }
                        ToolbarItem(placement: .bottomBar) { Text("Never").id("bottom") }
                    }
            }, on: phone, safeArea: .respected)
        #expect(result.frame("skip") == Rect(x: 393 - 16 - 40, y: 59 + 12, width: 40, height: 20))
        #expect(result.frame("close") == Rect(x: 16, y: 59 + 12, width: 50, height: 20))
        #expect(result.frame("bottom") == nil)
        #expect(result.frame("root") == Rect(x: 0, y: 59 + 44, width: 393, height: 759 - 44))
        let principal = layout(
            NavigationStack {
                Color.red.navigationTitle("Title").toolbar {
                    ToolbarItem(placement: .principal) { Text("Logo").id("logo") }
                }
            }, on: phone, safeArea: .respected)
        #expect(principal.frame("logo") == Rect(x: 176.5, y: 59 + 12, width: 40, height: 20))
    }

    @Test func toggleTakesTheWidthWithItsSwitchAtTheEnd() {
        let result = layout(Toggle("Wi-Fi", isOn: .constant(true)).id("t"))
        #expect(result.frame("t") == Rect(x: 0, y: 184.5, width: 300, height: 31))
        #expect(fills(result).first == Rect(x: 249, y: 184.5, width: 51, height: 31))
    }

    @Test func linearProgressFillsItsFraction() {
        let result = layout(ProgressView(value: 0.25).frame(width: 200).id("p"))
        #expect(result.frame("p") == Rect(x: 50, y: 198, width: 200, height: 4))
        #expect(fills(result) == [Rect(x: 50, y: 198, width: 200, height: 4), Rect(x: 50, y: 198, width: 50, height: 4)])
    }

    @Test func labelPutsItsIconBeforeItsTitle() throws {
        let result = layout(Label("Hi", systemImage: "star").id("l"))
        let icon = try #require(result.displayList.flattened.compactMap { item -> Rect? in
            if case .image(let run) = item { return run.frame }
            return nil
        }.first)
        #expect(result.frame("l")?.width == icon.width + 8 + 20)
        #expect(result.texts.first?.frame.minX == icon.maxX + 8)
    }

    @Test func segmentedPickerSharesItsWidthAndMarksTheSelection() {
        let result = layout(
            Picker("Plan", selection: .constant(1)) {
                Text("A").tag(0)
                Text("B").tag(1)
            }
            .pickerStyle(.segmented)
            .frame(width: 200)
            .id("p"))
        #expect(result.frame("p") == Rect(x: 50, y: 184, width: 200, height: 32))
        #expect(fills(result).contains(Rect(x: 152, y: 186, width: 96, height: 28)), "the thumb is under the second segment")
    }

    @Test func menuPickerInAListRowShowsTitleAndSelection() {
        let result = layout(
            List {
                Picker("Plan", selection: .constant("b")) {
                    Text("Monthly").tag("a")
                    Text("Yearly").tag("b")
                }
            },
            on: phone, safeArea: .respected)
        #expect(result.texts.map(\.string) == ["Plan", "Yearly"])
        #expect(result.texts.first?.frame.minX == 32)
    }

    @Test func textFieldTakesTheWidthAndShowsItsPlaceholderWhenEmpty() {
        let result = layout(TextField("Email", text: .constant("")).id("f"))
        #expect(result.frame("f") == Rect(x: 0, y: 190, width: 300, height: 20))
        #expect(result.texts.map(\.string) == ["Email"])
        let secure = layout(SecureField("Password", text: .constant("abc")))
        #expect(secure.texts.map(\.string) == ["•••"])
    }

    @Test func stepperAndSliderTakeTheWidth() {
        let stepper = layout(Stepper("Count", value: .constant(1), in: 0...5).id("s"))
        #expect(stepper.frame("s") == Rect(x: 0, y: 184, width: 300, height: 32))
        let slider = layout(Slider(value: .constant(0.5)).id("s"))
        #expect(slider.frame("s") == Rect(x: 0, y: 186, width: 300, height: 28))
    }
}
