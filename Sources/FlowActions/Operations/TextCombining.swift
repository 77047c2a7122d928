/// Combine Text: a list of texts joined into one, the reverse of Split Text.
public enum TextJoiner: Equatable, Sendable {
    /// "\n" between items.
    case newLines
    /// One space between items.
    case spaces
    /// Any text between items; "" runs them together.
    case custom(String)

    public var separator: String {
        switch self {
        case .newLines: "\n"
        case .spaces: " "
        case .custom(let text): text
        }
    }
}

public enum TextCombining {
    /// The items joined; an empty list is "", one item is itself.
    public static func combine(_ items: [String], with joiner: TextJoiner) -> String {
        items.joined(separator: joiner.separator)
    }
}
