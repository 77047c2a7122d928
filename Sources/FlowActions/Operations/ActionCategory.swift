/// The categories of Shortcuts' action library, in the order its action
/// search lists them. Every built-in action belongs to one, and the README's
/// table of Shortcuts actions is grouped by them.
public enum ActionCategory: String, CaseIterable, Sendable {
    case text = "Text"
    case numbers = "Numbers"
    case lists = "Lists"
    case dictionaries = "Dictionaries"
    case encoding = "Encoding"
    case documents = "Documents"
    case dates = "Dates"
    case web = "Web"
    case sharing = "Sharing"
    case scripting = "Scripting"
}
