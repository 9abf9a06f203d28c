import Foundation
import IntroGalleryFormat
import IntroRender
import IntroUI

/// How a render shows the accessibility elements of each picture (`AccessibilityOverlay`).
public enum AccessibilityDrawing: String, Codable, Sendable, Hashable {
    /// Not at all.
    case none
    /// Each picture with its elements outlined, numbered in reading order and listed beside
    /// the screen, in place of the picture (`render sheet --accessibility`).
    case outlined
    /// Each picture as it is, with its ``AccessibilitySnapshot`` beside it, recorded in its
    /// manifest entry for the gallery's accessibility toggle (`--accessibility --gallery`).
    case snapshot
}

/// What VoiceOver meets on one output, written beside it: the screen drawn again with each
/// element outlined and its legend (`AccessibilityOverlay`), by the output's backend, and the
/// tree's text form (one line per element in reading order).
public struct AccessibilitySnapshot: Sendable {
    /// The outlined picture, with its thumbnail when the backend makes them.
    public var output: RenderOutput
    /// The screen's accessibility tree as text (`AccessibilityTree.text`): one line per element in reading order.
    public var text: String

    /// A snapshot of `output` (the outlined picture) and `text` (the tree's text form).
    public init(output: RenderOutput, text: String) {
        self.output = output
        self.text = text
    }

    /// Draws the snapshot of `layout` with `backend` and `options`.
    static func draw(_ layout: LayoutResult, backend: any RenderBackend, options: RenderOptions) throws -> AccessibilitySnapshot {
        let outlined = AccessibilityOverlay.layout(layout, measurer: backend.textMeasurer)
        let output = try backend.render(
            outlined.displayList, canvas: outlined.canvas, options: options,
            thumbnailPixelsPerPoint: GalleryShots.thumbnailPixelsPerPoint)
        return AccessibilitySnapshot(output: output, text: AccessibilityTree(layout).text)
    }

    /// The snapshot's file beside an output's (`a/b-p1.png` → `a/b-p1.accessibility.png`).
    package static func path(for path: String) -> String {
        let (stem, fileExtension) = split(path)
        return stem + ".accessibility" + fileExtension
    }

    /// The file of the text form beside an output's (`a/story-1.png` → `a/story-1.voiceover.txt`).
    package static func textPath(for path: String) -> String {
        split(path).stem + ".voiceover.txt"
    }

    /// `path` without its extension, and the extension with its dot (empty when it has none).
    private static func split(_ path: String) -> (stem: Substring, fileExtension: Substring) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return (path[...], "") }
        return (path[..<dot], path[dot...])
    }

    /// `entry` with the snapshot's files (beside its ``GalleryEntry/path``) and text.
    package func described(_ entry: GalleryEntry) -> GalleryEntry {
        var entry = entry
        let path = Self.path(for: entry.path)
        entry.accessibilityPath = path
        entry.accessibilityThumbnail = output.thumbnail == nil ? nil : GalleryShots.thumbnailPath(for: path)
        entry.accessibilityText = text
        return entry
    }
}
