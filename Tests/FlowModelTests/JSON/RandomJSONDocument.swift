import Foundation
import FlowModel
import FlowTestSupport

/// A random JSON document as text, with the value it must read as built
/// beside it (not by parsing): nesting, whitespace, every escape including
/// surrogate pairs, and numbers from 1e-30 to 1e30 with up to 30
/// significant digits written as integers, fractions and exponents.
struct RandomJSONDocument {
    var text = ""
    var expected: RuntimeValue = .nothing

    static func make(using generator: inout SeededGenerator) -> RandomJSONDocument {
        var document = RandomJSONDocument()
        document.expected = document.value(depth: 0, using: &generator)
        return document
    }

    private mutating func space(using generator: inout SeededGenerator) {
        text += ["", "", " ", "\n  ", "\t", "\r\n"].randomElement(using: &generator)!
    }

    private mutating func value(depth: Int, using generator: inout SeededGenerator) -> RuntimeValue {
        space(using: &generator)
        defer { space(using: &generator) }
        // The document itself is an object or an array; deep down, only scalars.
        let kind = depth == 0 ? Int.random(in: 0...1, using: &generator)
            : depth >= 6 ? Int.random(in: 2...6, using: &generator) : Int.random(in: 0...6, using: &generator)
        switch kind {
        case 0:
            text += "["
            var items: [RuntimeValue] = []
            for index in 0..<Int.random(in: depth == 0 ? 1...8 : 0...5, using: &generator) {
                if index > 0 { text += "," }
                items.append(value(depth: depth + 1, using: &generator))
            }
            if items.isEmpty { space(using: &generator) }
            text += "]"
            return .list(items)
        case 1:
            text += "{"
            var entries: [RuntimeValue.Entry] = []
            for index in 0..<Int.random(in: depth == 0 ? 1...8 : 0...5, using: &generator) {
                if index > 0 { text += "," }
                space(using: &generator)
                // Unique keys (a repeated key is its own test): the index makes each one different.
                let key = string(using: &generator) + "#\(index)"
                text.removeLast()
                text += "#\(index)\""
                space(using: &generator)
                text += ":"
                entries.append(.init(key: key, value: value(depth: depth + 1, using: &generator)))
            }
            if entries.isEmpty { space(using: &generator) }
            text += "}"
            return .dictionary(entries)
        case 2, 3:
            return number(using: &generator)
        case 4, 5:
            return .string(string(using: &generator))
        default:
            let word = [("true", RuntimeValue.boolean(true)), ("false", .boolean(false)), ("null", .nothing)].randomElement(using: &generator)!
            text += word.0
            return word.1
        }
    }

    /// A string literal appended to `text`; the string it stands for returned.
    private mutating func string(using generator: inout SeededGenerator) -> String {
        var written = "\""
        var meant = ""
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            switch Int.random(in: 0...9, using: &generator) {
            case 0...3:
                let letter = Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
                if letter == "\"" || letter == "\\" {
                    written += "\\" + String(letter)
                } else {
                    written.append(letter)
                }
                meant.append(letter)
            case 4:
                let escape = [("\\n", "\n"), ("\\t", "\t"), ("\\r", "\r"), ("\\b", "\u{08}"), ("\\f", "\u{0C}"), ("\\/", "/"),
                              ("\\\"", "\""), ("\\\\", "\\"), ("\\u0001", "\u{01}"), ("\\u001F", "\u{1F}")].randomElement(using: &generator)!
                written += escape.0
                meant += escape.1
            case 5, 6:
                // A character of the basic plane (not a surrogate), raw or as \uXXXX.
                var scalar: Unicode.Scalar?
                while scalar == nil { scalar = Unicode.Scalar(UInt32.random(in: 0xA0...0xFFFD, using: &generator)) }
                written += Bool.random(using: &generator) ? String(scalar!) : "\\u" + String(format: Bool.random(using: &generator) ? "%04X" : "%04x", scalar!.value)
                meant.unicodeScalars.append(scalar!)
            default:
                // Beyond the basic plane: raw, or as a surrogate pair.
                let scalar = Unicode.Scalar(UInt32.random(in: 0x10000...0x10FFFF, using: &generator))!
                if Bool.random(using: &generator) {
                    written += String(scalar)
                } else {
                    let offset = scalar.value - 0x10000
                    written += String(format: "\\u%04X\\u%04X", 0xD800 + (offset >> 10), 0xDC00 + (offset & 0x3FF))
                }
                meant.unicodeScalars.append(scalar)
            }
        }
        text += written + "\""
        return meant
    }

    /// A number between 1e-30 and 1e30 in size with 1 to 30 significant digits.
    private mutating func number(using generator: inout SeededGenerator) -> RuntimeValue {
        let count = Int.random(in: 1...30, using: &generator)
        var digits = String(Int.random(in: 1...9, using: &generator))
        for _ in 1..<count { digits += String(Int.random(in: 0...9, using: &generator)) }
        // The value is 0.DIGITS × 10^magnitude, so it lies in [1e-31, 1e30).
        let magnitude = Int.random(in: -29...30, using: &generator)
        let isNegative = Bool.random(using: &generator)
        let sign = isNegative ? "-" : ""
        let significand = UInt128(digits)!
        // Digits before the point, when written without an exponent.
        let point = magnitude
        switch Int.random(in: 0...2, using: &generator) {
        case 0 where point >= count:
            // A whole number: the digits and zeros.
            let whole = digits + String(repeating: "0", count: point - count)
            text += sign + whole
            if let small = Int(sign + whole) { return .integer(small) }
            return .decimal(DecimalParts(isNegative: isNegative, significand: UInt128(whole)!, exponent: 0).decimal!)
        case 0, 1 where point < count:
            // A fraction: "123.45" or "0.00012345".
            if point > 0 {
                text += sign + digits.prefix(point) + "." + digits.dropFirst(point)
            } else {
                text += sign + "0." + String(repeating: "0", count: -point) + digits
            }
            return .decimal(DecimalParts(isNegative: isNegative, significand: significand, exponent: point - count).decimal!)
        default:
            // An exponent: "1.2345e-7", "12345E+3", "1.5e30".
            let e = Bool.random(using: &generator) ? "e" : "E"
            if Bool.random(using: &generator) {
                let exponent = point - 1
                text += sign + digits.prefix(1) + (count > 1 ? "." + digits.dropFirst() : "") + e + (exponent >= 0 && Bool.random(using: &generator) ? "+" : "") + String(exponent)
            } else {
                let exponent = point - count
                text += sign + digits + e + (exponent >= 0 && Bool.random(using: &generator) ? "+" : "") + String(exponent)
            }
            return .decimal(DecimalParts(isNegative: isNegative, significand: significand, exponent: point - count).decimal!)
        }
    }
}
