import FlowModel

extension ActionEntry {
    /// Shortcuts' Show Notification: on the desktop when there is one
    /// (notify-send), else a line on standard error.
    public static let showNotification = ActionEntry(
        name: "show-notification", category: .scripting, shortcutsNames: ["Show Notification"], keywords: ["notify", "banner", "alert", "desktop"],
        summary: "Show notification ${text}",
        parameters: [.first("text", .string), .labeled("title", .string, optional: true)],
        output: .nothing, involves: [.desktop], isIdempotent: false,
        example: #"show-notification("Soup is ready", title: "Kitchen")"#
    ) { call, _ in
        await Notification.show(call.text("text"), title: call.optionalText("title"))
        return .nothing
    }
}
