import IntroUI

/// How the progress bar over the stories looks, as upstream's `ProgressBarConfig`: segment
/// height and spacing in points, the fill colour and the track colour.
///
/// ```swift
/// StoriesWidget(
///     manager: StoriesManager.self,
///     stories: Stories.allCases,
///     progressBarConfig: ProgressBarConfig(height: 4, activeColor: .white)
/// )
/// ```
public struct ProgressBarConfig: Hashable, Sendable {
    /// The height of a segment, in points (default 2).
    public var height: Double
    /// The space between segments, in points (default 5).
    public var spacing: Double
    /// The colour of the elapsed part (default `primary`, so it follows the colour scheme).
    public var activeColor: Color
    /// The colour of the track (default `primary` at 50 %).
    public var inactiveColor: Color

    /// Creates a configuration; the defaults are upstream's.
    public init(
        height: Double = 2, spacing: Double = 5, activeColor: Color = .primary,
        inactiveColor: Color = .primary.opacity(0.5)
    ) {
        self.height = height.isFinite ? max(0, height) : 2
        self.spacing = spacing.isFinite ? max(0, spacing) : 5
        self.activeColor = activeColor
        self.inactiveColor = inactiveColor
    }
}
