/// A cron expression, parsed strictly: Vixie cron and cronie's five fields
/// `minute hour day-of-month month day-of-week`, or one of their macros.
///
/// Strict because a schedule that another cron reads differently fires at
/// the wrong time without a word: seconds and year fields, `n/s`, `?`, `L`,
/// `W`, `#` and `H` are rejected with the portable form, and so is an
/// expression that can never fire (`0 0 30 2 *`). What is accepted means
/// the same here as in cronie, including its day rule (see `CronSchedule`).
public struct CronExpression: Hashable, Sendable {
    public let text: String
    public let schedule: CronSchedule
    /// Valid but easy to misread: both day fields restricted.
    public let warnings: [CronWarning]

    static let fieldNames = "'minute hour day-of-month month day-of-week'"

    /// Parses `text`; throws the first problem, with its byte range in `text`.
    public init(_ text: String) throws(CronError) {
        self.text = text
        let bytes = Array(text.utf8)
        let fields = Self.fields(of: bytes)
        guard let first = fields.first else {
            throw CronError(.empty, "the cron expression is empty; write five fields \(Self.fieldNames), as in '30 12 * * MON-FRI', or a macro such as '@daily'",
                            at: 0..<bytes.count)
        }
        if bytes[first.lowerBound] == UInt8(ascii: "@") {
            let word = String(decoding: bytes[first], as: UTF8.self)
            let expansion = try CronMacros.expansion(of: word, at: first)
            if fields.count > 1 {
                throw CronError(.fieldCount, "a macro stands alone; remove what follows '\(word)'",
                                at: fields[1].lowerBound..<fields[fields.count - 1].upperBound)
            }
            // The expansions are valid and carry no warnings.
            let expanded = Array(expansion.utf8)
            schedule = try Self.schedule(of: expanded, fields: Self.fields(of: expanded))
            warnings = []
            return
        }
        guard fields.count == 5 else { throw Self.fieldCountError(bytes, fields) }
        schedule = try Self.schedule(of: bytes, fields: fields)
        let dayFields = fields[2].lowerBound..<fields[4].upperBound
        if !schedule.firesSomeday { throw Self.neverFires(bytes, fields, schedule) }
        if !schedule.dayOfMonthStartsWithStar && !schedule.dayOfWeekStartsWithStar {
            let dom = String(decoding: bytes[fields[2]], as: UTF8.self)
            let dow = String(decoding: bytes[fields[4]], as: UTF8.self)
            warnings = [CronWarning(message: "both day fields are restricted, so this fires on days that match either (cron's rule): day of the month '\(dom)' or day of the week '\(dow)', not only on days that match both; to require both, check one of them in the shortcut",
                                    range: dayFields)]
        } else {
            warnings = []
        }
    }

    /// The byte ranges of the whitespace-separated fields.
    static func fields(of bytes: [UInt8]) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var start: Int?
        for index in 0...bytes.count {
            let isSpace = index == bytes.count || bytes[index] == 0x20 || bytes[index] == 0x09
            if isSpace, let begun = start {
                fields.append(begun..<index)
                start = nil
            } else if !isSpace, start == nil {
                start = index
            }
        }
        return fields
    }

    static func schedule(of bytes: [UInt8], fields: [Range<Int>]) throws(CronError) -> CronSchedule {
        var sets: [UInt64] = []
        for field in CronField.allCases {
            sets.append(try CronFieldParser(bytes: bytes, field: field, range: fields[field.rawValue]).parse())
        }
        let startsWithStar = fields.map { bytes[$0.lowerBound] == UInt8(ascii: "*") }
        return CronSchedule(minutes: sets[0], hours: sets[1], daysOfMonth: sets[2], months: sets[3], daysOfWeek: sets[4],
                            dayOfMonthStartsWithStar: startsWithStar[2], dayOfWeekStartsWithStar: startsWithStar[4],
                            minuteStartsWithStar: startsWithStar[0], hourStartsWithStar: startsWithStar[1])
    }
}
