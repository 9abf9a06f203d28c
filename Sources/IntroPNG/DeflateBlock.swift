import CDeflate

/// Deflate's length and distance alphabets (RFC 1951 §3.2.5): which symbol codes a length
/// or distance, with how many extra bits and their value.
enum DeflateAlphabet {
    /// Symbols of the literal/length alphabet (0…285); 256 ends a block.
    static let literalLengthSymbols = 286
    static let endOfBlock = 256
    /// Symbols of the distance alphabet.
    static let distanceSymbols = 30

    static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]

    /// Per length 0…258 (3…258 used): symbol 257…285, extra bit count, extra bits.
    static let lengths: [(symbol: Int, extraCount: Int, extra: Int)] = (0...258).map { length in
        guard length >= 3 else { return (0, 0, 0) }
        // 258 has its own symbol (285); 227…257 are 284 with 5 extra bits.
        let index = length == 258 ? 28 : lengthBases.lastIndex { $0 <= length && $0 != 258 } ?? 0
        return (257 + index, lengthExtraBits(index: index), length - lengthBases[index])
    }

    /// Extra bits of length symbol 257 + `index`.
    static func lengthExtraBits(index: Int) -> Int {
        index < 8 || index == 28 ? 0 : (index - 4) / 4
    }

    /// The symbol of a distance 1…32768, its extra bit count and extra bits.
    @inline(__always)
    static func distance(_ distance: Int) -> (symbol: Int, extraCount: Int, extra: Int) {
        let x = distance &- 1
        if x < 4 { return (x, 0, 0) }
        let top = Int.bitWidth &- 1 &- x.leadingZeroBitCount
        let extraCount = top &- 1
        return (2 &* top &+ (x >> extraCount & 1), extraCount, x & (1 << extraCount &- 1))
    }
}

/// How often each literal/length and distance symbol occurs in a block. Counted once per
/// token, so it is raw memory with its own copy of the length-to-symbol table.
final class DeflateSymbolCounts {
    /// Counts of literal/length symbols 0…285.
    let literalLength = UnsafeMutablePointer<UInt32>.allocate(capacity: DeflateAlphabet.literalLengthSymbols)
    /// Counts of distance symbols 0…29.
    let distance = UnsafeMutablePointer<UInt32>.allocate(capacity: DeflateAlphabet.distanceSymbols)
    /// The symbol of each match length 0…258.
    private let lengthSymbol = UnsafeMutablePointer<UInt16>.allocate(capacity: 259)

    init() {
        for length in 0...258 { lengthSymbol[length] = UInt16(DeflateAlphabet.lengths[length].symbol) }
        reset()
    }

    deinit {
        literalLength.deallocate()
        distance.deallocate()
        lengthSymbol.deallocate()
    }

    func reset() {
        literalLength.initialize(repeating: 0, count: DeflateAlphabet.literalLengthSymbols)
        distance.initialize(repeating: 0, count: DeflateAlphabet.distanceSymbols)
    }

    @inline(__always)
    func addLiteral(_ byte: UInt8, times: UInt32 = 1) {
        literalLength[Int(byte)] &+= times
    }

    @inline(__always)
    func addMatch(length: Int, distance: Int, times: UInt32 = 1) {
        literalLength[Int(lengthSymbol[length])] &+= times
        self.distance[DeflateAlphabet.distance(distance).symbol] &+= times
    }

    /// The literal/length counts with one end-of-block symbol.
    var literalLengthCounts: [UInt32] {
        var counts = Array(UnsafeBufferPointer(start: literalLength, count: DeflateAlphabet.literalLengthSymbols))
        counts[DeflateAlphabet.endOfBlock] = 1
        return counts
    }

    var distanceCounts: [UInt32] { Array(UnsafeBufferPointer(start: distance, count: DeflateAlphabet.distanceSymbols)) }

    /// The extra bits all the counted matches carry.
    var extraBits: Int {
        var bits = 0
        for length in DeflateAlphabet.lengthBases.indices {
            bits += Int(literalLength[257 + length]) * DeflateAlphabet.lengthExtraBits(index: length)
        }
        for symbol in 4..<DeflateAlphabet.distanceSymbols { bits += Int(distance[symbol]) * (symbol / 2 - 1) }
        return bits
    }
}

