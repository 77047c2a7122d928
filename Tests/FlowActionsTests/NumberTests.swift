import Foundation
import Testing
@testable import FlowActions

func decimal(_ text: String) -> Decimal { Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan }

@Suite struct NumberFormattingTests {
    @Test func fixedPlacesAreExact() throws {
        #expect(try NumberFormatting.format(decimal("411.22"), NumberFormat(decimalPlaces: 2)) == "411.22")
        #expect(try NumberFormatting.format(decimal("1234567.891"), NumberFormat(decimalPlaces: 2)) == "1,234,567.89")
        #expect(try NumberFormatting.format(decimal("1234567.891"), NumberFormat(decimalPlaces: 2, usesGrouping: false)) == "1234567.89")
        #expect(try NumberFormatting.format(decimal("0.1"), NumberFormat(decimalPlaces: 20)) == "0.10000000000000000000")
        #expect(try NumberFormatting.format(decimal("123456789012345678901234567890.125"), NumberFormat(decimalPlaces: 2))
                == "123,456,789,012,345,678,901,234,567,890.13")
    }

    @Test func tiesRoundHalfUpAwayFromZero() throws {
        #expect(try NumberFormatting.format(decimal("2.345"), NumberFormat(decimalPlaces: 2)) == "2.35")
        #expect(try NumberFormatting.format(decimal("2.5"), NumberFormat(decimalPlaces: 0)) == "3")
        #expect(try NumberFormatting.format(decimal("-0.5"), NumberFormat(decimalPlaces: 0)) == "-1")
        #expect(try NumberFormatting.format(decimal("-0.4"), NumberFormat(decimalPlaces: 0)) == "0")
    }

    @Test func withoutPlacesEveryDigitShows() throws {
        #expect(try NumberFormatting.format(decimal("1234.5"), NumberFormat()) == "1,234.5")
        #expect(try NumberFormatting.format(decimal("0.000000000000000000000000000001"), NumberFormat()) == "0.000000000000000000000000000001")
        #expect(try NumberFormatting.format(0, NumberFormat()) == "0")
    }

    /// What Foundation on Linux (ICU) gives; U+202F and U+A0 are the narrow and plain no-break spaces.
    @Test func locales() throws {
        let value = decimal("1234567.891")
        #expect(try NumberFormatting.format(value, NumberFormat(decimalPlaces: 2, locale: "de_DE")) == "1.234.567,89")
        #expect(try NumberFormatting.format(value, NumberFormat(decimalPlaces: 2, locale: "fr_FR")) == "1\u{202F}234\u{202F}567,89")
        #expect(try NumberFormatting.format(value, NumberFormat(decimalPlaces: 2, locale: "de-CH")) == "1’234’567.89")
        #expect(try NumberFormatting.format(value, NumberFormat(decimalPlaces: 2, locale: "en_IN")) == "12,34,567.89")
        #expect(try NumberFormatting.format(value, NumberFormat(decimalPlaces: 2, usesGrouping: false, locale: "de_DE")) == "1234567,89")
    }

    @Test func percentCurrencyScientificSpelledOut() throws {
        #expect(try NumberFormatting.format(decimal("0.256"), NumberFormat(style: .percent, decimalPlaces: 1)) == "25.6%")
        #expect(try NumberFormatting.format(decimal("0.2555"), NumberFormat(style: .percent, decimalPlaces: 1)) == "25.6%")
        #expect(try NumberFormatting.format(decimal("0.256"), NumberFormat(style: .percent, decimalPlaces: 0, locale: "de_DE")) == "26\u{A0}%")
        #expect(try NumberFormatting.format(decimal("1234.5"), NumberFormat(style: .currency(code: "USD"))) == "$1,234.50")
        #expect(try NumberFormatting.format(decimal("1234.5"), NumberFormat(style: .currency(code: "eur"), locale: "de_DE")) == "1.234,50\u{A0}€")
        #expect(try NumberFormatting.format(decimal("1234.5"), NumberFormat(style: .currency(code: "JPY"), locale: "ja_JP")) == "¥1,235")
        #expect(try NumberFormatting.format(decimal("1234.5"), NumberFormat(style: .scientific)) == "1.2345E3")
        #expect(try NumberFormatting.format(decimal("1234.5"), NumberFormat(style: .spelledOut)) == "one thousand two hundred thirty-four point five")
    }

    @Test func unknownLocalesAndCurrenciesAreErrors() {
        #expect(throws: NumberFormattingError.unknownLocale("xx_YY")) { try NumberFormatting.format(1, NumberFormat(locale: "xx_YY")) }
        #expect(throws: NumberFormattingError.unknownLocale("")) { try NumberFormatting.format(1, NumberFormat(locale: "")) }
        #expect(throws: NumberFormattingError.unknownCurrency("ZZZ")) { try NumberFormatting.format(1, NumberFormat(style: .currency(code: "ZZZ"))) }
        #expect(throws: NumberFormattingError.notANumber) { try NumberFormatting.format(.nan, NumberFormat()) }
    }
}

