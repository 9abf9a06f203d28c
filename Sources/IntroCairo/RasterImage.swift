import CCairo
import Foundation
import IntroPNG

/// A rendered bitmap (a Cairo image surface, premultiplied ARGB32), ready to encode or to
/// compare. Immutable once made.
public final class RasterImage: @unchecked Sendable {
    /// The Cairo surface over the pixels.
    let surface: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// The pooled memory the surface draws into, returned to the pool with the surface.
    private let memory: SurfaceMemory

    /// An image surface over `memory` (`stride` bytes a row), which it owns from now on.
    init(memory: SurfaceMemory, width: Int32, height: Int32, stride: Int) throws(CairoRenderError) {
        self.memory = memory
        do {
            surface = try Self.surface(over: memory.pointer, width: width, height: height, stride: stride)
        } catch {
            SurfaceMemoryPool.shared.give(memory)
            throw error
        }
        self.width = Int(width)
        self.height = Int(height)
    }

    /// An ARGB32 image surface drawing into `pixels`; the caller destroys it.
    static func surface(over pixels: UnsafeMutableRawPointer, width: Int32, height: Int32, stride: Int)
        throws(CairoRenderError) -> OpaquePointer
    {
        let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, Int32(stride))
        guard let surface else { throw .cairo("no surface") }
        if let error = CairoRenderError(status: cairo_surface_status(surface)) {
            cairo_surface_destroy(surface)
            throw error
        }
        return surface
    }

    deinit {
        cairo_surface_destroy(surface)
        SurfaceMemoryPool.shared.give(memory)
    }

    /// The image as a PNG file from IntroKit's fast writer.
    public func pngData(encoder: PNGEncoder = PNGEncoder()) -> Data {
        // The surface always holds width × height pixels, so the encoder has nothing to refuse.
        let data = withPremultipliedBGRA { bytes, bytesPerRow in
            try? encoder.encode(premultipliedBGRA: bytes, width: width, height: height, bytesPerRow: bytesPerRow)
        }
        return data ?? Data()
    }

    /// The image as a PNG file from Cairo's own writer (`cairo_surface_write_to_png`): slow,
    /// kept for comparison in benchmarks.
    public func cairoPNGData() -> Data {
        DataSink.collect { write, closure in _ = cairo_surface_write_to_png_stream(surface, write, closure) }
    }

    /// The pixels as straight-alpha RGBA.
    public var pixels: PNGImage {
        withPremultipliedBGRA { bytes, bytesPerRow in
            guard bytes.count >= height * bytesPerRow, let base = bytes.baseAddress else {
                return PNGImage(checkedWidth: 0, height: 0, rgba: [])
            }
            let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
                guard let target = UnsafeMutableRawPointer(out.baseAddress) else { return }
                for y in 0..<height {
                    PNGPixelRows.unpremultiplyARGB32(base + y * bytesPerRow, width: width, into: target + y * width * 4)
                }
                initialized = width * height * 4
            }
            return PNGImage(checkedWidth: width, height: height, rgba: rgba)
        }
    }

    private func withPremultipliedBGRA<T>(_ body: (UnsafeRawBufferPointer, Int) -> T) -> T {
        let bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            return body(UnsafeRawBufferPointer(start: nil, count: 0), bytesPerRow)
        }
        return body(UnsafeRawBufferPointer(start: data, count: bytesPerRow * height), bytesPerRow)
    }
}

/// Collects what a Cairo stream writer emits.
final class DataSink {
    private var data = Data()

    /// Runs `body` with a `cairo_write_func_t` and the closure argument to pass with it, and
    /// returns everything written through them. The sink is handed to C retained, so it
    /// lives until the bytes are taken back.
    static func collect(_ body: (cairo_write_func_t, UnsafeMutableRawPointer) -> Void) -> Data {
        let sink = Unmanaged.passRetained(DataSink())
        body(write, sink.toOpaque())
        return sink.takeRetainedValue().data
    }

    private static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