/// One dynamic-Huffman deflate block for a strip's tokens: codes built from the counts,
/// then every token written with one or two table look-ups.
struct DeflateBlockWriter {
    private let literalCode: HuffmanCode
    private let distanceCode: HuffmanCode
    private let header: DynamicHeader
    /// The block's size in bytes, header included.
    let compressedBytes: Int

    init(counts: DeflateSymbolCounts) {
        let literalCounts = counts.literalLengthCounts
        let distanceCounts = counts.distanceCounts
        literalCode = literalCounts.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, maximumLength: 15) }
        distanceCode = distanceCounts.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, maximumLength: 15) }
        header = DynamicHeader(literal: literalCode, distance: distanceCode)
        var bits = 3 + header.bitCount + counts.extraBits
        for (symbol, count) in literalCounts.enumerated() { bits += Int(count) * Int(literalCode.lengths[symbol]) }
        for (symbol, count) in distanceCounts.enumerated() { bits += Int(count) * Int(distanceCode.lengths[symbol]) }
        compressedBytes = (bits + 7) / 8 + 5
    }

    /// The size of `length` bytes as stored blocks (5 header bytes per 65535).
    static func storedBytes(_ length: Int) -> Int {
        length + 5 * max(1, (length + 65534) / 65535)
    }

    /// Writes the block at `output` and ends on a byte boundary: the last strip's block is
    /// final, any other is followed by an empty stored block (as zlib's sync flush). Returns
    /// the bytes written.
    func write(
        tokens: UnsafePointer<UInt32>, count: Int, repeatedRow: PNGStripCompressor.RepeatedRow, isLast: Bool,
        into output: UnsafeMutableRawPointer
    ) -> Int {
        // Per literal and per length: the code, its extra bits and length in one word.
        let literalBits = (0..<256).map { UInt64(literalCode.codes[$0]) }
        let literalLengths = (0..<256).map { UInt64(literalCode.lengths[$0]) }
        var lengthBits = [UInt64](repeating: 0, count: 259)
        var lengthLengths = [UInt64](repeating: 0, count: 259)
        for length in 3...258 {
            let (symbol, extraCount, extra) = DeflateAlphabet.lengths[length]
            let codeLength = Int(literalCode.lengths[symbol])
            lengthBits[length] = UInt64(literalCode.codes[symbol]) | UInt64(extra) << codeLength
            lengthLengths[length] = UInt64(codeLength + extraCount)
        }
        let distanceBits = distanceCode.codes.map { UInt64($0) }
        let distanceLengths = distanceCode.lengths.map { UInt64($0) }
        var writer = BitWriter(output)
        writer.write(isLast ? 1 : 0, 1)
        writer.write(2, 2)
        header.write(to: &writer)
        literalBits.withUnsafeBufferPointer { literalBits in
            literalLengths.withUnsafeBufferPointer { literalLengths in
                lengthBits.withUnsafeBufferPointer { lengthBits in
                    lengthLengths.withUnsafeBufferPointer { lengthLengths in
                        @inline(__always) func put(_ token: UInt32) {
                            if token < 256 {
                                writer.write(literalBits[Int(token)], literalLengths[Int(token)])
                                return
                            }
                            let length = Int(token >> 16 & 0x1FF)
                            writer.write(lengthBits[length], lengthLengths[length])
                            let (symbol, extraCount, extra) = DeflateAlphabet.distance(Int(token & 0xFFFF))
                            writer.write(
                                distanceBits[symbol] | UInt64(extra) << distanceLengths[symbol],
                                distanceLengths[symbol] &+ UInt64(extraCount))
                        }
                        for index in 0..<count {
                            let token = tokens[index]
                            if token == PNGStripCompressor.repeatedRowToken {
                                for rowToken in repeatedRow.tokens { put(rowToken) }
                            } else {
                                put(token)
                            }
                        }
                    }
                }
            }
        }
        let end = DeflateAlphabet.endOfBlock
        writer.write(UInt64(literalCode.codes[end]), UInt64(literalCode.lengths[end]))
        if !isLast {
            // An empty stored block: the next strip starts on a byte boundary.
            writer.write(0, 3)
            writer.alignToByte()
            writer.write(0xFFFF_0000, 32)
        }
        writer.alignToByte()
        return writer.byteCount
    }
}

