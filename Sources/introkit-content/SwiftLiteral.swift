import Foundation
import IntroUI

/// Swift source text for values, written so that the compiler reads back exactly the value.
enum SwiftLiteral {
    /// A string literal: quotes, backslashes and every control, format or separator
    /// character escaped as `\u{…}`, so no input can end the literal or hide text.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// An optional string: the literal, or `nil`.
    static func string(_ value: String?) -> String {
        value.map { string($0) } ?? "nil"
    }

    /// A `Double` literal that round-trips (`0.38823529411764707`), or `Double.infinity` and
    /// friends for values that have no literal.
    static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        return "\(value)"
    }

    /// `RGBA(red: …, green: …, blue: …, alpha: …)`.
    static func rgba(_ value: RGBA) -> String {
        "RGBA(red: \(double(value.red)), green: \(double(value.green)), blue: \(double(value.blue)), alpha: \(double(value.alpha)))"
    }

    /// `Color(light: RGBA(…), dark: RGBA(…))`, or `Color(RGBA(…))` when both schemes agree.
    static func color(_ value: Color) -> String {
        value.light == value.dark ? "Color(\(rgba(value.light)))" : "Color(light: \(rgba(value.light)), dark: \(rgba(value.dark)))"
    }

    /// `URL(string: "…")`.
    static func url(_ value: URL) -> String {
        "URL(string: \(string(value.absoluteString)))"
    }

    /// `.name` for an enum case.
    static func enumCase(_ rawValue: String) -> String {
        "." + rawValue
    }

    /// Whether a scalar must be written as `\u{…}` inside a literal.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
