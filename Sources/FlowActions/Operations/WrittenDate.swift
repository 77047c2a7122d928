import Foundation

/// Get Dates from Input's reader: one date from text, relative to a given
/// "now" and in a given zone, the same answer on every machine. It accepts,
/// and nothing else (an unreadable text is nil, never a guess):
///
/// - ISO 8601: `2026-11-27`, `2026-11-27T09:00`, `2026-11-27 09:00:00`,
///   with `Z` or an offset (`+01:00`, `+0100`) or, without, in the zone;
///   fractional seconds.
/// - RFC 2822 (mail, HTTP): `Fri, 27 Nov 2026 09:00:00 +0100`, the weekday
///   and the seconds optional, `GMT`/`UT`/`Z` for +0000.
/// - Written English, in any case, a day and a time in either order, `at`
///   between them allowed: a day is `today`, `tomorrow`, `yesterday`, a
///   weekday (`friday`, `fri`: today or the next one; `next friday`: after
///   today; `last friday`: before today), `in 3 days`, `2 weeks ago`
///   (minutes, hours, days, weeks, months, years), or a calendar day
///   (`27 November 2026`, `November 27, 2026`, `27 nov`: this year); a time
///   is `9am`, `9:30 pm`, `07:30`, `noon` or `midnight`. A day alone is its
///   midnight; a time alone is today's; `in 3 hours` keeps the minutes of now.
public enum WrittenDate {
    public static func parse(_ text: String, now: Date, zone: TimeZone) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if let date = iso8601(trimmed, zone: zone) ?? rfc2822(trimmed) { return date }
        return written(trimmed.lowercased(), now: now, zone: zone)
    }

    static func formatter(_ pattern: String, zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = zone
        formatter.isLenient = false
        formatter.dateFormat = pattern
        return formatter
    }

    static func iso8601(_ text: String, zone: TimeZone) -> Date? {
        guard text.count >= 10, text.first?.isNumber == true else { return nil }
        let normalized = text.replacingOccurrences(of: " ", with: "T")
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: normalized) { return date }
        }
        let patterns = ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mmXXXXX", "yyyy-MM-dd'T'HH:mm:ssXX", "yyyy-MM-dd'T'HH:mmXX",
                        "yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"]
        for pattern in patterns {
            if let date = formatter(pattern, zone: zone).date(from: normalized) { return date }
        }
        return nil
    }

    static func rfc2822(_ text: String) -> Date? {
        var body = text.replacingOccurrences(of: "  ", with: " ")
        if let comma = body.firstIndex(of: ","), body.distance(from: body.startIndex, to: comma) == 3 {
            body = String(body[body.index(after: comma)...]).trimmingCharacters(in: .whitespaces)
        }
        for zoneName in [" GMT", " UT", " UTC", " Z"] where body.hasSuffix(zoneName) {
            body = String(body.dropLast(zoneName.count)) + " +0000"
        }
        for pattern in ["d MMM yyyy HH:mm:ss Z", "d MMM yyyy HH:mm Z"] {
            if let date = formatter(pattern, zone: TimeZone(secondsFromGMT: 0) ?? .current).date(from: body) { return date }
        }
        return nil
    }

    static func written(_ text: String, now: Date, zone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var words = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        words.removeAll { $0 == "at" || $0 == "on" }
        var time: (hour: Int, minute: Int)?
        var day: Date?
        var keepsTime = false
        var index = 0
        while index < words.count {
            if time == nil, let read = clock(words, from: index) {
                time = read.time
                index += read.used
            } else if day == nil, let read = relativeDay(words, from: index, now: now, calendar: calendar) {
                day = read.date
                keepsTime = read.keepsTime
                index += read.used
            } else if day == nil, let read = calendarDay(words, from: index, now: now, calendar: calendar) {
                day = read.date
                index += read.used
            } else {
                return nil
            }
        }
        guard time != nil || day != nil else { return nil }
        let base = day ?? calendar.startOfDay(for: now)
        guard let time else { return keepsTime ? base : calendar.startOfDay(for: base) }
        return calendar.date(bySettingHour: time.hour, minute: time.minute, second: 0, of: base)
    }

    /// `9am`, `9 am`, `9:30pm`, `07:30`, `noon`, `midnight`: the time and how many words it took.
    static func clock(_ words: [String], from index: Int) -> (time: (hour: Int, minute: Int), used: Int)? {
        let word = words[index]
        if word == "noon" { return ((12, 0), 1) }
        if word == "midnight" { return ((0, 0), 1) }
        var digits = word
        var meridiem: String?
        var used = 1
        for suffix in ["am", "pm", "a.m.", "p.m."] where word.hasSuffix(suffix) {
            digits = String(word.dropLast(suffix.count))
            meridiem = String(suffix.prefix(1))
        }
        if meridiem == nil, index + 1 < words.count, ["am", "pm", "a.m.", "p.m."].contains(words[index + 1]) {
            meridiem = String(words[index + 1].prefix(1))
            used = 2
        }
        let parts = digits.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) }),
              var hour = Int(parts[0]), let minute = parts.count == 2 ? Int(parts[1]) : 0, (0...59).contains(minute) else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "p" ? 12 : 0)
        } else {
            guard parts.count == 2, (0...23).contains(hour) else { return nil }
        }
        return ((hour, minute), used)
    }

    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
    static let units: [String: Calendar.Component] = [
        "minute": .minute, "hour": .hour, "day": .day, "week": .weekOfYear, "month": .month, "year": .year,
    ]

    /// A name in a list by its whole or its first three letters (`fri`, `nov`); its index.
    static func named(_ word: String, in names: [String]) -> Int? {
        names.firstIndex { $0 == word || (word.count >= 3 && $0.hasPrefix(word)) }
    }

    static func unit(_ word: String) -> Calendar.Component? {
        units[word] ?? (word.hasSuffix("s") ? units[String(word.dropLast())] : nil)
    }

    static func relativeDay(_ words: [String], from index: Int, now: Date, calendar: Calendar) -> (date: Date, keepsTime: Bool, used: Int)? {
        let word = words[index]
        let today = calendar.startOfDay(for: now)
        switch word {
        case "today", "tonight": return (today, false, 1)
        case "tomorrow": return calendar.date(byAdding: .day, value: 1, to: today).map { ($0, false, 1) }
        case "yesterday": return calendar.date(byAdding: .day, value: -1, to: today).map { ($0, false, 1) }
        default: break
        }
        if word == "in", index + 2 < words.count, let count = Int(words[index + 1]), let component = unit(words[index + 2]) {
            return calendar.date(byAdding: component, value: count, to: now).map { ($0, true, 3) }
        }
        if let count = Int(word), index + 2 < words.count, words[index + 2] == "ago", let component = unit(words[index + 1]) {
            return calendar.date(byAdding: component, value: -count, to: now).map { ($0, true, 3) }
        }
        var direction = 0
        var used = 1
        var name = word
        if ["next", "last", "this"].contains(word), index + 1 < words.count {
            direction = word == "next" ? 1 : word == "last" ? -1 : 0
            name = words[index + 1]
            used = 2
        }
        guard let weekday = named(name, in: weekdays) else { return nil }
        let todayWeekday = calendar.component(.weekday, from: today) - 1
        var offset = (weekday - todayWeekday + 7) % 7
        if direction == 1, offset == 0 { offset = 7 }
        if direction == -1 { offset = offset == 0 ? -7 : offset - 7 }
        return calendar.date(byAdding: .day, value: offset, to: today).map { ($0, false, used) }
    }

    /// `27 november 2026`, `november 27 2026`, `27 nov` (this year).
    static func calendarDay(_ words: [String], from index: Int, now: Date, calendar: Calendar) -> (date: Date, used: Int)? {
        func dayNumber(_ word: String) -> Int? {
            let digits = word.hasSuffix("st") || word.hasSuffix("nd") || word.hasSuffix("rd") || word.hasSuffix("th") ? String(word.dropLast(2)) : word
            return Int(digits).flatMap { (1...31).contains($0) ? $0 : nil }
        }
        guard index + 1 < words.count else { return nil }
        var day: Int?
        var month: Int?
        if let number = dayNumber(words[index]), let name = named(words[index + 1], in: months) {
            (day, month) = (number, name + 1)
        } else if let name = named(words[index], in: months), let number = dayNumber(words[index + 1]) {
            (day, month) = (number, name + 1)
        }
        guard let day, let month else { return nil }
        var used = 2
        var year = calendar.component(.year, from: now)
        if index + 2 < words.count, words[index + 2].count == 4, let written = Int(words[index + 2]) {
            year = written
            used = 3
        }
        let components = DateComponents(year: year, month: month, day: day)
        guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
        return (date, used)
    }
}
