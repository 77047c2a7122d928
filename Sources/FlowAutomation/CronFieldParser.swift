import FlowDiagnostics

/// Parses one field of a cron expression into a bitset.
///
///     field = term { "," term } ;
///     term  = ( "*" | value [ "-" value ] ) [ "/" number ] ;
///     value = number | name ;      (* names: month and day-of-week only *)
///
/// Works on the expression's UTF-8 bytes so every error carries the exact
/// byte range of what it is about.
struct CronFieldParser {
    let bytes: [UInt8]
    let field: CronField
    /// The field's bytes within `bytes`.
    let range: Range<Int>

    func parse() throws(CronError) -> UInt64 {
        var result: UInt64 = 0
        var termStart = range.lowerBound
        for index in range.lowerBound...range.upperBound where index == range.upperBound || bytes[index] == UInt8(ascii: ",") {
            guard termStart < index else {
                let at = index < range.upperBound ? index..<index + 1 : index - 1..<index
                throw CronError(.syntax, "empty item in the \(field.fieldName) list; remove the extra ','", at: at)
            }
            result |= try parseTerm(termStart..<index)
            termStart = index + 1
        }
        return result
    }

    /// What one value of a term was written as.
    private struct Value {
        var number: Int
        var range: Range<Int>
        var isName: Bool
    }

    private func parseTerm(_ term: Range<Int>) throws(CronError) -> UInt64 {
        try rejectExtensions(in: term)
        var index = term.lowerBound
        var low: Value
        var high: Value
        var isStar = false
        var isRange = false
        if bytes[index] == UInt8(ascii: "*") {
            isStar = true
            index += 1
            low = Value(number: field.bounds.lowerBound, range: term.lowerBound..<index, isName: false)
            high = Value(number: field.bounds.upperBound, range: low.range, isName: false)
        } else {
            low = try value(at: &index, in: term, after: nil)
            high = low
            if index < term.upperBound, bytes[index] == UInt8(ascii: "-") {
                index += 1
                high = try value(at: &index, in: term, after: "-")
                isRange = true
            }
        }
        var step = 1
        if index < term.upperBound, bytes[index] == UInt8(ascii: "/") {
            index += 1
            let stepStart = index
            guard index < term.upperBound, Self.isDigit(bytes[index]) else {
                throw CronError(.syntax, "expected a number after '/', the step, as in '*/15'", at: stepStart - 1..<min(stepStart + 1, term.upperBound))
            }
            step = number(at: &index, in: term)
            try checkStep(step, at: stepStart..<index, term: term, first: low, isStar: isStar, isRange: isRange)
        }
        if index < term.upperBound { throw unexpected(at: index) }
        if !isStar {
            try checkInRange(low)
            try checkInRange(high)
        }
        // The weekday form FRI-SUN (5-0) means 5-7: Sunday is also 7.
        if field == .dayOfWeek, isRange, high.number == 0, low.number > 0 { high.number = 7 }
        if low.number > high.number { throw reversed(low, high, term: term) }
        var bits: UInt64 = 0
        for value in stride(from: low.number, through: high.number, by: step) { bits |= 1 << UInt64(value) }
        return bits
    }

    // MARK: - Values

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// Digits at `index`, saturating far above any field's range so a
    /// thousand-digit number is just out of range.
    private func number(at index: inout Int, in term: Range<Int>) -> Int {
        var value = 0
        while index < term.upperBound, Self.isDigit(bytes[index]) {
            value = min(value * 10 + Int(bytes[index] - 0x30), 1_000_000)
            index += 1
        }
        return value
    }

