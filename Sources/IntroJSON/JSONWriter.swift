/// A JSON value to write out, with object members in the order given.
public indirect enum JSONOutput: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (a non-finite one is written as `null`).
    case number(Double)
    /// A string, escaped as JSON needs.
    case string(String)
    /// Elements in order.
    case array([JSONOutput])
    /// Members in order; keys are written as given (duplicates are the caller's problem).
    case object([Member])

    /// One `"key": value` pair.
    public struct Member: Hashable, Sendable {
        /// The key.
        public let key: String
        /// The value.
        public let value: JSONOutput

        /// Creates a member.
        public init(_ key: String, _ value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    /// The value as JSON text: two-space indentation, one member or element per line,
    /// `/` not escaped, non-ASCII written as is, non-finite numbers as `null`.
    public func serialized() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .number(let value):
            output += JSONOutput.format(value)
        case .string(let value):
            JSONOutput.writeString(value, to: &output)
        case .array(let elements) where elements.isEmpty:
            output += "[]"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: inner)
                output += index < elements.count - 1 ? ",\n" : "\n"
            }
            output += indent + "]"
        case .object(let members) where members.isEmpty:
            output += "{}"
        case .object(let members):
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner
                JSONOutput.writeString(member.key, to: &output)
                output += ": "
                member.value.write(to: &output, indent: inner)
                output += index < members.count - 1 ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    private static func format(_ value: Double) -> String {
        value.isFinite ? JSONMessage.number(value) : "null"
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let control where control.value < 0x20 || control.value == 0x7F:
                let hex = String(control.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
