/// A place in a JSON text: 1-based line and column, and the byte offset.
///
/// Columns count Unicode scalars from the start of the line, as editors do, so a
/// multi-byte character such as `é` or `继` moves the column by one.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, starting at 1.
    public let line: Int
    /// The column in Unicode scalars, starting at 1.
    public let column: Int
    /// The byte offset from the start of the data (after a skipped byte order mark).
    public let offset: Int

    /// Creates a position.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The start of a document.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    /// `line:column`, as in compiler messages.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}
