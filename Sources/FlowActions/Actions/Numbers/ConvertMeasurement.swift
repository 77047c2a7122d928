import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Convert Measurement: to another unit of the same dimension
    /// (length, mass, volume, temperature, duration, speed, information
    /// storage: B, kB, MB, GB, KiB, MiB, GiB), by FlowModel's `MeasurementUnits`.
    /// A duration converts from seconds.
    public static let convertMeasurement = ActionEntry(
        name: "convert-measurement", category: .numbers, shortcutsNames: ["Convert Measurement"],
        keywords: ["unit", "units", "km", "miles", "celsius", "fahrenheit", "bytes", "megabytes"],
        summary: "Convert ${measurement} to ${to}",
        parameters: [.first("measurement", .measurement), .labeled("to", .string, help: "a unit: km, lb, C, MB, GiB, ...")],
        output: .measurement, isIdempotent: true,
        example: #"convert-measurement(5km, to: "mi")"#
    ) { call, context in
        let given = call.value("measurement") ?? .nothing
        let (number, unit): (Double, String)
        switch given {
        case .measurement(let value, let symbol): (number, unit) = (value, symbol)
        case .duration(let seconds): (number, unit) = (seconds, "s")
        default: throw context.fail("'\(given)' is not a measurement (write one such as 5km or 2MB)")
        }
        guard let value = ExactDecimal.from(number) else { throw context.fail("'\(given)' is not a number") }
        do throws(MeasurementConversionError) {
            let target = try MeasurementConversion.unit(call.text("to"))
            let converted = try MeasurementConversion.convert(value, from: MeasurementConversion.unit(unit), to: target)
            return .measurement(value: NSDecimalNumber(decimal: converted).doubleValue, unit: target.symbol)
        } catch {
            throw context.fail(error.description)
        }
    }
}
