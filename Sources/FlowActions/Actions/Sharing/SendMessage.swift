import FlowModel

extension ActionEntry {
    /// Shortcuts' Send Message: to people in contacts.json, through the
    /// transport config.json names (the outbox unless told otherwise).
    public static let sendMessage = ActionEntry(
        name: "send-message", category: .sharing, shortcutsNames: ["Send Message"], keywords: ["text", "sms", "email", "notify", "contact"],
        summary: "Send \"${text}\" to ${to}",
        parameters: [.labeled("to", .list(.person)), .labeled("text", .string)],
        output: .nothing, capability: .message, reach: .init(parameter: "to", kind: .recipient), isIdempotent: false,
        example: #"send-message(to: "John Appleseed", text: "Soup's on")"#
    ) { call, context in
        try context.require(.message)
        try await context.sendMessage(to: call.value("to") ?? .list([]), text: call.text("text"))
        return .nothing
    }
}
