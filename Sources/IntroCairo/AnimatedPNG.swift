import Foundation

/// Animated PNG (APNG): PNG files of one size joined into one animation that loops forever,
/// each frame shown for the same delay. Viewers without APNG support show the first frame.
public enum AnimatedPNG {
    /// Why frames could not be joined.
    public enum Failure: Error, Hashable, Sendable {
        /// There are no frames.
        case noFrames
        /// Frame `index` is not a well-formed PNG.
        case notPNG(index: Int)
        /// Frame `index` has another size or pixel format than the first.
        case headerMismatch(index: Int)
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Joins `frames` (PNG files, e.g. from ``PNGEncoder``) into an APNG showing each for
    /// `delay` seconds (rounded to milliseconds, at most 65.535 s).
    public static func encode(frames: [Data], delay: Double) throws(Failure) -> Data {
        guard let first = frames.first else { throw .noFrames }
        let header = try chunks(first, index: 0).header
        let milliseconds = UInt16(clamping: Int((max(0, delay) * 1000).rounded()))
        var output = Data(signature)
        output.appendChunk("IHDR", header)
        output.appendChunk("acTL", bigEndian(UInt32(frames.count)) + bigEndian(0))
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let parsed = try chunks(frame, index: index)
            guard parsed.header == header else { throw .headerMismatch(index: index) }
            var control = bigEndian(sequence) + header.prefix(8) + bigEndian(0) + bigEndian(0)
            control += bigEndian16(milliseconds) + bigEndian16(1000) + Data([0, 0])
            output.appendChunk("fcTL", control)
            sequence += 1
            for data in parsed.imageData {
                if index == 0 {
                    output.appendChunk("IDAT", data)
                } else {
                    output.appendChunk("fdAT", bigEndian(sequence) + data)
                    sequence += 1
                }
            }
        }
        output.appendChunk("IEND", Data())
        return output
    }

    /// The IHDR data and the IDAT chunks' data of a PNG file.
    private static func chunks(_ png: Data, index: Int) throws(Failure) -> (header: Data, imageData: [Data]) {
        let bytes = [UInt8](png)
        guard bytes.starts(with: signature) else { throw .notPNG(index: index) }
        var offset = signature.count
        var header: Data?
        var imageData: [Data] = []
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let start = offset + 8
            guard length <= bytes.count - start - 4 else { throw .notPNG(index: index) }
            let type = String(decoding: bytes[offset + 4..<start], as: UTF8.self)
            let data = Data(bytes[start..<start + length])
            if type == "IHDR" { header = data }
            if type == "IDAT" { imageData.append(data) }
            offset = start + length + 4
        }
        guard let header, header.count == 13, !imageData.isEmpty else { throw .notPNG(index: index) }
        return (header, imageData)
    }

    private static func bigEndian(_ value: UInt32) -> Data {
        var data = Data()
        data.appendBigEndian(value)
        return data
    }

    private static func bigEndian16(_ value: UInt16) -> Data {
        Data([UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}
