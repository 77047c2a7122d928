import FlowModel

extension ActionEntry {
    /// Shortcuts' Comment: a note in the step list that does nothing.
    public static let comment = ActionEntry(
        name: "comment", category: .scripting, shortcutsNames: ["Comment"], keywords: ["note", "remark"],
        summary: "Comment: ${text}",
        parameters: [.first("text", .string)],
        output: .nothing, isIdempotent: true,
        example: #"comment("the rest orders soup")"#
    ) { _, _ in
        .nothing
    }
}
