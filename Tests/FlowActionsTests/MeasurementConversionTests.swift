import Foundation
import Testing
import FlowModel
@testable import FlowActions

@Suite struct MeasurementConversionTests {
    static let exact: [(String, String, String, String)] = [
        ("1", "mi", "km", "1.609344"), ("2", "km", "meters", "2000"), ("12", "in", "ft", "1"), ("1", "nmi", "meters", "1852"),
        ("5", "lb", "kg", "2.26796185"), ("16", "oz", "lb", "1"), ("1", "t", "kg", "1000"),
        ("1", "gal", "l", "3.785411784"), ("4", "qt", "gal", "1"), ("3", "tsp", "tbsp", "1"),
        ("212", "F", "C", "100"), ("-40", "C", "F", "-40"), ("0", "K", "C", "-273.15"), ("98.6", "F", "C", "37"),
        ("90", "m", "h", "1.5"), ("1", "w", "d", "7"), ("1500", "ms", "s", "1.5"),
        ("36", "kmh", "mps", "10"), ("60", "mph", "kmh", "96.56064"), ("1", "kn", "kmh", "1.852"),
        ("3", "MB", "kB", "3000"), ("1", "GiB", "MiB", "1024"), ("1", "GB", "B", "1000000000"), ("8", "bit", "B", "1"),
        ("1", "MiB", "MB", "1.048576"), ("1", "kWh", "kJ", "3600"), ("1", "kcal", "cal", "1000"), ("2", "kW", "W", "2000"),
    ]

    @Test(arguments: exact.indices)
    func exactFactorsGiveExactResults(_ row: Int) throws {
        let (value, source, target, expected) = Self.exact[row]
        #expect(try MeasurementConversion.convert(decimal(value), from: source, to: target) == decimal(expected), "\(value)\(source) → \(target)")
    }

    @Test func namesWorkAsWellAsSymbols() throws {
        #expect(try MeasurementConversion.convert(1, from: "Kilometers", to: "meters") == 1000)
        #expect(try MeasurementConversion.convert(100, from: "°C", to: "fahrenheit") == 212)
        #expect(try MeasurementConversion.convert(1, from: "kibibyte", to: "bytes") == 1024)
    }

    @Test func aRepeatingResultKeepsDecimalsPrecision() throws {
        let feet = try MeasurementConversion.convert(1, from: "meters", to: "ft")
        #expect(Rounding.round(feet, places: 30) == decimal("3.280839895013123359580052493438"))
        #expect(try MeasurementConversion.convert(feet, from: "ft", to: "meters") - 1 < decimal("0.000000000000000000000000000001"))
    }

    @Test func unitsOfDifferentDimensionsAreAnError() {
        #expect(throws: MeasurementConversionError.self) { try MeasurementConversion.convert(1, from: "kg", to: "l") }
        do {
            _ = try MeasurementConversion.convert(1, from: "MB", to: "m")
            Issue.record("converted")
        } catch {
            #expect(error.description == "cannot convert MB (information storage) to m (duration)")
        }
        #expect(throws: MeasurementConversionError.unknownUnit("furlong")) { try MeasurementConversion.convert(1, from: "furlong", to: "m") }
        #expect(throws: MeasurementConversionError.notANumber) { try MeasurementConversion.convert(.nan, from: "km", to: "mi") }
    }

    @Test func symbolsAreCaseSensitiveAndMIsMinutes() {
        #expect(MeasurementUnits.named("MB")?.dimension == .informationStorage)
        #expect(MeasurementUnits.named("mb") == nil)
        #expect(MeasurementUnits.named("m")?.dimension == .duration)
        #expect(MeasurementUnits.named("meters")?.dimension == .length)
    }

    /// The table the checker's literals read: every unit flow's literals
    /// knew before this table existed is still there, with the new ones.
    @Test func theTableHoldsEveryLiteralUnitAndHasNoDuplicateSymbols() {
        let earlier: Set<String> = ["km", "meters", "cm", "mm", "mi", "ft", "yd", "kg", "g", "mg", "lb", "oz", "l", "ml", "dl",
                                    "C", "F", "K", "kWh", "W", "kW", "percent", "kcal", "cal", "mph", "kmh", "steps"]
        #expect(earlier.isSubset(of: MeasurementUnits.literalSymbols))
        #expect(["B", "kB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB", "bit"].allSatisfy(MeasurementUnits.literalSymbols.contains))
        let symbols = MeasurementUnits.all.map(\.symbol)
        #expect(Set(symbols).count == symbols.count)
        #expect(MeasurementUnits.all.allSatisfy { $0.numerator > 0 && $0.denominator > 0 })
        // Every name finds its own unit.
        for unit in MeasurementUnits.all {
            for name in unit.names { #expect(MeasurementUnits.named(name)?.dimension == unit.dimension, "\(name)") }
        }
    }
}
