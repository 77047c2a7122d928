import Foundation
import FlowState

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
        /// The sending step's idempotency key (run id and step place), when
        /// the run keeps a step journal: the outbox holds one message per key.
        public var key: String?
    }

    /// The outbox as FlowState's shared journal: many flow processes append
    /// at once, each message one checksummed record under a lock.
    var journal: SharedJournal { SharedJournal(url: file) }

    /// Appends one message and flushes it to disk before the step counts as
    /// done; a torn end left by a crash is set aside first (and reported on
    /// standard error by the caller's `report`).
    func append(_ outgoing: OutgoingMessage, report: (String) -> Void = { _ in }) throws(StateError) {
        let message = Message(to: outgoing.recipients.map(\.name), addresses: outgoing.recipients.map(\.address),
                              text: outgoing.text, time: outgoing.timestamp, key: outgoing.key)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let line = try? encoder.encode(message) else { throw .encoding("the message could not be written as JSON") }
        // A step run again after a crash sends under the same key: the message it sent before stands.
        let sentBefore: (([UInt8]) -> Bool)? = message.key.map { key in
            { record in (try? JSONDecoder().decode(KeyOnly.self, from: Data(record)))?.key == key }
        }
        if let setAside = try journal.append(Array(line), unlessAny: sentBefore).setAside { report("warning: \(setAside)") }
    }

    /// Just a record's key, to find a message sent under it.
    private struct KeyOnly: Decodable { var key: String? }

    /// What the outbox holds: every whole message, oldest first, and a line
    /// for each record that could not be read (named by file and line).
    public struct Contents: Sendable {
        public var messages: [Message]
        public var warnings: [String]
    }

    /// Every message sent so far.
    ///
    /// - Throws: the outbox exists but cannot be read (permission, a folder in its place).
    public func read() throws(StateError) -> Contents {
        let (messages, warnings) = try journal.decoded(as: Message.self, what: "a message")
        return Contents(messages: messages, warnings: warnings)
    }

    /// Every readable message, oldest first (warnings dropped; `read()` has them).
    public func messages() -> [Message] { (try? read())?.messages ?? [] }
}
