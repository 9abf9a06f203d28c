/// A length-limited canonical Huffman code, as deflate stores it: every symbol's code
/// length, and its code bit-reversed so that it can be written least significant bit first.
struct HuffmanCode {
    /// Code length per symbol, 0 for a symbol that does not occur.
    private(set) var lengths: [UInt8]
    /// The code of each symbol, bit-reversed (deflate writes Huffman codes from their first bit).
    private(set) var codes: [UInt16]

    /// The optimal code for `frequencies` with no code longer than `maximumLength` bits.
    /// Used symbols get at least one bit; when fewer than two symbols occur, symbols 0 and
    /// 1 get one bit each (decoders such as zlib's reject an incomplete code otherwise).
    init(frequencies: UnsafeBufferPointer<UInt32>, maximumLength: Int) {
        lengths = Self.lengths(frequencies, maximumLength: maximumLength)
        codes = Self.canonicalCodes(lengths)
    }

    /// Code lengths: Huffman's merge of the two rarest nodes (two sorted queues, no heap),
    /// then lengths past the limit folded back, taking leaves from the deepest levels above
    /// the limit, the way zlib-style encoders keep the code complete.
    private static func lengths(_ frequencies: UnsafeBufferPointer<UInt32>, maximumLength: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        if used.count < 2 {
            // One symbol (or none): a complete one-bit code over it and a partner.
            let partner = used.first == 0 ? 1 : 0
            for symbol in used + [partner] { lengths[symbol] = 1 }
            return lengths
        }
        used.sort { (frequencies[$0], $0) < (frequencies[$1], $1) }
        // Nodes: leaves 0..<n in ascending frequency, then internal nodes in creation order
        // (their weights also ascend), each with its parent for the depth pass.
        let n = used.count
        var weight = used.map { UInt64(frequencies[$0]) }
        weight.reserveCapacity(2 * n - 1)
        var parent = [Int](repeating: 0, count: 2 * n - 1)
        var nextLeaf = 0
        var nextInternal = n
        func takeLightest() -> Int {
            if nextLeaf < n, nextInternal >= weight.count || weight[nextLeaf] <= weight[nextInternal] {
                defer { nextLeaf += 1 }
                return nextLeaf
            }
            defer { nextInternal += 1 }
            return nextInternal
        }
        while weight.count < 2 * n - 1 {
            let a = takeLightest()
            let b = takeLightest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        // Depths from the root (the last node) down; internal nodes come after their children.
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var countPerLength = [Int](repeating: 0, count: maximumLength + 1)
        for leaf in 0..<n { countPerLength[min(depth[leaf], maximumLength)] += 1 }
        // Kraft sum in units of 2^-maximumLength; too long codes clamped made it exceed 1.
        var kraft = 0
        for length in 1...maximumLength { kraft += countPerLength[length] << (maximumLength - length) }
        while kraft > 1 << maximumLength {
            countPerLength[maximumLength] -= 1
            for length in stride(from: maximumLength - 1, through: 1, by: -1) where countPerLength[length] > 0 {
                countPerLength[length] -= 1
                countPerLength[length + 1] += 2
                break
            }
            kraft -= 1
        }
        // The rarest symbols get the longest codes.
        var leaf = 0
        for length in stride(from: maximumLength, through: 1, by: -1) {
            for _ in 0..<countPerLength[length] {
                lengths[used[leaf]] = UInt8(length)
                leaf += 1
            }
        }
        return lengths
    }

    /// Canonical codes (RFC 1951 §3.2.2), bit-reversed.
    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var countPerLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + countPerLength[length - 1]) << 1
            next[length] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let value = next[Int(length)]
            next[Int(length)] += 1
            codes[symbol] = reversed(UInt16(value), bits: Int(length))
        }
        return codes
    }

    private static func reversed(_ value: UInt16, bits: Int) -> UInt16 {
        value.bitReversed >> (16 - bits)
    }
}

extension UInt16 {
    /// The 16 bits in reverse order.
    fileprivate var bitReversed: UInt16 {
        var value = self
        value = (value & 0x5555) << 1 | (value >> 1) & 0x5555
        value = (value & 0x3333) << 2 | (value >> 2) & 0x3333
        value = (value & 0x0F0F) << 4 | (value >> 4) & 0x0F0F
        return value << 8 | value >> 8
    }
}

/// Writes bits least significant first into a buffer the caller sized: a 64-bit
/// accumulator flushed whole bytes at a time with one unaligned store.
struct BitWriter {
    private let start: UnsafeMutableRawPointer
    private var cursor: UnsafeMutableRawPointer
    private var bits: UInt64 = 0
    private var count: UInt64 = 0

    /// Writes into `buffer`, which must have 8 bytes of room past the last byte written.
    init(_ buffer: UnsafeMutableRawPointer) {
        start = buffer
        cursor = buffer
    }

    /// Appends the low `length` bits of `value` (at most 56 bits at once; the accumulator
    /// holds fewer than 8 bits between calls).
    @inline(__always)
    mutating func write(_ value: UInt64, _ length: UInt64) {
        bits |= value << count
        count &+= length
        cursor.storeBytes(of: bits.littleEndian, as: UInt64.self)
        let whole = count >> 3
        cursor += Int(truncatingIfNeeded: whole)
        bits >>= whole << 3
        count &= 7
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if count > 0 { write(0, 8 - count) }
    }

    /// Bytes written so far, counting a partly written last byte.
    var byteCount: Int { cursor - start + (count > 0 ? 1 : 0) }

    /// Copies bytes in; the writer must be at a byte boundary (``alignToByte()``).
    mutating func appendBytes(_ source: UnsafeRawPointer, count length: Int) {
        precondition(count == 0, "bytes are appended at a byte boundary")
        cursor.copyMemory(from: source, byteCount: length)
        cursor += length
    }
}
