import Foundation
import FlowModel

/// JSON data to run-time values and back.
public enum JSONBridge {
    public static func value(_ object: Any) -> RuntimeValue {
        switch object {
        case let text as String: return .string(text)
        case let flag as Bool where type(of: object) == Bool.self:
            return .boolean(flag)
        case let number as Int where type(of: object) == Int.self:
            return .integer(number)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return .boolean(number.boolValue) }
            return number.doubleValue == number.doubleValue.rounded() && abs(number.doubleValue) < 1e15
                ? .integer(number.intValue) : .decimal(Decimal(number.doubleValue))
        case let number as Double:
            return .decimal(Decimal(number))
        case let list as [Any]: return .list(list.map(value))
        case let dictionary as [String: Any]:
            return .dictionary(dictionary.keys.sorted().map { .init(key: $0, value: value(dictionary[$0]!)) })
        default: return .nothing
        }
    }

    /// A value as JSON that keeps its structure, for `--json` and history:
    /// money is `{"amount": 5.9, "currency": "USD"}`, an app object its
    /// identifier, display string and properties, a place or a person their
    /// fields, an enum case its name, a date ISO 8601.
    public static func object(_ value: RuntimeValue) -> Any {
        switch value {
        case .nothing: return NSNull()
        case .integer(let number): return number
        case .decimal(let number): return NSDecimalNumber(decimal: number).doubleValue
        case .boolean(let flag): return flag
        case .string(let text), .url(let text): return text
        case .file(let path): return path
        case .date(let date): return ISO8601DateFormatter().string(from: date)
        case .components(let year, let month, let day, let hour, let minute, let second):
            var fields: [String: Any] = [:]
            for (name, field) in [("year", year), ("month", month), ("day", day), ("hour", hour), ("minute", minute), ("second", second)] {
                if let field { fields[name] = field }
            }
            return fields
        case .duration(let seconds): return ["seconds": seconds]
        case .measurement(let number, let unit): return ["value": number, "unit": unit]
        case .currency(let amount, let code): return ["amount": NSDecimalNumber(decimal: amount).doubleValue, "currency": code]
        case .location(let place):
            var fields: [String: Any] = ["name": place.name]
            if let address = place.address { fields["address"] = address }
            if let latitude = place.latitude { fields["latitude"] = latitude }
            if let longitude = place.longitude { fields["longitude"] = longitude }
            return fields
        case .person(let person):
            var fields: [String: Any] = ["name": person.name]
            if let phone = person.phone { fields["phone"] = phone }
            if let email = person.email { fields["email"] = email }
            return fields
        case .paymentMethod(let name, let kind): return ["name": name, "type": kind]
        case .enumCase(let value): return value.caseName
        case .object(let custom):
            var fields: [String: Any] = custom.properties.mapValues(object)
            fields["identifier"] = custom.identifier
            fields["displayString"] = custom.displayString
            if let subtitle = custom.subtitle { fields["subtitle"] = subtitle }
            return fields
        case .list(let values): return values.map(object)
        case .dictionary(let entries): return Dictionary(entries.map { ($0.key, object($0.value)) }, uniquingKeysWith: { a, _ in a })
        case .error(let message, let step, let code): return ["message": message, "step": step, "code": code]
        }
    }
}

/// Run-time values as JSON text, for `flow run --json`.
public enum RuntimeJSON {
    /// One value as a JSON object (for JSONSerialization).
    public static func object(_ value: RuntimeValue) -> Any { JSONBridge.object(value) }

    /// A JSON object (from JSONSerialization) as a run-time value: text,
    /// integers, decimals, yes/no, lists and dictionaries keep their kinds.
    public static func value(_ object: Any) -> RuntimeValue { JSONBridge.value(object) }

    public static func encode(_ object: [String: RuntimeValue]) -> String {
        let json = Dictionary(object.map { ($0.key, JSONBridge.object($0.value)) }, uniquingKeysWith: { a, _ in a })
        guard let data = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
