/// A template as a sink sees it: the shortcut's own text, and the values
/// spliced into it, each already turned into the text it shows as.
public enum SinkPiece: Sendable, Equatable {
    /// Text the shortcut itself wrote: the sink's syntax (code, URL, JSON).
    case code(String)
    /// A value from outside the source: data, whatever its bytes.
    case value(String)
}

/// Why a template's value cannot be put where it stands, with the value's
/// position among the template's values (1-based) for the message.
public struct SinkError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
