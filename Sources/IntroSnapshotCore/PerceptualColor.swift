import Foundation

/// CIE L*a*b* colours of 8-bit sRGB pixels and their CIE94 difference (ΔE94, graphic arts),
/// with lookup tables so that millions of pixels convert in milliseconds.
enum PerceptualColor {
    /// A colour in CIE L*a*b* (D65).
    struct Lab {
        var l: Float
        var a: Float
        var b: Float
    }

    /// sRGB component (0…255) to linear light (0…1).
    private static let linear: [Float] = (0..<256).map { value in
        let c = Double(value) / 255
        return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
    }

    /// Steps of the table of Lab's f(t) over t in 0…1.
    private static let fSteps = 4096
    /// f(t) = ∛t above (6/29)³, linear below, at `fSteps + 1` points.
    private static let fTable: [Float] = (0...fSteps).map { step in
        let t = Double(step) / Double(fSteps)
        return Float(t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116)
    }

    /// f(t) from the table, linearly interpolated (error below 10⁻⁵ — far under ΔE 0.01).
    @inline(__always)
    private static func f(_ t: Float, _ table: UnsafeBufferPointer<Float>) -> Float {
        let position = min(max(t, 0), 1) * Float(fSteps)
        let index = min(Int(position), fSteps - 1)
        let fraction = position - Float(index)
        return table[index] + (table[index + 1] - table[index]) * fraction
    }

    /// Runs `body` with the conversion tables at hand.
    static func withTables<R>(_ body: (Tables) -> R) -> R {
        linear.withUnsafeBufferPointer { linear in
            fTable.withUnsafeBufferPointer { fTable in body(Tables(linear: linear, f: fTable)) }
        }
    }

    /// The tables, borrowed for the length of a comparison.
    struct Tables {
        let linear: UnsafeBufferPointer<Float>
        let f: UnsafeBufferPointer<Float>

        /// The Lab colour of a straight-alpha RGBA pixel (red in the low byte) seen over
        /// white, as it shows on a light page.
        @inline(__always)
        func lab(_ pixel: UInt32) -> Lab {
            let alpha = pixel >> 24
            var (r, g, b) = (pixel & 0xFF, pixel >> 8 & 0xFF, pixel >> 16 & 0xFF)
            if alpha != 255 {
                let white = 255 * (255 - alpha) + 127
                (r, g, b) = ((r * alpha + white) / 255, (g * alpha + white) / 255, (b * alpha + white) / 255)
            }
            let (red, green, blue) = (linear[Int(r)], linear[Int(g)], linear[Int(b)])
            // sRGB (D65) to XYZ, divided by the white point.
            let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
            let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
            let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
            let (fx, fy, fz) = (PerceptualColor.f(x, f), PerceptualColor.f(y, f), PerceptualColor.f(z, f))
            return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
        }
    }

    /// Lab colours of recently seen pixels: a direct-mapped cache, since user interfaces
    /// repeat few colours and a comparison converts the same ones again and again.
    struct Cache {
        private static let bits = 12
        private var keys: [UInt32]
        private var values: [Lab]

        init(_ tables: Tables) {
            // Every slot starts as transparent black, a valid entry.
            keys = [UInt32](repeating: 0, count: 1 << Self.bits)
            values = [Lab](repeating: tables.lab(0), count: 1 << Self.bits)
        }

        @inline(__always)
        mutating func lab(_ pixel: UInt32, _ tables: Tables) -> Lab {
            let slot = Int((pixel &* 0x9E37_79B1) >> UInt32(32 - Self.bits))
            if keys[slot] == pixel { return values[slot] }
            let lab = tables.lab(pixel)
            keys[slot] = pixel
            values[slot] = lab
            return lab
        }
    }

    /// ΔE94 (graphic arts weights: kL = 1, K1 = 0.045, K2 = 0.015) from `reference` to `other`.
    @inline(__always)
    static func deltaE94(_ reference: Lab, _ other: Lab) -> Float {
        let deltaL = reference.l - other.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let deltaC = c1 - c2
        let deltaA = reference.a - other.a
        let deltaB = reference.b - other.b
        let deltaHSquared = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let sC = 1 + 0.045 * c1
        let sH = 1 + 0.015 * c1
        return (deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + deltaHSquared / (sH * sH)).squareRoot()
    }
}
