import Foundation
import IntroUI

/// What a story needs to play and be drawn: a duration, a colour scheme and a view.
///
/// Enums of stories conform through ``IStory``; ``StoryCard`` (a story read from JSON)
/// conforms directly. The views (``StoriesView``, ``StoriesFrame``) take any of them.
public protocol StoryContent: Hashable {
    /// The type of the story's view.
    associatedtype Body: View

    /// The story's view; `progress` is the story's progress, 0…1 (elapsed running time /
    /// duration). The view fills the screen under the progress bar.
    @ViewBuilder func builder(progress: Binding<CGFloat>) -> Body
    /// How long the story shows, in seconds; must be positive and finite.
    var duration: TimeInterval { get }
    /// The colour scheme the story is drawn in; nil follows the environment.
    var colorScheme: ColorScheme? { get }
}

extension StoryContent {
    /// Stories follow the environment's colour scheme unless they say otherwise.
    public var colorScheme: ColorScheme? { nil }
}

/// One story of a stories show, a case of an enum, as the upstream widget's users write it
/// (`CaseIterable` comes with it, so `Stories.allCases` works):
///
/// ```swift
/// enum Stories: IStory {
///     case first, second
///
///     @ViewBuilder
///     func builder(progress: Binding<CGFloat>) -> some View {
///         switch self {
///         case .first: Color.green
///         case .second: Color.brown
///         }
///     }
///
///     var duration: TimeInterval { self == .first ? 5 : 3 }
///     var colorScheme: ColorScheme? { self == .first ? .light : .dark }
/// }
/// ```
///
/// The show's order is the order of the list you pass (any subset or order), never
/// `allCases` implied.
public protocol IStory: StoryContent, CaseIterable {}
