import Foundation

/// `send-message` by the default transport: a local outbox, one JSON object
/// per line in the state directory's `outbox.jsonl`, listed by `flow messages`.
public struct Outbox {
    public let directory: URL
    public var file: URL { directory.appendingPathComponent("outbox.jsonl") }

    public init(directory: URL) { self.directory = directory }

    public struct Message: Codable, Equatable, Sendable {
        /// The recipients' names, as the shortcut named them after contact lookup.
        public var to: [String]
        /// Where each would go: an email address or phone number from the contacts.
        public var addresses: [String]?
        public var text: String
        public var time: String
    }

    /// Appends one line and flushes it to disk before the step counts as done.
    func append(_ outgoing: OutgoingMessage) throws {
        let message = Message(to: outgoing.recipients.map(\.name), addresses: outgoing.recipients.map(\.address),
                              text: outgoing.text, time: outgoing.timestamp)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = try encoder.encode(message) + Data("\n".utf8)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if let handle = try? FileHandle(forWritingTo: file) {
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: line)
            try handle.synchronize()
        } else {
            try line.write(to: file, options: .atomic)
        }
    }

    /// Every message sent so far, oldest first.
    public func messages() -> [Message] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? JSONDecoder().decode(Message.self, from: Data($0)) }
    }
}
