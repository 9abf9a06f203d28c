import Foundation
import IntroUI

/// Finds the file behind an image name, as a backend draws it: what lint checks, what the
/// render cache keys an output by (the file's bytes), and what a backend draws. A backend
/// that draws image files lends its resolver (``RenderBackend/imageResolver(assetsDirectory:)``);
/// IntroCairo's `IconResolver` is one.
public protocol ImageResolver: Sendable {
    /// Where `name` is found at a screen `scale` (pixels per point), or nil when it is
    /// neither a user image nor a symbol this backend knows.
    func resolution(of name: String, source: ImageSource, scale: Double) -> ImageResolution?
    /// Why a found image would not be drawn — over `limits`, not a regular file, not a valid
    /// image — as the diagnostic a render reports; nil when it loads. `pixelSide` is the side
    /// it is decoded at.
    func refusal(of resolution: ImageResolution, limits: AssetLimits, pixelSide: Int) -> RenderDiagnostic?
}

/// Where an image name was found.
public struct ImageResolution: Hashable, Sendable {
    /// How it was found.
    public enum Match: Hashable, Sendable {
        /// A user image (an assets folder's file or an asset catalog's image set), with the
        /// set's rendering intent (`unspecified`, `template`, `original`).
        case asset(intent: String)
        /// A symbol with an icon of its own.
        case symbol(icon: String)
        /// A symbol without an icon of its own, drawn with the icon of `base` (the name
        /// without some of its parts).
        case symbolFallback(base: String, icon: String)
    }

    /// The file drawn.
    public var file: URL
    /// How the name found it.
    public var match: Match

    /// A resolution of `file`, found by `match`.
    public init(file: URL, match: Match) {
        self.file = file
        self.match = match
    }
}

/// A resolver that finds nothing: what a backend that draws no image files (the text
/// backend shows their names) has when no registered backend lends one.
public struct NoImageResolver: ImageResolver {
    /// A resolver that finds nothing.
    public init() {}

    /// Nil: no name resolves.
    public func resolution(of name: String, source: ImageSource, scale: Double) -> ImageResolution? { nil }

    /// Nil: nothing is found, so nothing is refused.
    public func refusal(of resolution: ImageResolution, limits: AssetLimits, pixelSide: Int) -> RenderDiagnostic? { nil }
}