@Suite struct RoundingTests {
    static let table: [(String, RoundingMode, String)] = [
        ("2.5", .toNearest, "3"), ("-2.5", .toNearest, "-3"), ("2.1", .toNearest, "2"), ("-2.1", .toNearest, "-2"),
        ("2.5", .toNearestEven, "2"), ("3.5", .toNearestEven, "4"), ("-2.5", .toNearestEven, "-2"),
        ("2.1", .up, "3"), ("-2.1", .up, "-2"), ("2.5", .up, "3"), ("-2.5", .up, "-2"),
        ("2.9", .down, "2"), ("-2.1", .down, "-3"),
        ("2.9", .towardZero, "2"), ("-2.9", .towardZero, "-2"),
        ("2.1", .awayFromZero, "3"), ("-2.1", .awayFromZero, "-3"),
    ]

    @Test(arguments: table.indices)
    func modesOnPositiveAndNegativeNumbers(_ row: Int) {
        let (value, mode, expected) = Self.table[row]
        #expect(Rounding.round(decimal(value), places: 0, mode) == decimal(expected), "\(value) \(mode)")
    }

    @Test func places() {
        #expect(Rounding.round(decimal("3.14159"), places: 2) == decimal("3.14"))
        #expect(Rounding.round(decimal("0.125"), places: 2) == decimal("0.13"))
        #expect(Rounding.round(decimal("1234"), places: -2) == decimal("1200"))
        #expect(Rounding.round(decimal("1250"), places: -2) == decimal("1300"))
        #expect(Rounding.round(decimal("1.5"), places: 5) == decimal("1.5"))
        #expect(Rounding.round(decimal("1.5"), places: Int.max) == decimal("1.5"))
        #expect(Rounding.round(decimal("1.5"), places: Int.min) == 0)
        #expect(Rounding.round(.nan, places: 2).isNaN)
    }

    @Test func ceilingAndFloor() {
        #expect(Rounding.ceiling(decimal("-2.1")) == -2)
        #expect(Rounding.floor(decimal("-2.1")) == -3)
        #expect(Rounding.ceiling(decimal("2.000")) == 2)
        #expect(Rounding.floor(decimal("0.999")) == 0)
    }
}

/// A generator that gives a fixed sequence, for repeatable picks.
struct SequenceGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

@Suite struct RandomNumberTests {
    @Test func staysInTheClosedRangeEitherWayRound() {
        var generator = SequenceGenerator(state: 42)
        let picks = (0..<500).map { _ in RandomNumber.integer(between: 10, and: 1, using: &generator) }
        #expect(picks.allSatisfy { (1...10).contains($0) })
        #expect(Set(picks).count == 10)
        #expect(RandomNumber.integer(between: 7, and: 7, using: &generator) == 7)
        _ = RandomNumber.integer(between: Int.min, and: Int.max, using: &generator)
    }

    @Test func theSameGeneratorGivesTheSameNumbers() {
        var a = SequenceGenerator(state: 7), b = SequenceGenerator(state: 7)
        #expect((0..<20).map { _ in RandomNumber.integer(between: 1, and: 100, using: &a) }
                == (0..<20).map { _ in RandomNumber.integer(between: 1, and: 100, using: &b) })
    }
}

@Suite struct StatisticsTests {
    let values = ["3", "1.5", "4", "1.5", "10"].map(decimal)

    @Test func everyMeasure() {
        #expect(Statistics.compute(.sum, of: values) == decimal("20"))
        #expect(Statistics.compute(.average, of: values) == 4)
        #expect(Statistics.compute(.minimum, of: values) == decimal("1.5"))
        #expect(Statistics.compute(.maximum, of: values) == 10)
        #expect(Statistics.compute(.median, of: values) == 3)
        #expect(Statistics.compute(.median, of: ["1", "2", "3", "10"].map(decimal)) == decimal("2.5"))
        #expect(Statistics.compute(.mode, of: values) == decimal("1.5"))
        #expect(Statistics.compute(.range, of: values) == decimal("8.5"))
        #expect(Statistics.compute(.product, of: values) == 270)
    }

    @Test func averagesAreExact() {
        #expect(Statistics.compute(.average, of: ["0.1", "0.2", "0.3"].map(decimal)) == decimal("0.2"))
        #expect(Statistics.compute(.sum, of: ["0.1", "0.2"].map(decimal)) == decimal("0.3"))
    }

    @Test func modeTiesGoToTheFirstAndScalesAreEqual() {
        #expect(Statistics.compute(.mode, of: ["5", "2", "2", "5"].map(decimal)) == 5)
        #expect(Statistics.compute(.mode, of: ["2.50", "1", "2.5"].map(decimal)) == decimal("2.5"))
    }

