import Foundation

/// A colour written as hex, by Welcome Sheet's rules: characters other than 0-9, a-z and A-Z
/// are ignored (so a leading `#` is fine); 3 digits are RGB (each digit × 17), 6 are RRGGBB
/// and 8 are **AARRGGBB — alpha first**. Anything else is refused. The one place these rules
/// live: both JSON formats and the command line's `--tint` read colours through it.
public struct HexColor: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (clear) … 1 (opaque).
    public var alpha: Double

    /// Parses `hex`.
    public init(hex: String) throws(HexColorError) {
        var values: [UInt32] = []
        for scalar in hex.unicodeScalars where scalar.isASCII && CharacterSet.alphanumerics.contains(scalar) {
            guard let value = UInt32(String(scalar), radix: 16) else { throw .invalidCharacter(hex, Character(scalar)) }
            values.append(value)
        }
        func byte(_ index: Int) -> Double { Double(values[index] << 4 | values[index + 1]) / 255 }
        switch values.count {
        case 3: (red, green, blue, alpha) = (Double(values[0] * 17) / 255, Double(values[1] * 17) / 255, Double(values[2] * 17) / 255, 1)
        case 6: (red, green, blue, alpha) = (byte(0), byte(2), byte(4), 1)
        case 8: (red, green, blue, alpha) = (byte(2), byte(4), byte(6), byte(0))
        default: throw .invalidLength(hex, values.count)
        }
    }

    /// The colour as a value of another module's colour type, made from its components
    /// (`RGBA.init(red:green:blue:alpha:)`).
    public func converted<Colour>(_ make: (Double, Double, Double, Double) -> Colour) -> Colour {
        make(red, green, blue, alpha)
    }
}

/// Why a hex colour string was refused.
public enum HexColorError: Error, Hashable, Sendable {
    /// The string has a letter that is not a hex digit.
    case invalidCharacter(String, Character)
    /// The string has a number of hex digits other than 3, 6 or 8.
    case invalidLength(String, Int)
}

extension JSONDecodingContext {
    /// A hex colour string (``HexColor``'s rules), made into a colour by `make` (its red,
    /// green, blue and alpha, 0…1), or nil with an error at the node saying what is wrong and
    /// how to write it. Every JSON format reads its colours through here, so they share rules
    /// and messages.
    public func hexColor<Colour>(_ node: JSONNode, _ make: (Double, Double, Double, Double) -> Colour) -> Colour? {
        guard let text = string(node) else { return nil }
        do throws(HexColorError) {
            return try HexColor(hex: text).converted(make)
        } catch {
            self.error(error.message, at: node)
            return nil
        }
    }
}

extension HexColorError {
    /// The message for a JSON diagnostic (keys in ``JSONMessages``).
    public var message: JSONMessage {
        switch self {
        case .invalidLength(let text, _): JSONMessage("json.color.length", texts: [JSONMessage.excerpt(text)])
        case .invalidCharacter(let text, let character):
            JSONMessage("json.color.character", texts: [JSONMessage.excerpt(text), String(character)])
        }
    }
}
