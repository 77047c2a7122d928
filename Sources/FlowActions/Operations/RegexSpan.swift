import Foundation

/// A match as UTF-8 byte ranges of the searched text: the whole match and
/// each group (nil for a group that took no part).
struct RegexSpan: Equatable {
    var whole: Range<Int>
    var groups: [Range<Int>?]

    /// Group `number`'s range, 0 being the whole match.
    func range(of number: Int) -> Range<Int>? {
        number == 0 ? whole : (number <= groups.count ? groups[number - 1] : nil)
    }

    /// The same match `distance` bytes further on.
    func shifted(by distance: Int) -> RegexSpan {
        RegexSpan(whole: (whole.lowerBound + distance)..<(whole.upperBound + distance),
                  groups: groups.map { $0.map { ($0.lowerBound + distance)..<($0.upperBound + distance) } })
    }
}

/// Turns ICU's UTF-16 offsets into UTF-8 offsets of the same text, walking
/// forward from the last position: matches come in order, so the whole text
/// is walked about once. A group can start before where the walk stands
/// (groups of one match are not in order), so it walks again from the
/// match's start, never from the text's.
struct UTF16ToUTF8 {
    let bytes: UnsafeBufferPointer<UInt8>
    let isASCII: Bool
    private var utf16 = 0
    private var utf8 = 0
    private var checkpoint = (utf16: 0, utf8: 0)

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Where every byte is ASCII the two offsets are the same number.
        isASCII = !bytes.contains { $0 >= 0x80 }
    }

    mutating func span(of result: NSTextCheckingResult) -> RegexSpan? {
        guard let whole = range(of: result.range, isMatchStart: true) else { return nil }
        var groups: [Range<Int>?] = []
        groups.reserveCapacity(max(0, result.numberOfRanges - 1))
        if result.numberOfRanges > 1 {
            for index in 1..<result.numberOfRanges {
                groups.append(range(of: result.range(at: index), isMatchStart: false))
            }
        }
        return RegexSpan(whole: whole, groups: groups)
    }

    private mutating func range(of range: NSRange, isMatchStart: Bool) -> Range<Int>? {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0 else { return nil }
        let start = offset(of: range.location)
        if isMatchStart { checkpoint = (utf16, utf8) }
        let end = offset(of: range.location + range.length)
        return start..<max(start, end)
    }

    private mutating func offset(of target: Int) -> Int {
        if isASCII { return min(target, bytes.count) }
        if target < utf16 { (utf16, utf8) = checkpoint }
        if target < utf16 { (utf16, utf8) = (0, 0) }
        while utf16 < target, utf8 < bytes.count {
            let byte = bytes[utf8]
            switch byte {
            case ..<0x80: utf8 += 1; utf16 += 1
            case ..<0xE0: utf8 += 2; utf16 += 1
            case ..<0xF0: utf8 += 3; utf16 += 1
            default: utf8 += 4; utf16 += 2
            }
        }
        return min(utf8, bytes.count)
    }
}
