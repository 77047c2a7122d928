/// The errors about a whole expression rather than one field.
extension CronExpression {
    /// Six fields are seconds first (Quartz, Spring) or a year last (AWS);
    /// seven are both. Says which field to drop.
    static func fieldCountError(_ bytes: [UInt8], _ fields: [Range<Int>]) -> CronError {
        let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
        switch fields.count {
        case 6:
            let last = text(fields[5])
            // A four-digit number in the last field is a year.
            let digitRuns = last.split { !$0.isNumber }
            if digitRuns.contains(where: { $0.count == 4 }) {
                return CronError(.fieldCount, "cron has no year field; this has six fields, the last one a year: drop '\(last)' to keep the five \(fieldNames), and check the year in the shortcut if it matters",
                                 at: fields[5])
            }
            return CronError(.fieldCount, "cron has no seconds field; this has six fields, the first one seconds: drop '\(text(fields[0]))' to keep the five \(fieldNames)",
                             at: fields[0])
        case 7:
            return CronError(.fieldCount, "cron has no seconds or year fields; this has seven: drop the first '\(text(fields[0]))' and the last '\(text(fields[6]))' to keep the five \(fieldNames)",
                             at: fields[0].lowerBound..<fields[6].upperBound)
        default:
            let whole = fields[0].lowerBound..<fields[fields.count - 1].upperBound
            return CronError(.fieldCount, "a cron expression has five fields \(fieldNames); this has \(fields.count)", at: whole)
        }
    }

    /// Names the fields that cannot meet: a day no selected month has, or,
    /// when the weekday must match too, the three day fields together.
    static func neverFires(_ bytes: [UInt8], _ fields: [Range<Int>], _ schedule: CronSchedule) -> CronError {
        let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
        let dom = text(fields[2])
        let everyWeekday = schedule.daysOfWeek & 0x7F == 0x7F
        if everyWeekday {
            let months = (1...12).filter { schedule.months & (1 << UInt64($0)) != 0 }.map { CronField.monthDisplayNames[$0 - 1] }
            let reason = months.count == 1 ? "\(months[0]) has no day '\(dom)'"
                : months.count <= 3 ? "\(joined(months)) have no day '\(dom)'"
                : "no month in '\(text(fields[3]))' has a day '\(dom)'"
            return CronError(.neverFires, "this schedule never fires: \(reason)", at: fields[2].lowerBound..<fields[3].upperBound)
        }
        return CronError(.neverFires, "this schedule never fires: no date in a whole 400-year cycle of the calendar has day of the month '\(dom)', month '\(text(fields[3]))' and day of the week '\(text(fields[4]))' (a day must match both day fields when one starts with '*')",
                         at: fields[2].lowerBound..<fields[4].upperBound)
    }

    /// "April and June", "April, June and September"
    static func joined(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }
}
