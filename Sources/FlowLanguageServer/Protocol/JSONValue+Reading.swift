import Foundation
import FlowState

/// Reading and writing the JSON of messages. The value type is FlowState's
/// `JSONValue` (the one JSON value flow has): it keeps `1` and `true` apart,
/// which Foundation's `NSNumber`s blur.
extension JSONValue {
    /// The value of `bytes`, or nil when they are not JSON (or nest deeper
    /// than the decoder allows: never a trap).
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var int: Int? {
        switch self {
        case .integer, .decimal: wholeNumber
        default: nil
        }
    }
    var bool: Bool? { if case .bool(let flag) = self { flag } else { nil } }
    var array: [JSONValue]? { if case .array(let items) = self { items } else { nil } }
    var isObject: Bool { if case .object = self { true } else { false } }

    /// `.object` from pairs whose value may be missing: nil values are left out.
    static func fields(_ pairs: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        var object: [String: JSONValue] = [:]
        for (key, value) in pairs { if let value { object[key] = value } }
        return .object(object)
    }

    init(_ text: String) { self = .string(text) }
    init(_ number: Int) { self = .integer(Int64(number)) }
    init(_ flag: Bool) { self = .bool(flag) }
}
