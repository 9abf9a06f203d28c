import Foundation
import Synchronization

/// The time and date a status bar shows: 9:41 on Tuesday, 9 January 2007, Apple's marketing
/// moment, formatted for the content's language as iOS formats them — "9:41 AM" and "Tue Jan 9"
/// in English, "09:41" and "Di. 9. Jan." in German. Phones with a sensor housing show the time
/// alone ("9:41"), which has no room for more.
struct StatusBarClock: Sendable {
    /// The time with the language's hour cycle and day period.
    let time: String
    /// The weekday, month and day, as an iPad shows them beside the time.
    let date: String

    /// The clock for a language code (`en`, `de`, `zh-Hans`); formatted once per language.
    static func clock(for locale: String) -> StatusBarClock {
        Self.clocks.withLock { made in
            if let known = made[locale] { return known }
            let clock = StatusBarClock(locale: Locale(identifier: locale))
            made[locale] = clock
            return clock
        }
    }

    /// The clocks made so far, by language.
    private static let clocks = Mutex<[String: StatusBarClock]>([:])

    /// 9:41 on 9 January 2007 in UTC, formatted in UTC.
    private init(locale: Locale) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let moment = calendar.date(from: DateComponents(year: 2007, month: 1, day: 9, hour: 9, minute: 41)) ?? Date(timeIntervalSince1970: 0)
        time = Self.format(moment, template: "jmm", locale: locale, calendar: calendar)
        date = Self.format(moment, template: "EEEMMMd", locale: locale, calendar: calendar)
    }

    private static func format(_ moment: Date, template: String, locale: Locale, calendar: Calendar) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        // iOS's status bar separates the parts with plain spaces and no commas ("Tue Jan 9").
        return formatter.string(from: moment).replacingOccurrences(of: ",", with: "")
            .replacingOccurrences(of: "\u{202F}", with: " ")
    }
}