/// The code lengths of a dynamic block (RFC 1951 §3.2.7), run-length coded with symbols
/// 16, 17 and 18 and themselves Huffman coded.
struct DynamicHeader {
    /// The order code-length code lengths are stored in.
    private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private let literalCount: Int
    private let distanceCount: Int
    private let lengthCodeCount: Int
    /// The run-length coded lengths: symbol 0…18 and its extra bits.
    private let items: [(symbol: Int, extra: Int)]
    private let lengthCode: HuffmanCode

    init(literal: HuffmanCode, distance: HuffmanCode) {
        literalCount = max(257, (literal.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distance.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let all = Array(literal.lengths[0..<literalCount]) + Array(distance.lengths[0..<distanceCount])
        var items: [(symbol: Int, extra: Int)] = []
        var i = 0
        while i < all.count {
            let value = all[i]
            var run = 1
            while i + run < all.count && all[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    items.append((18, n - 11))
                    run -= n
                }
                if run >= 3 {
                    items.append((17, run - 3))
                    run = 0
                }
            } else {
                items.append((Int(value), 0))
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    items.append((16, n - 3))
                    run -= n
                }
            }
            items += Array(repeating: (Int(value), 0), count: run)
        }
        self.items = items
        var frequencies = [UInt32](repeating: 0, count: 19)
        for item in items { frequencies[item.symbol] += 1 }
        let code = frequencies.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, maximumLength: 7) }
        lengthCode = code
        lengthCodeCount = max(4, (Self.order.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
    }

    private static func extraBitCount(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }

    /// Bits the header takes (after the block's 3-bit type).
    var bitCount: Int {
        14 + 3 * lengthCodeCount
            + items.reduce(0) { $0 + Int(lengthCode.lengths[$1.symbol]) + Self.extraBitCount($1.symbol) }
    }

    func write(to writer: inout BitWriter) {
        writer.write(UInt64(literalCount - 257), 5)
        writer.write(UInt64(distanceCount - 1), 5)
        writer.write(UInt64(lengthCodeCount - 4), 4)
        for symbol in Self.order.prefix(lengthCodeCount) { writer.write(UInt64(lengthCode.lengths[symbol]), 3) }
        for item in items {
            writer.write(UInt64(lengthCode.codes[item.symbol]), UInt64(lengthCode.lengths[item.symbol]))
            let extra = Self.extraBitCount(item.symbol)
            if extra > 0 { writer.write(UInt64(item.extra), UInt64(extra)) }
        }
    }
}

/// Adler-32 (RFC 1950) of a zlib stream's uncompressed bytes.
struct Adler32 {
    private static let modulus: UInt64 = 65521

    /// The checksum so far (1 for no bytes).
    private(set) var value: UInt32 = 1

    /// Adds bytes.
    mutating func add(_ bytes: UnsafeRawPointer, count: Int) {
        value = UInt32(libdeflate_adler32(value, bytes, count))
    }

    /// Adds one byte `filter` followed by `zeros` zero bytes without reading them: each zero
    /// adds the running sum `a` to `b`.
    mutating func addRepeatedRow(filter: UInt8, zeros: Int) {
        let a = (UInt64(value & 0xFFFF) + UInt64(filter)) % Self.modulus
        let b = (UInt64(value >> 16) + a + UInt64(zeros) % Self.modulus * a) % Self.modulus
        value = UInt32(b << 16 | a)
    }

    /// The checksum of two byte sequences one after the other, from the checksum of each
    /// and the length of the second: `a = a₁ + a₂ − 1`, `b = b₁ + b₂ + n₂·(a₁ − 1)`.
    static func combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        let m = modulus
        let (a1, b1) = (UInt64(first & 0xFFFF), UInt64(first >> 16))
        let (a2, b2) = (UInt64(second & 0xFFFF), UInt64(second >> 16))
        let n = UInt64(secondLength) % m
        let a = (a1 + a2 + m - 1) % m
        let b = (b1 + b2 + n * ((a1 + m - 1) % m)) % m
        return UInt32(b << 16 | a)
    }
}
