import Foundation

/// Animated PNG (APNG): PNG files of one size joined into one animation that loops forever,
/// each frame shown for the same delay. Viewers without APNG support show the first frame.
public enum AnimatedPNG {
    /// The media type of animated PNG files, `image/apng`.
    public static let mediaType = "image/apng"

    /// Why frames could not be joined.
    public enum Failure: Error, Hashable, Sendable {
        /// There are no frames.
        case noFrames
        /// Frame `index` is not a well-formed PNG.
        case notPNG(index: Int)
        /// Frame `index` has another size or pixel format than the first.
        case headerMismatch(index: Int)
        /// The writer was told of `expected` frames and given `given`.
        case frameCountMismatch(expected: Int, given: Int)
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Joins `frames` (PNG files, e.g. from ``PNGEncoder``) into an APNG showing each for
    /// `delay` seconds (rounded to milliseconds, at most 65.535 s).
    public static func encode(frames: [Data], delay: Double) throws(Failure) -> Data {
        guard !frames.isEmpty else { throw .noFrames }
        var output = Data()
        var writer = Writer(frameCount: frames.count, delay: delay)
        for frame in frames { output += try writer.append(frame) }
        output += try writer.finish()
        return output
    }

    /// Writes an APNG one frame at a time, so that a long animation never has to be held in
    /// memory: each call returns the bytes that follow in the file.
    public struct Writer: Sendable {
        private let frameCount: Int
        private let milliseconds: UInt16
        private var header: Data?
        private var index = 0
        private var sequence: UInt32 = 0

        /// A writer for `frameCount` frames (1 or more), each shown for `delay` seconds
        /// (rounded to milliseconds, at most 65.535 s).
        public init(frameCount: Int, delay: Double) {
            self.frameCount = frameCount
            milliseconds = UInt16(clamping: Int((max(0, delay) * 1000).rounded()))
        }

        /// The file's next bytes for the next frame (a PNG file of the first frame's size and
        /// format); the first call also returns the signature and the animation's header.
        public mutating func append(_ frame: Data) throws(Failure) -> Data {
            let parsed = try chunks(frame, index: index)
            var output = Data()
            if header == nil {
                header = parsed.header
                output = Data(signature)
                output.appendChunk("IHDR", parsed.header)
                output.appendChunk("acTL", bigEndian(UInt32(clamping: frameCount)) + bigEndian(0))
            }
            guard index < frameCount else { throw .frameCountMismatch(expected: frameCount, given: index + 1) }
            guard parsed.header == header else { throw .headerMismatch(index: index) }
            var control = bigEndian(sequence) + parsed.header.prefix(8) + bigEndian(0) + bigEndian(0)
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
            index += 1
            return output
        }

        /// The file's last bytes; fails unless exactly `frameCount` frames were appended.
        public func finish() throws(Failure) -> Data {
            guard index > 0 else { throw .noFrames }
            guard index == frameCount else { throw .frameCountMismatch(expected: frameCount, given: index) }
            var output = Data()
            output.appendChunk("IEND", Data())
            return output
        }
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
