import Foundation

/// The size a PNG (or APNG) declares in its header, read without decoding it: the one place
/// IntroKit reads a PNG's IHDR chunk by hand (asset limits, manifests, failure records).
public enum PNGHeader {
    /// The PNG file signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from the IHDR chunk (which comes first), or nil when the data is not
    /// a PNG or too short.
    public static func size(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24, data.starts(with: signature) else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
