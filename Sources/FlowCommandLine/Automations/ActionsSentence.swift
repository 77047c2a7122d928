import FlowCompiler

/// What an automation does, as the Automation tab lists it: one action as its
/// summary sentence ("Set Focus to Do Not Disturb"), several as their titles
/// joined "A, B, and C", each once ("Run shell script, Show result, and Send
/// message"); a named
/// shortcut as `Run “Lunch”` followed by its actions.
enum ActionsSentence {
    static func sentence(_ automation: AutomationGraph, program: ProgramGraph?) -> String {
        if let name = automation.runs {
            let graph = program?.shortcuts.first { $0.name == name && $0.path == automation.path }
                ?? program?.shortcuts.first { $0.name == name }
            let actions = graph.map { titles($0, program: program) } ?? ""
            return "Run “\(name)”" + (actions.isEmpty ? "" : ": " + actions)
        }
        guard let steps = automation.steps, !steps.nodes.isEmpty else { return "nothing" }
        return steps.nodes.count == 1 ? steps.nodes[0].summary : titles(steps, program: program)
    }

    static func titles(_ graph: ShortcutGraph, program: ProgramGraph?) -> String {
        // Each kind of action once, in order: a summary, not the listing.
        var seen = Set<String>()
        return joined(graph.nodes.map { title($0, program: program) }.filter { seen.insert($0).inserted })
    }

    static func title(_ node: StepNode, program: ProgramGraph?) -> String {
        switch node.action {
        case .intent(let appName, let intentName):
            guard let app = program?.apps.first(where: { $0.name == appName }), let intent = app.intent(intentName) else { return intentName }
            return CatalogAction(intent: intent, app: app).title
        case .builtin(let name):
            return ActionCatalog.named(name).map { CatalogAction(builtin: $0).title } ?? name
        }
    }

    /// "A", "A and B", "A, B, and C".
    static func joined(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return items[0] + " and " + items[1]
        default: return items.dropLast().joined(separator: ", ") + ", and " + items[items.count - 1]
        }
    }
}
