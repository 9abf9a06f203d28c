import Foundation
import IntroUI

/// One story of a stories show, usually a case of an enum:
///
/// ```swift
/// enum Stories: IStory, CaseIterable {
///     case first, second
///     var duration: TimeInterval { self == .first ? 5 : 3 }
///     var colorScheme: ColorScheme? { self == .first ? .light : .dark }
/// }
/// ```
///
/// The show's order is the order of the list you pass, never `allCases` implied.
/// The view requirement `builder(progress:)` joins this protocol with the view DSL.
public protocol IStory: Hashable {
    /// How long the story shows, in seconds; must be positive and finite.
    var duration: TimeInterval { get }
    /// The colour scheme the story is drawn in; nil follows the environment.
    var colorScheme: ColorScheme? { get }
}

extension IStory {
    /// Stories follow the environment's colour scheme unless they say otherwise.
    public var colorScheme: ColorScheme? { nil }
}
