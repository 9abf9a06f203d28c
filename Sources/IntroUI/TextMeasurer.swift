import Foundation

/// Everything about a piece of text that changes how it is laid out.
public struct TextAttributes: Hashable, Sendable, Codable {
    /// The concrete font.
    public var font: ResolvedFont
    /// Extra points between lines.
    public var lineSpacing: Double
    /// The most lines shown; the last visible line ends in an ellipsis when text is cut (nil: no limit).
    public var lineLimit: Int?
    /// How lines are aligned inside the wrap width.
    public var alignment: TextAlignment
    /// The base direction of the paragraph.
    public var layoutDirection: LayoutDirection

    /// Creates text attributes.
    public init(
        font: ResolvedFont, lineSpacing: Double = 0, lineLimit: Int? = nil,
        alignment: TextAlignment = .leading, layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.font = font
        self.lineSpacing = lineSpacing
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.layoutDirection = layoutDirection
    }
}

/// The result of measuring text.
public struct TextMeasurement: Hashable, Sendable {
    /// The size the text occupies (width: its widest line, never more than the wrap width).
    public var size: Size
    /// The number of lines shown.
    public var lineCount: Int
    /// The number of lines the text would need without a line limit.
    public var unlimitedLineCount: Int
    /// Whether the line limit cut text off (the last line ends in an ellipsis).
    public var isTruncated: Bool

    /// Creates a measurement.
    public init(size: Size, lineCount: Int, unlimitedLineCount: Int, isTruncated: Bool) {
        self.size = size
        self.lineCount = lineCount
        self.unlimitedLineCount = unlimitedLineCount
        self.isTruncated = isTruncated
    }
}

/// Measures text the way a backend will draw it. Each backend brings its own, so layout
/// wraps text exactly where the drawing will.
public protocol TextMeasurer: Sendable {
    /// Measures `text` wrapped at `width` points (nil: no wrapping, only explicit line breaks).
    func measure(_ text: String, attributes: TextAttributes, width: Double?) -> TextMeasurement
}

/// A thread-safe memo in front of another measurer: the same question is asked once.
public final class CachingTextMeasurer: TextMeasurer, @unchecked Sendable {
    private struct Key: Hashable {
        var text: String
        var attributes: TextAttributes
        var width: Double?
    }

    /// The measurer that answers cache misses.
    public let base: any TextMeasurer
    private let lock = NSLock()
    private var cache: [Key: TextMeasurement] = [:]
    private let capacity: Int

    /// Wraps `base`; the cache is emptied when it reaches `capacity` entries.
    public init(_ base: any TextMeasurer, capacity: Int = 4096) {
        self.base = base
        self.capacity = capacity
    }

    public func measure(_ text: String, attributes: TextAttributes, width: Double?) -> TextMeasurement {
        let key = Key(text: text, attributes: attributes, width: width)
        if let hit = lock.withLock({ cache[key] }) { return hit }
        let result = base.measure(text, attributes: attributes, width: width)
        lock.withLock {
            if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = result
        }
        return result
    }
}
