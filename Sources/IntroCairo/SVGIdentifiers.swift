import Foundation

/// Cairo names SVG groups `surfaceN` after a process-wide counter, so the same drawing made
/// twice gets different names. This renumbers them in order of first appearance, which
/// makes the file depend only on what was drawn.
enum SVGIdentifiers {
    private static let prefix = Array("surface".utf8)
    private static let digits = UInt8(ascii: "0")...UInt8(ascii: "9")

    /// The document with every `surfaceN` renamed `surface1`, `surface2`, … by first use.
    static func renumbered(_ svg: Data) -> Data {
        let bytes = [UInt8](svg)
        var output = [UInt8]()
        output.reserveCapacity(bytes.count)
        var names: [ArraySlice<UInt8>: Int] = [:]
        var index = 0
        while index < bytes.count {
            guard let end = identifierEnd(in: bytes, at: index) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            let number = bytes[index + prefix.count..<end]
            let renamed = names[number] ?? names.count + 1
            names[number] = renamed
            output.append(contentsOf: prefix)
            output.append(contentsOf: String(renamed).utf8)
            index = end
        }
        return Data(output)
    }

    /// Where a `surfaceN` reference starting at `index` ends, if one starts there: it must
    /// follow `"` or `#` and have at least one digit.
    private static func identifierEnd(in bytes: [UInt8], at index: Int) -> Int? {
        guard index > 0, bytes[index - 1] == UInt8(ascii: "\"") || bytes[index - 1] == UInt8(ascii: "#"),
            bytes[index...].starts(with: prefix)
        else { return nil }
        var end = index + prefix.count
        while end < bytes.count, digits.contains(bytes[end]) { end += 1 }
        return end > index + prefix.count ? end : nil
    }
}
