import FlowModel

extension ActionEntry {
    /// Shortcuts' Show Alert: a yes-or-no question; the answer is the output.
    public static let showAlert = ActionEntry(
        name: "show-alert", category: .scripting, shortcutsNames: ["Show Alert"], keywords: ["confirm", "dialog", "yes", "no"],
        summary: "Show alert ${message}",
        parameters: [.first("message", .string), .labeled("title", .string, optional: true)],
        output: .boolean, involves: [.person], isIdempotent: false,
        example: #"show-alert("Order again?", title: "Soup Chef")"#
    ) { call, context in
        let title = call.optionalText("title").map { "\($0): " } ?? ""
        return .boolean(try await context.confirm(title + call.text("message")))
    }
}
