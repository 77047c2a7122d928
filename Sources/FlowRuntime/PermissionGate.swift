import Foundation
import FlowCompiler

/// The one decision, before a shortcut's first step, of what it may reach:
/// `flow run`, `flow say` and the daemon all pass through here. What the
/// shortcut declares (with the shortcuts it runs, as the checker required)
/// must be covered by what was granted (`--allow`, "always", a terminal
/// answer); the run then gets what it declares and no more, with every path
/// resolved against `folder` as the runtime resolves the paths it touches.
public enum PermissionGate {
    public enum Decision {
        case admitted(Permissions)
        /// Why, and what was missing (what a terminal asks for).
        case refused(RunFailure, missing: Permissions)
    }

    public static func admit(_ graph: ShortcutGraph, granted: Permissions, folder: String, whyMissing: String? = nil) -> Decision {
        let declared = graph.requires.resolvingPaths(against: folder)
        let granted = granted.resolvingPaths(against: folder)
        let missing = granted.missing(from: declared)
        guard missing.isEmpty else {
            return .refused(.notPermitted(step: "“\(graph.name)”", missing: missing, declared: true,
                                          needers: steps(in: graph, needing: missing), reason: whyMissing), missing: missing)
        }
        return .admitted(declared.intersection(granted))
    }

    /// "Run shell script (shell)": the steps of `graph` whose action needs one of `missing`'s capabilities.
    public static func steps(in graph: ShortcutGraph, needing missing: Permissions) -> [String] {
        var seen: Set<String> = []
        return graph.nodes.compactMap { node -> String? in
            guard case .builtin(let name) = node.action, let capability = ActionCatalog.named(name)?.capability,
                  missing.contains(capability) else { return nil }
            let text = "\(node.summary) (\(capability.rawValue))"
            return seen.insert(text).inserted ? text : nil
        }
    }
}
