import Foundation

/// An event, as posted by `flow trigger` or by flow itself, and as kept in
/// the spool: `{type, id, source, time, data}`.
///
/// Every `Event` is valid: the initializer checks the type, the key and the
/// data's size, and decoding an event file runs the same checks, so a file
/// someone wrote by hand cannot carry more than a posted event could.
public struct Event: Codable, Sendable, Equatable {
    /// Types are short and plain so that dispatch can index them and
    /// triggers can match `location.*` at a segment boundary.
    public static let maximumTypeLength = 64
    /// 64 KiB of JSON: events are signals with a little context, not payloads;
    /// the limit keeps a spool of 10,000 pending events under a gigabyte.
    public static let maximumDataBytes = 64 * 1024
    /// For ids and sources: a key people type or a system generates.
    public static let maximumKeyBytes = 256
    /// No event file is larger: the data, the key escaped at worst, and room
    /// to spare. A larger file in the spool is not read, only set aside.
    static let maximumFileBytes = maximumDataBytes + 16 * maximumKeyBytes + 4096

    /// `[a-z0-9_]+(\.[a-z0-9_]+)*`, like `location.arrive`.
    public let type: String
    public let id: String
    /// Who posted it: `cli` for `flow trigger`, `flow` for flow's own events.
    public let source: String
    public let time: Date
    public let data: [String: JSONValue]

    public init(type: String, id: String = UUID().uuidString.lowercased(), source: String = "cli",
                time: Date = Date(), data: [String: JSONValue] = [:]) throws(EventError) {
        guard Self.isValidType(type) else { throw .invalidType(type) }
        guard Self.isValidKeyPart(id) else { throw .invalidID(id) }
        guard Self.isValidKeyPart(source) else { throw .invalidSource(source) }
        let size: Int
        do {
            size = try StateJSON.encode(data).count
        } catch {
            throw .unencodableData(error.description)
        }
        guard size <= Self.maximumDataBytes else { throw .dataTooLarge(bytes: size) }
        self.type = type
        self.id = id
        self.source = source
        self.time = time
        self.data = data
    }

    public var key: EventKey { EventKey(source: source, id: id) }

    private enum CodingKeys: String, CodingKey { case type, id, source, time, data }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(type: container.decode(String.self, forKey: .type), id: container.decode(String.self, forKey: .id),
                      source: container.decode(String.self, forKey: .source), time: container.decode(Date.self, forKey: .time),
                      data: container.decode([String: JSONValue].self, forKey: .data))
    }

    public static func isValidType(_ type: String) -> Bool {
        let bytes = Array(type.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumTypeLength else { return false }
        var segmentLength = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                segmentLength += 1
            case UInt8(ascii: "."):
                guard segmentLength > 0 else { return false }
                segmentLength = 0
            default:
                return false
            }
        }
        return segmentLength > 0
    }

    static func isValidKeyPart(_ text: String) -> Bool {
        let count = text.utf8.count
        return count > 0 && count <= maximumKeyBytes
            && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
