import FlowApps
import Foundation

/// Reading an intent's values in a handler without a `switch` for each:
/// `values.integer("count")`, `values.text("title")`. Each is nil when the
/// parameter has no value or a value of another kind.
extension Dictionary where Key == String, Value == RuntimeValue {
    public func integer(_ name: String) -> Int? {
        if case .integer(let number)? = self[name] { return number }
        return nil
    }

    /// Text, or the display string of any other value (an object, a place).
    public func text(_ name: String) -> String? {
        guard let value = self[name], value != .nothing else { return nil }
        if case .string(let text) = value { return text }
        return value.description
    }

    public func object(_ name: String) -> RuntimeValue.CustomObject? {
        if case .object(let object)? = self[name] { return object }
        return nil
    }

    /// An enum case's name (`"fridge"`).
    public func caseName(_ name: String) -> String? {
        if case .enumCase(let value)? = self[name] { return value.caseName }
        return nil
    }
}
