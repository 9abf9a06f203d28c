import Foundation

// Text made from dates and formatted values: `Text(date, style:)` and `Text(_:format:)`,
// formatted where the text is laid out, for the render's locale, time zone and calendar.

/// A text run's string as made for an environment (its locale, time zone and calendar).
/// Two are the same when they make the same string in the default environment and are of the
/// same kind, which is all a text's layout memo needs.
struct LocalizedString: Hashable {
    /// What it makes in the default environment, and of what.
    let key: String
    let make: (EnvironmentValues) -> String

    static func == (lhs: LocalizedString, rhs: LocalizedString) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension Text {
    /// A text made for each environment; `kind` tells apart texts that read alike by default.
    init(kind: String, localized make: @escaping (EnvironmentValues) -> String) {
        let string = make(EnvironmentValues())
        self.init(runs: [Run(string: string, localized: LocalizedString(key: kind + "\u{0}" + string, make: make))])
    }

    /// A value in a format (`.currency(code:)`, `.percent`, `.dateTime.month().day()` …),
    /// formatted with the locale of the render.
    ///
    /// Still frame: drawn as it is.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(kind: "\(F.self)") { environment in format.locale(environment.locale).format(input) }
    }

    /// A date in a style: `.date` ("June 3, 2019"), `.time` ("9:41 AM"), or counted from now:
    /// `.relative` ("2 hours, 23 minutes"), `.offset` ("+2 hours"), `.timer` ("2:32").
    ///
    /// Still frame: the date in the render's locale and time zone; the counted styles are
    /// counted from the moment the text is laid out and do not tick; their unit names are English.
    public init(_ date: Date, style: DateStyle) {
        self.init(kind: "date-\(style.kind)") { environment in style.string(date, now: Date(), in: environment) }
    }

    /// How ``Text/init(_:style:)`` shows a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day, short ("9:41 AM").
        public static let time = DateStyle(kind: .time)
        /// The date, long ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// How long until or since the date, in its two largest units ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// The difference from now in its largest unit, signed ("+2 hours", "-3 months").
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from or to the date ("2:32", "1:05:09").
        public static let timer = DateStyle(kind: .timer)

        func string(_ date: Date, now: Date, in environment: EnvironmentValues) -> String {
            switch kind {
            case .time, .date:
                let formatter = DateFormatter()
                formatter.locale = environment.locale
                formatter.timeZone = environment.timeZone
                formatter.calendar = environment.calendar
                formatter.dateStyle = kind == .date ? .long : .none
                formatter.timeStyle = kind == .time ? .short : .none
                return formatter.string(from: date)
            case .relative:
                return DateDistance(from: now, to: date, calendar: environment.calendar).words(units: 2)
            case .offset:
                let words = DateDistance(from: now, to: date, calendar: environment.calendar).words(units: 1)
                return (date < now ? "-" : "+") + words
            case .timer:
                let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                return hours > 0
                    ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
            }
        }
    }
}

/// The calendar units between two dates, largest first, for the counted date styles.
struct DateDistance {
    static let units: [(Calendar.Component, String)] = [
        (.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour"), (.minute, "minute"), (.second, "second"),
    ]
    let amounts: [(Int, String)]

    init(from start: Date, to end: Date, calendar: Calendar) {
        let (earlier, later) = start < end ? (start, end) : (end, start)
        let components = calendar.dateComponents(Set(Self.units.map(\.0)), from: earlier, to: later)
        amounts = Self.units.compactMap { unit, name in
            let amount = components.value(for: unit) ?? 0
            return amount > 0 ? (amount, name) : nil
        }
    }

    /// The `units` largest non-zero amounts, "2 hours, 23 minutes" ("0 seconds" when none).
    func words(units: Int) -> String {
        let shown = amounts.isEmpty ? [(0, "second")] : Array(amounts.prefix(units))
        return shown.map { amount, name in "\(amount) \(name)\(amount == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}
