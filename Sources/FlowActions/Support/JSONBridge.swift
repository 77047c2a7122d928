import Foundation
import FlowModel

/// JSON data to run-time values and back, through FlowModel's exact codec
/// (`JSONReader`, `JSONWriter`, `JSONShape`): numbers keep their digits and
/// objects their key order. The `Any` forms remain for Foundation-shaped
/// callers (the external protocol's messages).
public enum JSONBridge {
    /// The value JSON text is, or where and why it is not JSON.
    public static func read(_ data: Data) -> Result<RuntimeValue, JSONSyntaxError> {
        Result { () throws(JSONSyntaxError) in try JSONReader.value(from: data) }
    }

    /// A value as JSON text (a web request's body).
    public static func data(_ value: RuntimeValue) -> Data { Data(JSONWriter.bytes(value)) }

    /// A Foundation JSON object (from JSONSerialization) as a run-time value.
    /// A number that arrived as a `Double` keeps the shortest digits that
    /// read back as it (411.22, not 411.2200000000001024).
    public static func value(_ object: Any) -> RuntimeValue {
        switch object {
        case let text as String: return .string(text)
        case let flag as Bool where type(of: object) == Bool.self:
            return .boolean(flag)
        case let number as Int where type(of: object) == Int.self:
            return .integer(number)
        case let number as NSDecimalNumber:
            return .decimal(number.decimalValue)
        case let number as NSNumber:
            let kind = String(cString: number.objCType)
            if kind == "c" { return .boolean(number.boolValue) }
            if kind == "d" || kind == "f" { return JSONShape.number(number.doubleValue) }
            return .integer(number.intValue)
        case let number as Double:
            return JSONShape.number(number)
        case let list as [Any]: return .list(list.map(value))
        case let dictionary as [String: Any]:
            return .dictionary(dictionary.keys.sorted().map { .init(key: $0, value: value(dictionary[$0] ?? NSNull())) })
        default: return .nothing
        }
    }

    /// A value as a Foundation JSON object in `JSONShape`'s form; a decimal
    /// is an `NSDecimalNumber`, so its digits survive (`JSONLine` writes them).
    public static func object(_ value: RuntimeValue) -> Any {
        switch JSONShape.of(value) {
        case .integer(let number): return number
        case .decimal(let number): return NSDecimalNumber(decimal: number)
        case .boolean(let flag): return flag
        case .string(let text): return text
        case .list(let values): return values.map(object)
        case .dictionary(let entries): return Dictionary(entries.map { ($0.key, object($0.value)) }, uniquingKeysWith: { first, _ in first })
        default: return NSNull()
        }
    }
}

/// Run-time values as JSON text, for `flow run --json`.
public enum RuntimeJSON {
    /// One value as a Foundation JSON object (see `JSONBridge.object`).
    public static func object(_ value: RuntimeValue) -> Any { JSONBridge.object(value) }

    /// A Foundation JSON object as a run-time value: text, integers,
    /// decimals, yes/no, lists and dictionaries keep their kinds.
    public static func value(_ object: Any) -> RuntimeValue { JSONBridge.value(object) }

    /// `{"output": ...}` and the like: the fields in code-point order, each value exactly (`JSONWriter`).
    public static func encode(_ object: [String: RuntimeValue]) -> String {
        JSONWriter.text(.dictionary(JSONShape.sorted(object.map { .init(key: $0.key, value: $0.value) })))
    }
}
