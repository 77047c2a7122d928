import FlowModel

extension ActionEntry {
    /// Shortcuts' Count: a list's items, a dictionary's entries, text's
    /// characters; one for any other value, none for nothing. With `by:`,
    /// the value's text counted in characters, words, sentences or lines
    /// (Shortcuts' Count menu; see `TextUnit` for what each is).
    public static let count = ActionEntry(
        name: "count", category: .text, shortcutsNames: ["Count"],
        keywords: ["length", "size", "how many", "items", "characters", "words", "sentences", "lines"],
        summary: "Count ${items}",
        parameters: [
            .first("items", .any),
            .labeled("by", .string, optional: true, choices: TextUnit.allCases.map { ActionChoice($0.rawValue) },
                     help: "count the text's characters, words, sentences or lines"),
        ],
        output: .integer, isIdempotent: true,
        example: #"count(["Clam Chowder", "Tomato Soup"])"#
    ) { call, context in
        if let by = call.optionalText("by") {
            guard let unit = TextUnit(rawValue: by) else {
                throw context.fail("'\(by)' is not something to count; take " + TextUnit.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return .integer(TextCounting.count(unit, in: call.text("items")))
        }
        return switch call.value("items") ?? .nothing {
        case .list(let values): .integer(values.count)
        case .dictionary(let entries): .integer(entries.count)
        case .string(let text): .integer(text.count)
        case .nothing: .integer(0)
        default: .integer(1)
        }
    }
}
