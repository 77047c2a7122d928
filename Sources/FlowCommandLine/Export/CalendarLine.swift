import Foundation
import FlowAutomation

/// A schedule as systemd `OnCalendar=` values with the same slots: a
/// calendar schedule in its zone (`Mon..Fri *-*-* 12:30:00 America/Denver`;
/// two values when cron's day rule lets either day field match, since
/// systemd requires both), plus dated values for the slots daylight saving
/// makes systemd skip (see `DaylightSavingExtras`); an interval in UTC.
enum CalendarLine {
    struct Lines: Equatable {
        var lines: [String]
        /// Dated values in UTC for the daylight-saving slots, through `until`.
        var daylightSaving: [String] = []
    }

    /// How many years of daylight-saving slots a timer lists.
    static let years = 10

    static func lines(_ trigger: ExportSchedule, from now: Date) -> Result<Lines, ExportRefusal.Reason> {
        switch trigger.schedule {
        case .calendar(let cron):
            let until = now.addingTimeInterval(Double(years) * 365.25 * 86_400)
            let extras = DaylightSavingExtras.slots(trigger.schedule, zone: trigger.zone, after: now, through: until)
            return .success(Lines(lines: lines(cron.fields, zone: trigger.zoneName), daylightSaving: DaylightSavingExtras.lines(extras)))
        case .interval(let interval):
            guard let terms = IntervalTerms.terms(interval, limit: 24) else {
                return .failure(.cannotSay("\(IntervalTerms.words(interval)) does not repeat every minute, hour, day or week of UTC in a few calendar lines, so OnCalendar= cannot say it"))
            }
            return .success(Lines(lines: terms.map { term in
                (term.weekdays.count == 7 ? "" : weekdays(term.weekdays) + " ") + "*-*-* " + time(term.hours, term.minutes, term.seconds) + " UTC"
            }))
        }
    }

    /// One value when a day must match both day fields (or either field names
    /// every day), else one per day field.
    static func lines(_ fields: CronFields, zone: String) -> [String] {
        let ranges = CronFields.ranges
        let everyDay = fields.daysOfMonth == Array(ranges[2]), everyWeekday = fields.daysOfWeek == Array(ranges[4])
        let clock = time(fields.hours, fields.minutes, [0]) + " " + zone
        func value(weekdays: [Int]?, days: [Int]?) -> String {
            (weekdays.map { self.weekdays($0) + " " } ?? "") + "*-" + FieldText.systemd(fields.months, range: ranges[3]) + "-"
                + (days.map { FieldText.systemd($0, range: ranges[2]) } ?? "*") + " " + clock
        }
        if !fields.daysMatchEither {
            return [value(weekdays: everyWeekday ? nil : fields.daysOfWeek, days: everyDay ? nil : fields.daysOfMonth)]
        }
        if everyDay || everyWeekday { return [value(weekdays: nil, days: nil)] }
        return [value(weekdays: fields.daysOfWeek, days: nil), value(weekdays: nil, days: fields.daysOfMonth)]
    }

    static func time(_ hours: [Int], _ minutes: [Int], _ seconds: [Int]) -> String {
        FieldText.systemd(hours, range: 0...23) + ":" + FieldText.systemd(minutes, range: 0...59) + ":" + FieldText.systemd(seconds, range: 0...59)
    }

    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// `Mon..Fri`, `Sat,Sun`: in systemd's week, Monday first.
    static func weekdays(_ days: [Int]) -> String {
        let positions = days.map { ($0 + 6) % 7 }.sorted()
        return FieldText.runs(positions, separator: "..") { weekdayNames[($0 + 1) % 7] }
    }
}
