import FlowDiagnostics

/// The step graph as indented text: `flow dump graph`, `flow graph
/// --format text`, and the `.graph` golden files.
public enum GraphText {
    public static func render(_ program: ProgramGraph, only shortcut: String? = nil) -> String {
        var output = ""
        for graph in program.shortcuts where shortcut == nil || graph.name == shortcut {
            output += render(graph, header: "shortcut \"\(graph.name)\"")
        }
        for automation in program.automations where shortcut == nil || automation.name == shortcut {
            output += "automation \"\(automation.name)\"\n"
            output += "  when: " + automation.triggers.joined(separator: "; ") + "\n"
            if let runs = automation.runs { output += "  runs: \"\(runs)\"\n" }
            for (name, value) in automation.answers.sorted(by: { $0.key < $1.key }) { output += "  answering \(name): \(value)\n" }
            for (name, value) in automation.arguments.sorted(by: { $0.key < $1.key }) { output += "  with \(name): \(value)\n" }
            output += "  mode \(automation.mode), catchup \(automation.catchup)" + (automation.isEnabled ? "" : ", disabled") + "\n"
            if automation.runWithoutAsking { output += "  run-without-asking\n" }
            if let steps = automation.steps { output += render(steps, header: "do", indent: "  ") }
            output += "\n"
        }
        return output
    }

    static func render(_ graph: ShortcutGraph, header: String, indent: String = "") -> String {
        var output = indent + header + "\n"
        for input in graph.inputs {
            output += indent + "  input \(input.name): \(input.type)" + (input.defaultValue.map { " = \($0)" } ?? "") + "\n"
        }
        for node in graph.nodes {
            output += indent + "  [\(node.id + 1)] \(node.action) \"\(node.summary)\""
            if node.outputType != .nothing { output += " -> \(node.outputType)" }
            output += "\n"
            for binding in node.bindings {
                output += indent + "      \(binding.parameter) = \(binding.value.describe(in: graph))\n"
            }
            if let timeout = node.timeout { output += indent + "      timeout \(timeout.describe(in: graph))\n" }
            if let retry = node.retryCount {
                output += indent + "      retry \(retry.describe(in: graph))" + (node.retryEvery.map { " every \($0.describe(in: graph))" } ?? "") + "\n"
            }
        }
        for edge in graph.edges {
            output += indent + "  [\(edge.from + 1)] -> [\(edge.to + 1)] \(edge.label) (\(edge.parameter))\n"
        }
        output += indent + "  flow:\n"
        output += region(graph.body, graph: graph, indent: indent + "    ")
        return output + (indent.isEmpty ? "\n" : "")
    }

    static func region(_ region: Region, graph: ShortcutGraph, indent: String) -> String {
        func slot(_ id: Int) -> String { graph.slots.indices.contains(id) ? graph.slots[id].name : "?" }
        switch region {
        case .sequence(let items):
            return items.map { Self.region($0, graph: graph, indent: indent) }.joined()
        case .step(let node, let into):
            return indent + "run [\(node + 1)]" + (into.map { " -> \(slot($0))" } ?? "") + "\n"
        case .evaluate(let value, let into):
            return indent + "\(slot(into)) = \(value.describe(in: graph))\n"
        case .assign(let target, let value, let append):
            return indent + "\(slot(target)) \(append ? "+=" : "=") \(value.describe(in: graph))\n"
        case .branches(let branches, let otherwise):
            var text = ""
            for (position, branch) in branches.enumerated() {
                text += indent + (position == 0 ? "if " : "else if ") + branch.condition.describe(in: graph) + "\n"
                text += Self.region(branch.body, graph: graph, indent: indent + "  ")
            }
            if let otherwise {
                text += indent + "else\n" + Self.region(otherwise, graph: graph, indent: indent + "  ")
            }
            return text
        case .repeatCount(let count, let body, _):
            return indent + "repeat \(count.describe(in: graph))\n" + Self.region(body, graph: graph, indent: indent + "  ")
        case .whileLoop(let condition, let body, _):
            return indent + "while \(condition.describe(in: graph))\n" + Self.region(body, graph: graph, indent: indent + "  ")
        case .forEach(let item, let sequence, let body, _):
            return indent + "for \(slot(item)) in \(sequence.describe(in: graph))\n" + Self.region(body, graph: graph, indent: indent + "  ")
        case .menu(let prompt, let items, let into):
            var text = indent + "menu \"\(prompt)\"" + (into.map { " -> \(slot($0))" } ?? "") + "\n"
            for item in items {
                text += indent + "  \"\(item.label)\"\n" + Self.region(item.body, graph: graph, indent: indent + "    ")
            }
            return text
        case .tryCatch(let body, let error, let handler):
            return indent + "try\n" + Self.region(body, graph: graph, indent: indent + "  ")
                + indent + "catch \(slot(error))\n" + Self.region(handler, graph: graph, indent: indent + "  ")
        case .stop(let value):
            return indent + "stop" + (value.map { " " + $0.describe(in: graph) } ?? "") + "\n"
        case .output(let value):
            return indent + "output \(value.describe(in: graph))\n"
        case .breakLoop:
            return indent + "break\n"
        case .continueLoop:
            return indent + "continue\n"
        }
    }
}
