extension CronSchedule {
    /// Searches stop at this year (either side of year 0): a valid schedule
    /// fires at least once in every 400-year cycle, so only a start near the
    /// end of time needs the stop, and it keeps the arithmetic far from overflow.
    static let yearLimit = 9999

    /// The first wall-clock minute at or after `start` (local seconds) that
    /// matches, as local seconds; nil when there is none before `yearLimit`.
    ///
    /// - Complexity: O(months searched): a month that does not match is
    ///   skipped with one bit operation, and so are days and hours; within a
    ///   matching hour the minute is one more. Never minute by minute.
    func nextMatch(atOrAfter start: Int64) -> Int64? {
        let limit = Int64(Self.yearLimit)
        guard start < CronSchedule.localSeconds(ofYear: limit + 1),
              start > CronSchedule.localSeconds(ofYear: -limit) else { return nil }
        let firstMinute = CivilCalendar.floorDivide(start + 59, 60) * 60
        var time = CivilDateTime(localSeconds: firstMinute)
        var year = Int64(time.year)
        while year <= limit {
            if months & (1 << UInt64(time.month)) == 0 {
                let later = Self.bits(of: months, from: time.month + 1)
                if later == 0 {
                    year += 1
                    time.month = months.trailingZeroBitCount
                } else {
                    time.month = later.trailingZeroBitCount
                }
                (time.day, time.hour, time.minute) = (1, 0, 0)
                continue
            }
            let days = Self.bits(of: matchingDays(year: year, month: time.month), from: time.day)
            if days == 0 {
                time.month += 1
                if time.month > 12 { year += 1; time.month = 1 }
                (time.day, time.hour, time.minute) = (1, 0, 0)
                continue
            }
            if days.trailingZeroBitCount != time.day {
                (time.day, time.hour, time.minute) = (days.trailingZeroBitCount, 0, 0)
            }
            let hoursLeft = Self.bits(of: hours, from: time.hour)
            if hoursLeft == 0 {
                (time.day, time.hour, time.minute) = (time.day + 1, 0, 0)
                continue
            }
            if hoursLeft.trailingZeroBitCount != time.hour {
                (time.hour, time.minute) = (hoursLeft.trailingZeroBitCount, 0)
            }
            let minutesLeft = Self.bits(of: minutes, from: time.minute)
            if minutesLeft == 0 {
                (time.hour, time.minute) = (time.hour + 1, 0)
                continue
            }
            time.minute = minutesLeft.trailingZeroBitCount
            time.year = Int(year)
            return time.localSeconds
        }
        return nil
    }

    static func localSeconds(ofYear year: Int64) -> Int64 {
        CivilCalendar.days(year: year, month: 1, day: 1) * CivilCalendar.secondsPerDay
    }

    /// Whether any day in one 400-year cycle of the calendar matches: the
    /// Gregorian calendar repeats every 400 years (146,097 days, a whole
    /// number of weeks), so a schedule that misses the cycle never fires.
    /// Minutes and hours are never empty, so only the days can fail.
    /// - Complexity: at most 4,800 month checks, each O(1).
    var firesSomeday: Bool {
        for year in Int64(2000)..<2400 {
            for month in 1...12 where months & (1 << UInt64(month)) != 0 {
                if matchingDays(year: year, month: month) != 0 { return true }
            }
        }
        return false
    }
}
