/// A schedule written as text on its own, as `flow cron next` takes it: a
/// cron expression or one of the language's friendly time triggers.
///
///     schedule = "every" "day" "at" time
///              | "at" time [ "on" day { "," day } ]
///              | "every" duration [ "offset" duration ]
///              | cron-expression ;
///
/// Inside a `.flow` file the parser reads the friendly forms and the checker
/// builds the same `Schedule` from their parts.
public struct ScheduleText: Hashable, Sendable {
    public let schedule: Schedule
    public let warnings: [CronWarning]

    public init(_ text: String) throws(CronError) {
        let words = Self.words(text)
        switch words.first?.text.lowercased() {
        case "every" where words.count > 1 && words[1].text.lowercased() == "day":
            guard words.count == 4, words[2].text.lowercased() == "at" else {
                throw CronError(.friendlyForm, "expected 'every day at' and a time, as in 'every day at 07:30'", at: Self.span(words))
            }
            let time = try Self.time(words[3])
            schedule = .calendar(.daily(hour: time.hour, minute: time.minute))
        case "every":
            schedule = .interval(try Self.interval(words))
        case "at":
            schedule = .calendar(try Self.daysAt(words, in: text))
        default:
            let expression = try CronExpression(text)
            schedule = .calendar(expression.schedule)
            warnings = expression.warnings
            return
        }
        warnings = []
    }

    typealias Word = (text: String, range: Range<Int>)

    /// Words split at spaces, with their byte ranges.
    static func words(_ text: String) -> [Word] {
        let bytes = Array(text.utf8)
        return CronExpression.fields(of: bytes).map { (String(decoding: bytes[$0], as: UTF8.self), $0) }
    }

    static func span(_ words: [Word]) -> Range<Int> {
        guard let first = words.first, let last = words.last else { return 0..<0 }
        return first.range.lowerBound..<last.range.upperBound
    }

    /// Re-bases an error about a part of the text onto the whole text.
    static func shifted(_ error: CronError, to range: Range<Int>) -> CronError {
        var error = error
        error.range = range
        return error
    }

    static func time(_ word: Word) throws(CronError) -> (hour: Int, minute: Int) {
        do { return try TimeOfDay.parse(word.text) } catch { throw shifted(error, to: word.range) }
    }

    /// `every 15m offset 2m`
    static func interval(_ words: [Word]) throws(CronError) -> IntervalSchedule {
        guard words.count == 2 || words.count == 4 && words[2].text.lowercased() == "offset" else {
            throw CronError(.friendlyForm, "expected 'every' and a duration, as in 'every 15m' or 'every 15m offset 2m'", at: span(words))
        }
        func duration(_ word: Word) throws(CronError) -> Double {
            guard let seconds = DurationNotation.seconds(word.text) else {
                throw CronError(.friendlyForm, "expected a duration such as 15m, 1h or 1h30m, not '\(word.text)'", at: word.range)
            }
            return seconds
        }
        let period = try duration(words[1])
        let offset = words.count == 4 ? try duration(words[3]) : 0
        do {
            return try IntervalSchedule(period: period, offset: offset)
        } catch {
            throw CronError(.friendlyForm, error.message, at: error.concernsOffset ? words[3].range : words[1].range)
        }
    }

    /// `at 22:00` and `at 22:00 on mon-fri, sat`
    static func daysAt(_ words: [Word], in text: String) throws(CronError) -> CronSchedule {
        guard words.count >= 2 else {
            throw CronError(.friendlyForm, "expected a time after 'at', as in 'at 22:00 on mon-fri'", at: span(words))
        }
        let time = try time(words[1])
        guard words.count > 2 else { return .daily(hour: time.hour, minute: time.minute) }
        guard words[2].text.lowercased() == "on", words.count > 3 else {
            throw CronError(.friendlyForm, "expected 'on' and days after the time, as in 'at 22:00 on mon-fri'", at: span(Array(words[2...])))
        }
        // Days are separated by commas, with or without spaces.
        let bytes = Array(text.utf8)
        var days: UInt8 = 0
        var start = words[3].range.lowerBound
        let end = words[words.count - 1].range.upperBound
        for index in start...end where index == end || bytes[index] == UInt8(ascii: ",") {
            var range = start..<index
            while !range.isEmpty, bytes[range.lowerBound] == 0x20 || bytes[range.lowerBound] == 0x09 { range = range.dropFirst() }
            while !range.isEmpty, bytes[range.upperBound - 1] == 0x20 || bytes[range.upperBound - 1] == 0x09 { range = range.dropLast() }
            let word = String(decoding: bytes[range], as: UTF8.self)
            guard !range.isEmpty, !word.contains(" "), !word.contains("\t") else {
                throw CronError(.friendlyForm, "expected days separated by commas, as in 'mon-fri' or 'sat, sun'", at: range.isEmpty ? start..<min(index + 1, end) : range)
            }
            do { days |= try Weekdays.parse(word) } catch { throw shifted(error, to: range) }
            start = index + 1
        }
        return .daily(hour: time.hour, minute: time.minute, weekdays: days)
    }
}
