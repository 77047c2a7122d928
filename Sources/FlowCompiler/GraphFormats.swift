import Foundation
import FlowDiagnostics

/// `flow graph` output: each node as its summary sentence, data edges
/// labeled by what flows (`OrderDetails.total`), control regions as groups.
public enum GraphFormat: String, CaseIterable, Sendable {
    case text, dot, mermaid, json

    public func render(_ graphs: [ShortcutGraph]) -> String {
        switch self {
        case .text: GraphSummaryText.render(graphs)
        case .dot: GraphDOT.render(graphs)
        case .mermaid: GraphMermaid.render(graphs)
        case .json: GraphJSON.render(graphs)
        }
    }
}

/// Control regions with the nodes they hold, for grouping in drawings.
struct RegionGroup {
    var label: String
    var nodes: [Int]
    var children: [RegionGroup]

    /// The groups of a region: each if-branch, loop, menu item and try/catch part.
    static func groups(_ region: Region, graph: ShortcutGraph) -> (nodes: [Int], groups: [RegionGroup]) {
        switch region {
        case .sequence(let items):
            var nodes: [Int] = []
            var groups: [RegionGroup] = []
            for item in items {
                let (itemNodes, itemGroups) = Self.groups(item, graph: graph)
                nodes += itemNodes
                groups += itemGroups
            }
            return (nodes, groups)
        case .step(let node, _):
            return ([node], [])
        case .branches(let branches, let otherwise):
            var groups = branches.enumerated().map { position, branch in
                group((position == 0 ? "if " : "else if ") + branch.condition.describe(in: graph), branch.body, graph)
            }
            if let otherwise { groups.append(group("else", otherwise, graph)) }
            return ([], groups)
        case .repeatCount(let count, let body, _):
            return ([], [group("repeat \(count.describe(in: graph))", body, graph)])
        case .whileLoop(let condition, let body, _):
            return ([], [group("while \(condition.describe(in: graph))", body, graph)])
        case .forEach(let item, let sequence, let body, _):
            return ([], [group("for \(graph.slots[item].name) in \(sequence.describe(in: graph))", body, graph)])
        case .menu(let prompt, let items, _):
            return ([], items.map { group("menu \"\(prompt)\": \($0.label)", $0.body, graph) })
        case .tryCatch(let body, let error, let handler):
            return ([], [group("try", body, graph), group("catch \(graph.slots[error].name)", handler, graph)])
        case .evaluate, .assign, .stop, .output, .breakLoop, .continueLoop:
            return ([], [])
        }
    }

    static func group(_ label: String, _ region: Region, _ graph: ShortcutGraph) -> RegionGroup {
        let (nodes, children) = groups(region, graph: graph)
        return RegionGroup(label: label, nodes: nodes, children: children)
    }
}

enum GraphSummaryText {
    static func render(_ graphs: [ShortcutGraph]) -> String {
        var output = ""
        for graph in graphs {
            output += "\(graph.name)\n"
            for node in graph.nodes {
                output += "  \(node.id + 1). \(node.summary)" + (node.outputType == .nothing ? "" : "  → \(node.outputType)") + "\n"
            }
            for edge in graph.edges {
                output += "     \(edge.from + 1) → \(edge.to + 1)  \(edge.label) into \(edge.parameter)\n"
            }
            output += "\n"
        }
        return output
    }
}

enum GraphDOT {
    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    static func render(_ graphs: [ShortcutGraph]) -> String {
        var output = "digraph flow {\n  rankdir=TB;\n  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\", fontsize=10];\n"
        var clusters = 0
        for (index, graph) in graphs.enumerated() {
            func id(_ node: Int) -> String { "s\(index)n\(node + 1)" }
            clusters += 1
            output += "  subgraph cluster_\(clusters) {\n    label=\(quote(graph.name));\n"
            for node in graph.nodes {
                let detail = "\(node.action)" + (node.outputType == .nothing ? "" : " → \(node.outputType)")
                output += "    \(id(node.id)) [label=\(quote("\(node.id + 1). \(node.summary)\n\(detail)"))];\n"
            }
            func draw(_ group: RegionGroup, indent: String) {
                clusters += 1
                output += "\(indent)subgraph cluster_\(clusters) {\n\(indent)  label=\(quote(group.label)); style=dashed;\n"
                for node in group.nodes { output += "\(indent)  \(id(node));\n" }
                for child in group.children { draw(child, indent: indent + "  ") }
                output += "\(indent)}\n"
            }
            for group in RegionGroup.groups(graph.body, graph: graph).groups { draw(group, indent: "    ") }
            output += "  }\n"
            for edge in graph.edges {
                output += "  \(id(edge.from)) -> \(id(edge.to)) [label=\(quote(edge.label))];\n"
            }
        }
        return output + "}\n"
    }
}

enum GraphMermaid {
    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "\n", with: "<br/>") + "\""
    }

    static func render(_ graphs: [ShortcutGraph]) -> String {
        var output = "flowchart TD\n"
        var groups = 0
        for (index, graph) in graphs.enumerated() {
            func id(_ node: Int) -> String { "s\(index)n\(node + 1)" }
            output += "  subgraph s\(index)[\(quote(graph.name))]\n"
            let (topNodes, regionGroups) = RegionGroup.groups(graph.body, graph: graph)
            func declare(_ node: Int, indent: String) {
                let step = graph.nodes[node]
                output += "\(indent)\(id(node))[\(quote("\(node + 1). \(step.summary)"))]\n"
            }
            for node in topNodes { declare(node, indent: "    ") }
            func draw(_ group: RegionGroup, indent: String) {
                groups += 1
                output += "\(indent)subgraph g\(groups)[\(quote(group.label))]\n"
                for node in group.nodes { declare(node, indent: indent + "  ") }
                for child in group.children { draw(child, indent: indent + "  ") }
                output += "\(indent)end\n"
            }
            regionGroups.forEach { draw($0, indent: "    ") }
            output += "  end\n"
            for edge in graph.edges {
                output += "  \(id(edge.from)) -- \(quote(edge.label)) --> \(id(edge.to))\n"
            }
        }
        return output
    }
}

enum GraphJSON {
    struct Document: Encodable {
        var shortcuts: [Shortcut]
    }

    struct Shortcut: Encodable {
        var name: String
        var path: String
        var inputs: [Input]
        var nodes: [Node]
        var edges: [Edge]
    }

    struct Input: Encodable {
        var name: String
        var type: String
    }

    struct Node: Encodable {
        var id: Int
        var action: String
        var summary: String
        var output: String?
        var bindings: [String: String]
        var line: Int
        var column: Int
    }

    struct Edge: Encodable {
        var from: Int
        var to: Int
        var label: String
        var parameter: String
    }

    static func render(_ graphs: [ShortcutGraph]) -> String {
        let document = Document(shortcuts: graphs.map { graph in
            Shortcut(name: graph.name, path: graph.path,
                     inputs: graph.inputs.map { Input(name: $0.name, type: $0.type.description) },
                     nodes: graph.nodes.map { node in
                         Node(id: node.id + 1, action: node.action.description, summary: node.summary,
                              output: node.outputType == .nothing ? nil : node.outputType.description,
                              bindings: Dictionary(node.bindings.map { ($0.parameter, $0.value.describe(in: graph)) }, uniquingKeysWith: { a, _ in a }),
                              line: node.position.line, column: node.position.column)
                     },
                     edges: graph.edges.map { Edge(from: $0.from + 1, to: $0.to + 1, label: $0.label, parameter: $0.parameter) })
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
}
