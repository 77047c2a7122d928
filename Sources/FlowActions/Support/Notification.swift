import Foundation

/// `show-notification`: a desktop notification through `notify-send` when it
/// exists and a desktop session is there to show it; otherwise (a server, a
/// script, a test) a line on standard error, so it is never lost silently.
enum Notification {
    static func show(_ text: String, title: String?, environment: [String: String] = ProcessInfo.processInfo.environment) async {
        let hasDesktop = ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"].contains { !(environment[$0] ?? "").isEmpty }
        if hasDesktop, let notifySend = ExecutableSearch.find("notify-send"),
           let outcome = try? await ChildProcess(executable: notifySend.path, arguments: ["--app-name=flow", title ?? "flow", text]).run(),
           outcome.succeeded {
            return
        }
        FileHandle.standardError.write(Data("notification: \(title.map { "\($0): " } ?? "")\(text)\n".utf8))
    }
}
