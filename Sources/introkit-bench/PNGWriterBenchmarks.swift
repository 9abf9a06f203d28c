import Foundation
import IntroCairo
import IntroPNG
import IntroRender

/// The PNG writer on three kinds of picture — the seed sheet, a photo-like image and noise
/// — against libdeflate's levels, and the machine's memory bandwidth as the bound on speed.
/// Run in full runs and with `--only encoders`.
struct PNGWriterBenchmarks {
    let sampler: Sampler
    let report: Report

    func run(sheet: PNGImage) throws {
        let bandwidth = memoryBandwidth()
        report.section("Memory bandwidth: memcpy of 64 MiB (bytes read per second)")
        report.add("memory-bandwidth-mb-per-s", "memcpy", bandwidth, "MB/s")
        let pictures: [(String, PNGImage)] = [
            ("seed sheet", sheet),
            ("photo-like", try TestPictures.photoLike(width: 1290, height: 2796)),
            ("noise", try TestPictures.noise(width: 1290, height: 2796)),
        ]
        let encoders: [(String, PNGEncoder)] = [
            ("default (automatic)", PNGEncoder()),
            ("UI path forced", PNGEncoder(compression: .fast)),
            ("libdeflate 1, Up", PNGEncoder(compression: .libdeflate(level: 1, filter: .up))),
            ("libdeflate 1, none", PNGEncoder(compression: .libdeflate(level: 1, filter: .none))),
            ("libdeflate 6, Up", PNGEncoder(compression: .libdeflate(level: 6, filter: .up))),
        ]
        for (name, picture) in pictures {
            let rawBytes = Double(picture.rgba.count)
            report.section("PNG writer on the \(name), \(picture.width)×\(picture.height) RGBA: time, MB/s of pixels, size")
            for (label, encoder) in encoders {
                let size = encoder.encode(picture).count
                let time = sampler.milliseconds { _ = encoder.encode(picture) }
                let speed = rawBytes / time / 1000
                let percent = Report.format(100 * speed / bandwidth)
                report.add(nil, "\(label): \(size / 1024) KiB, \(Report.format(speed)) MB/s = \(percent) % of memcpy", time, "ms")
            }
        }
    }

    /// Bytes per second memcpy reads from a 64 MiB buffer into another, the median run.
    private func memoryBandwidth() -> Double {
        let size = 64 << 20
        let source = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64)
        let target = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64)
        defer {
            source.deallocate()
            target.deallocate()
        }
        source.initializeMemory(as: UInt8.self, repeating: 1, count: size)
        target.initializeMemory(as: UInt8.self, repeating: 2, count: size)
        let time = sampler.milliseconds { target.copyMemory(from: source, byteCount: size) }
        return Double(size) / time / 1000
    }
}

/// Generated pictures for the writer's worst cases, the same on every run.
enum TestPictures {
    /// Smooth shapes and gradients with a little grain, as a photograph has: value noise at
    /// three scales plus ±3 of noise per channel.
    static func photoLike(width: Int, height: Int) throws -> PNGImage {
        var generator = SplitMix64(seed: 17)
        let lattice = (0..<3).map { _ in (0..<64 * 64).map { _ in Double(generator.next() % 256) } }
        func smooth(_ grid: [Double], _ x: Double, _ y: Double) -> Double {
            let (x0, y0) = (Int(x) & 63, Int(y) & 63)
            let (x1, y1) = ((x0 + 1) & 63, (y0 + 1) & 63)
            let (fx, fy) = (x - x.rounded(.down), y - y.rounded(.down))
            let top = grid[y0 * 64 + x0] * (1 - fx) + grid[y0 * 64 + x1] * fx
            let bottom = grid[y1 * 64 + x0] * (1 - fx) + grid[y1 * 64 + x1] * fx
            return top * (1 - fy) + bottom * fy
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                for c in 0..<3 {
                    let (fx, fy) = (Double(x + c * 97), Double(y))
                    let value = 0.5 * smooth(lattice[c], fx / 300, fy / 300) + 0.3 * smooth(lattice[(c + 1) % 3], fx / 60, fy / 60)
                        + 0.2 * smooth(lattice[(c + 2) % 3], fx / 12, fy / 12)
                    let grain = Double(generator.next() % 7) - 3
                    rgba[(y * width + x) * 4 + c] = UInt8(max(0, min(255, value + grain)))
                }
            }
        }
        return try PNGImage(width: width, height: height, rgba: rgba)
    }

    /// Uniform random opaque pixels: nothing compresses.
    static func noise(width: Int, height: Int) throws -> PNGImage {
        var generator = SplitMix64(seed: 23)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<width * height {
            let bits = generator.next()
            for c in 0..<3 { rgba[pixel * 4 + c] = UInt8(truncatingIfNeeded: bits >> (8 * c)) }
        }
        return try PNGImage(width: width, height: height, rgba: rgba)
    }
}
