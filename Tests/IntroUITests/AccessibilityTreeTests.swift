import Foundation
import IntroUI
import Testing

/// What VoiceOver meets, built from layout: default traits, grouping, hiding and reading order.
@Suite struct AccessibilityTreeTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))

    func tree<V: View>(_ view: V, direction: LayoutDirection = .leftToRight) -> AccessibilityTree {
        var environment = EnvironmentValues()
        environment.layoutDirection = direction
        return AccessibilityTree(engine.layout(view, canvas: canvas, environment: environment))
    }

    @Test func textsButtonsLinksAndImagesGetSwiftUIsDefaultTraits() throws {
        let terms = try #require(URL(string: "https://example.com"))
        let tree = tree(
            VStack(spacing: 0) {
                Text("Hello")
                Button("Go") {}
                Link("Terms", destination: terms)
                Image("logo")
                Image(systemName: "star.fill")
                Image("photo", label: Text("A beach"))
                Image(decorative: "swirl")
            })
        #expect(tree.elements.map(\.label) == ["Hello", "Go", "Terms", "logo", "star.fill", "A beach"])
        #expect(tree.elements.map(\.traits) == [.isStaticText, .isButton, .isLink, .isImage, .isImage, .isImage])
        #expect(
            tree.elements.map(\.labelSource) == [.text, .text, .text, .imageName, .symbolName, .modifier])
        #expect(tree.elements[4].symbolNames == ["star.fill"])
        #expect(tree.elements.map(\.order) == Array(1...6))
    }

    @Test func framesAndActivationPointsComeFromLayout() {
        let tree = tree(Text("Hello").padding(10).id("hello"))
        let element = tree.elements[0]
        // 5 characters of 10 pt, 20 pt tall, centred on the 300 × 400 canvas.
        #expect(element.frame == Rect(x: 125, y: 190, width: 50, height: 20))
        #expect(element.activationPoint == Point(x: 150, y: 200))
        #expect(element.id == "hello")
        #expect(element.texts == [0])
    }

    @Test func combineMakesOneElementOfItsChildrenAndTakesItsOwnFrame() {
        let tree = tree(
            HStack {
                Image(systemName: "bolt").accessibilityHidden(true)
                VStack {
                    Text("Fast")
                    Text("Really fast")
                }
            }
            .accessibilityElement(children: .combine)
            .id("row"))
        #expect(tree.elements.count == 1)
        let row = tree.elements[0]
        #expect(row.label == "Fast, Really fast")
        #expect(row.traits == .isStaticText)
        #expect(row.symbolNames.isEmpty, "the hidden icon is not read")
        #expect(row.texts == [0, 1])
        let layout = engine.layout(
            HStack { Text("Fast") }.accessibilityElement(children: .combine).id("row"), canvas: canvas)
        #expect(AccessibilityTree(layout).elements[0].frame == layout.frame("row"))
    }

    @Test func ignoreKeepsOnlyTheElementsOwnRecord() {
        let tree = tree(
            HStack {
                Text("4")
                Text("stars")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating")
            .accessibilityValue("4 of 5"))
        #expect(tree.elements.map(\.label) == ["Rating"])
        #expect(tree.elements[0].value == "4 of 5")
        #expect(tree.elements[0].traits == [])
        #expect(tree.text == "1. [] \"Rating\" value \"4 of 5\" @ 116,190 68×20\n")
    }

    @Test func containKeepsChildrenTogetherInTheReadingOrder() {
        // The left column is a container: its two texts are read before the right column's,
        // though the right column's first text is higher than the left's second.
        let tree = tree(
            HStack(alignment: .top, spacing: 0) {
                VStack(spacing: 0) {
                    Text("A1")
                    Text("A2")
                }
                .accessibilityElement(children: .contain)
                VStack(spacing: 0) {
                    Text("B1")
                    Text("B2")
                }
                .accessibilityElement(children: .contain)
            })
        #expect(tree.elements.map(\.label) == ["A1", "A2", "B1", "B2"])
        let loose = self.tree(
            HStack(alignment: .top, spacing: 0) {
                VStack(spacing: 0) {
                    Text("A1")
                    Text("A2")
                }
                VStack(spacing: 0) {
                    Text("B1")
                    Text("B2")
                }
            })
        #expect(loose.elements.map(\.label) == ["A1", "B1", "A2", "B2"], "without containers, line by line")
    }

    @Test func hiddenAndInvisibleViewsAreNotRead() {
        let tree = tree(
            VStack {
                Text("Shown")
                Text("Hidden").accessibilityHidden(true)
                Text("Invisible").opacity(0)
                Text("Faint").opacity(0.5)
            })
        #expect(tree.elements.map(\.label) == ["Shown", "Faint"])
    }

    @Test func readingOrderIsTopToBottomThenLeadingToTrailingMirroredRightToLeft() {
        let row = VStack(spacing: 0) {
            Text("Title")
            HStack(spacing: 10) {
                Text("One")
                Text("Two")
                Text("Three")
            }
        }
        #expect(tree(row).elements.map(\.label) == ["Title", "One", "Two", "Three"])
        #expect(
            tree(row, direction: .rightToLeft).elements.map(\.label) == ["Title", "One", "Two", "Three"],
            "mirrored layout, mirrored reading: still the written order")
        let pinned = HStack(spacing: 10) {
            Text("One")
            Text("Two")
        }
        .environment(\.layoutDirection, .leftToRight)
        #expect(
            tree(pinned, direction: .rightToLeft).elements.map(\.label) == ["Two", "One"],
            "a row pinned left to right in a right-to-left language is read from the right")
    }

    @Test func aTallerNeighbourSharingTheLineIsReadInLineOrder() {
        // The short text's top is lower than the tall button's, but they share a line.
        let tree = tree(
            HStack(alignment: .center, spacing: 10) {
                Text("Small")
                Button {} label: { Text("Tall").padding(.vertical, 20) }
            })
        #expect(tree.elements.map(\.label) == ["Small", "Tall"])
        #expect(tree.elements[1].frame.height == 60)
    }

    @Test func sortPriorityComesFirstAmongSiblings() {
        let tree = tree(
            VStack {
                Text("First on screen")
                Text("Read first").accessibilitySortPriority(2)
                Text("Read second").accessibilitySortPriority(1)
            })
        #expect(tree.elements.map(\.label) == ["Read first", "Read second", "First on screen"])
        #expect(tree.elements.map(\.sortPriority) == [2, 1, 0])
    }

    @Test func modifiersOnAViewWithoutAnElementApplyToEveryElementInside() {
        let tree = tree(
            VStack {
                Text("Title").accessibilityAddTraits(.isHeader)
                Text("Fine print").accessibilityRemoveTraits(.isStaticText).accessibilityHint("Legal")
                Rectangle().frame(width: 20, height: 20).accessibilityLabel("Swatch")
            })
        #expect(tree.elements.map(\.traits) == [[.isHeader, .isStaticText], [], []])
        #expect(tree.elements[1].hint == "Legal")
        #expect(tree.elements[2].label == "Swatch" && tree.elements[2].labelSource == .modifier)
    }

    @Test func aButtonReadsItsLabelCombinedAndAnExplicitLabelWins() {
        let tree = tree(
            VStack {
                Button {} label: {
                    HStack {
                        Image(systemName: "plus")
                        Text("Add")
                    }
                }
                Button {} label: { Image(systemName: "xmark") }
                Button {} label: { Image(systemName: "gear") }.accessibilityLabel("Settings")
            })
        #expect(tree.elements.map(\.label) == ["plus, Add", "xmark", "Settings"])
        #expect(tree.elements.map(\.traits) == [.isButton, .isButton, .isButton])
        #expect(tree.elements.map(\.labelSource) == [.text, .symbolName, .modifier])
        #expect(tree.elements.map(\.symbolNames) == [["plus"], ["xmark"], []])
    }

    @Test func theTextFormHasOneLinePerElementInReadingOrder() {
        let tree = tree(
            VStack(spacing: 0) {
                Text("Welcome").accessibilityAddTraits(.isHeader)
                Button("Go \"now\"") {}.accessibilityValue("on")
            })
        #expect(
            tree.text == """
                1. [header, staticText] "Welcome" @ 115,180 70×20
                2. [button] "Go \\"now\\"" value "on" @ 110,200 80×20

                """)
    }
}
