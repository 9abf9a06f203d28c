import Foundation
import IntroRender

/// Checks the images an SVG embeds as `data:` URLs before librsvg decodes them: librsvg
/// limits the document (its element count and nesting) but decodes an embedded bitmap
/// whatever its size. Every `href` value is read; a `data:` image must be a PNG, JPEG or GIF
/// whose header declares at most `pixelLimit` pixels, or an SVG that passes the same check.
/// Other references are left alone: IntroKit loads an SVG without a base file, so librsvg
/// refuses to load anything outside it.
struct SVGEmbeddedImages {
    let path: String
    let pixelLimit: Int

    /// How deep SVGs embedded in SVGs are followed before refusing.
    static let maximumNesting = 4

    /// Throws for the first embedded image that is too large or cannot be sized.
    func check(_ document: Data) throws(AssetError) {
        try check([UInt8](document), nesting: 0)
    }

    private func check(_ bytes: [UInt8], nesting: Int) throws(AssetError) {
        for value in Self.hrefValues(in: bytes) {
            guard let url = Self.decodeReferences(value) else { throw .embeddedImageUnsized(path: path) }
            guard let embedded = DataURL(url) else { continue }
            if embedded.mediaType.hasPrefix("image/svg") {
                guard nesting < Self.maximumNesting, let document = embedded.payload() else {
                    throw .embeddedImageUnsized(path: path)
                }
                try check(document, nesting: nesting + 1)
                continue
            }
            guard let header = embedded.payload(prefix: ImageHeader.maximumHeaderBytes),
                let size = ImageHeader.dimensions(of: Data(header))
            else { throw .embeddedImageUnsized(path: path) }
            guard size.width > 0, size.height > 0, let pixels = ImageHeader.pixels(width: size.width, height: size.height),
                pixels <= pixelLimit
            else {
                throw .embeddedImageTooLarge(path: path, width: size.width, height: size.height, limit: pixelLimit)
            }
        }
    }

    /// The raw values of every attribute named `href` or `PREFIX:href`.
    static func hrefValues(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let name = Array("href".utf8)
        var values: [ArraySlice<UInt8>] = []
        var index = 0
        while let found = find(name, in: bytes, from: index) {
            index = found + name.count
            let before = found > 0 ? bytes[found - 1] : 0x20
            guard before == UInt8(ascii: ":") || isSpace(before) else { continue }
            var cursor = index
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else {
                continue
            }
            let quote = bytes[cursor]
            let start = cursor + 1
            var end = start
            while end < bytes.count, bytes[end] != quote { end += 1 }
            values.append(bytes[start..<end])
            index = end
        }
        return values
    }

    /// An attribute value with XML's character references and predefined entities replaced;
    /// nil when it uses another entity (which could hide a `data:` URL).
    static func decodeReferences(_ value: ArraySlice<UInt8>) -> [UInt8]? {
        guard value.contains(UInt8(ascii: "&")) else { return Array(value) }
        let text = String(decoding: value, as: UTF8.self)
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { return nil }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number: UInt32? =
                    entity.hasPrefix("#x") || entity.hasPrefix("#X")
                    ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst(), radix: 10) : nil
                guard let number, let scalar = Unicode.Scalar(number) else { return nil }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        result += rest
        return Array(result.utf8)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

/// A `data:[media type][;base64],payload` URL.
struct DataURL {
    /// The media type, lowercased (`image/png`); empty when none is given.
    let mediaType: String
    let isBase64: Bool
    let payloadBytes: ArraySlice<UInt8>

    /// Parses a URL; nil when it is not a `data:` URL.
    init?(_ url: [UInt8]) {
        var start = 0
        while start < url.count, SVGEmbeddedImages.isSpace(url[start]) { start += 1 }
        let scheme = Array("data:".utf8)
        guard url.count - start >= scheme.count,
            url[start..<start + scheme.count].map({ $0 | 0x20 }).elementsEqual(scheme)
        else { return nil }
        let headerStart = start + scheme.count
        let comma = url[headerStart...].firstIndex(of: UInt8(ascii: ",")) ?? url.count
        let parameters = String(decoding: url[headerStart..<comma], as: UTF8.self).lowercased()
            .split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        mediaType = parameters.first ?? ""
        isBase64 = parameters.dropFirst().contains("base64")
        payloadBytes = comma < url.count ? url[(comma + 1)...] : []
    }

    /// The decoded payload, or its first `prefix` bytes; nil when it is not valid base64.
    func payload(prefix: Int = .max) -> [UInt8]? {
        isBase64 ? base64(prefix: prefix) : percentDecoded(prefix: prefix)
    }

    private func base64(prefix: Int) -> [UInt8]? {
        // Whitespace may break the payload into lines; decode whole groups of 4 characters.
        var characters: [UInt8] = []
        let wanted = prefix == .max ? Int.max : (prefix / 3 + 1) * 4
        for byte in payloadBytes where !SVGEmbeddedImages.isSpace(byte) {
            characters.append(byte)
            if characters.count >= wanted { break }
        }
        if prefix != .max { characters.removeLast(characters.count % 4) }
        guard let data = Data(base64Encoded: Data(characters)) else { return nil }
        return Array(data.prefix(prefix))
    }

    private func percentDecoded(prefix: Int) -> [UInt8]? {
        var result: [UInt8] = []
        var index = payloadBytes.startIndex
        while index < payloadBytes.endIndex, result.count < prefix {
            let byte = payloadBytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < payloadBytes.endIndex,
                    let value = UInt8(String(decoding: payloadBytes[index + 1...index + 2], as: UTF8.self), radix: 16)
                else { return nil }
                result.append(value)
                index += 3
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result
    }
}
