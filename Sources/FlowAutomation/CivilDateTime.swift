/// A wall-clock date and time with no zone attached: what a slot was
/// scheduled for ("02:30 on 2026-03-29"), which may not exist in its zone.
///
/// Internally schedules count *local seconds*: seconds since 1970-01-01 00:00
/// on the wall clock. That line has no gaps and no repeats, which is what
/// matching cron fields needs; the zone maps it to instants (`ZoneRules`).
public struct CivilDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    init(localSeconds: Int64) {
        let days = CivilCalendar.floorDivide(localSeconds, CivilCalendar.secondsPerDay)
        let secondOfDay = Int(localSeconds - days * CivilCalendar.secondsPerDay)
        let date = CivilCalendar.date(days: days)
        self.init(year: Int(date.year), month: date.month, day: date.day,
                  hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60, second: secondOfDay % 60)
    }

    /// Seconds since 1970-01-01 00:00 on the wall clock.
    var localSeconds: Int64 {
        CivilCalendar.days(year: Int64(year), month: month, day: day) * CivilCalendar.secondsPerDay
            + Int64(hour * 3600 + minute * 60 + second)
    }

    /// "02:30", or "02:30:15" when the seconds are not zero.
    public var timeText: String {
        Self.twoDigits(hour) + ":" + Self.twoDigits(minute) + (second == 0 ? "" : ":" + Self.twoDigits(second))
    }

    /// "2026-03-29"
    public var dateText: String {
        let yearText = String(year.magnitude)
        let padded = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
        return (year < 0 ? "-" : "") + padded + "-" + Self.twoDigits(month) + "-" + Self.twoDigits(day)
    }

    /// "2026-03-29 02:30"
    public var description: String { dateText + " " + timeText }

    public static func < (lhs: CivilDateTime, rhs: CivilDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }

    static func twoDigits(_ value: Int) -> String {
        value < 10 && value >= 0 ? "0\(value)" : String(value)
    }
}
