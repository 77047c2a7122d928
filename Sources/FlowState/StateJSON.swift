import Foundation

/// The one JSON shape of everything FlowState writes: keys sorted (so files
/// compare and diff), dates as seconds since 1970 (a `Double` prints in its
/// shortest form that reads back to the same value, so a date survives a round
/// trip exactly), no escaped slashes.
enum StateJSON {
    static func encode<Value: Encodable>(_ value: Value) throws(StateError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .secondsSince1970
        do {
            return Array(try encoder.encode(value))
        } catch {
            throw .encoding(String(describing: error))
        }
    }

    /// The decoded value, or nil for bytes that are not one (never a trap:
    /// the bytes may be anything a damaged disk holds).
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: some Collection<UInt8>) -> Value? {
        try? decoder().decode(type, from: Data(bytes))
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
