import IntroUI
import Testing
@testable import Stories

@Suite struct GestureTests {
    @Test func quickTapsNavigateByZone() {
        var gestures = StoriesGestures()
        #expect(gestures.touchDown(at: 1) == [.pause])
        #expect(gestures.touchUp(at: 1.1, x: 20, width: 100) == [.resume, .previous])
        _ = gestures.touchDown(at: 2)
        #expect(gestures.touchUp(at: 2.25, x: 25, width: 100) == [.resume, .next])
        _ = gestures.touchDown(at: 3)
        #expect(gestures.touchUp(at: 3.1, x: 99, width: 100) == [.resume, .next])
    }

    @Test func aLongHoldOnlyResumes() {
        var gestures = StoriesGestures()
        _ = gestures.touchDown(at: 1)
        #expect(gestures.touchUp(at: 1.26, x: 10, width: 100) == [.resume])
        #expect(gestures.touchDownTime == nil)
    }

    @Test func rightToLeftGoesBackOnTheRight() {
        var gestures = StoriesGestures(layoutDirection: .rightToLeft)
        _ = gestures.touchDown(at: 0)
        #expect(gestures.touchUp(at: 0.1, x: 90, width: 100) == [.resume, .previous])
        _ = gestures.touchDown(at: 1)
        #expect(gestures.touchUp(at: 1.1, x: 10, width: 100) == [.resume, .next])
    }

    @Test func oddInputIsHarmless() {
        var gestures = StoriesGestures()
        #expect(gestures.touchUp(at: 1, x: 10, width: 100) == [])
        _ = gestures.touchDown(at: 1)
        #expect(gestures.touchUp(at: 1, x: .nan, width: 0) == [.resume, .next])
    }

    @Test func gesturesScriptATimeline() throws {
        var gestures = StoriesGestures()
        let actions = [(0.5, gestures.touchDown(at: 0.5)), (0.6, gestures.touchUp(at: 0.6, x: 80, width: 100))]
        let controls = actions.flatMap { time, actions in actions.map { StoriesControl(time: time, action: $0) } }
        let timeline = try StoriesTimeline(configuration: StoriesConfiguration(durations: [2, 2]), controls: controls)
        #expect(timeline.log(through: 0.6) == [
            "ready@0", "start@0", "begin(0)@0", "suspend(0.25)(0)@0.5", "resume(0.25)(0)@0.6", "end(0)@0.6",
            "begin(1)@0.6",
        ])
    }
}
