/// The syntax of other crons, named rather than reported as stray characters.
extension CronFieldParser {
    /// `?`, `L`, `W`, `#` and `H` belong to Quartz, Spring and Jenkins; each
    /// is named, with what to write instead, rather than reported as a
    /// stray character.
    func rejectExtensions(in term: Range<Int>) throws(CronError) {
        let words = term.split { !Self.isLetter(bytes[$0]) }
        if let question = term.first(where: { bytes[$0] == UInt8(ascii: "?") }) {
            let whole = term.count == 1
            throw CronError(.unsupported, "'?' (no specific value) is a Quartz extension; in five-field cron write '*'",
                            at: question..<question + 1, replacement: whole ? "*" : nil)
        }
        if term.contains(where: { bytes[$0] == UInt8(ascii: "#") }) {
            throw CronError(.unsupported, "'\(text(term))' (the nth weekday of the month) is a Quartz extension; cron cannot say it: run on the seven days it falls in (e.g. days 15-21 for the third) and check the weekday in the shortcut",
                            at: term)
        }
        for word in words {
            let letters = text(word.startIndex..<word.endIndex).uppercased()
            switch letters {
            case "H":
                throw CronError(.unsupported, "'H' (a hashed value) is Jenkins syntax, not cron; pick a fixed value, such as '17'", at: term)
            case "L" where field == .dayOfWeek:
                throw CronError(.unsupported, "'\(text(term))' (the last such weekday of the month) is a Quartz extension; cron cannot say it: run on days 25-31 and check the weekday in the shortcut",
                                at: term)
            case "L" where field == .dayOfMonth, "LW" where field == .dayOfMonth:
                throw CronError(.unsupported, "'\(text(term))' (the last day of the month) is a Quartz extension; cron cannot say it: run on days 28-31 and check in the shortcut that tomorrow is the 1st",
                                at: term)
            case "W" where field == .dayOfMonth:
                throw CronError(.unsupported, "'\(text(term))' (the nearest weekday) is a Quartz extension; cron cannot say it: run on the days around it and check the weekday in the shortcut",
                                at: term)
            default:
                continue
            }
        }
    }
}
