import FlowModel

extension ActionEntry {
    /// Shortcuts' Show Result: the value's display text, a line of the run's output.
    public static let showResult = ActionEntry(
        name: "show-result", category: .text, shortcutsNames: ["Show Result"], keywords: ["print", "display", "echo", "output"],
        summary: "Show ${content}",
        parameters: [.first("content", .any)],
        output: .nothing, isIdempotent: false,
        example: #"show-result("Hello, ${input}")"#
    ) { call, context in
        context.output(call.text("content"))
        return .nothing
    }
}
