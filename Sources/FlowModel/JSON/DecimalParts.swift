import Foundation

/// A decimal number as its digits: a sign, a whole number of significant
/// digits and a power of ten (`411.22` is 41122 × 10⁻²).
///
/// JSON numbers travel between text and `Decimal` through this, never through
/// `Double`: 411.22 has no binary form, and `Decimal(411.22 as Double)` is
/// 411.2200000000001024. Building the `Decimal` from its parts is exact and
/// costs no parsing (`Decimal(string:)` reads the text a second time).
public struct DecimalParts: Sendable, Equatable {
    public var isNegative: Bool
    /// The significant digits as a whole number; `Decimal` holds 128 bits of them (38 digits and some).
    public var significand: UInt128
    public var exponent: Int

    /// The powers of ten a `Decimal` can carry.
    public static let exponentRange = -128...127

    public init(isNegative: Bool, significand: UInt128, exponent: Int) {
        self.isNegative = isNegative
        self.significand = significand
        self.exponent = exponent
    }

    /// The parts of a `Decimal`; nil for NaN, which has none.
    public init?(_ decimal: Decimal) {
        guard !decimal.isNaN, let significand = UInt128(decimal.significand.description) else { return nil }
        self.init(isNegative: decimal.sign == .minus && significand != 0, significand: significand, exponent: decimal.exponent)
    }

    /// The `Decimal` with these digits, or nil when the power of ten is
    /// beyond what a `Decimal` carries even after moving zeros between the
    /// significand and the exponent (`1000e-130` is `1e-127`; `1e-200` is nil).
    /// A `Decimal` keeps no trailing zeros: `1.50` is `1.5`, the same value.
    public var decimal: Decimal? {
        var significand = self.significand
        var exponent = self.exponent
        while significand != 0, significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        // Room in the significand can lower a too-large exponent (1e130 is 1000e127).
        while exponent > Self.exponentRange.upperBound, significand != 0, significand <= UInt128.max / 10 {
            significand *= 10
            exponent -= 1
        }
        if significand == 0 { return Decimal(0) }
        guard Self.exponentRange.contains(exponent) else { return nil }
        // Built from whole numbers and a power of ten: exact, and no text to read again.
        let split: UInt128 = 10_000_000_000_000_000_000
        var whole = Decimal(UInt64(truncatingIfNeeded: significand % split))
        if significand >= split { whole += Decimal(UInt64(truncatingIfNeeded: significand / split)) * Decimal(UInt64(truncatingIfNeeded: split)) }
        let result = Decimal(sign: isNegative ? .minus : .plus, exponent: exponent, significand: whole)
        return result.isNaN ? nil : result
    }

    /// The number as JSON text with exactly these digits: plain when that is
    /// short (`411.22`, `0.0005`, `150.0`), else one digit before the point
    /// and an exponent (`1.5e200`, `2.25e-19`). A whole number keeps a `.0`,
    /// so it reads back as a decimal, not an integer. Read back, the text
    /// gives the same number.
    public var jsonText: String {
        let digits = String(significand)
        var text = isNegative ? "-" : ""
        let point = digits.count + exponent
        if exponent >= 0 && point <= 40 {
            text += digits + String(repeating: "0", count: exponent) + ".0"
        } else if exponent < 0 && point > 0 {
            text += digits.prefix(point) + "." + digits.dropFirst(point)
        } else if exponent < 0 && point > -6 {
            text += "0." + String(repeating: "0", count: -point) + digits
        } else {
            text += digits.prefix(1) + (digits.count > 1 ? "." + digits.dropFirst() : "") + "e" + String(point - 1)
        }
        return text
    }
}

extension Decimal {
    /// This number as JSON text with exactly its digits (`null` for NaN, which JSON has no word for).
    public var jsonText: String { DecimalParts(self)?.jsonText ?? "null" }
}
