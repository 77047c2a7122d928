import Foundation
import FlowModel

/// Convert Measurement: a number from one unit to another of the same
/// dimension, exactly in `Decimal` where the definitions are exact (1 mi is
/// 1.609344 km, 212 °F is 100 °C); one division at the end, so a repeating
/// result (1 m in feet) has `Decimal`'s 38 significant digits.
public enum MeasurementConversion {
    /// `value` in `source` as `target`; the units are symbols or names from
    /// `MeasurementUnits` ("km", "kilometers", "MB").
    public static func convert(_ value: Decimal, from source: String, to target: String) throws(MeasurementConversionError) -> Decimal {
        try convert(value, from: unit(source), to: unit(target))
    }

    public static func convert(_ value: Decimal, from source: MeasurementUnit, to target: MeasurementUnit) throws(MeasurementConversionError) -> Decimal {
        guard source.dimension == target.dimension else { throw .differentDimensions(source, target) }
        guard !value.isNaN else { throw .notANumber }
        if source == target { return value }
        // target = (value + offset_s) × num_s × den_t ÷ (den_s × num_t) − offset_t
        let scaled = (value + source.offset) * source.numerator * target.denominator
        let result = scaled / (source.denominator * target.numerator) - target.offset
        guard !result.isNaN else { throw .outOfRange }
        return result
    }

    /// The unit `text` names, or an error that suggests the closest one.
    public static func unit(_ text: String) throws(MeasurementConversionError) -> MeasurementUnit {
        guard let unit = MeasurementUnits.named(text) else { throw .unknownUnit(text) }
        return unit
    }
}

public enum MeasurementConversionError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownUnit(String)
    case differentDimensions(MeasurementUnit, MeasurementUnit)
    case notANumber
    /// Beyond what `Decimal` holds (about 10^165).
    case outOfRange

    public var description: String {
        switch self {
        case .unknownUnit(let text):
            "'\(text)' is not a unit flow knows (such as km, meters, lb, l, C, MB or GiB)"
        case .differentDimensions(let source, let target):
            "cannot convert \(source.symbol) (\(source.dimension.rawValue)) to \(target.symbol) (\(target.dimension.rawValue))"
        case .notANumber: "the value is not a number"
        case .outOfRange: "the converted value is too large"
        }
    }
}
