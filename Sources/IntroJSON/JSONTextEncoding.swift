/// An encoding of a JSON text other than UTF-8, told from its first bytes: by its byte order
/// mark, or without one by the zero bytes an ASCII character such as `[` or `{` gets in it.
public struct JSONForeignEncoding: Hashable, Sendable {
    /// The Unicode encoding form and byte order.
    public enum Form: String, Hashable, Sendable, CaseIterable {
        /// UTF-16, most significant byte first.
        case utf16BigEndian
        /// UTF-16, least significant byte first.
        case utf16LittleEndian
        /// UTF-32, most significant byte first.
        case utf32BigEndian
        /// UTF-32, least significant byte first.
        case utf32LittleEndian
    }

    /// The encoding form and byte order.
    public let form: Form
    /// Whether the text starts with a byte order mark.
    public let hasByteOrderMark: Bool

    /// Creates a description of an encoding.
    public init(_ form: Form, hasByteOrderMark: Bool) {
        self.form = form
        self.hasByteOrderMark = hasByteOrderMark
    }

    /// The encoding of `bytes` when they are not UTF-8 but UTF-16 or UTF-32; nil otherwise.
    /// UTF-32 marks are checked first: `FF FE 00 00` starts UTF-16 little-endian's mark too.
    public static func detect(_ bytes: [UInt8]) -> JSONForeignEncoding? {
        let head = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0xFF, 0xFE, 0x00, 0x00) where bytes.count >= 4: return JSONForeignEncoding(.utf32LittleEndian, hasByteOrderMark: true)
        case (0x00, 0x00, 0xFE, 0xFF): return JSONForeignEncoding(.utf32BigEndian, hasByteOrderMark: true)
        case (0xFE, 0xFF, _, _): return JSONForeignEncoding(.utf16BigEndian, hasByteOrderMark: true)
        case (0xFF, 0xFE, _, _): return JSONForeignEncoding(.utf16LittleEndian, hasByteOrderMark: true)
        case (0x00, 0x00, 0x00, 1...): return JSONForeignEncoding(.utf32BigEndian, hasByteOrderMark: false)
        case (1..., 0x00, 0x00, 0x00) where bytes.count >= 4: return JSONForeignEncoding(.utf32LittleEndian, hasByteOrderMark: false)
        case (0x00, _, _, _) where bytes.count >= 2: return JSONForeignEncoding(.utf16BigEndian, hasByteOrderMark: false)
        case (1..., 0x00, _, _) where bytes.count >= 2: return JSONForeignEncoding(.utf16LittleEndian, hasByteOrderMark: false)
        default: return nil
        }
    }

    /// The localization key of its name, such as "UTF-16 big-endian (no BOM)".
    public var messageKey: String {
        "json.encoding.\(form.rawValue)" + (hasByteOrderMark ? "" : ".noBOM")
    }
}
