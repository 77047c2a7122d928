import FlowModel

extension ActionEntry {
    /// Shortcuts' Text: a piece of text (a template, usually) as a step of
    /// its own, so later steps can take it as their input.
    public static let text = ActionEntry(
        name: "text", category: .text, shortcutsNames: ["Text"], keywords: ["string", "template"],
        summary: "Text ${text}",
        parameters: [.first("text", .string)],
        output: .string, isIdempotent: true,
        example: #"text("Soup for ${input}")"#
    ) { call, _ in
        .string(call.text("text"))
    }
}
