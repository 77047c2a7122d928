import Foundation

/// JSON data to run-time values and back.
enum JSONBridge {
    static func value(_ object: Any) -> RuntimeValue {
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

    static func object(_ value: RuntimeValue) -> Any {
        switch value {
        case .integer(let number): return number
        case .decimal(let number): return NSDecimalNumber(decimal: number).doubleValue
        case .boolean(let flag): return flag
        case .list(let values): return values.map(object)
        case .dictionary(let entries): return Dictionary(entries.map { ($0.key, object($0.value)) }, uniquingKeysWith: { a, _ in a })
        case .nothing: return NSNull()
        default: return value.description
        }
    }
}

/// Run-time values as JSON text, for `flow run --json`.
public enum RuntimeJSON {
    /// One value as a JSON object (for JSONSerialization).
    public static func object(_ value: RuntimeValue) -> Any { JSONBridge.object(value) }

    /// A JSON object (from JSONSerialization) as a value: text, numbers, lists, dictionaries.
    public static func value(_ object: Any) -> RuntimeValue { JSONBridge.value(object) }

    public static func encode(_ object: [String: RuntimeValue]) -> String {
        let json = Dictionary(object.map { ($0.key, JSONBridge.object($0.value)) }, uniquingKeysWith: { a, _ in a })
        guard let data = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .fragmentsAllowed]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
