import Foundation

/// A JSON value, exactly as written: event data and step inputs and outputs.
///
/// Typed filters need `"5"` and `5` to stay different and `true` not to be
/// `1`, which `JSONSerialization`'s `NSNumber`s blur; hence this enum.
/// Numbers that are whole and fit in 64 bits are `integer` (so `1.0` and `1`
/// are the same value, as in JSON), others `decimal` with exactly their
/// digits (an event's 411.22 is not 411.2200000000001024).
public enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case integer(Int64)
    case decimal(Decimal)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A whole number that fits 64 bits, whichever way it was written.
    public var wholeNumber: Int? {
        switch self {
        case .integer(let number): Int(exactly: number)
        case .decimal(let number):
            // Exactly whole within 2^53, where a Double holds every integer.
            NSDecimalNumber(decimal: number).doubleValue.wholeWithinDouble
        default: nil
        }
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
        } else if let value = try? container.decode(Decimal.self) {
            // Foundation's JSONDecoder reads a Decimal from the number's own digits.
            self = .decimal(value)
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
        case .decimal(let value):
            // JSON has no word for NaN; Foundation would write one anyway.
            guard !value.isNaN else {
                throw EncodingError.invalidValue(value, .init(codingPath: encoder.codingPath, debugDescription: "NaN is not a JSON number"))
            }
            try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension Double {
    /// The integer this is, when it is whole and below 2^53 in size (where every integer is exact).
    var wholeWithinDouble: Int? { self == rounded() && abs(self) < 9_007_199_254_740_992 ? Int(self) : nil }
}
