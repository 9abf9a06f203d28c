import Foundation
import IntroRender
import IntroSystem
import IntroVideo

/// A show encoded as a video: frames drawn a window at a time on every core while the
/// previous window is encoded, so memory holds two windows whatever the show's length.
package enum StoriesVideo {
    /// Frames drawn at once.
    package static var window: Int { 4 * ProcessInfo.processInfo.activeProcessorCount }

    /// Writes the frames at `times` as a video of `settings` at `path` (a GIF in two passes:
    /// the palette from every frame, then the frames mapped to it); returns the frames
    /// written. Throws what drawing or encoding throws.
    package static func write(_ times: [Double], _ renderer: StoriesFrameRenderer, settings: VideoSettings, path: String) throws(RenderProblem)
        -> Int
    {
        let fail = { (problem: VideoProblem) in RenderProblem.video([problem]) }
        do throws(VideoProblem) {
            var palette: GIFPalette?
            if settings.container == .gif {
                let builder = try GIFPalette.Builder(width: settings.width, height: settings.height)
                try frames(times, renderer) { pixels throws(VideoProblem) in try builder.add(rgba: pixels) }
                palette = try builder.finish()
            }
            let writer = try VideoWriter(settings: settings, path: path, palette: palette)
            try frames(times, renderer) { pixels throws(VideoProblem) in try writer.append(rgba: pixels) }
            return try writer.finish()
        } catch {
            throw fail(error)
        }
    }

    /// Hands the straight RGBA pixels of each frame at `times`, in order, to `body`; the next
    /// window is drawn while `body` takes the current one.
    private static func frames(
        _ times: [Double], _ renderer: StoriesFrameRenderer, _ body: (UnsafeRawBufferPointer) throws(VideoProblem) -> Void
    ) throws(VideoProblem) {
        let windows = stride(from: 0, to: times.count, by: window).map { Array(times[$0..<min(times.count, $0 + window)]) }
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let draw: @Sendable ([Double]) -> [Result<[UInt8], any Error>] = { window in
            ParallelMap.run(window, threads: threads) { time in Result { try renderer.rgba(at: time) } }
        }
        var current = windows.first.map(draw) ?? []
        for index in windows.indices {
            let next = Ahead(index + 1 < windows.count ? windows[index + 1] : nil, draw)
            for frame in current {
                let pixels: [UInt8]
                do { pixels = try frame.get() } catch {
                    next.wait()
                    throw .encoderFailed(step: "draw", reason: String(describing: error))
                }
                let handed = pixels.withUnsafeBytes { bytes in Result { () throws(VideoProblem) in try body(bytes) } }
                do { try handed.get() } catch {
                    next.wait()
                    throw error
                }
            }
            current = next.wait()
        }
    }
}

/// The next window of frames, drawn on a thread of its own while the current one is encoded.
private final class Ahead: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: [Result<[UInt8], any Error>] = []

    init(_ window: [Double]?, _ draw: @escaping @Sendable ([Double]) -> [Result<[UInt8], any Error>]) {
        guard let window else {
            done.signal()
            return
        }
        Thread.detachNewThread { [self] in
            result = draw(window)
            done.signal()
        }
    }

    /// The drawn frames, once they are.
    @discardableResult
    func wait() -> [Result<[UInt8], any Error>] {
        done.wait()
        done.signal()
        return result
    }
}