    private func value(at index: inout Int, in term: Range<Int>, after previous: String?) throws(CronError) -> Value {
        let start = index
        if index < term.upperBound, Self.isDigit(bytes[index]) {
            let number = number(at: &index, in: term)
            return Value(number: number, range: start..<index, isName: false)
        }
        if index < term.upperBound, Self.isLetter(bytes[index]) {
            while index < term.upperBound, Self.isLetter(bytes[index]) { index += 1 }
            return Value(number: try name(start..<index), range: start..<index, isName: true)
        }
        guard index < term.upperBound else {
            throw CronError(.syntax, "expected a number or a name after '\(previous ?? "")'", at: start - 1..<start)
        }
        throw unexpected(at: index)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// A month or weekday name, any case; anything else is an error that
    /// says what the field takes and, when close, which name was meant.
    private func name(_ range: Range<Int>) throws(CronError) -> Int {
        let word = text(range)
        if let value = field.value(ofName: word) { return value }
        let upper = word.uppercased()
        let owner = CronField.monthNames.contains(upper) ? CronField.month : CronField.dayNames.contains(upper) ? CronField.dayOfWeek : nil
        if let owner {
            throw CronError(.unknownName, "'\(word)' is \(owner.withArticle), not \(field.withArticle); \(field.rangeText)", at: range)
        }
        if field.names.isEmpty {
            throw CronError(.unknownName, "'\(word)' is not \(field.withArticle); \(field.rangeText)", at: range)
        }
        let kind = field == .month ? "month" : "day"
        // "Thursday" and "Sept" mean their first three letters.
        let prefix = upper.count > 3 ? String(upper.prefix(3)) : nil
        guard let suggestion = prefix.flatMap({ field.names.contains($0) ? $0 : nil })
                ?? EditDistance.closest(to: upper, among: field.names) else {
            throw CronError(.unknownName, "unknown \(kind) name '\(word)'; \(field.rangeText)", at: range)
        }
        let matched = Self.matchingCase(of: word, suggestion)
        throw CronError(.unknownName, "unknown \(kind) name '\(word)'; did you mean '\(matched)'? (names are three letters)", at: range,
                        replacement: matched)
    }

    /// `suggestion` in the case style of `word`: "thu", "Thu" or "THU".
    static func matchingCase(of word: String, _ suggestion: String) -> String {
        if word == word.lowercased() { return suggestion.lowercased() }
        if word == word.uppercased() { return suggestion }
        return suggestion.prefix(1) + suggestion.dropFirst().lowercased()
    }

    private func unexpected(at index: Int) -> CronError {
        // The whole character, not one byte of it.
        var end = index + 1
        while end < range.upperBound, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = text(index..<end)
        return CronError(.syntax, "unexpected '\(character)' in the \(field.fieldName) field; a field is '*', a number, a range 'a-b', any of them with a step '/n', or a list of these joined by ','",
                         at: index..<end)
    }

    // MARK: - Checks

    private func checkInRange(_ value: Value) throws(CronError) {
        guard !field.bounds.contains(value.number) else { return }
        let shown = value.number >= 1_000_000 ? text(value.range) : String(value.number)
        throw CronError(.outOfRange, "\(field.noun) \(shown) is out of range; \(field.rangeText)", at: value.range)
    }

    private func checkStep(_ step: Int, at stepRange: Range<Int>, term: Range<Int>, first: Value, isStar: Bool,
                           isRange: Bool) throws(CronError) {
        if step == 0 {
            throw CronError(.step, "a step of 0 selects nothing; a step is 1 or more", at: stepRange)
        }
        if step >= field.valueCount {
            let bounds = field.bounds
            throw CronError(.step, "a step of \(text(stepRange)) is as wide as the \(field.fieldName) field (\(field.valueCount) values, \(bounds.lowerBound) to \(bounds.upperBound)), so it selects only \(first.number); write '\(first.number)'",
                            at: term, replacement: String(first.number))
        }
        if !isStar && !isRange {
            let portable = "\(text(first.range))-\(field.bounds.upperBound)/\(step)"
            throw CronError(.stepWithoutRange, "'\(text(term))' means different things to different crons; write '\(portable)' for every \(step) from \(text(first.range))",
                            at: term, replacement: portable)
        }
    }

    private func reversed(_ low: Value, _ high: Value, term: Range<Int>) -> CronError {
        func shown(_ number: Int, asName: Bool) -> String {
            guard asName, !field.names.isEmpty else { return String(number) }
            let names = field.names
            let index = field == .month ? number - 1 : number % 7
            return names.indices.contains(index) ? Self.matchingCase(of: text(low.range), names[index]) : String(number)
        }
        func span(_ from: Int, _ to: Int) -> String {
            from == to ? shown(from, asName: low.isName) : shown(from, asName: low.isName) + "-" + shown(to, asName: low.isName)
        }
        let bounds = field.bounds
        // Wrapping around the week: 7 is Sunday, so SAT-MON is 6-7,1.
        let wrapped = field == .dayOfWeek ? span(low.number, 7) + "," + span(1, high.number)
            : span(low.number, bounds.upperBound) + "," + span(bounds.lowerBound, high.number)
        return CronError(.reversedRange, "the range '\(text(term))' goes backwards; write '\(span(high.number, low.number))', or '\(wrapped)' to wrap around",
                         at: low.range.lowerBound..<high.range.upperBound)
    }
}
