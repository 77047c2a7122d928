import Foundation

/// Calculate Statistics over a list of numbers, exactly on `Decimal`
/// (the average of 0.1, 0.2 and 0.3 is 0.2, not 0.20000000000000004).
/// Every measure of an empty list is nil: there is no average of nothing,
/// and 0 would be a wrong answer that looks right. So is a result beyond
/// `Decimal` (a sum past about 10^165; a standard deviation of numbers so
/// small that their squares, below about 10^-100, defeat Foundation's division).
public enum StatisticsMeasure: String, CaseIterable, Sendable {
    case average
    case minimum
    case maximum
    case sum
    case product
    case median
    /// The most frequent value; a tie goes to the one that comes first in
    /// the list (Shortcuts returns one value, not the set of modes).
    case mode
    /// Maximum minus minimum.
    case range
    /// Sample standard deviation (divides by n - 1, as Shortcuts, Numbers'
    /// STDEV and Python's `statistics.stdev` do); one number gives 0.
    case standardDeviation = "standard deviation"
    /// Population standard deviation (divides by n, Numbers' STDEVP).
    case populationStandardDeviation = "population standard deviation"
}

public enum Statistics {
    /// `measure` of `values`; nil for an empty list, or when a sum or
    /// product goes beyond what `Decimal` holds (about 10^165).
    public static func compute(_ measure: StatisticsMeasure, of values: [Decimal]) -> Decimal? {
        guard !values.isEmpty, !values.contains(where: \.isNaN) else { return nil }
        let result: Decimal?
        switch measure {
        case .average: result = sum(values).map { $0 / Decimal(values.count) }
        case .minimum: result = values.min()
        case .maximum: result = values.max()
        case .sum: result = sum(values)
        case .product: result = values.reduce(Decimal(1)) { $0 * $1 }
        case .median:
            let sorted = values.sorted()
            let middle = sorted.count / 2
            result = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        case .mode: result = mode(values)
        case .range: result = values.max().flatMap { maximum in values.min().map { maximum - $0 } }
        case .standardDeviation: result = standardDeviation(values, sample: true)
        case .populationStandardDeviation: result = standardDeviation(values, sample: false)
        }
        guard let result, !result.isNaN else { return nil }
        return result
    }

    static func sum(_ values: [Decimal]) -> Decimal? {
        let total = values.reduce(Decimal(0), +)
        return total.isNaN ? nil : total
    }

    /// The most frequent value, the earliest in the list on a tie. Equal
    /// decimals count together whatever their scale (2.50 and 2.5).
    static func mode(_ values: [Decimal]) -> Decimal? {
        var counts: [Decimal: Int] = [:]
        var best: (value: Decimal, count: Int)?
        for value in values {
            let count = counts[value, default: 0] + 1
            counts[value] = count
            if count > best?.count ?? 0 { best = (value, count) }
        }
        // The first to reach the top count wins, so scan again for the first at it.
        guard let top = best?.count else { return nil }
        return values.first { counts[$0] == top }
    }

    /// The square root of the mean squared deviation, computed in `Decimal`
    /// by Newton's method (Foundation has no Decimal square root; through
    /// Double the answer would keep only 15 to 17 digits).
    static func standardDeviation(_ values: [Decimal], sample: Bool) -> Decimal? {
        if sample && values.count == 1 { return 0 }
        guard let total = sum(values) else { return nil }
        let mean = total / Decimal(values.count)
        let squares = values.reduce(Decimal(0)) { $0 + ($1 - mean) * ($1 - mean) }
        let divisor = Decimal(sample ? values.count - 1 : values.count)
        return squareRoot(squares / divisor)
    }

    /// √value for value >= 0, to `Decimal`'s 38 digits; nil for a negative.
    public static func squareRoot(_ value: Decimal) -> Decimal? {
        guard !value.isNaN, value >= 0 else { return nil }
        if value == 0 { return 0 }
        // Start from Double's answer for the significand (15+ digits), with
        // half the exponent: Decimal(Double) is NaN below about 1e-128, so
        // the square root of a tiny variance cannot start from Double alone.
        let exponent = value.exponent.isMultiple(of: 2) ? value.exponent : value.exponent - 1
        let scaled = Decimal(sign: .plus, exponent: value.exponent - exponent, significand: value.significand)
        let root = sqrt(NSDecimalNumber(decimal: scaled).doubleValue)
        let start = root.isFinite && root > 0 ? Decimal(root) : 1
        var estimate = Decimal(sign: .plus, exponent: exponent / 2, significand: start.isNaN ? 1 : start)
        for _ in 0..<8 {
            let next = (estimate + value / estimate) / 2
            if next == estimate { break }
            estimate = next
        }
        return estimate
    }
}
