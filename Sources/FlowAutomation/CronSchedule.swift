/// A calendar schedule in cron's terms: the set of wall-clock minutes it
/// matches, as one bitset per field, plus the two facts cron's semantics
/// hang on (which day fields start with `*`, and whether it is fixed-time).
///
/// Bitsets make matching O(1) per field and let the search skip a whole
/// month, day or hour with one `trailingZeroBitCount` instead of stepping
/// minute by minute. Built by `CronExpression` (cron text) or `daily(...)`
/// (the friendly forms), so both compile to the same thing.
public struct CronSchedule: Hashable, Sendable {
    /// Bit n: minute n (0–59).
    var minutes: UInt64
    /// Bit n: hour n (0–23).
    var hours: UInt64
    /// Bit n: day n of the month (1–31).
    var daysOfMonth: UInt64
    /// Bit n: month n (1–12).
    var months: UInt64
    /// Bit n: weekday n, 0 = Sunday (7 is folded onto 0).
    var daysOfWeek: UInt64
    /// cronie's day rule: when either day field *starts with* `*`, a day must
    /// match both; when both are restricted, either may match. So `*/2`
    /// counts as unrestricted, as in cronie.
    var dayOfMonthStartsWithStar: Bool
    var dayOfWeekStartsWithStar: Bool
    /// The minute and hour fields' first character is `*` (`*`, `*/15`):
    /// what decides fixed-time against wildcard, as in cronie. Only that
    /// decision counts for equality (see `==`); the flags themselves are for
    /// writing the schedule out again (`fields`).
    var minuteStartsWithStar: Bool
    var hourStartsWithStar: Bool
    /// Neither the minute nor the hour field starts with `*`. A fixed-time
    /// slot that falls in a daylight-saving gap is moved, not dropped, and
    /// one in a repeated hour fires once (see `Schedule+Slots`).
    public var isFixedTime: Bool { !minuteStartsWithStar && !hourStartsWithStar }

    init(minutes: UInt64, hours: UInt64, daysOfMonth: UInt64, months: UInt64, daysOfWeek: UInt64,
         dayOfMonthStartsWithStar: Bool, dayOfWeekStartsWithStar: Bool, minuteStartsWithStar: Bool, hourStartsWithStar: Bool) {
        self.minutes = minutes
        self.hours = hours
        self.daysOfMonth = daysOfMonth
        self.months = months
        // 7 is Sunday too.
        self.daysOfWeek = (daysOfWeek | (daysOfWeek >> 7 & 1)) & 0x7F
        self.dayOfMonthStartsWithStar = dayOfMonthStartsWithStar
        self.dayOfWeekStartsWithStar = dayOfWeekStartsWithStar
        self.minuteStartsWithStar = minuteStartsWithStar
        self.hourStartsWithStar = hourStartsWithStar
    }

    /// `every day at 07:30` and `at 22:00 on mon-fri`: one fixed time on the
    /// given weekdays (bit 0 = Sunday), as `30 7 * * *` and `0 22 * * 1-5`.
    public static func daily(hour: Int, minute: Int, weekdays: UInt8 = 0x7F) -> CronSchedule {
        let everyDay = weekdays & 0x7F == 0x7F
        return CronSchedule(minutes: 1 << UInt64(minute & 63), hours: 1 << UInt64(hour & 31),
                            daysOfMonth: Self.all(CronField.dayOfMonth), months: Self.all(CronField.month),
                            daysOfWeek: UInt64(weekdays & 0x7F), dayOfMonthStartsWithStar: true,
                            dayOfWeekStartsWithStar: everyDay, minuteStartsWithStar: false, hourStartsWithStar: false)
    }

    /// Every value of a field, as a bitset.
    static func all(_ field: CronField) -> UInt64 {
        bits(field.bounds.lowerBound, through: field.bounds.upperBound)
    }

    /// Bits `low` through `high` (both 0–63).
    static func bits(_ low: Int, through high: Int) -> UInt64 {
        guard low <= high, low >= 0, high < 64 else { return 0 }
        let upper: UInt64 = high == 63 ? ~0 : (1 << UInt64(high + 1)) - 1
        return upper & ~((1 << UInt64(low)) - 1)
    }

    /// The bits of `set` at positions `from` and above (0 when `from` ≥ 64).
    @inline(__always)
    static func bits(of set: UInt64, from: Int) -> UInt64 {
        from >= 64 ? 0 : from <= 0 ? set : set & ~((1 << UInt64(from)) - 1)
    }

    /// The days of a month that match both day fields under the day rule,
    /// as bits 1–31.
    /// - Complexity: O(1): the weekday set is laid over the month as a
    ///   7-bit pattern repeated, starting at the weekday of the 1st.
    func matchingDays(year: Int64, month: Int) -> UInt64 {
        let count = CivilCalendar.daysInMonth(year: year, month: month)
        let first = CivilCalendar.weekday(days: CivilCalendar.days(year: year, month: month, day: 1))
        var pattern: UInt64 = 0
        for offset in 0..<7 where daysOfWeek & (1 << UInt64((first + offset) % 7)) != 0 {
            pattern |= 1 << UInt64(offset)
        }
        let byWeekday = (pattern | pattern << 7 | pattern << 14 | pattern << 21 | pattern << 28) << 1
        let days = dayOfMonthStartsWithStar || dayOfWeekStartsWithStar ? daysOfMonth & byWeekday : daysOfMonth | byWeekday
        return days & Self.bits(1, through: count)
    }

    /// Whether a wall-clock minute matches (seconds are ignored).
    public func matches(_ time: CivilDateTime) -> Bool {
        guard (0...59).contains(time.minute), (0...23).contains(time.hour), (1...12).contains(time.month),
              (1...31).contains(time.day), (-CronSchedule.yearLimit...CronSchedule.yearLimit).contains(time.year) else { return false }
        return minutes & (1 << UInt64(time.minute)) != 0 && hours & (1 << UInt64(time.hour)) != 0
            && months & (1 << UInt64(time.month)) != 0
            && matchingDays(year: Int64(time.year), month: time.month) & (1 << UInt64(time.day)) != 0
    }
}

extension CronSchedule {
    /// Equal when they fire at the same slots: the same sets, day rule and
    /// fixed-time treatment (`*/20 * * * *` is `0,20,40 * * * *`).
    public static func == (lhs: CronSchedule, rhs: CronSchedule) -> Bool {
        lhs.minutes == rhs.minutes && lhs.hours == rhs.hours && lhs.daysOfMonth == rhs.daysOfMonth && lhs.months == rhs.months
            && lhs.daysOfWeek == rhs.daysOfWeek && lhs.dayOfMonthStartsWithStar == rhs.dayOfMonthStartsWithStar
            && lhs.dayOfWeekStartsWithStar == rhs.dayOfWeekStartsWithStar && lhs.isFixedTime == rhs.isFixedTime
    }

    public func hash(into hasher: inout Hasher) {
        for part in [minutes, hours, daysOfMonth, months, daysOfWeek] { hasher.combine(part) }
        hasher.combine(dayOfMonthStartsWithStar)
        hasher.combine(dayOfWeekStartsWithStar)
        hasher.combine(isFixedTime)
    }
}
