import Foundation

/// Reading JSON-shaped data by a member (`j.open_issues`) or a subscript
/// (`xs[1]`, `j["key"]`), whose shape is known only when the shortcut runs.
/// An object's key comes first (`data.count` is the field named count); a
/// missing key or a null is nothing. Asking something of a value it cannot
/// answer (a member of a number, of text, an index past a list's end) is a
/// `Refusal` that says what the value was: never a silent empty value.
public enum DynamicAccess {
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    /// The member `name` of `value`, which the shortcut calls `base` (made
    /// only for a refusal: reading is in loops).
    public static func member(_ name: String, of value: RuntimeValue, named base: @autoclosure () -> String) throws(Refusal) -> RuntimeValue {
        switch value {
        case .dictionary(let entries): return entries.first { $0.key == name }?.value ?? .nothing
        case .nothing: return .nothing
        default:
            if let property = Properties.table(for: value)?.first(where: { $0.name == name }) { return property.read(value) }
            if case .object(let object) = value, let found = object.properties[name] { return found }
            throw Refusal(description: notAnObject(value, named: base(), asked: "'\(name)'"))
        }
    }

    /// `value[key]`: an item of a list by its position (`ListPosition`), a
    /// member of an object by its key.
    public static func item(_ key: RuntimeValue, of value: RuntimeValue, named base: @autoclosure () -> String) throws(Refusal) -> RuntimeValue {
        if case .string(let name) = key { return try member(name, of: value, named: base()) }
        switch value {
        case .list(let items):
            guard let position = wholeNumber(key) else {
                throw Refusal(description: "'\(base())' is a list; an index is a whole number, not \(what(key))")
            }
            guard let index = ListPosition.index(position, count: items.count) else {
                throw Refusal(description: "'\(base())[\(position)]': " + ListPosition.refusal(position, count: items.count))
            }
            return items[index]
        case .dictionary(let entries):
            return entries.first { $0.key == key.description }?.value ?? .nothing
        case .nothing:
            return .nothing
        default:
            throw Refusal(description: "'\(base())' is \(what(value)), not a list, so it has no item [\(key)]")
        }
    }

    /// What a value is, for a message: "the text "{\"open_is…"", "the number 7".
    public static func what(_ value: RuntimeValue) -> String {
        switch value {
        case .string(let text):
            let shown = text.count > 24 ? String(text.prefix(24)) + "…" : text
            return "the text \"" + shown.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        case .integer, .decimal: return "the number \(value)"
        case .boolean: return "the Boolean \(value)"
        case .list(let items): return "a list of \(items.count) item\(items.count == 1 ? "" : "s")"
        case .nothing: return "nothing"
        default: return "the value \"\(value)\""
        }
    }

    static func notAnObject(_ value: RuntimeValue, named base: String, asked: String) -> String {
        if case .string(let text) = value {
            let trimmed = text.drop { $0.isWhitespace }
            let parse = trimmed.first == "{" || trimmed.first == "["
                ? "; parse it with get-dictionary-from-input(\(base))" : ""
            return "'\(base)' is \(what(value)) — a JSON string, not an object, so it has no member \(asked)\(parse)"
        }
        return "'\(base)' is \(what(value)), not an object, so it has no member \(asked)"
    }

    static func wholeNumber(_ value: RuntimeValue) -> Int? {
        switch value {
        case .integer(let number): return number
        case .decimal(let number):
            let double = NSDecimalNumber(decimal: number).doubleValue
            return double == double.rounded() && abs(double) < 9e15 ? Int(double) : nil
        default: return nil
        }
    }
}
