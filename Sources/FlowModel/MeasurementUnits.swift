import Foundation

/// What a measurement measures. Units of one dimension convert into each
/// other; units of two dimensions never do (kilograms are not litres).
public enum UnitDimension: String, CaseIterable, Sendable {
    case length
    case mass
    case volume
    case temperature
    case duration
    case speed
    case informationStorage = "information storage"
    case energy
    case power
    /// `percent`: a share, converted to nothing else.
    case percentage
    /// `steps`: a count, converted to nothing else.
    case steps
}

/// A unit of measure: its symbol as a flow literal writes it (`2km`, `5lb`,
/// `3MB`), the names it can also be given in a conversion ("kilometers"),
/// and its exact relation to its dimension's base unit.
///
/// `base = (value + offset) × numerator ÷ denominator`. A ratio rather than
/// one factor keeps 5/9 (Fahrenheit) and 5/18 (km/h) exact: a conversion
/// multiplies both ratios out and divides once, so 212 °F is exactly 100 °C
/// and 36 km/h exactly 10 m/s. Every factor here is the exact definition
/// (an inch is 0.0254 m, a pound 0.45359237 kg, a US gallon 3.785411784 l).
public struct MeasurementUnit: Hashable, Sendable {
    public let symbol: String
    public let names: [String]
    public let dimension: UnitDimension
    public let numerator: Decimal
    public let denominator: Decimal
    public let offset: Decimal

