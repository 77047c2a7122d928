import Foundation

/// The one JSON form of every run-time value, for `--json`, history, web
/// request bodies and the external protocol: values JSON has (null, numbers,
/// yes/no, text, lists, objects) stay themselves; the rest become the
/// structure they have always been written as: money `{"amount": 5.90,
/// "currency": "USD"}`, a place or a person their fields, an enum case its
/// name, a date ISO 8601, an app object its identifier, display string and
/// properties. Their keys are in code-point order, so the text is stable.
public enum JSONShape {
    /// `value` as JSON data only: `.nothing`, `.integer`, `.decimal`,
    /// `.boolean`, `.string`, `.list` and `.dictionary` (its items not yet shaped).
    public static func of(_ value: RuntimeValue) -> RuntimeValue {
        switch value {
        case .nothing, .integer, .decimal, .boolean, .string, .list, .dictionary: return value
        case .url(let text), .file(let text): return .string(text)
        case .date(let date): return .string(date.formatted(.iso8601))
        case .components(let year, let month, let day, let hour, let minute, let second):
            return object([("day", day.map(RuntimeValue.integer)), ("hour", hour.map(RuntimeValue.integer)),
                           ("minute", minute.map(RuntimeValue.integer)), ("month", month.map(RuntimeValue.integer)),
                           ("second", second.map(RuntimeValue.integer)), ("year", year.map(RuntimeValue.integer))])
        case .duration(let seconds): return object([("seconds", number(seconds))])
        case .measurement(let amount, let unit): return object([("unit", .string(unit)), ("value", number(amount))])
        case .currency(let amount, let code): return object([("amount", .decimal(amount)), ("currency", .string(code))])
        case .location(let place):
            return object([("address", place.address.map(RuntimeValue.string)), ("latitude", place.latitude.map(number)),
                           ("longitude", place.longitude.map(number)), ("name", .string(place.name))])
        case .person(let person):
            return object([("email", person.email.map(RuntimeValue.string)), ("name", .string(person.name)),
                           ("phone", person.phone.map(RuntimeValue.string))])
        case .paymentMethod(let name, let kind): return object([("name", .string(name)), ("type", .string(kind))])
        case .enumCase(let value): return .string(value.caseName)
        case .object(let custom):
            var fields = custom.properties
            fields["identifier"] = .string(custom.identifier)
            fields["displayString"] = .string(custom.displayString)
            if let subtitle = custom.subtitle { fields["subtitle"] = .string(subtitle) }
            return .dictionary(sorted(fields.map { RuntimeValue.Entry(key: $0.key, value: $0.value) }))
        case .error(let message, let step, let code):
            return object([("code", .string(code)), ("message", .string(message)), ("step", .string(step))])
        }
    }

    /// A `Double` field (a duration's seconds, a latitude) as the shortest
    /// digits that read back as it (`39.7`, not 39.70000000000000284), a
    /// whole one as an integer; NaN and the infinities, which JSON has no
    /// words for, as null.
    public static func number(_ value: Double) -> RuntimeValue {
        guard value.isFinite else { return .nothing }
        if value == value.rounded(), abs(value) < 1e15 { return .integer(Int(value)) }
        return decimal(value).map(RuntimeValue.decimal) ?? .nothing
    }

    /// A `Double` that came from JSON text (Foundation's JSONSerialization
    /// reads numbers as one) as the decimal of its shortest digits: the
    /// digits the text had, when it had at most 15 significant ones.
    public static func decimal(_ value: Double) -> Decimal? {
        guard value.isFinite else { return nil }
        // Swift writes a Double as the shortest digits that read back as it; JSONReader reads those exactly.
        switch try? JSONReader.value(from: "\(value)") {
        case .integer(let whole)?: return Decimal(whole)
        case .decimal(let number)?: return number
        default: return nil
        }
    }

    /// Entries in code-point order of their keys: what sorted output means here.
    public static func sorted(_ entries: [RuntimeValue.Entry]) -> [RuntimeValue.Entry] {
        entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// The fields that are there, in the order given.
    private static func object(_ fields: [(String, RuntimeValue?)]) -> RuntimeValue {
        .dictionary(fields.compactMap { key, value in value.map { RuntimeValue.Entry(key: key, value: $0) } })
    }
}
