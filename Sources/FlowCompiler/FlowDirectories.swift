import Foundation

/// flow's folders that more than one module needs.
public enum FlowDirectories {
    /// The configuration folder: `$FLOW_CONFIG_HOME`, else
    /// `$XDG_CONFIG_HOME/flow`, else `~/.config/flow`.
    public static func configuration(environment: [String: String]) -> URL {
        if let given = environment["FLOW_CONFIG_HOME"], !given.isEmpty { return URL(fileURLWithPath: given) }
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("flow") }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config/flow")
    }
}
