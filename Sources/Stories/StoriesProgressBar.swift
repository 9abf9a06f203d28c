import IntroUI

/// The progress bar over the stories: one capsule segment per story, equal widths, sized and
/// coloured by a ``ProgressBarConfig`` (by default 2 points tall, 5 points apart, `primary`
/// on a track of `primary` at 50 %, so it follows the colour scheme it is drawn in).
/// Segments before the current story are full, the current one is filled by its progress
/// and later ones are empty.
///
/// Frames are named for tests and `introkit layout`: `storiesBar`, `storiesBar.segment.N`
/// (the track) and `storiesBar.segment.N.fill`.
public struct StoriesProgressBar: View {
    /// The show drawn: the current story, its progress and the number of segments.
    public let snapshot: StoriesSnapshot
    /// The width of the whole bar, in points.
    public let width: Double
    /// The segments' height, spacing and colours.
    public let config: ProgressBarConfig

    /// A bar `width` points wide showing `snapshot`.
    public init(snapshot: StoriesSnapshot, width: Double, config: ProgressBarConfig = ProgressBarConfig()) {
        self.snapshot = snapshot
        self.width = max(0, width)
        self.config = config
    }

    /// The width of one segment: the bar's width less the spacing, shared equally.
    public var segmentWidth: Double {
        let count = Double(max(1, snapshot.storyCount))
        return max(0, (width - config.spacing * (count - 1)) / count)
    }

    public var body: some View {
        HStack(spacing: config.spacing) {
            ForEach(0..<max(0, snapshot.storyCount)) { index in
                segment(index)
            }
        }
        .frame(width: width, height: config.height, alignment: .leading)
        .id("storiesBar")
    }

    private func segment(_ index: Int) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(config.inactiveColor)
            Capsule().fill(config.activeColor)
                .frame(width: segmentWidth * snapshot.progress(ofSegment: index), height: config.height)
                .id("storiesBar.segment.\(index).fill")
        }
        .frame(width: segmentWidth, height: config.height)
        .id("storiesBar.segment.\(index)")
    }
}
