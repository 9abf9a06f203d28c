import Foundation
import IntroUI
import Testing

/// `scaleEffect`, `rotationEffect`, `rotation3DEffect` (drawn through a transform, layout
/// unchanged) and `ignoresSafeArea` (the drawn frame grows into the safe area).
@Suite struct GeometryEffectTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400), safeArea: EdgeInsets(top: 40, bottom: 20))
    let box = Rect(x: 100, y: 150, width: 100, height: 100)

    /// A 100-point red square centred on the canvas, with `modify` applied.
    func square<V: View>(_ modify: (Color) -> V) -> LayoutResult {
        engine.layout(modify(Color.red).frame(width: 100, height: 100).id("square"), canvas: canvas)
    }

    func transforms(_ result: LayoutResult) -> [Transform2D] {
        result.displayList.flattened.compactMap { if case .transform(let transform, _) = $0 { transform } else { nil } }
    }

    func near(_ lhs: Transform2D, _ rhs: Transform2D) -> Bool {
        zip([lhs.a, lhs.b, lhs.c, lhs.d, lhs.tx, lhs.ty], [rhs.a, rhs.b, rhs.c, rhs.d, rhs.tx, rhs.ty])
            .allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func scaleEffectScalesAboutTheCentreWithoutMovingTheLayout() throws {
        let result = square { $0.scaleEffect(0.5) }
        #expect(result.frame("square") == box)
        let transform = try #require(transforms(result).first)
        #expect(near(transform, Transform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: 75, ty: 100)))
        #expect(transform.boundingBox(of: box) == Rect(x: 125, y: 175, width: 50, height: 50))
        let cornered = try #require(transforms(square { $0.scaleEffect(x: 2, y: 1, anchor: .topLeading) }).first)
        #expect(cornered.apply(to: Point(x: 100, y: 150)) == Point(x: 100, y: 150))
        #expect(cornered.apply(to: Point(x: 200, y: 250)) == Point(x: 300, y: 250))
    }

    @Test func rotation3DAboutYIsAHorizontalScaleByCosineMirroredPast90Degrees() throws {
        let axis = (x: 0.0, y: 1.0, z: 0.0)
        let sixty = try #require(transforms(square { $0.rotation3DEffect(.degrees(60), axis: axis) }).first)
        #expect(near(sixty, Transform2D(a: 0.5, b: 0, c: 0, d: 1, tx: 75, ty: 0)))
        let mirrored = try #require(transforms(square { $0.rotation3DEffect(.degrees(135), axis: axis) }).first)
        #expect(abs(mirrored.a + 0.5.squareRoot()) < 1e-9 && mirrored.determinant < 0)
        #expect(abs(mirrored.d - 1) < 1e-9)
        // Edge-on at 90°, and at scale 0: nothing is drawn, the frame stays.
        for result in [square { $0.rotation3DEffect(.degrees(90), axis: axis) }, square { $0.scaleEffect(0) }] {
            #expect(result.displayList.items.isEmpty)
            #expect(result.frame("square") == box)
        }
        #expect(transforms(square { $0.rotation3DEffect(.degrees(0), axis: axis) }).isEmpty)
    }

    @Test func rotationAboutZTurnsInThePlaneAndAboutXScalesVertically() throws {
        let quarter = try #require(transforms(square { $0.rotationEffect(.degrees(90)) }).first)
        let turned = quarter.apply(to: Point(x: 200, y: 200))  // the middle of the right edge
        #expect(abs(turned.x - 150) < 1e-9 && abs(turned.y - 250) < 1e-9, "clockwise: right goes to bottom")
        let tilted = try #require(transforms(square { $0.rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0)) }).first)
        #expect(abs(tilted.a - 1) < 1e-9 && abs(tilted.d - 0.5) < 1e-9)
    }

    @Test func upstreamsDigitAnimationGrowsTurnsAndFadesIn() throws {
        func digit(_ progress: Double) -> LayoutResult {
            square { $0.scaleEffect(progress).rotation3DEffect(.degrees(180 - 180 * progress), axis: (x: 0, y: 1, z: 0)).opacity(progress) }
        }
        #expect(digit(0).displayList.items.isEmpty)
        #expect(digit(0.5).displayList.items.isEmpty)
        let early = digit(0.25).displayList
        guard case .opacity(0.25, let inner) = try #require(early.items.first) else {
            Issue.record("no opacity group: \(early.items)")
            return
        }
        #expect(inner.count == 1)
        let width = { (result: LayoutResult) in
            self.transforms(result).reduce(Transform2D.identity) { $1.concatenating($0) }.boundingBox(of: self.box).width
        }
        #expect(abs(width(digit(0.25)) - 100 * 0.25 * 0.5.squareRoot()) < 1e-9)
        #expect(abs(width(digit(1)) - 100) < 1e-9)
    }

    @Test func ignoresSafeAreaGrowsTheDrawingToTheScreenEdgesItTouches() {
        let safeFrame = Rect(x: 0, y: 40, width: 300, height: 340)
        let inSafeArea = ZStack {
            Color.blue.ignoresSafeArea().overlay(Text("hi").id("label"))
        }
        .frame(width: 300, height: 340).padding(EdgeInsets(top: 40, bottom: 20))
        let result = engine.layout(inSafeArea, canvas: canvas)
        #expect(result.displayList.items.first == .fill(.rectangle, Rect(x: 0, y: 0, width: 300, height: 400), Color.blue.light))
        #expect(result.frame("label").map { safeFrame.contains($0) } == true, "the overlay keeps the safe frame")
        let onlyTop = engine.layout(
            Color.blue.ignoresSafeArea(edges: .top).frame(width: 300, height: 340).padding(EdgeInsets(top: 40, bottom: 20)),
            canvas: canvas)
        #expect(onlyTop.displayList.items.first == .fill(.rectangle, Rect(x: 0, y: 0, width: 300, height: 380), Color.blue.light))
        let inside = engine.layout(Color.blue.ignoresSafeArea().frame(width: 50, height: 50), canvas: canvas)
        #expect(inside.displayList.items.first == .fill(.rectangle, Rect(x: 125, y: 175, width: 50, height: 50), Color.blue.light))
        let keyboardOnly = engine.layout(
            Color.blue.ignoresSafeArea(.keyboard).frame(width: 300, height: 340).padding(EdgeInsets(top: 40, bottom: 20)),
            canvas: canvas)
        #expect(keyboardOnly.displayList.items.first == .fill(.rectangle, safeFrame, Color.blue.light))
    }

    @Test func insideTheSafeAreaIsZeroOnTheIgnoredEdges() {
        var seen = EdgeInsets()
        _ = engine.layout(
            EnvironmentReader { environment in
                let _ = (seen = environment.safeAreaInsets)
                EmptyView()
            }.ignoresSafeArea(edges: .top),
            canvas: canvas)
        #expect(seen == EdgeInsets(top: 0, bottom: 20))
    }
}

extension Rect {
    fileprivate func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
}
