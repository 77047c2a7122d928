/// One property a value has (`site.host`, `orderDetails.total`, `list.count`):
/// its name, its type, what it means, and how a run reads it.
///
/// The checker types a property path with `type`; the interpreter and the
/// template renderer read it with `read`. Both come from the same entry, so a
/// property cannot be accepted by `flow check` and then read as nothing by
/// `flow run` (the bug this replaced: two hand-kept lists). An entry cannot be
/// made without its accessor, and `PropertyTableTests` reads every entry of
/// every table with a sample value and requires a non-empty value of the
/// declared type.
public struct PropertyEntry: Sendable {
    public let name: String
    /// The property's type, given the type of the value it is read from
    /// (a list's `first` is its element type).
    public let type: @Sendable (FlowType) -> FlowType
    /// One line for hover, help and completion.
    public let summary: String
    /// Reads the property from a value of the owning type; `.nothing` when the
    /// value does not have it (a place without coordinates).
    public let read: @Sendable (RuntimeValue) -> RuntimeValue

    public init(_ name: String, _ type: FlowType, _ summary: String, read: @escaping @Sendable (RuntimeValue) -> RuntimeValue) {
        self.name = name
        self.type = { _ in type }
        self.summary = summary
        self.read = read
    }

    public init(_ name: String, typed type: @escaping @Sendable (FlowType) -> FlowType, _ summary: String,
                read: @escaping @Sendable (RuntimeValue) -> RuntimeValue) {
        self.name = name
        self.type = type
        self.summary = summary
        self.read = read
    }
}
