import FlowDiagnostics
import FlowSyntax

/// `run-shortcut` with a literal name, checked across the whole program:
/// the name must be a shortcut of the file or of a file it uses (a typo is an
/// error with "did you mean"), and what a shortcut needs includes what the
/// shortcuts it runs need: a
/// `run-shortcut` of a shortcut named by a literal must be covered by the
/// caller's `requires`, through any depth of calls, so a run is granted or
/// refused everything before its first step (the callee's shell command is
/// never refused after the caller has ordered soup).
public enum CallGraphCapabilities {
    static func check(_ program: ProgramGraph, report: (Diagnostic, _ path: String) -> Void) {
        for caller in program.shortcuts + program.automations.compactMap(\.steps) {
            for node in caller.nodes {
                guard let calleeName = callee(of: node) else { continue }
                guard let callee = find(calleeName, from: caller, in: program) else {
                    // A literal name that no shortcut has would fail when the step runs: said now.
                    let known = Array(Set(program.shortcuts.map(\.name))).sorted()
                    var message = "no shortcut named '\(calleeName)'"
                    if let suggestion = Suggestions.closest(to: calleeName, among: known) { message += "; did you mean '\(suggestion)'?" }
                    report(Diagnostic(id: "compiler.unknown-shortcut", message: message, range: node.range,
                                      notes: [.init("run-shortcut runs a shortcut of this file or of a file it uses")]), caller.path)
                    continue
                }
                let needed = needs(callee, in: program, seen: [caller.name])
                let missing = caller.requires.missing(from: needed)
                guard !missing.isEmpty else { continue }
                let names = "'" + missing.description + "'"
                report(Diagnostic(
                    id: "compiler.undeclared-capability",
                    message: "'\(calleeName)' needs \(names), which '\(caller.name)' does not declare",
                    range: node.range,
                    notes: [.init("add 'requires \(missing.description)' to '\(caller.name)': a run asks for what every shortcut it runs needs before its first step")]),
                       caller.path)
            }
        }
    }

    /// The literal name of the shortcut a step runs (`run-shortcut`'s
    /// `name:`, or any action's `shortcutParameter`), if it is one.
    public static func callee(of node: StepNode) -> String? {
        guard case .builtin(let name) = node.action, let parameter = ActionCatalog.named(name)?.shortcutParameter,
              let binding = node.bindings.first(where: { $0.parameter == parameter }) else { return nil }
        switch binding.value {
        case .constant(.string(let text)): return text
        case .convert(.constant(.string(let text)), _): return text
        default: return nil
        }
    }

    /// The shortcut a name reaches from `caller`: one in the caller's file first.
    public static func find(_ name: String, from caller: ShortcutGraph, in program: ProgramGraph) -> ShortcutGraph? {
        program.shortcuts.first { $0.name == name && $0.path == caller.path } ?? program.shortcuts.first { $0.name == name }
    }

    /// Everything `graph` and the shortcuts it runs (by literal names) require or use.
    public static func needs(_ graph: ShortcutGraph, in program: ProgramGraph, seen: Set<String> = []) -> Permissions {
        var result = graph.requires
        for node in graph.nodes {
            if case .builtin(let name) = node.action, let capability = ActionCatalog.named(name)?.capability,
               !result.contains(capability) { result.grant(capability) }
            if let calleeName = callee(of: node), !seen.contains(calleeName), let callee = find(calleeName, from: graph, in: program) {
                result.formUnion(needs(callee, in: program, seen: seen.union([graph.name])))
            }
        }
        return result
    }
}
