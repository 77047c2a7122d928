import Foundation

/// Round Number: to a number of decimal places, in one of Shortcuts' modes,
/// exactly on `Decimal` (0.1 + 0.2 rounds as 0.3 does; nothing goes through
/// `Double`). Shortcuts offers Normal, Always Round Up and Always Round Down;
/// toward zero and half to even are here too. How each treats negative numbers:
///
/// | mode | 2.5 | -2.5 | 2.1 | -2.1 |
/// | --- | --- | --- | --- | --- |
/// | `toNearest` (Shortcuts' Normal) | 3 | -3 | 2 | -2 |
/// | `toNearestEven` | 2 | -2 | 2 | -2 |
/// | `up` (ceiling, toward +∞) | 3 | -2 | 3 | -2 |
/// | `down` (floor, toward -∞) | 2 | -3 | 2 | -3 |
/// | `towardZero` (truncate) | 2 | -2 | 2 | -2 |
/// | `awayFromZero` | 3 | -3 | 3 | -3 |
///
/// `toNearest` breaks a tie away from zero ("half up" as taught in school
/// and as Shortcuts and Numbers do); `up` and `down` are ceiling and floor,
/// so "round up" of -2.1 is -2, as Shortcuts' Ceiling gives.
public enum RoundingMode: String, CaseIterable, Sendable {
    case toNearest = "to nearest"
    case toNearestEven = "to nearest even"
    case up
    case down
    case towardZero = "toward zero"
    case awayFromZero = "away from zero"
}

public enum Rounding {
    /// The most decimal places a `Decimal` can carry; more changes nothing.
    public static let maximumPlaces = 38

    /// `value` rounded to `places` decimal places (negative places round to
    /// tens, hundreds: -2 rounds 1234 to 1200). Places are clamped to
    /// ±`maximumPlaces`; rounding a number with no more places than asked
    /// returns it unchanged.
    public static func round(_ value: Decimal, places: Int = 0, _ mode: RoundingMode = .toNearest) -> Decimal {
        guard !value.isNaN else { return value }
        let scale = min(max(places, -maximumPlaces), maximumPlaces)
        var input = value
        var result = Decimal()
        switch mode {
        case .toNearest: NSDecimalRound(&result, &input, scale, .plain)
        case .toNearestEven: NSDecimalRound(&result, &input, scale, .bankers)
        case .up: NSDecimalRound(&result, &input, scale, .up)
        case .down: NSDecimalRound(&result, &input, scale, .down)
        case .towardZero: NSDecimalRound(&result, &input, scale, value < 0 ? .up : .down)
        case .awayFromZero: NSDecimalRound(&result, &input, scale, value < 0 ? .down : .up)
        }
        return result.isNaN ? value : result
    }

    /// The smallest whole number not below `value` (Shortcuts' Ceiling): -2.1 → -2.
    public static func ceiling(_ value: Decimal) -> Decimal { round(value, places: 0, .up) }

    /// The largest whole number not above `value` (Shortcuts' Floor): -2.1 → -3.
    public static func floor(_ value: Decimal) -> Decimal { round(value, places: 0, .down) }
}
