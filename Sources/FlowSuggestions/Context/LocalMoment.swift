import Foundation

/// A moment as the person's clock showed it: the day of the week and the
/// minute of the day, in local time. It is all that suggestions use of time:
/// a donation records when in the week it happened, never how long ago, so
/// a week of lunches counts the same next month (retention bounds the past).
public struct LocalMoment: Sendable, Hashable, CustomStringConvertible {
    /// 1 (Sunday) to 7 (Saturday), as `now.weekday` in a shortcut.
    public var weekday: Int
    /// Minutes after local midnight, 0 to 1439.
    public var minute: Int

    public init(weekday: Int, minute: Int) {
        self.weekday = weekday
        self.minute = minute
    }

    public init(date: Date, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let fields = calendar.dateComponents([.weekday, .hour, .minute], from: date)
        self.init(weekday: fields.weekday ?? 1, minute: (fields.hour ?? 0) * 60 + (fields.minute ?? 0))
    }

    public static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// "Fri 12:15".
    public var description: String { String(Self.dayNames[weekday - 1].prefix(3)) + " " + clock }

    /// "12:15".
    public var clock: String { String(format: "%02d:%02d", minute / 60, minute % 60) }

    /// The weekday of a calendar date (Sakamoto's method), 1 being Sunday.
    static func weekday(year: Int, month: Int, day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7 + 1
    }
}
