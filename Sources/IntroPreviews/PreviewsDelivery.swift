import Foundation
import IntroGalleryFormat
import IntroKit
import IntroRender
import IntroSystem

/// What a previews run handed to a delivery: the manifest entries of what went into a folder,
/// what the renders noticed, the failures (the run's own first, then each output's, in order)
/// and, when asked for, each output's layout time.
public struct PreviewsDelivered: Sendable {
    /// The entries the folder's manifest gets (none for a single file or standard output).
    public var entries: [GalleryEntry] = []
    /// Every output's diagnostics, in order.
    public var diagnostics: [RenderDiagnostic] = []
    /// The previews and outputs that were not drawn.
    public var failures: [PreviewFailure]
    /// Each timed output's file and layout time (``PreviewRunSpec/layoutTimingRuns``), in order.
    public var layoutTimes: [(fileName: String, time: ViewLayoutTime)] = []
}

extension PreviewsResult {
    /// Stages every output drawn into `delivery`, each with its thumbnail and accessibility
    /// snapshot, and beside it its layout JSON, a story still's VoiceOver text (the file its
    /// entry names) and an App Store preview's poster frame; the caller then finishes the
    /// delivery with what this returns.
    public func deliver<Failure>(into delivery: RenderDelivery<Failure>) throws(Failure) -> PreviewsDelivered {
        var delivered = PreviewsDelivered(failures: failures)
        for (output, outcome) in outputs {
            let made: PreviewRendering
            switch outcome {
            case .success(let rendering): made = rendering
            case .failure(let failure):
                delivered.failures.append(failure)
                continue
            }
            if let time = made.layoutTime { delivered.layoutTimes.append((output.fileName, time)) }
            if let entry = try delivery.deliver(
                made.data, fileName: output.fileName, entry: made.entry, thumbnail: made.thumbnail, accessibility: made.accessibility)
            {
                delivered.entries.append(entry)
            }
            if let layout = made.layout { try delivery.stageBeside(layout, of: output.fileName) { $0 + ".layout.json" } }
            if let text = made.accessibility?.text, made.entry.accessibilityTextPath != nil {
                try delivery.stageBeside(Data(text.utf8), of: output.fileName, named: AccessibilitySnapshot.textPath)
            }
            if let poster = made.poster { try delivery.stageBeside(poster, of: output.fileName, named: PreviewRendering.posterFileName) }
            delivered.diagnostics += made.diagnostics
        }
        return delivered
    }
}
