import Foundation

/// The size a PNG (or APNG) declares in its header, read without decoding it.
public enum PNGHeader {
    /// Width and height from the IHDR chunk, or nil when the data is not a PNG.
    public static func size(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let bytes = [UInt8](data.prefix(24))
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
