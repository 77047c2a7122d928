/// A JSON value, exactly as written: event data and step inputs and outputs.
///
/// Typed filters need `"5"` and `5` to stay different and `true` not to be
/// `1`, which `JSONSerialization`'s `NSNumber`s blur; hence this enum.
/// Numbers that are whole and fit in 64 bits are `integer` (so `1.0` and `1`
/// are the same value, as in JSON), others `double`.
public enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A number as JSON means it: whole values that fit become `integer`.
    public static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, let whole = Int64(exactly: value) { return .integer(whole) }
        return .double(value)
    }

    /// The value `text` is as JSON, or nil when it is not JSON (or nests
    /// deeper than the decoder allows: never a trap).
    public init?(json text: String) {
        guard let value = StateJSON.decode(JSONValue.self, from: Array(text.utf8)) else { return nil }
        self = value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
