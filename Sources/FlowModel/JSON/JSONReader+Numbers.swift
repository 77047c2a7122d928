/// Numbers, read digit by digit into a whole significand and a power of
/// ten: `411.22` is 41122 × 10⁻², the `Decimal` built from exactly that.
extension JSONParser {
    /// What a `Decimal` keeps: digits past the 38th are rounded off (half up)
    /// and counted in the exponent, as a `Decimal` would round them itself.
    static let significantDigits = 38

    mutating func number() throws(JSONSyntaxError) -> RuntimeValue {
        let start = position
        var isNegative = false
        if bytes[position] == UInt8(ascii: "-") {
            isNegative = true
            position += 1
        }
        var significand: UInt128 = 0
        var kept = 0
        var exponent = 0
        var firstDropped: UInt8?
        // A digit: leading zeros are not kept; past the 38th it is dropped, and
        // if it is before the point, the exponent grows by one.
        @inline(__always)
        func take(_ digit: UInt8, fraction: Bool) {
            if kept == 0 && digit == 0 {
                if fraction { exponent -= 1 }
            } else if kept < Self.significantDigits {
                significand = significand &* 10 &+ UInt128(digit)
                kept += 1
                if fraction { exponent -= 1 }
            } else {
                if !fraction { exponent += 1 }
                if firstDropped == nil { firstDropped = digit }
            }
        }
        guard position < bytes.count, isDigit(bytes[position]) else { throw failure("expected a digit after '-'") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) { throw failure("a number cannot start with 0 followed by more digits") }
        } else {
            while position < bytes.count, isDigit(bytes[position]) {
                take(bytes[position] &- UInt8(ascii: "0"), fraction: false)
                position += 1
            }
        }
        var isWhole = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isWhole = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { throw failure("expected a digit after the decimal point") }
            while position < bytes.count, isDigit(bytes[position]) {
                take(bytes[position] &- UInt8(ascii: "0"), fraction: true)
                position += 1
            }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isWhole = false
            position += 1
            var exponentIsNegative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                exponentIsNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else { throw failure("expected a digit in the number's exponent") }
            var written = 0
            while position < bytes.count, isDigit(bytes[position]) {
                // Past a million the number is out of range anyway; stop growing so nothing overflows.
                if written < 1_000_000 { written = written * 10 + Int(bytes[position] &- UInt8(ascii: "0")) }
                position += 1
            }
            exponent += exponentIsNegative ? -written : written
        }
        if isWhole, firstDropped == nil, let whole = Self.integer(significand, exponent: exponent, isNegative: isNegative) {
            return .integer(whole)
        }
        if let firstDropped, firstDropped >= 5 { significand += 1 }
        guard let decimal = DecimalParts(isNegative: isNegative, significand: significand, exponent: exponent).decimal else {
            throw failure("the number \(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<Swift.min(position, start + 40)]), as: UTF8.self))"
                          + "\(position - start > 40 ? "..." : "") is beyond the range of a decimal (about 1e-128 to 3e165)", at: start)
        }
        return .decimal(decimal)
    }

    @inline(__always)
    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// A whole number written without a point or an exponent, when it fits `Int`.
    static func integer(_ significand: UInt128, exponent: Int, isNegative: Bool) -> Int? {
        guard exponent == 0 else { return nil }
        if isNegative {
            guard significand <= UInt128(Int.max) + 1 else { return nil }
            return significand == UInt128(Int.max) + 1 ? Int.min : -Int(significand)
        }
        guard significand <= UInt128(Int.max) else { return nil }
        return Int(significand)
    }
}
