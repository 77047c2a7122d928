import Foundation
import FlowModel

/// How Sort List orders values of any kind, and which are the same for
/// Remove Duplicates. Numbers compare by value, exactly (an Integer and a
/// Decimal: 2 < 2.5 < 3), as do currency amounts of one currency,
/// durations, and measurements of one dimension (1 km > 900 meters); dates
/// by time; text in natural order (`NaturalOrder`). Values of different
/// kinds keep a fixed order of kinds: numbers, then dates, then text, then
/// everything else by its text, and nothing last.
public enum ValueOrdering {
    public static func compare(_ lhs: RuntimeValue, _ rhs: RuntimeValue) -> ComparisonResult {
        let left = key(lhs), right = key(rhs)
        if left.rank != right.rank { return left.rank < right.rank ? .orderedAscending : .orderedDescending }
        switch (left.value, right.value) {
        case (.number(let a), .number(let b)):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.text(let a), .text(let b)):
            return NaturalOrder.compare(a, b)
        case (.money(let codeA, let a), .money(let codeB, let b)):
            if codeA != codeB { return codeA < codeB ? .orderedAscending : .orderedDescending }
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        default:
            return .orderedSame
        }
    }

    /// Whether two values are the same for Remove Duplicates: equal numbers
    /// whatever their kind (2 and 2.0), equal text exactly (case matters,
    /// as Shortcuts keeps "Apple" and "apple"), otherwise equal values.
    public static func isSame(_ lhs: RuntimeValue, _ rhs: RuntimeValue) -> Bool {
        if let a = exactNumber(lhs), let b = exactNumber(rhs) { return a == b }
        return lhs == rhs
    }

    private enum Key {
        case number(Decimal)
        case text(String)
        /// Amounts of one currency compare; currencies apart, by code.
        case money(String, Decimal)
        case none
    }

    /// A rank for the kind and what to compare within it.
    private static func key(_ value: RuntimeValue) -> (rank: Int, value: Key) {
        switch value {
        case .integer, .decimal: return (0, exactNumber(value).map(Key.number) ?? .none)
        case .boolean(let flag): return (1, .number(flag ? 1 : 0))
        case .currency(let amount, let code): return (2, .money(code, amount.isNaN ? 0 : amount))
        case .duration(let seconds): return (4, .number(finite(seconds)))
        case .measurement(let number, let unit):
            // In the dimension's base unit, so kilometres and meters compare; unknown units by their number.
            let dimension = MeasurementUnits.named(unit)?.dimension
            let rank = 10 + (dimension.flatMap { UnitDimension.allCases.firstIndex(of: $0) } ?? UnitDimension.allCases.count)
            if let source = MeasurementUnits.named(unit), let base = MeasurementUnits.units(of: source.dimension).first,
               let converted = try? MeasurementConversion.convert(finite(number), from: source, to: base) {
                return (rank, .number(converted))
            }
            return (rank, .number(finite(number)))
        case .date(let date): return (30, .number(finite(date.timeIntervalSinceReferenceDate)))
        case .string(let text): return (40, .text(text))
        case .nothing: return (99, .none)
        default: return (50, .text(value.description))
        }
    }

    /// A Double as a Decimal to compare. Foundation gives NaN for what a
    /// Decimal cannot hold (beyond about 1e160, below about 1e-128), and NaN
    /// compares with nothing, so those become 0 or the largest magnitudes.
    private static func finite(_ number: Double) -> Decimal {
        if number.isNaN { return 0 }
        let converted = number.isInfinite ? Decimal.nan : Decimal(number)
        if !converted.isNaN { return converted }
        if number.magnitude < 1 { return 0 }
        return number > 0 ? Decimal.greatestFiniteMagnitude : -Decimal.greatestFiniteMagnitude
    }

    static func exactNumber(_ value: RuntimeValue) -> Decimal? {
        switch value {
        case .integer(let number): Decimal(number)
        case .decimal(let number): number.isNaN ? nil : number
        default: nil
        }
    }
}
