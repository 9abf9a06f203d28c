import IntroSnapshot
import IntroUI
import Stories
import Testing

/// Frames of the Stories sample (`Samples/Stories/stories.json`: 5 s, 3 s and 5 s stories
/// in a circle) and the error view.
@Suite struct StoriesSnapshotTests {
    /// Before the first story ends, at the switch to the second, inside the third, after the wrap.
    static let times: [Double] = [0, 2.5, 5, 9.75, 14]

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
        for t in [2.5, 9.75] {
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
