import Foundation
import FlowModel

/// Numbers as exact decimals for the number actions. A `Double` becomes the
/// decimal its shortest text shows (0.1 is 0.1, not the
/// 0.1000000000000000055511151231257827 that `Decimal(0.1)` can give), so a
/// measurement or duration entered as 2.5 is rounded and formatted as 2.5.
public enum ExactDecimal {
    /// The decimal `value` prints as; nil for NaN, infinities and values a
    /// `Decimal` cannot hold (beyond about 1e165 or below 1e-128).
    public static func from(_ value: Double) -> Decimal? {
        guard value.isFinite else { return nil }
        if value == 0 { return 0 }
        guard let decimal = Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN else { return nil }
        return decimal
    }

    /// The number a run-time value holds, exactly where it is exact:
    /// integers and decimals as they are, currency amounts, durations (in
    /// seconds) and measurements (in their unit) by their shortest text,
    /// and text that reads as a number ("2.50", "-3"); nil for the rest.
    public static func from(_ value: RuntimeValue) -> Decimal? {
        switch value {
        case .integer(let number): return Decimal(number)
        case .decimal(let number): return number.isNaN ? nil : number
        case .currency(let amount, _): return amount.isNaN ? nil : amount
        case .duration(let seconds): return from(seconds)
        case .measurement(let number, _): return from(number)
        case .string(let text):
            // Decimal(string:) reads a prefix ("12abc" is 12): only digits, signs, a point and an exponent.
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
                  let decimal = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN else { return nil }
            return decimal
        default: return nil
        }
    }
}
