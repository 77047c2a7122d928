import Foundation

/// flow's folders, per the XDG Base Directory specification, each worked out
/// in one place for every command and module:
///
/// | folder | from | default |
/// | --- | --- | --- |
/// | configuration (config.json, contacts.json, apps/, automations/) | `$FLOW_CONFIG_HOME`, `$XDG_CONFIG_HOME/flow` | `~/.config/flow` |
/// | state (the outbox, donations, history, apps' data) | `--state`, `$FLOW_STATE_DIR`, `$XDG_STATE_HOME/flow` | `~/.local/state/flow` |
/// | library (shortcuts `flow gallery add` copies) | `$XDG_DATA_HOME/flow/shortcuts` | `~/.local/share/flow/shortcuts` |
/// | trash (what `delete-files` deletes) | `$XDG_DATA_HOME/Trash` | `~/.local/share/Trash` |
///
/// An XDG variable that is empty or relative is ignored, as the specification asks.
public enum FlowDirectories {
    public static func configuration(environment: [String: String]) -> URL {
        if let given = environment["FLOW_CONFIG_HOME"], !given.isEmpty { return URL(fileURLWithPath: given) }
        if let xdg = xdg("XDG_CONFIG_HOME", environment) { return xdg.appendingPathComponent("flow") }
        return home(environment).appendingPathComponent(".config/flow")
    }

    /// The state folder when no `--state` is given.
    public static func state(environment: [String: String]) -> URL {
        if let given = environment["FLOW_STATE_DIR"], !given.isEmpty { return URL(fileURLWithPath: given) }
        if let xdg = xdg("XDG_STATE_HOME", environment) { return xdg.appendingPathComponent("flow") }
        return home(environment).appendingPathComponent(".local/state/flow")
    }

    /// The library's own folder of shortcuts.
    public static func shortcuts(environment: [String: String]) -> URL {
        if let xdg = xdg("XDG_DATA_HOME", environment) { return xdg.appendingPathComponent("flow/shortcuts") }
        return home(environment).appendingPathComponent(".local/share/flow/shortcuts")
    }

    /// The home trash of the freedesktop.org Trash specification, where
    /// `delete-files` puts what it deletes so it can be restored.
    public static func trash(environment: [String: String]) -> URL {
        if let xdg = xdg("XDG_DATA_HOME", environment) { return xdg.appendingPathComponent("Trash") }
        return home(environment).appendingPathComponent(".local/share/Trash")
    }

    /// `$HOME`, else the account's home folder.
    public static func home(_ environment: [String: String]) -> URL {
        URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
    }

    /// `~/notes.txt` with `$HOME` as a shell reads it (Foundation's
    /// `expandingTildeInPath` ignores `$HOME` on Linux); `~user/...` as the
    /// account database says. Every `~` flow reads (paths in actions,
    /// `files(...)` scopes, `--allow`) goes through here.
    public static func expandingTilde(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if path == "~" { return home(environment).path }
        if path.hasPrefix("~/") { return home(environment).path + String(path.dropFirst()) }
        return (path as NSString).expandingTildeInPath
    }

    static func xdg(_ name: String, _ environment: [String: String]) -> URL? {
        guard let value = environment[name], value.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: value)
    }
}
