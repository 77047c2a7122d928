import FlowModel

extension ActionEntry {
    /// Shortcuts' Combine Text: a list's items (each its display text)
    /// joined with new lines, spaces or a custom separator. The list is
    /// typed [String] so each item arrives as its text exactly: as `Any`,
    /// text would be read like an answer (trimmed, " 3" a number).
    public static let combineText = ActionEntry(
        name: "combine-text", category: .text, shortcutsNames: ["Combine Text"], keywords: ["join", "concatenate", "implode"],
        summary: "Combine ${list} with ${with}",
        parameters: [
            .first("list", .list(.string), help: "each item as its text"),
            .labeled("with", .string, default: .string("new-lines"), choices: ["new-lines", "spaces", "custom"]),
            .labeled("separator", .string, optional: true, help: "the text between items, with with: \"custom\""),
        ],
        output: .string, isIdempotent: true,
        example: #"combine-text(["Clam Chowder", "Tomato Soup"], with: "custom", separator: ", ")"#
    ) { call, context in
        let joiner: TextJoiner
        switch call.text("with") {
        case "new-lines": joiner = .newLines
        case "spaces": joiner = .spaces
        case "custom": joiner = .custom(try CustomSeparator.text(call, context, choice: "with"))
        case let other: throw context.fail("'\(other)' is not a way to combine; take new-lines, spaces or custom")
        }
        let items = call.list("list") ?? call.value("list").map { [$0] } ?? []
        return .string(TextCombining.combine(items.map(\.description), with: joiner))
    }
}
