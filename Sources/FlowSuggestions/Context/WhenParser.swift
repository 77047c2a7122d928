import Foundation

/// The moments `flow suggest --at` and `flow donate --time` take: ISO 8601
/// ("2026-11-20T12:15:00+01:00", "2026-11-20 12:15"), a day name and a time
/// ("Fri 12:15", "friday 9:30"), a day alone (now's time that day), a time
/// alone (today), "today", "yesterday", "tomorrow". A day name means that
/// day of the current week, weeks starting on Monday, so a script can
/// replay Monday to Thursday and then ask about Friday.
public enum WhenParser {
    public static func parse(_ text: String, now: Date, timeZone: TimeZone) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // A calendar date ("2026-..."): formatters are costly to make, so only then.
        if trimmed.first?.isNumber == true && trimmed.contains("-") {
            if let instant = ISO8601DateFormatter().date(from: trimmed) { return instant }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
            for format in ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd"] {
                formatter.dateFormat = format
                if let date = formatter.date(from: trimmed) { return date }
            }
            return nil
        }
        var words = trimmed.lowercased().split(separator: " ").map(String.init)
        var day = calendar.startOfDay(for: now)
        if let first = words.first, let shifted = self.day(first, now: now, calendar: calendar) {
            day = shifted
            words.removeFirst()
        }
        var minute = calendar.component(.hour, from: now) * 60 + calendar.component(.minute, from: now)
        if let clock = words.first {
            guard words.count == 1, let parsed = Self.minute(clock) else { return nil }
            minute = parsed
        }
        return calendar.date(bySettingHour: minute / 60, minute: minute % 60, second: 0, of: day)
    }

    /// "12:15" or "9:05" as minutes after midnight.
    static func minute(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), parts[1].count == 2,
              (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        return hour * 60 + minute
    }

    /// The start of the day a word names, or nil when it names none.
    static func day(_ word: String, now: Date, calendar: Calendar) -> Date? {
        let today = calendar.startOfDay(for: now)
        switch word {
        case "today": return today
        case "yesterday": return calendar.date(byAdding: .day, value: -1, to: today)
        case "tomorrow": return calendar.date(byAdding: .day, value: 1, to: today)
        default: break
        }
        guard word.count >= 3, let target = LocalMoment.dayNames.firstIndex(where: { $0.lowercased().hasPrefix(word) }) else { return nil }
        // Days counted from Monday (0) to Sunday (6).
        let fromMonday = { (weekday: Int) in (weekday + 5) % 7 }
        let offset = fromMonday(target + 1) - fromMonday(calendar.component(.weekday, from: now))
        return calendar.date(byAdding: .day, value: offset, to: today)
    }
}
