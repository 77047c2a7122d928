/// What makes an event the same event: its source and its id. The spool
/// delivers each key once, however many times it is posted.
public struct EventKey: Hashable, Codable, Sendable, CustomStringConvertible {
    public var source: String
    public var id: String

    public init(source: String, id: String) {
        self.source = source
        self.id = id
    }

    public var description: String { "\(source)/\(id)" }
}
