import IntroUI

/// The progress bar over the stories: one capsule segment per story, equal widths, 2 points
/// tall, 5 points apart. Segments before the current story are full, the current one is
/// filled by its progress and later ones are empty; the fill is `primary` on a track of
/// `primary` at 50 %, so it follows the colour scheme it is drawn in.
///
/// Frames are named for tests and `introkit layout`: `storiesBar`, `storiesBar.segment.N`
/// (the track) and `storiesBar.segment.N.fill`.
public struct StoriesProgressBar: View {
    /// The height of a segment, in points.
    public static let segmentHeight = 2.0
    /// The space between segments, in points.
    public static let spacing = 5.0

    /// The show drawn: the current story, its progress and the number of segments.
    public let snapshot: StoriesSnapshot
    /// The width of the whole bar, in points.
    public let width: Double

    /// A bar `width` points wide showing `snapshot`.
    public init(snapshot: StoriesSnapshot, width: Double) {
        self.snapshot = snapshot
        self.width = max(0, width)
    }

    /// The width of one segment: the bar's width less the spacing, shared equally.
    public var segmentWidth: Double {
        let count = Double(max(1, snapshot.storyCount))
        return max(0, (width - StoriesProgressBar.spacing * (count - 1)) / count)
    }

    public var body: some View {
        HStack(spacing: StoriesProgressBar.spacing) {
            ForEach(0..<max(0, snapshot.storyCount)) { index in
                segment(index)
            }
        }
        .frame(width: width, height: StoriesProgressBar.segmentHeight, alignment: .leading)
        .id("storiesBar")
    }

    private func segment(_ index: Int) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.primary.opacity(0.5))
            Capsule().fill(Color.primary)
                .frame(width: segmentWidth * snapshot.progress(ofSegment: index), height: StoriesProgressBar.segmentHeight)
                .id("storiesBar.segment.\(index).fill")
        }
        .frame(width: segmentWidth, height: StoriesProgressBar.segmentHeight)
        .id("storiesBar.segment.\(index)")
    }
}
