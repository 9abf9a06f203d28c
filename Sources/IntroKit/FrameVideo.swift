import Foundation
import IntroRender
import IntroSystem
import IntroVideo

/// Frames encoded as a video: drawn a window at a time on every core while the previous
/// window is encoded, so memory holds two windows whatever the video's length.
package enum FrameVideo {
    /// Frames drawn at once.
    package static var window: Int { 4 * ProcessInfo.processInfo.activeProcessorCount }

    /// Writes `count` frames, frame `i` the straight RGBA pixels `draw(i)` gives, as a video
    /// of `settings` at `path` (a GIF in two passes: the palette from every frame, then the
    /// frames mapped to it); returns the frames written. Throws what drawing or encoding throws.
    package static func write(
        count: Int, settings: VideoSettings, path: String, draw: @escaping @Sendable (Int) throws -> [UInt8]
    ) throws(RenderProblem) -> Int {
        let threads = ProcessInfo.processInfo.activeProcessorCount
        return try write(count: count, settings: settings, path: path) { window in
            ParallelMap.run(window, threads: threads) { index in Result { try draw(index) } }
        }
    }

    /// Writes `count` frames as ``write(count:settings:path:draw:)`` does, each window of frame
    /// indices drawn by `drawWindow` (which spreads the work itself; windows are drawn one at
    /// a time, in order, so a caller that lays frames out on one thread may).
    package static func write(
        count: Int, settings: VideoSettings, path: String,
        drawWindow: @escaping @Sendable (_ window: [Int]) -> [Result<[UInt8], any Error>]
    ) throws(RenderProblem) -> Int {
        do throws(VideoProblem) {
            var palette: GIFPalette?
            if settings.container == .gif {
                let builder = try GIFPalette.Builder(width: settings.width, height: settings.height)
                try frames(count, drawWindow) { pixels throws(VideoProblem) in try builder.add(rgba: pixels) }
                palette = try builder.finish()
            }
            let writer = try VideoWriter(settings: settings, path: path, palette: palette)
            try frames(count, drawWindow) { pixels throws(VideoProblem) in try writer.append(rgba: pixels) }
            return try writer.finish()
        } catch {
            throw .video([error])
        }
    }

    /// Hands the pixels of frames 0 ..< `count`, in order, to `body`; the next window is
    /// drawn while `body` takes the current one.
    private static func frames(
        _ count: Int, _ drawWindow: @escaping @Sendable ([Int]) -> [Result<[UInt8], any Error>],
        _ body: (UnsafeRawBufferPointer) throws(VideoProblem) -> Void
    ) throws(VideoProblem) {
        let windows = stride(from: 0, to: count, by: window).map { Array($0..<min(count, $0 + window)) }
        var current = windows.first.map(drawWindow) ?? []
        for index in windows.indices {
            let next = Ahead(index + 1 < windows.count ? windows[index + 1] : nil, drawWindow)
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

    init(_ window: [Int]?, _ draw: @escaping @Sendable ([Int]) -> [Result<[UInt8], any Error>]) {
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
