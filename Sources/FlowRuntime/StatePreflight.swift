import Foundation
import FlowCompiler
import FlowState

/// Before a run's first step: every state file the run will write can be
/// written. Without this a run could place a real order and then fail to
/// record the message about it; with it, a folder or file that cannot be
/// written stops the run before anything happens (exit 73, naming it).
///
/// What is checked: the state folder itself (history, donations, apps'
/// data live there), and the outbox when the run sends a message through it.
enum StatePreflight {
    static func check(program: ProgramGraph, graph: ShortcutGraph, environment: RunEnvironment) throws(RunFailure) {
        do {
            try SharedJournal(url: environment.stateDirectory.appendingPathComponent(".preflight")).checkWritable()
            if environment.configuration.transport == .outbox, sendsMessages(graph, program: program, seen: []) {
                try Outbox(directory: environment.stateDirectory).journal.checkWritable()
            }
        } catch {
            throw .stateUnwritable("\(error)")
        }
    }

    /// Whether the shortcut, or one it runs by a literal name, has a step
    /// that sends messages (an action needing the `message` capability).
    static func sendsMessages(_ graph: ShortcutGraph, program: ProgramGraph, seen: Set<String>) -> Bool {
        for node in graph.nodes {
            guard case .builtin(let name) = node.action else { continue }
            if ActionCatalog.named(name)?.capability == .message { return true }
            if let callee = CallGraphCapabilities.callee(of: node), !seen.contains(callee),
               let next = program.shortcuts.first(where: { $0.name == callee }),
               sendsMessages(next, program: program, seen: seen.union([graph.name])) {
                return true
            }
        }
        return false
    }
}
