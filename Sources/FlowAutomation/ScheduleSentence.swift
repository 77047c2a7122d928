/// A schedule in words, as the Shortcuts app's Automation tab says a time
/// trigger and as crontab.guru and cronstrue say a cron line: "At 12:30 on
/// weekdays", "Every 15 minutes from 09:00 through 17:45 on weekdays", "At
/// midnight on February 29 (leap years only)". `flow automations`, `flow
/// automations explain` and `flow cron explain` all say a schedule with these
/// words, read from the compiled schedule (so `*/15` and `0,15,30,45` read
/// the same, and the friendly forms read like the cron they compile to).
///
/// Clock times are 24-hour, as the language writes them (`at 07:30`);
/// exactly 00:00 and 12:00 alone are "midnight" and "noon". Day and month
/// names are in full. When both day fields are restricted, cron fires on a
/// day matching *either*, and the sentence says "or".
extension Schedule {
    public var sentence: String {
        switch self {
        case .calendar(let cron): cron.sentence
        case .interval(let interval): interval.sentence
        }
    }
}

extension CronSchedule {
    public var sentence: String {
        let fields = self.fields
        let time = ScheduleWords.time(minutes: fields.minutes, hours: fields.hours)
        if let days = ScheduleWords.days(fields) { return time.text + " " + days }
        // Every day: said after a time ("At 09:00 every day"), implied by a frequency ("Every 15 minutes").
        let months = fields.months.count == 12 ? nil : ScheduleWords.inMonths(fields.months)
        let everyDay = time.isFrequency ? [] : ["every day"]
        return ([time.text] + everyDay + (months.map { [$0] } ?? [])).joined(separator: " ")
    }
}

/// The pieces of a schedule's sentence: times of day, days, months.
enum ScheduleWords {
    // MARK: - Times of day

    /// "At 09:00 and 17:30", "Every 15 minutes from 09:00 through 17:45",
    /// "Every 2 hours from 08:00 through 18:00". A frequency ("Every ...")
    /// needs no "every day" after it.
    static func time(minutes: [Int], hours: [Int]) -> (text: String, isFrequency: Bool) {
        if minutes.count == 1, let step = Progression(hours), step.step > 1, hours.count >= 4 {
            return onceAnHour(at: minutes[0], hours: hours)
        }
        if hours.count == 1, minutes.count > 1, let run = Progression(minutes) {
            let every = run.step == 1 ? "Every minute" : "Every \(run.step) minutes"
            return (every + " from \(clock(hours[0], run.first)) through \(clock(hours[0], run.last))", true)
        }
        if minutes.count * hours.count <= 6 {
            return ("At " + times(hours.flatMap { hour in minutes.map { (hour, $0) } }), false)
        }
        if minutes.count == 1 { return onceAnHour(at: minutes[0], hours: hours) }
        return (minutePattern(minutes) + hourQualifier(hours, minutes: minutes), true)
    }

    /// One minute of each hour in `hours`.
    static func onceAnHour(at minute: Int, hours: [Int]) -> (text: String, isFrequency: Bool) {
        if hours.count == 24 {
            return (minute == 0 ? "Every hour, on the hour" : "At \(count(minute, "minute")) past every hour", true)
        }
        if let step = Progression(hours), step.step > 1 {
            if step.first == 0 && 24 % step.step == 0 && step.last + step.step == 24 {
                return ("Every \(step.step) hours" + (minute == 0 ? "" : ", at \(count(minute, "minute")) past the hour"), true)
            }
            return ("Every \(step.step) hours from \(clock(step.first, minute)) through \(clock(step.last, minute))", true)
        }
        if let run = Progression(hours), run.step == 1 {
            return ("Every hour from \(clock(run.first, minute)) through \(clock(run.last, minute))", true)
        }
        return ("At " + times(hours.map { ($0, minute) }), false)
    }

    /// Several minutes of an hour: "Every 15 minutes", "Every minute from 0
    /// through 29 minutes past the hour", "At 5, 20 and 50 minutes past the hour".
    static func minutePattern(_ minutes: [Int]) -> String {
        if minutes.count == 60 { return "Every minute" }
        guard let run = Progression(minutes) ?? Progression(throughTheHour: minutes) else {
            return "At " + list(minutes.map(String.init)) + " minutes past the hour"
        }
        let every = run.step == 1 ? "Every minute" : "Every \(run.step) minutes"
        if run.coversHour {
            if run.first == 0 && 60 % run.step == 0 { return every }
            if run.first == 0 { return every + " from 0 through \(run.last) minutes past the hour" }
            return every + ", starting at \(count(run.first, "minute")) past the hour"
        }
        return every + " from \(run.first) through \(run.last) minutes past the hour"
    }

    /// Which hours several minutes of each hour are in: none said for every
    /// hour; the first and last time for a run of hours.
    static func hourQualifier(_ hours: [Int], minutes: [Int]) -> String {
        if hours.count == 24 { return "" }
        let coversHour = minutes.count == 60 || (Progression(minutes)?.coversHour ?? false)
        guard let run = Progression(hours) else {
            return ", during the hours " + list(hours.map { clock($0, 0) })
        }
        if run.step == 1 && coversHour {
            // The minutes fill the hours: the first and last times say it exactly.
            return " from \(clock(run.first, minutes[0])) through \(clock(run.last, minutes[minutes.count - 1]))"
        }
        if run.step == 1 { return ", during the hours \(clock(run.first, 0)) through \(clock(run.last, 0))" }
        return ", during every \(ordinal(run.step)) hour from \(clock(run.first, 0)) through \(clock(run.last, 0))"
    }

    /// "09:00, 12:30 and 17:00"; "midnight and noon" when those are all.
    static func times(_ times: [(hour: Int, minute: Int)]) -> String {
        let words = times.allSatisfy { $0.minute == 0 && ($0.hour == 0 || $0.hour == 12) }
        return list(times.map { words ? ($0.hour == 0 ? "midnight" : "noon") : clock($0.hour, $0.minute) })
    }

    static func clock(_ hour: Int, _ minute: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    // MARK: - Words

    /// "a, b and c"
    static func list(_ items: [String], conjunction: String = "and") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }

    /// "1 minute", "5 minutes"
    static func count(_ value: Int, _ unit: String) -> String { "\(value) \(unit)" + (value == 1 ? "" : "s") }

    /// "1st", "2nd", "23rd", "11th"
    static func ordinal(_ value: Int) -> String {
        let suffix = (11...13).contains(value % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][value % 10]
        return "\(value)\(suffix)"
    }
}

/// Values that step evenly from the first to the last (`9-17`, `*/15`,
/// `8-18/2`): at least two, or three when the step is more than one, so
/// `0,30` is a list and `9,10` a run.
struct Progression {
    let first: Int
    let last: Int
    let step: Int

    init?(_ values: [Int]) {
        guard values.count >= 2 else { return nil }
        let step = values[1] - values[0]
        guard step >= 1, step == 1 || values.count >= 3 else { return nil }
        for index in 1..<values.count where values[index] - values[index - 1] != step { return nil }
        first = values[0]
        last = values[values.count - 1]
        self.step = step
    }

    /// Two minutes half an hour apart (`0,30`) step through the hour too.
    init?(throughTheHour minutes: [Int]) {
        guard minutes.count == 2, let step = minutes.last.map({ $0 - minutes[0] }), step > 1, minutes[0] < step, minutes[1] + step > 59 else { return nil }
        first = minutes[0]
        last = minutes[1]
        self.step = step
    }

    /// Minutes that go on through the hour: the next step would pass :59.
    var coversHour: Bool { first < step && last + step > 59 }
}