    init(_ symbol: String, _ dimension: UnitDimension, _ numerator: String, per denominator: String = "1", offset: String = "0", names: [String]) {
        self.symbol = symbol
        self.names = names
        self.dimension = dimension
        // The literals below are all valid numbers; 0 would only show a typo in this table, which the tests read.
        self.numerator = Decimal(string: numerator, locale: Locale(identifier: "en_US_POSIX")) ?? 0
        self.denominator = Decimal(string: denominator, locale: Locale(identifier: "en_US_POSIX")) ?? 1
        self.offset = Decimal(string: offset, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
}

/// The one table of units: the checker's measurement literals and the
/// conversion actions read it. Symbols are case-sensitive (`MB` is a
/// megabyte, `mb` nothing); names are not ("Kilometers"). As in flow's
/// duration literals, `m` is minutes: metres are `meters`.
public enum MeasurementUnits {
    public static let all: [MeasurementUnit] = length + mass + volume + temperature + duration + speed + information + energy + power + counts

    static let length: [MeasurementUnit] = [
        .init("meters", .length, "1", names: ["meter", "metre", "metres"]),
        .init("km", .length, "1000", names: ["kilometer", "kilometers", "kilometre", "kilometres"]),
        .init("cm", .length, "0.01", names: ["centimeter", "centimeters", "centimetre", "centimetres"]),
        .init("mm", .length, "0.001", names: ["millimeter", "millimeters", "millimetre", "millimetres"]),
        .init("um", .length, "0.000001", names: ["µm", "micrometer", "micrometers", "micron", "microns"]),
        .init("nm", .length, "0.000000001", names: ["nanometer", "nanometers"]),
        .init("in", .length, "0.0254", names: ["inch", "inches"]),
        .init("ft", .length, "0.3048", names: ["foot", "feet"]),
        .init("yd", .length, "0.9144", names: ["yard", "yards"]),
        .init("mi", .length, "1609.344", names: ["mile", "miles"]),
        .init("nmi", .length, "1852", names: ["nautical mile", "nautical miles"]),
    ]

    static let mass: [MeasurementUnit] = [
        .init("kg", .mass, "1", names: ["kilogram", "kilograms"]),
        .init("g", .mass, "0.001", names: ["gram", "grams"]),
        .init("mg", .mass, "0.000001", names: ["milligram", "milligrams"]),
        .init("t", .mass, "1000", names: ["tonne", "tonnes", "metric ton", "metric tons"]),
        .init("lb", .mass, "0.45359237", names: ["lbs", "pound", "pounds"]),
        .init("oz", .mass, "0.028349523125", names: ["ounce", "ounces"]),
        .init("st", .mass, "6.35029318", names: ["stone", "stones"]),
    ]

    static let volume: [MeasurementUnit] = [
        .init("l", .volume, "1", names: ["L", "liter", "liters", "litre", "litres"]),
        .init("ml", .volume, "0.001", names: ["mL", "milliliter", "milliliters", "millilitre", "millilitres"]),
        .init("cl", .volume, "0.01", names: ["cL", "centiliter", "centiliters", "centilitre", "centilitres"]),
        .init("dl", .volume, "0.1", names: ["dL", "deciliter", "deciliters", "decilitre", "decilitres"]),
        .init("m3", .volume, "1000", names: ["m³", "cubic meter", "cubic meters", "cubic metre", "cubic metres"]),
        .init("gal", .volume, "3.785411784", names: ["gallon", "gallons"]),
        .init("qt", .volume, "0.946352946", names: ["quart", "quarts"]),
        .init("pt", .volume, "0.473176473", names: ["pint", "pints"]),
        .init("cup", .volume, "0.2365882365", names: ["cups"]),
        .init("floz", .volume, "0.0295735295625", names: ["fl oz", "fluid ounce", "fluid ounces"]),
        .init("tbsp", .volume, "0.01478676478125", names: ["tablespoon", "tablespoons"]),
        .init("tsp", .volume, "0.00492892159375", names: ["teaspoon", "teaspoons"]),
    ]

    static let temperature: [MeasurementUnit] = [
        .init("K", .temperature, "1", names: ["kelvin", "kelvins"]),
        .init("C", .temperature, "1", offset: "273.15", names: ["°C", "celsius", "degrees celsius"]),
        .init("F", .temperature, "5", per: "9", offset: "459.67", names: ["°F", "fahrenheit", "degrees fahrenheit"]),
    ]

    /// Flow's duration literal units (`500ms`, `10s`, `5m`, `2h`, `1d`, `1w`).
    static let duration: [MeasurementUnit] = [
        .init("s", .duration, "1", names: ["sec", "second", "seconds"]),
        .init("ms", .duration, "0.001", names: ["millisecond", "milliseconds"]),
        .init("m", .duration, "60", names: ["min", "minute", "minutes"]),
        .init("h", .duration, "3600", names: ["hr", "hour", "hours"]),
        .init("d", .duration, "86400", names: ["day", "days"]),
        .init("w", .duration, "604800", names: ["week", "weeks"]),
    ]

    static let speed: [MeasurementUnit] = [
        .init("mps", .speed, "1", names: ["m/s", "meters per second", "metres per second"]),
        .init("kmh", .speed, "1000", per: "3600", names: ["km/h", "kph", "kilometers per hour", "kilometres per hour"]),
        .init("mph", .speed, "1609.344", per: "3600", names: ["miles per hour"]),
        .init("kn", .speed, "1852", per: "3600", names: ["knot", "knots"]),
        .init("fps", .speed, "0.3048", names: ["ft/s", "feet per second"]),
    ]

    /// Decimal prefixes are powers of 1000 (a disk's "GB"), binary ones of
    /// 1024 (memory's "GiB"), as IEC 80000-13 defines them.
    static let information: [MeasurementUnit] = [
        .init("B", .informationStorage, "1", names: ["byte", "bytes"]),
        .init("bit", .informationStorage, "1", per: "8", names: ["bits"]),
        .init("kB", .informationStorage, "1000", names: ["KB", "kilobyte", "kilobytes"]),
        .init("MB", .informationStorage, "1000000", names: ["megabyte", "megabytes"]),
        .init("GB", .informationStorage, "1000000000", names: ["gigabyte", "gigabytes"]),
        .init("TB", .informationStorage, "1000000000000", names: ["terabyte", "terabytes"]),
        .init("KiB", .informationStorage, "1024", names: ["kibibyte", "kibibytes"]),
        .init("MiB", .informationStorage, "1048576", names: ["mebibyte", "mebibytes"]),
        .init("GiB", .informationStorage, "1073741824", names: ["gibibyte", "gibibytes"]),
        .init("TiB", .informationStorage, "1099511627776", names: ["tebibyte", "tebibytes"]),
    ]

    static let energy: [MeasurementUnit] = [
        .init("J", .energy, "1", names: ["joule", "joules"]),
        .init("kJ", .energy, "1000", names: ["kilojoule", "kilojoules"]),
        .init("cal", .energy, "4.184", names: ["calorie", "calories"]),
        .init("kcal", .energy, "4184", names: ["kilocalorie", "kilocalories", "Cal"]),
        .init("Wh", .energy, "3600", names: ["watt hour", "watt hours"]),
        .init("kWh", .energy, "3600000", names: ["kilowatt hour", "kilowatt hours"]),
    ]

    static let power: [MeasurementUnit] = [
        .init("W", .power, "1", names: ["watt", "watts"]),
        .init("kW", .power, "1000", names: ["kilowatt", "kilowatts"]),
    ]

    static let counts: [MeasurementUnit] = [
        .init("percent", .percentage, "1", names: ["%"]),
        .init("steps", .steps, "1", names: ["step"]),
    ]

    private static let bySymbol: [String: MeasurementUnit] = Dictionary(all.map { ($0.symbol, $0) }, uniquingKeysWith: { first, _ in first })
    private static let byName: [String: MeasurementUnit] = Dictionary(
        all.flatMap { unit in unit.names.map { ($0.lowercased(), unit) } }, uniquingKeysWith: { first, _ in first })

    /// The unit written `text`: a symbol exactly (`MB`, `km`), else a name in
    /// any case ("Kilometers", "°C"); nil for neither.
    public static func named(_ text: String) -> MeasurementUnit? {
        bySymbol[text] ?? byName[text] ?? byName[text.lowercased()]
    }

    /// The units of one dimension, in the table's order.
    public static func units(of dimension: UnitDimension) -> [MeasurementUnit] {
        all.filter { $0.dimension == dimension }
    }

    /// The symbols a measurement literal may end in (`2.5km`, `3MB`): every
    /// unit's but the durations', which are Duration literals (`5m`, `2h`).
    public static var literalSymbols: Set<String> {
        Set(all.filter { $0.dimension != .duration }.map(\.symbol))
    }
}
