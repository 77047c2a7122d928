import FlowAutomation

/// A schedule as five-field cron lines (crontab and Kubernetes), in the
/// zone each line runs in. A calendar schedule is one line in its own zone,
/// written from its field sets so that every field that started with `*`
/// still does (cron's day rule and its daylight-saving handling hang on
/// that); an interval is lines in UTC, where cron's whole minutes can say it.
enum CronLine {
    struct Lines: Equatable {
        var lines: [String]
        /// The zone they run in: the trigger's, or UTC for an interval.
        var zone: String
    }

    static func lines(_ schedule: Schedule, zone: String) -> Result<Lines, ExportRefusal.Reason> {
        switch schedule {
        case .calendar(let cron):
            return .success(Lines(lines: [line(cron.fields)], zone: zone))
        case .interval(let interval):
            guard interval.period % 60 == 0, interval.offset % 60 == 0 else {
                return .failure(.cannotSay("cron counts whole minutes: \(IntervalTerms.words(interval)) cannot be said in cron"))
            }
            guard let terms = IntervalTerms.terms(interval, limit: 24) else {
                return .failure(.cannotSay("\(IntervalTerms.words(interval)) does not repeat every hour, day or week of UTC, so cron cannot say it"))
            }
            return .success(Lines(lines: terms.map(line), zone: "UTC"))
        }
    }

    /// `30 12 * * 1-5`.
    static func line(_ fields: CronFields) -> String {
        let ranges = CronFields.ranges
        // A field that did not start with `*` must not start with it now, even when it names every value.
        func field(_ values: [Int], _ index: Int, starred: Bool) -> String {
            let range = ranges[index]
            guard values == Array(range) else {
                return starred ? FieldText.cronStarred(values, range: range, wrapsAt: index == 4) : FieldText.cron(values, range: range)
            }
            return starred ? "*" : "\(range.lowerBound)-\(range.upperBound)"
        }
        return [field(fields.minutes, 0, starred: fields.minuteStartsWithStar), field(fields.hours, 1, starred: fields.hourStartsWithStar),
                field(fields.daysOfMonth, 2, starred: fields.dayOfMonthStartsWithStar), FieldText.cron(fields.months, range: ranges[3]),
                field(fields.daysOfWeek, 4, starred: fields.dayOfWeekStartsWithStar)].joined(separator: " ")
    }

    /// An interval's term as a cron line (its seconds are all 0).
    static func line(_ term: IntervalTerms.Term) -> String {
        let ranges = CronFields.ranges
        return [FieldText.cron(term.minutes, range: ranges[0]), FieldText.cron(term.hours, range: ranges[1]), "*", "*",
                FieldText.cron(term.weekdays, range: ranges[4])].joined(separator: " ")
    }
}
