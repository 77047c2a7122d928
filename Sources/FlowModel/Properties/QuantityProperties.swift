import Foundation

/// Durations, measurements and money.
enum QuantityProperties {
    static let duration: [PropertyEntry] = [
        PropertyEntry("seconds", .decimal, "The length in seconds.", read: seconds { .decimal(Decimal($0)) }),
        PropertyEntry("minutes", .decimal, "The length in minutes.", read: seconds { .decimal(Decimal($0 / 60)) }),
        PropertyEntry("hours", .decimal, "The length in hours.", read: seconds { .decimal(Decimal($0 / 3_600)) }),
    ]

    static let measurement: [PropertyEntry] = [
        PropertyEntry("value", .decimal, "The number, without its unit.") { value in
            guard case .measurement(let number, _) = value else { return .nothing }
            return .decimal(Decimal(number))
        },
        PropertyEntry("unit", .string, "The unit (km, kg, °C).") { value in
            guard case .measurement(_, let unit) = value else { return .nothing }
            return .string(unit)
        },
    ]

    static let currency: [PropertyEntry] = [
        PropertyEntry("amount", .decimal, "The amount, without its currency.") { value in
            guard case .currency(let amount, _) = value else { return .nothing }
            return .decimal(amount)
        },
        PropertyEntry("currency", .string, "The ISO 4217 code (USD, EUR).") { value in
            guard case .currency(_, let code) = value else { return .nothing }
            return .string(code)
        },
    ]

    static func seconds(_ body: @escaping @Sendable (Double) -> RuntimeValue) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .duration(let seconds) = value else { return .nothing }
            return body(seconds)
        }
    }
}
