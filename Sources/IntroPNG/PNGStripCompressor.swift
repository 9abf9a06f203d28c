import CDeflate
import Foundation

/// A horizontal strip of a PNG's scanlines as deflate blocks that end on a byte boundary,
/// so strips compressed apart join into one zlib stream.
struct CompressedStrip: Sendable {
    /// The deflate bytes.
    var bytes: [UInt8]
    /// Adler-32 of the strip's uncompressed scanlines.
    var adler: UInt32
    /// Number of uncompressed bytes (filter bytes included).
    var length: Int
}

/// Compresses strips of rows the UI way (after fpnge): a row that repeats the row above is
/// emitted as Up (all zeros) without being looked at again; other rows get whichever of
/// None, Sub and Up an estimate finds cheapest; runs of a repeated byte become matches at
/// distance 1, found eight bytes at a time; other bytes try one earlier position with the
/// same four bytes (a one-entry hash table, no chains, no lazy matching); the rest are
/// literals. One Huffman code per strip, built from the strip's own symbol counts.
///
/// One per thread, reused across strips and images: its buffers grow to the largest row
/// and strip seen and are never given back.
final class PNGStripCompressor {
    /// A token for a row that repeats the row above (Up filter, all zeros).
    static let repeatedRowToken: UInt32 = .max
    /// Room kept zeroed before and after each row buffer for the unaligned SIMD loads.
    private static let padding = 64
    /// Entries of the match finder's hash table (a power of two).
    private static let hashBits = 14
    /// The farthest back a deflate match may reach.
    private static let window = 32768

