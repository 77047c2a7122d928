/// A calendar schedule's five fields as sets of values, with the facts
/// cron's semantics hang on: which fields start with `*`. What another
/// scheduler needs to say the same schedule in its own terms (`flow export`
/// writes cron lines and systemd `OnCalendar=` from it).
public struct CronFields: Hashable, Sendable {
    /// 0–59.
    public var minutes: [Int]
    /// 0–23.
    public var hours: [Int]
    /// 1–31.
    public var daysOfMonth: [Int]
    /// 1–12.
    public var months: [Int]
    /// 0–6, 0 = Sunday (a 7 written in the cron text is folded onto 0).
    public var daysOfWeek: [Int]
    public var minuteStartsWithStar: Bool
    public var hourStartsWithStar: Bool
    /// cronie's day rule: when either day field starts with `*`, a day must
    /// match both; when both are restricted, either may match.
    public var dayOfMonthStartsWithStar: Bool
    public var dayOfWeekStartsWithStar: Bool

    /// Each field's values when it names every one, in field order:
    /// minute, hour, day of the month, month, day of the week (0–6).
    public static let ranges: [ClosedRange<Int>] = [0...59, 0...23, 1...31, 1...12, 0...6]

    /// Both day fields are restricted, so a day matching either fires.
    public var daysMatchEither: Bool { !dayOfMonthStartsWithStar && !dayOfWeekStartsWithStar }
}

extension CronSchedule {
    /// The schedule's fields as value lists, in ascending order.
    public var fields: CronFields {
        func values(_ set: UInt64, _ range: ClosedRange<Int>) -> [Int] { range.filter { set & (1 << UInt64($0)) != 0 } }
        return CronFields(minutes: values(minutes, 0...59), hours: values(hours, 0...23), daysOfMonth: values(daysOfMonth, 1...31),
                          months: values(months, 1...12), daysOfWeek: values(daysOfWeek, 0...6),
                          minuteStartsWithStar: minuteStartsWithStar, hourStartsWithStar: hourStartsWithStar,
                          dayOfMonthStartsWithStar: dayOfMonthStartsWithStar, dayOfWeekStartsWithStar: dayOfWeekStartsWithStar)
    }
}
