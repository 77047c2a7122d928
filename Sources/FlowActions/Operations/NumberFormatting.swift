import Foundation

/// Format Number: a number as text in a locale's way, exactly from its
/// `Decimal` (1234567.891 with 2 places is "1,234,567.89", never a Double's
/// "1,234,567.8899999").
///
/// Rounding to the decimal places breaks ties away from zero ("half up",
/// 2.345 → "2.35", -0.5 → "-1"), as Shortcuts does, by `Rounding` before
/// the locale's formatter sees the number; a result that rounds to zero is
/// "0", never "-0". The locale's symbols come from ICU through Foundation;
/// on Linux, as tested: en_US "1,234,567.89", de_DE "1.234.567,89",
/// fr_FR "1 234 567,89" (U+202F narrow no-break spaces), de_CH
/// "1’234’567.89", en_IN "12,34,567.89".
public struct NumberFormat: Equatable, Sendable {
    public enum Style: Equatable, Sendable {
        /// 1,234.5
        case decimal
        /// 0.256 → 25.6% (the number is a fraction of one).
        case percent
        /// An ISO 4217 code (USD, EUR, JPY): the locale's symbol and place
        /// for it; places default to the currency's (2, JPY 0).
        case currency(code: String)
        /// 1.2345E3
        case scientific
        /// "one thousand two hundred thirty-four point five"; places and
        /// grouping do not apply.
        case spelledOut
    }

    public var style: Style
    /// Fixed decimal places (0...38); nil shows the digits the number has
    /// (or the currency's places).
    public var decimalPlaces: Int?
    /// Thousands separators (the locale's, in the locale's places).
    public var usesGrouping: Bool
    /// A locale identifier: en_US, de_DE, fr_FR (a hyphen works too: de-DE).
    public var locale: String

    public init(style: Style = .decimal, decimalPlaces: Int? = nil, usesGrouping: Bool = true, locale: String = "en_US") {
        self.style = style
        self.decimalPlaces = decimalPlaces
        self.usesGrouping = usesGrouping
        self.locale = locale
    }
}

/// Why a number could not be formatted.
public enum NumberFormattingError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownLocale(String)
    case unknownCurrency(String)
    case notANumber

    public var description: String {
        switch self {
        case .unknownLocale(let identifier): "'\(identifier)' is not a known locale (write one such as en_US, de_DE or fr_FR)"
        case .unknownCurrency(let code): "'\(code)' is not an ISO 4217 currency code (such as USD, EUR or JPY)"
        case .notANumber: "the value is not a number"
        }
    }
}

public enum NumberFormatting {
    /// `value` as text; an unknown locale or currency code is an error, not
    /// a silent fallback to some other format.
    public static func format(_ value: Decimal, _ format: NumberFormat) throws(NumberFormattingError) -> String {
        guard !value.isNaN else { throw .notANumber }
        let locale = try knownLocale(format.locale)
        let places = format.decimalPlaces.map { min(max($0, 0), Rounding.maximumPlaces) }
        let grouping: NumberFormatStyleConfiguration.Grouping = format.usesGrouping ? .automatic : .never
        switch format.style {
        case .decimal:
            let rounded = places.map { zeroWithoutSign(Rounding.round(value, places: $0)) } ?? value
            return rounded.formatted(.number.precision(fraction(places)).grouping(grouping).locale(locale))
        case .percent:
            let rounded = places.map { zeroWithoutSign(Rounding.round(value * 100, places: $0) / 100) } ?? value
            return rounded.formatted(.percent.precision(fraction(places)).grouping(grouping).locale(locale))
        case .currency(let code):
            let upper = code.uppercased()
            guard Locale.commonISOCurrencyCodes.contains(upper) || Locale.Currency.isoCurrencies.contains(where: { $0.identifier == upper }) else {
                throw .unknownCurrency(code)
            }
            var style = Decimal.FormatStyle.Currency(code: upper, locale: locale).grouping(grouping)
            if let places {
                style = style.precision(.fractionLength(places))
                return zeroWithoutSign(Rounding.round(value, places: places)).formatted(style)
            }
            return value.formatted(style.rounded(rule: .toNearestOrAwayFromZero))
        case .scientific:
            var style = Decimal.FormatStyle.number.notation(.scientific).locale(locale).rounded(rule: .toNearestOrAwayFromZero)
            if let places { style = style.precision(.fractionLength(places)) }
            return value.formatted(style)
        case .spelledOut:
            let formatter = NumberFormatter()
            formatter.numberStyle = .spellOut
            formatter.locale = locale
            return formatter.string(from: NSDecimalNumber(decimal: value)) ?? value.formatted(.number.locale(locale))
        }
    }

    /// With no places fixed, every digit the number has (a Decimal holds at
    /// most 38 after the point).
    private static func fraction(_ places: Int?) -> NumberFormatStyleConfiguration.Precision {
        places.map { .fractionLength($0) } ?? .fractionLength(0...Rounding.maximumPlaces)
    }

    /// -0.4 rounded to 0 places is 0, shown "0", not "-0".
    private static func zeroWithoutSign(_ value: Decimal) -> Decimal { value.isZero ? 0 : value }

    /// The locale `identifier` names, if Foundation knows it: an unknown one
    /// would silently format with no grouping and the root's symbols.
    public static func knownLocale(_ identifier: String) throws(NumberFormattingError) -> Locale {
        let canonical = identifier.replacingOccurrences(of: "-", with: "_")
        guard !canonical.isEmpty, Locale.availableIdentifiers.contains(canonical) else { throw .unknownLocale(identifier) }
        return Locale(identifier: canonical)
    }
}
