import IntroSnapshot
import IntroUI
import Stories
import Testing

/// Frames of the Stories sample (`Samples/Stories/stories.json`: upstream's five stories,
/// 5, 3, 5, 3 and 3 s, in a circle, drawn by the upstream template) and the error view.
@Suite struct StoriesSnapshotTests {
    /// The start, half-way through the first story (the digit edge-on, so not drawn), near
    /// its end (the digit shows), at the switch to the second, inside the fourth (light),
    /// after the wrap.
    static let times: [Double] = [0, 2.5, 4.5, 5, 15.5, 19]

    @Test(arguments: times)
    func frameText(at t: Double) throws {
        let moment = try storiesSample().moment(at: t)
        let iPhone = try device("iphone-15")
        assertSnapshot(of: moment, as: .text(device: iPhone), named: "t\(t)")
        assertSnapshot(of: moment, as: .layout(device: iPhone), named: "t\(t)")
    }

    @Test func frameImages() throws {
        let sample = try storiesSample()
        let iPhone = try device("iphone-se-1")
        for t in [1.5, 9.75, 12.5] {
            assertSnapshot(of: sample.moment(at: t), as: .image(device: iPhone, scale: 1), named: "t\(t)")
        }
    }

    @Test func errorView() throws {
        let invalid = StoriesMoment(
            stories: [StoryCard](), errors: [.noStories])
        let iPhone = try device("iphone-se-1")
        assertSnapshot(of: invalid, as: .text(device: iPhone), named: "en")
        assertSnapshot(of: invalid, as: .text(device: iPhone, locale: "es"), named: "es")
        assertSnapshot(of: invalid, as: .image(device: iPhone, scale: 1), named: "en")
    }
}
