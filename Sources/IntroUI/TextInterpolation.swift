import Foundation

// `LocalizedStringKey`'s interpolations, as SwiftUI's: `Text("\(value, specifier: "%.1f")")`,
// `Text("\(price, format: .currency(code: "EUR"))")`, `Text("Tap \(Image(systemName: "plus"))")`,
// `Text("\(Text("new").bold()) features")`, `Text("Updated \(date, style: .date)")`.

extension LocalizedStringKey {
    /// The parts of an interpolated literal, like SwiftUI's `LocalizedStringKey.StringInterpolation`:
    /// the literal with a placeholder where each value goes, and the values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [[Text.Run]] = []

        /// The first private-use scalar: the placeholder of the value at index `i` is this plus `i`.
        static let firstPlaceholder: UInt32 = 0xF0000

        /// The value index a scalar stands for, if it is a placeholder.
        static func argument(_ scalar: Unicode.Scalar) -> Int? {
            scalar.value >= firstPlaceholder && scalar.value < firstPlaceholder + 0xFFFD ? Int(scalar.value - firstPlaceholder) : nil
        }

        /// Room for a literal of `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            format.reserveCapacity(literalCapacity + interpolationCount)
            arguments.reserveCapacity(interpolationCount)
        }

        /// Appends literal text (its Markdown is read).
        public mutating func appendLiteral(_ literal: String) {
            format += literal
        }

        private mutating func append(_ text: Text) {
            guard let placeholder = Unicode.Scalar(Self.firstPlaceholder + UInt32(arguments.count)) else { return }
            format.unicodeScalars.append(placeholder)
            arguments.append(text.runs)
        }

        /// Appends a string as it is (not read as Markdown).
        public mutating func appendInterpolation(_ string: String) {
            append(Text(verbatim: string))
        }

        /// Appends a number in its default format, as SwiftUI's `%lld` / `%lf` (a `Double`
        /// shows six decimals: `3.140000`), in the render's locale.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: value._specifier)
        }

        /// Appends a number with a `printf` specifier (`"%.1f"`), in the render's locale.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            let argument = value._arg
            // Apple's formatting groups no integer digits (`%lld` of 1133 is "1133"); only
            // floating-point conversions take the locale's decimal separator.
            let integer = specifier.last.map { "diouxXc".contains($0) } ?? false
            append(Text(kind: "specifier-\(specifier)") { String(format: specifier, locale: integer ? nil : $0.locale, argument) })
        }

        /// Appends any other value by its description.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(Text(verbatim: String(describing: value)))
        }

        /// Appends a value in a format (`.number`, `.percent`, `.currency(code:)` …), in the
        /// render's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(Text(input, format: format))
        }

        /// Appends a date in a style (`.date`, `.time`, `.relative` …).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(Text(date, style: style))
        }

        /// Appends a text, with its own styles (`\(Text("new").bold())`).
        public mutating func appendInterpolation(_ text: Text) {
            append(text)
        }

        /// Appends an image in the line.
        ///
        /// Still frame: the image is not drawn inside a text; an em space holds its place, about
        /// the width an SF Symbol takes in the line.
        public mutating func appendInterpolation(_ image: Image) {
            append(Text(verbatim: "\u{2003}"))
        }
    }
}

/// A value `LocalizedStringKey` interpolates with a `printf` specifier, like SwiftUI's
/// `_FormatSpecifiable`: integers as `%lld` / `%llu`, floating-point numbers as `%lf`.
public protocol _FormatSpecifiable: Equatable {
    /// The value as `String(format:)` takes it.
    associatedtype _Arg: CVarArg
    /// The value as `String(format:)` takes it.
    var _arg: _Arg { get }
    /// The value's default specifier.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// The value.
    public var _arg: Int64 { Int64(self) }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    /// The value.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    /// The value.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    /// The value.
    public var _arg: Int32 { self }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    /// The value.
    public var _arg: Int64 { self }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    /// The value.
    public var _arg: UInt64 { UInt64(self) }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    /// The value.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    /// The value.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    /// The value.
    public var _arg: UInt32 { self }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    /// The value.
    public var _arg: UInt64 { self }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    /// The value.
    public var _arg: Double { Double(self) }
    /// `%f`.
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    /// The value.
    public var _arg: Double { self }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    /// The value.
    public var _arg: Double { Double(self) }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}
