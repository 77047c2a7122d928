/// The days of a schedule's sentence: "on weekdays", "on the 1st and 15th of
/// every month", "on February 29 (leap years only)", and cron's rule that
/// either day field may match when both are restricted: "on the 1st of the
/// month or on Mondays".
extension ScheduleWords {
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The days and months, or nil for every day of every month.
    static func days(_ fields: CronFields) -> String? {
        let monthsAll = fields.months.count == 12
        let domAll = fields.daysOfMonth.count == 31
        let dowAll = fields.daysOfWeek.count == 7
        if fields.daysMatchEither && !domAll && !dowAll {
            // Cron's rule: a day matching either field fires.
            let either = "on " + dayOfMonthList(fields.daysOfMonth) + " of the month or " + weekdays(fields.daysOfWeek)
            return either + (monthsAll ? "" : ", " + inMonths(fields.months))
        }
        if domAll && dowAll || fields.daysMatchEither && (domAll || dowAll) {
            // Every day (with cron's rule, one field naming every day is every day).
            return nil
        }
        switch (domAll, dowAll) {
        case (true, _):
            return weekdays(fields.daysOfWeek) + (monthsAll ? "" : " " + inMonths(fields.months))
        case (false, true):
            return daysOfMonth(fields.daysOfMonth, months: fields.months) + caveat(fields.daysOfMonth, months: fields.months)
        case (false, false):
            // Both restricted and one starts with `*` (`*/2`): a day must match both.
            return daysOfMonth(fields.daysOfMonth, months: fields.months) + ", when that day is " + weekdayNouns(fields.daysOfWeek)
        }
    }

    /// "on the 1st of every month", "on February 29", "on the 1st and 15th
    /// of January and July", "on every 2nd day of the month from the 1st through the 31st".
    static func daysOfMonth(_ days: [Int], months: [Int]) -> String {
        if days.count == 1 && months.count == 1 { return "on " + monthName(months[0]) + " \(days[0])" }
        if let run = Progression(days), run.step > 1 {
            let every = "on every \(ordinal(run.step)) day of the month from the \(ordinal(run.first)) through the \(ordinal(run.last))"
            return every + (months.count == 12 ? "" : ", " + inMonths(months))
        }
        let which = dayOfMonthList(days)
        if months.count == 12 { return "on \(which) of every month" }
        if Progression(months)?.step == 1 && months.count > 2 { return "on \(which) of every month " + inMonths(months) }
        return "on \(which) of " + list(months.map(monthName))
    }

    /// "the 1st", "the 1st and 15th", "the 1st through the 7th", "the 1st through the 5th and the 20th".
    static func dayOfMonthList(_ days: [Int]) -> String {
        let parts = runs(days)
        if parts.allSatisfy({ $0.count == 1 }) { return "the " + list(days.map(ordinal)) }
        return list(parts.map { $0.count == 1 ? "the " + ordinal($0[0]) : "the \(ordinal($0[0])) through the \(ordinal($0[$0.count - 1]))" })
    }

    /// Days of the month that some months do not have: "(leap years only)"
    /// for February 29, "(not in April, June, September or November)" for the 31st.
    static func caveat(_ days: [Int], months: [Int]) -> String {
        guard let earliest = days.first, earliest > 28 else { return "" }
        // The longest each month gets (February: 29, in leap years).
        let longest = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        let skipped = months.filter { longest[$0 - 1] < earliest }
        let leapOnly = months.contains(2) && earliest == 29
        if leapOnly && months == [2] { return " (leap years only)" }
        var notes: [String] = []
        if !skipped.isEmpty { notes.append("not in " + list(skipped.map(monthName), conjunction: "or")) }
        if leapOnly { notes.append("in February only in leap years") }
        return notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
    }

    // MARK: - Days of the week

    /// "on weekdays", "on Sundays", "on Mondays and Thursdays", "on Monday through Thursday".
    static func weekdays(_ days: [Int]) -> String {
        if days == [1, 2, 3, 4, 5] { return "on weekdays" }
        if days == [0, 6] { return "on weekends" }
        let parts = weekRuns(days)
        if parts.allSatisfy({ $0.count <= 2 }) { return "on " + list(parts.flatMap { $0 }.map { weekdayNames[$0] + "s" }) }
        return "on " + list(parts.flatMap { part in
            part.count <= 2 ? part.map { weekdayNames[$0] } : ["\(weekdayNames[part[0]]) through \(weekdayNames[part[part.count - 1]])"]
        })
    }

    /// "a Monday", "a weekday", "a Monday or a Friday".
    static func weekdayNouns(_ days: [Int]) -> String {
        if days == [1, 2, 3, 4, 5] { return "a weekday" }
        return list(weekRuns(days).flatMap { $0 }.map { "a " + weekdayNames[$0] }, conjunction: "or")
    }

    /// Runs of consecutive days in Monday-first order, wrapping past Sunday
    /// (Friday through Monday is one run).
    static func weekRuns(_ days: [Int]) -> [[Int]] {
        let mondayFirst = days.map { ($0 + 6) % 7 }.sorted()
        var parts = runs(mondayFirst)
        // Joined only when that makes a "through": Sunday and Monday alone stay in week order.
        if parts.count > 1, parts[0].first == 0, parts[parts.count - 1].last == 6, parts[0].count + parts[parts.count - 1].count >= 3 {
            parts[0] = parts.removeLast() + parts[0]
            parts.insert(parts.removeFirst(), at: parts.count)
        }
        return parts.map { $0.map { ($0 + 1) % 7 } }
    }

    // MARK: - Months

    /// "in March", "in January and July", "from March through October".
    static func inMonths(_ months: [Int]) -> String {
        if let run = Progression(months), run.step == 1, months.count > 2 {
            return "from \(monthName(run.first)) through \(monthName(run.last))"
        }
        return "in " + list(months.map(monthName))
    }

    static func monthName(_ month: Int) -> String { CronField.monthDisplayNames[month - 1] }

    /// Sorted values split where they stop being consecutive.
    static func runs(_ values: [Int]) -> [[Int]] {
        var parts: [[Int]] = []
        for value in values {
            if let last = parts.last?.last, last + 1 == value { parts[parts.count - 1].append(value) } else { parts.append([value]) }
        }
        return parts
    }
}
