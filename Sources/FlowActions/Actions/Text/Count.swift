import FlowModel

extension ActionEntry {
    /// Shortcuts' Count: a list's items, a dictionary's entries, text's
    /// characters; one for any other value, none for nothing.
    public static let count = ActionEntry(
        name: "count", category: .text, shortcutsNames: ["Count"], keywords: ["length", "size", "how many", "items", "characters"],
        summary: "Count ${items}",
        parameters: [.first("items", .any)],
        output: .integer, isIdempotent: true,
        example: #"count(["Clam Chowder", "Tomato Soup"])"#
    ) { call, _ in
        switch call.value("items") ?? .nothing {
        case .list(let values): .integer(values.count)
        case .dictionary(let entries): .integer(entries.count)
        case .string(let text): .integer(text.count)
        case .nothing: .integer(0)
        default: .integer(1)
        }
    }
}
