/// Byte-level helpers for literal text. Literals are lexed from a small ASCII
/// alphabet, and the Character and Foundation string APIs these replace
/// (`replacingOccurrences`, `contains(String)`, `isNumber`) cost thousands of
/// instructions a literal in `flow check`'s profile. Results are the same.
extension LiteralEvaluator {
    static let underscore = UInt8(ascii: "_")

    /// `text` without its `_` digit separators (a byte filter: removing an
    /// ASCII byte keeps UTF-8 valid, as `replacingOccurrences` did).
    static func withoutUnderscores(_ text: String) -> String {
        guard text.utf8.contains(underscore) else { return text }
        return String(decoding: text.utf8.filter { $0 != underscore }, as: UTF8.self)
    }

    /// `date(_:)` for ASCII text, byte by byte; nil for other text, which
    /// takes the Character path. For ASCII, `isNumber` is exactly 0-9 and a
    /// character is a byte, so the fields and offset come out the same.
    static func asciiDate(_ text: String) -> Value? {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var digits: [Int] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
            digits.append(Int(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0)
        }
        let endsInZ = bytes.last == UInt8(ascii: "Z")
        let tail = bytes.dropFirst(16)
        var offset: Int?
        if endsInZ {
            offset = 0
        } else if bytes.count > 19 || (bytes.count > 16 && (tail.contains(UInt8(ascii: "+")) || tail.contains(UInt8(ascii: "-")))) {
            let sign = tail.contains(UInt8(ascii: "-")) ? -1 : 1
            if digits.count >= 2 { offset = sign * (digits[digits.count - 2] * 60 + digits[digits.count - 1]) }
        }
        let hasTime = bytes.contains(UInt8(ascii: "T"))
        let timeFields = hasTime ? Array(digits.dropFirst(3)) : []
        let clock = offset != nil && !endsInZ ? Array(timeFields.dropLast(2)) : timeFields
        return .date(year: digits[0], month: digits[1], day: digits[2],
                     hour: hasTime ? clock.first : nil, minute: hasTime ? (clock.count > 1 ? clock[1] : 0) : nil,
                     second: hasTime ? (clock.count > 2 ? clock[2] : 0) : nil, offsetMinutes: offset)
    }
}