    private var rowCapacity = 0
    private var previous = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 64)
    private var current = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 64)
    /// The strip's filtered lines, each at its offset in the strip's stream (repeated rows
    /// are not written: no match reaches into them).
    private var lines = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 64)
    private var linesCapacity = 0
    /// Tokens: a literal byte, a match (bit 31, length << 16, distance) or a repeated row.
    private(set) var tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private var tokenCapacity = 0
    private(set) var output = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 64)
    private var outputCapacity = 0
    private let hashTable = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << hashBits)
    /// Symbol counts of the strip.
    private let counts = DeflateSymbolCounts()

    deinit {
        for buffer in [previous, current, lines, output] { buffer.deallocate() }
        tokens.deallocate()
        hashTable.deallocate()
    }

    /// The calling thread's compressor.
    static var current: PNGStripCompressor { PerThread.value("IntroPNG.PNGStripCompressor", PNGStripCompressor.init) }

    /// Compresses rows `strip` of `rows`; the last strip of an image ends the stream.
    func compress(_ strip: Range<Int>, of rows: PNGPixelRows, isLast: Bool) -> CompressedStrip {
        let rowBytes = rows.rowBytes
        let lineBytes = rowBytes + 1
        reserve(rowBytes: rowBytes, lines: strip.count)
        let channels = rows.channels
        // Row buffers: the row above the strip (zeros above the first row of the image).
        previous.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes + 2 * Self.padding)
        current.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes + 2 * Self.padding)
        if strip.lowerBound > 0 { rows.write(row: strip.lowerBound - 1, to: previous + Self.padding) }
        hashTable.initialize(repeating: Int32.min / 2, count: 1 << Self.hashBits)
        counts.reset()
        var adler = Adler32()
        var tokenCount = 0
        var repeatedRows = 0
        for (index, y) in strip.enumerated() {
            if rows.repeatsAbove[y] {
                tokens[tokenCount] = Self.repeatedRowToken
                tokenCount &+= 1
                repeatedRows &+= 1
                adler.addRepeatedRow(filter: PNGEncoder.Filter.up.rawValue, zeros: rowBytes)
                continue
            }
            let row = current + Self.padding
            rows.write(row: y, to: row)
            let above = UnsafeRawPointer(previous + Self.padding)
            let filter = Self.cheapestFilter(row: row, above: above, count: rowBytes, channels: channels)
            let start = index * lineBytes
            let line = lines + start
            line.storeBytes(of: filter.rawValue, as: UInt8.self)
            Self.apply(filter, row: row, above: above, count: rowBytes, channels: channels, into: line + 1)
            adler.add(line, count: lineBytes)
            tokenCount = tokenize(lineAt: start, lineBytes: lineBytes, tokenCount: tokenCount)
            swap(&previous, &current)
        }
        let repeatedRow = RepeatedRow(rowBytes: rowBytes)
        if repeatedRows > 0 { repeatedRow.count(into: counts, times: UInt32(repeatedRows)) }
        let length = strip.count * lineBytes
        let block = DeflateBlockWriter(counts: counts)
        let writtenBytes: Int
        if block.compressedBytes < DeflateBlockWriter.storedBytes(length) {
            writtenBytes = block.write(tokens: tokens, count: tokenCount, repeatedRow: repeatedRow, isLast: isLast, into: output)
        } else {
            writtenBytes = writeStored(strip, of: rows, isLast: isLast)
        }
        return CompressedStrip(
            bytes: [UInt8](UnsafeRawBufferPointer(start: output, count: writtenBytes)), adler: adler.value,
            length: length)
    }

    /// Grows the buffers for rows of `rowBytes` and a strip of `lines` rows.
    private func reserve(rowBytes: Int, lines count: Int) {
        if rowBytes > rowCapacity {
            previous.deallocate()
            current.deallocate()
            let size = rowBytes + 2 * Self.padding
            previous = .allocate(byteCount: size, alignment: 64)
            current = .allocate(byteCount: size, alignment: 64)
            rowCapacity = rowBytes
        }
        let bytes = count * (rowBytes + 1)
        if bytes + Self.padding > linesCapacity {
            lines.deallocate()
            lines = .allocate(byteCount: bytes + Self.padding, alignment: 64)
            linesCapacity = bytes + Self.padding
        }
        // At most one token per byte, and one per repeated row.
        if bytes > tokenCapacity {
            tokens.deallocate()
            tokens = .allocate(capacity: bytes)
            tokenCapacity = bytes
        }
        // Stored blocks bound the output (the Huffman path is only taken when smaller).
        let neededOutput = DeflateBlockWriter.storedBytes(bytes) + 64
        if neededOutput > outputCapacity {
            output.deallocate()
            output = .allocate(byteCount: neededOutput, alignment: 64)
            outputCapacity = neededOutput
        }
    }

    /// The strip as stored blocks of up to 65535 bytes (for pixels that do not compress).
    private func writeStored(_ strip: Range<Int>, of rows: PNGPixelRows, isLast: Bool) -> Int {
        let lineBytes = rows.rowBytes + 1
        let length = strip.count * lineBytes
        // Repeated rows were never written out; they are now, then the blocks are laid out.
        for (index, y) in strip.enumerated() where rows.repeatsAbove[y] {
            let line = lines + index * lineBytes
            line.storeBytes(of: PNGEncoder.Filter.up.rawValue, as: UInt8.self)
            (line + 1).initializeMemory(as: UInt8.self, repeating: 0, count: rows.rowBytes)
        }
        var written = 0
        var start = 0
        repeat {
            let size = min(65535, length - start)
            let final: UInt8 = isLast && start + size == length ? 1 : 0
            let header = [final, UInt8(size & 0xFF), UInt8(size >> 8), UInt8(~size & 0xFF), UInt8((~size >> 8) & 0xFF)]
            for byte in header {
                output.storeBytes(of: byte, toByteOffset: written, as: UInt8.self)
                written += 1
            }
            (output + written).copyMemory(from: lines + start, byteCount: size)
            written += size
            start += size
        } while start < length
        return written
    }
}

// MARK: - Filters

