/// Strings: the common case (plain ASCII, no escapes) is one scan and one
/// copy; escapes and other characters take the careful path, which checks
/// the UTF-8 itself so an invalid byte is reported where it is.
extension JSONParser {
    /// The string starting at the opening quote under `position`.
    mutating func string() throws(JSONSyntaxError) -> String {
        let opening = position
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            position += 1
        }
        var scratch: [UInt8] = []
        scratch.reserveCapacity(position - start + 16)
        scratch.append(contentsOf: bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &scratch)
            case 0..<0x20:
                throw failure("a control character (U+\(hex(UInt32(byte), width: 4))) in a string must be written as an escape")
            case 0x80...:
                let length = try utf8Sequence()
                scratch.append(contentsOf: bytes[position..<position + length])
                position += length
            default:
                scratch.append(byte)
                position += 1
            }
        }
        throw failure("the string that starts here has no closing quote", at: opening)
    }

    /// One escape after its backslash, appended as UTF-8.
    private mutating func escape(into scratch: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = position
        guard position + 1 < bytes.count else { throw failure("the input ends inside an escape") }
        let letter = bytes[position + 1]
        position += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(letter)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            var scalar = UInt32(unit)
            if (0xDC00...0xDFFF).contains(unit) {
                throw failure("\\u\(hex(UInt32(unit), width: 4)) is the second half of a surrogate pair without its first half", at: backslash)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw failure("\\u\(hex(UInt32(unit), width: 4)) is the first half of a surrogate pair without its second half", at: backslash)
                }
                position += 2
                let low = try hexUnit()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure("\\u\(hex(UInt32(unit), width: 4)) is the first half of a surrogate pair, but \\u\(hex(UInt32(low), width: 4)) is not a second half",
                                  at: backslash)
                }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            }
            appendUTF8(scalar, to: &scratch)
        default:
            throw failure("'\\\(Unicode.Scalar(letter))' is not an escape; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", at: backslash)
        }
    }

    /// Four hex digits after `\u`.
    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt16 {
        guard bytes.count - position >= 4 else { throw failure("\\u needs four hex digits") }
        var unit: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[position + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("\\u needs four hex digits", at: position + offset)
            }
            unit = unit << 4 | UInt16(digit)
        }
        position += 4
        return unit
    }

    /// The length of the valid UTF-8 sequence at `position` (its first byte
    /// is 0x80 or more), or an error there: no overlong forms, no encoded
    /// surrogates, nothing past U+10FFFF (the Unicode standard's table 3-7).
    private func utf8Sequence() throws(JSONSyntaxError) -> Int {
        let first = bytes[position]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw failure("invalid UTF-8: the byte 0x\(hex(UInt32(first), width: 2)) cannot start a character")
        }
        for offset in 1..<length {
            guard position + offset < bytes.count else { throw failure("invalid UTF-8: the input ends inside a character") }
            let byte = bytes[position + offset]
            let range = offset == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else {
                throw failure("invalid UTF-8: the byte 0x\(hex(UInt32(byte), width: 2)) cannot continue the character that starts at byte \(position)",
                              at: position + offset)
            }
        }
        return length
    }

    private func appendUTF8(_ scalar: UInt32, to scratch: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    private func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
}
