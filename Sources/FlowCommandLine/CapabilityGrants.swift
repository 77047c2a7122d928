import Foundation
import FlowCompiler

/// Capabilities a shortcut declares with `requires`, granted once: at a
/// terminal the person answers for this run or for always; "always" is
/// remembered per shortcut (its file and name) in the state directory's
/// `grants.json`, and deleting that file forgets every such answer.
struct CapabilityGrants {
    let file: URL

    init(stateDirectory: URL) { file = stateDirectory.appendingPathComponent("grants.json") }

    static func key(for graph: ShortcutGraph) -> String {
        ((graph.path as NSString).standardizingPath) + "#" + graph.name
    }

    /// What was granted for always; an unreadable file grants nothing.
    func remembered(for graph: ShortcutGraph) -> Set<Capability> {
        Set((load()[Self.key(for: graph)] ?? []).compactMap(Capability.init(rawValue:)))
    }

    func remember(_ capabilities: Set<Capability>, for graph: ShortcutGraph) throws {
        var all = load()
        all[Self.key(for: graph)] = (remembered(for: graph).union(capabilities)).sorted().map(\.rawValue)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = try JSONSerialization.data(withJSONObject: all, options: [.sortedKeys, .prettyPrinted])
        try data.write(to: file, options: .atomic)
    }

    private func load() -> [String: [String]] {
        guard let data = FileManager.default.contents(atPath: file.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String]] else { return [:] }
        return object
    }

    enum Answer { case thisRun, always, refused }

    /// The terminal question, asked once before the run.
    static func ask(_ graph: ShortcutGraph, missing: [Capability], output: OutputStream) -> Answer {
        output.write("\n“\(graph.name)” wants to:\n")
        for capability in missing {
            let users = graph.nodes.compactMap { node -> String? in
                guard case .builtin(let name) = node.action, BuiltinAction.named(name)?.capability == capability else { return nil }
                return name
            }
            let uses = Array(Set(users)).sorted()
            output.write("  • \(capability.explanation) (\(capability.rawValue)" + (uses.isEmpty ? "" : ": " + uses.joined(separator: ", ")) + ")\n")
        }
        while true {
            output.write("Allow? [y] this run, [a] always for this shortcut, [n] no: ")
            guard let line = TerminalInput.readLine() else { return .refused }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "y", "yes": return .thisRun
            case "a", "always": return .always
            case "n", "no", "", "cancel": return .refused
            default: output.write("Please answer y, a or n.\n")
            }
        }
    }
}