extension PNGStripCompressor {
    /// The filter whose output is estimated to cost the fewest bits: a byte equal to the
    /// byte before it is free (it joins a run), any other costs 4 plus its magnitude / 16.
    static func cheapestFilter(row: UnsafeRawPointer, above: UnsafeRawPointer, count: Int, channels: Int)
        -> PNGEncoder.Filter
    {
        typealias Vector = SIMD16<UInt8>
        var none = SIMD8<UInt16>(), sub = SIMD8<UInt16>(), up = SIMD8<UInt16>()
        var costs = (none: 0, sub: 0, up: 0)
        let lanes = Vector(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        let left = -channels
        var i = 0
        var chunks = 0
        while i < count {
            let c = row.loadUnaligned(fromByteOffset: i, as: Vector.self)
            let c1 = row.loadUnaligned(fromByteOffset: i &- 1, as: Vector.self)
            let cl = row.loadUnaligned(fromByteOffset: i &+ left, as: Vector.self)
            let cl1 = row.loadUnaligned(fromByteOffset: i &+ left &- 1, as: Vector.self)
            let a = above.loadUnaligned(fromByteOffset: i, as: Vector.self)
            let a1 = above.loadUnaligned(fromByteOffset: i &- 1, as: Vector.self)
            let valid = lanes .< Vector(repeating: UInt8(truncatingIfNeeded: min(16, count &- i)))
            none &+= cost(c, previous: c1, valid: valid)
            sub &+= cost(c &- cl, previous: c1 &- cl1, valid: valid)
            up &+= cost(c &- a, previous: c1 &- a1, valid: valid)
            i &+= 16
            chunks &+= 1
            // A 16-bit lane holds 2730 chunks of two bytes of at most 12.
            if chunks == 2048 || i >= count {
                costs.none &+= Int(none.wrappedSum())
                costs.sub &+= Int(sub.wrappedSum())
                costs.up &+= Int(up.wrappedSum())
                none = .init()
                sub = .init()
                up = .init()
                chunks = 0
            }
        }
        if costs.up <= costs.sub && costs.up <= costs.none { return .up }
        return costs.sub <= costs.none ? .sub : .none
    }

    /// The estimated cost of each byte of `value`, pairs of neighbouring bytes added into
    /// eight 16-bit lanes. Written with the comparisons and shifts that compile to vector
    /// instructions: the generic `pointwiseMin` and widening initialiser are scalar calls.
    @inline(__always)
    private static func cost(_ value: SIMD16<UInt8>, previous: SIMD16<UInt8>, valid: SIMDMask<SIMD16<Int8>>)
        -> SIMD8<UInt16>
    {
        let negated = 0 &- value
        let magnitude = value.replacing(with: negated, where: negated .< value)
        let weight = (magnitude &>> 4) &+ 4
        let charged = SIMD16<UInt8>(repeating: 0).replacing(with: weight, where: (value .!= previous) .& valid)
        let pairs = unsafeBitCast(charged, to: SIMD8<UInt16>.self)
        return (pairs & 0x00FF) &+ (pairs &>> 8)
    }

    /// Writes `count` filtered bytes of `row` at `output`.
    static func apply(
        _ filter: PNGEncoder.Filter, row: UnsafeRawPointer, above: UnsafeRawPointer, count: Int, channels: Int,
        into output: UnsafeMutableRawPointer
    ) {
        switch filter {
        case .none:
            output.copyMemory(from: row, byteCount: count)
        case .sub:
            subtract(row - channels, from: row, count: count, into: output)
        case .up:
            subtract(above, from: row, count: count, into: output)
        }
    }

    /// `output[i] = row[i] - source[i]` (wrapping), 16 bytes at a time; the buffers' padding
    /// takes the last partial vector.
    @inline(__always)
    private static func subtract(
        _ source: UnsafeRawPointer, from row: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer
    ) {
        var i = 0
        while i < count {
            let difference = row.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                &- source.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            output.storeBytes(of: difference, toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
    }
}

// MARK: - Tokens

extension PNGStripCompressor {
    /// Appends the tokens of the filtered line at `start` in the strip (filter byte first).
    private func tokenize(lineAt start: Int, lineBytes: Int, tokenCount first: Int) -> Int {
        let base = UnsafeRawPointer(lines)
        let end = start &+ lineBytes
        var t = first
        var last = base.load(fromByteOffset: start, as: UInt8.self)
        t = emitLiteral(last, at: t)
        var i = start &+ 1
        var misses = 0
        while i < end {
            // The run of bytes equal to `last` from i, eight bytes at a time.
            let pattern = UInt64(last) &* 0x0101_0101_0101_0101
            var j = i
            while j < end {
                let difference = base.loadUnaligned(fromByteOffset: j, as: UInt64.self) ^ pattern
                if difference != 0 {
                    j &+= difference.littleEndian.trailingZeroBitCount &>> 3
                    break
                }
                j &+= 8
            }
            j = min(j, end)
            t = emitRun(of: last, length: j &- i, at: t)
            guard j < end else { break }
            // A match at an earlier position with the same four bytes, else a literal. After
            // many misses in a row (photographs, noise) only every eighth byte looks.
            let looks = misses < 32 || j & 7 == 0
            let (length, distance) = looks ? findMatch(at: j, lineEnd: end, lineBytes: lineBytes) : (0, 0)
            misses = length > 0 ? 0 : misses &+ (looks ? 1 : 0)
            if length > 0 {
                tokens[t] = 0x8000_0000 | UInt32(truncatingIfNeeded: length) << 16 | UInt32(truncatingIfNeeded: distance)
                counts.addMatch(length: length, distance: distance)
                t &+= 1
                i = j &+ length
                last = base.load(fromByteOffset: i &- 1, as: UInt8.self)
            } else {
                last = base.load(fromByteOffset: j, as: UInt8.self)
                t = emitLiteral(last, at: t)
                i = j &+ 1
            }
        }
        return t
    }

    @inline(__always)
    private func emitLiteral(_ byte: UInt8, at t: Int) -> Int {
        tokens[t] = UInt32(byte)
        counts.addLiteral(byte)
        return t &+ 1
    }

    /// The longest match (≥ 4 bytes, ≤ 258) between position `j` and the last position whose
    /// four bytes hashed alike, within this line and the source's line; (0, 0) for none.
    @inline(__always)
    private func findMatch(at j: Int, lineEnd: Int, lineBytes: Int) -> (length: Int, distance: Int) {
        guard j &+ 4 <= lineEnd else { return (0, 0) }
        let base = UnsafeRawPointer(lines)
        let word = base.loadUnaligned(fromByteOffset: j, as: UInt32.self)
        let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> (32 &- UInt32(Self.hashBits)))
        let candidate = Int(hashTable[slot])
        hashTable[slot] = Int32(truncatingIfNeeded: j)
        let distance = j &- candidate
        guard distance <= Self.window, base.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == word else {
            return (0, 0)
        }
        // Neither side may leave its line: the bytes between written lines are not the stream's.
        let sourceLineEnd = (candidate / lineBytes &+ 1) &* lineBytes
        let limit = min(258, lineEnd &- j, sourceLineEnd &- candidate)
        guard limit >= 4 else { return (0, 0) }
        var length = 4
        while length &+ 8 <= limit {
            let difference = base.loadUnaligned(fromByteOffset: j &+ length, as: UInt64.self)
                ^ base.loadUnaligned(fromByteOffset: candidate &+ length, as: UInt64.self)
            if difference != 0 { return (length &+ difference.littleEndian.trailingZeroBitCount &>> 3, distance) }
            length &+= 8
        }
        while length < limit
            && base.load(fromByteOffset: j &+ length, as: UInt8.self) == base.load(fromByteOffset: candidate &+ length, as: UInt8.self)
        {
            length &+= 1
        }
        return (length, distance)
    }

    /// Appends a run of `length` copies of the byte just emitted: matches at distance 1, or
    /// literals when it is shorter than 3.
    @inline(__always)
    private func emitRun(of byte: UInt8, length: Int, at start: Int) -> Int {
        var t = start
        if length < 3 {
            for _ in 0..<length { t = emitLiteral(byte, at: t) }
            return t
        }
        var remaining = length
        while remaining > 0 {
            let match = Self.matchLength(remaining)
            tokens[t] = 0x8000_0001 | UInt32(truncatingIfNeeded: match) << 16
            counts.addMatch(length: match, distance: 1)
            t &+= 1
            remaining &-= match
        }
        return t
    }

    /// The next match of a run with `remaining` ≥ 3 bytes left: as long as deflate allows
    /// (258), but never leaving 1 or 2 bytes, which no match can take.
    @inline(__always)
    static func matchLength(_ remaining: Int) -> Int {
        remaining > 258 && remaining &- 258 < 3 ? remaining &- 3 : min(remaining, 258)
    }

    /// The tokens of a repeated row: filter byte Up (2), then all zeros.
    struct RepeatedRow {
        /// Literal 2, literal 0, then matches at distance 1 covering the other zeros.
        let tokens: [UInt32]

        init(rowBytes: Int) {
            var tokens: [UInt32] = [2, 0]
            var remaining = rowBytes - 1
            if remaining < 3 {
                tokens += Array(repeating: 0, count: remaining)
            } else {
                while remaining > 0 {
                    let match = PNGStripCompressor.matchLength(remaining)
                    tokens.append(0x8000_0001 | UInt32(match) << 16)
                    remaining -= match
                }
            }
            self.tokens = tokens
        }

        /// Adds `times` rows' worth of symbols to the counts.
        func count(into counts: DeflateSymbolCounts, times: UInt32) {
            for token in tokens {
                if token < 256 {
                    counts.addLiteral(UInt8(token), times: times)
                } else {
                    counts.addMatch(length: Int(token >> 16 & 0x1FF), distance: 1, times: times)
                }
            }
        }
    }
}
