import Foundation

/// Adjust Date's arithmetic: units added in a calendar, and the starts and
/// ends of periods. Whole units go through the calendar (months keep the
/// day where they can: 31 January + 1 month is 28 or 29 February); a
/// fraction of seconds, minutes or hours is exact time.
public enum DateAdjustment {
    public static let units = [
        "seconds", "minutes", "hours", "days", "weeks", "months", "years",
        "start-of-day", "end-of-day", "start-of-week", "end-of-week",
        "start-of-month", "end-of-month", "start-of-year", "end-of-year",
    ]

    static let components: [String: Calendar.Component] = [
        "seconds": .second, "minutes": .minute, "hours": .hour, "days": .day, "weeks": .weekOfYear, "months": .month, "years": .year,
    ]
    static let seconds: [String: Double] = ["seconds": 1, "minutes": 60, "hours": 3600]
    static let periods: [String: Calendar.Component] = ["day": .day, "week": .weekOfYear, "month": .month, "year": .year]

    public static func adjust(_ date: Date, by amount: Double, _ unit: String, calendar: Calendar) -> Date? {
        if unit.hasPrefix("start-of-") || unit.hasPrefix("end-of-") {
            let isEnd = unit.hasPrefix("end-of-")
            guard let period = periods[String(unit.split(separator: "-").last ?? "")],
                  let interval = calendar.dateInterval(of: period, for: date) else { return nil }
            return isEnd ? interval.end.addingTimeInterval(-1) : interval.start
        }
        guard amount.isFinite, abs(amount) < 1e9 else { return nil }
        if let scale = seconds[unit], amount.rounded() != amount { return date.addingTimeInterval(amount * scale) }
        guard let component = components[unit], amount.rounded() == amount else { return nil }
        return calendar.date(byAdding: component, value: Int(amount), to: date)
    }

    /// Whole units from `start` to `end`, toward zero (negative when `end` is earlier).
    public static func between(_ start: Date, _ end: Date, _ unit: String, calendar: Calendar) -> Int? {
        if let scale = seconds[unit] {
            let value = (end.timeIntervalSince(start) / scale).rounded(.towardZero)
            return abs(value) < 9e15 ? Int(value) : nil
        }
        guard let component = components[unit] else { return nil }
        let parts = calendar.dateComponents([component], from: start, to: end)
        return component == .weekOfYear ? parts.weekOfYear : parts.value(for: component)
    }
}