    @Test func standardDeviationSampleAndPopulation() throws {
        // Python: statistics.stdev([2,4,4,4,5,5,7,9]) = 2.138089935299395, pstdev = 2.
        let data = ["2", "4", "4", "4", "5", "5", "7", "9"].map(decimal)
        #expect(Statistics.compute(.populationStandardDeviation, of: data) == 2)
        let sample = try #require(Statistics.compute(.standardDeviation, of: data))
        #expect(Rounding.round(sample, places: 15) == decimal("2.138089935299395"))
        #expect(Statistics.compute(.standardDeviation, of: [5]) == 0)
        #expect(Statistics.compute(.standardDeviation, of: ["1", "1", "1"].map(decimal)) == 0)
    }

    @Test func anEmptyListHasNoMeasure() {
        for measure in StatisticsMeasure.allCases {
            #expect(Statistics.compute(measure, of: []) == nil)
            #expect(Statistics.compute(measure, of: [1, .nan]) == nil)
        }
    }

    @Test func squareRootIsPreciseBeyondDouble() throws {
        let root = try #require(Statistics.squareRoot(2))
        #expect(Rounding.round(root, places: 30) == decimal("1.414213562373095048801688724210"))
        #expect(Statistics.squareRoot(decimal("1e-120")) == decimal("1e-60"))
        #expect(Statistics.squareRoot(decimal("4e120")) == decimal("2e60"))
        #expect(Statistics.squareRoot(decimal("0.09")) == decimal("0.3"))
        #expect(Statistics.compute(.populationStandardDeviation, of: ["1e-20", "3e-20"].map(decimal)) == decimal("1e-20"))
        #expect(Statistics.squareRoot(-1) == nil)
        #expect(Statistics.squareRoot(0) == 0)
    }
}

@Suite struct FileSizeFormattingTests {
    @Test func decimalAsFinderShows() {
        #expect(FileSizeFormatting.format(bytes: 0) == "0 bytes")
        #expect(FileSizeFormatting.format(bytes: 1) == "1 byte")
        #expect(FileSizeFormatting.format(bytes: 999) == "999 bytes")
        #expect(FileSizeFormatting.format(bytes: 1_000) == "1 KB")
        #expect(FileSizeFormatting.format(bytes: 1_500) == "2 KB")
        #expect(FileSizeFormatting.format(bytes: 999_999) == "1 MB")
        #expect(FileSizeFormatting.format(bytes: 1_500_000) == "1.5 MB")
        #expect(FileSizeFormatting.format(bytes: 2_000_000) == "2 MB")
        #expect(FileSizeFormatting.format(bytes: 1_234_567_890) == "1.23 GB")
        #expect(FileSizeFormatting.format(bytes: Int64.max) == "9.22 EB")
        #expect(FileSizeFormatting.format(bytes: -1_500_000) == "-1.5 MB")
        #expect(FileSizeFormatting.format(bytes: Int64.min) == "-9.22 EB")
    }

    @Test func binary() {
        #expect(FileSizeFormatting.format(bytes: 1023, units: .binary) == "1023 bytes")
        #expect(FileSizeFormatting.format(bytes: 1024, units: .binary) == "1 KiB")
        #expect(FileSizeFormatting.format(bytes: 1_572_864, units: .binary) == "1.5 MiB")
        #expect(FileSizeFormatting.format(bytes: 1 << 30, units: .binary) == "1 GiB")
    }
}

@Suite struct ExactDecimalTests {
    @Test func doublesBecomeTheDecimalTheyPrintAs() {
        #expect(ExactDecimal.from(0.1) == decimal("0.1"))
        #expect(ExactDecimal.from(2.5) == decimal("2.5"))
        #expect(ExactDecimal.from(-1234.5678) == decimal("-1234.5678"))
        #expect(ExactDecimal.from(1e20) == decimal("100000000000000000000"))
        #expect(ExactDecimal.from(0) == 0)
        #expect(ExactDecimal.from(.nan) == nil)
        #expect(ExactDecimal.from(.infinity) == nil)
        #expect(ExactDecimal.from(1e300) == nil)
    }

    @Test func runTimeValues() {
        #expect(ExactDecimal.from(.integer(-3)) == -3)
        #expect(ExactDecimal.from(.decimal(decimal("2.50"))) == decimal("2.5"))
        #expect(ExactDecimal.from(.currency(amount: decimal("5.90"), code: "USD")) == decimal("5.9"))
        #expect(ExactDecimal.from(.duration(seconds: 90.5)) == decimal("90.5"))
        #expect(ExactDecimal.from(.measurement(value: 0.3, unit: "km")) == decimal("0.3"))
        #expect(ExactDecimal.from(.string(" 2.50 ")) == decimal("2.5"))
        #expect(ExactDecimal.from(.string("12abc")) == nil)
        #expect(ExactDecimal.from(.string("soup")) == nil)
        #expect(ExactDecimal.from(.string("")) == nil)
        #expect(ExactDecimal.from(.boolean(true)) == nil)
    }
}
