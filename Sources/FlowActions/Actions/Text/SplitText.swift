import FlowModel

extension ActionEntry {
    /// Shortcuts' Split Text: by new lines, spaces, every character, or a
    /// custom separator (empty pieces kept, as Shortcuts keeps them).
    public static let splitText = ActionEntry(
        name: "split-text", category: .text, shortcutsNames: ["Split Text"], keywords: ["separate", "lines", "words", "characters", "explode"],
        summary: "Split ${text} by ${by}",
        parameters: [
            .first("text", .string),
            .labeled("by", .string, default: .string("new-lines"), choices: ["new-lines", "spaces", "every-character", "custom"]),
            .labeled("separator", .string, optional: true, help: "the text between pieces, with by: \"custom\""),
        ],
        output: .list(.string), isIdempotent: true,
        example: #"split-text("Clam Chowder,Tomato Soup", by: "custom", separator: ",")"#
    ) { call, context in
        let separator: TextSeparator
        switch call.text("by") {
        case "new-lines": separator = .newLines
        case "spaces": separator = .spaces
        case "every-character": separator = .everyCharacter
        case "custom": separator = .custom(try CustomSeparator.text(call, context, choice: "by"))
        case let other: throw context.fail("'\(other)' is not a way to split; take new-lines, spaces, every-character or custom")
        }
        return .list(TextSplitting.split(call.text("text"), by: separator).map(RuntimeValue.string))
    }
}
