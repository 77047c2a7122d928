/// Derives the data edges of a graph from its bindings: a parameter that
/// reads a step's output (directly, through a variable, or inside a text)
/// depends on that step.
enum GraphEdges {
    static func withEdges(_ graph: ShortcutGraph) -> ShortcutGraph {
        var graph = graph
        // Which nodes fill each slot: `let x = step`, or `let x = expression` reading steps.
        var producers: [Int: [(Int, String)]] = [:]
        collectProducers(graph.body, graph: graph, into: &producers)
        var edges: [DataEdge] = []
        for node in graph.nodes {
            for binding in node.bindings {
                for (from, label) in sources(binding.value, graph: graph, producers: producers) where from != node.id {
                    let edge = DataEdge(from: from, to: node.id, label: label, parameter: binding.parameter)
                    if !edges.contains(edge) { edges.append(edge) }
                }
            }
        }
        graph.edges = edges
        return graph
    }

    static func collectProducers(_ region: Region, graph: ShortcutGraph, into producers: inout [Int: [(Int, String)]]) {
        func visit(_ region: Region) { collectProducers(region, graph: graph, into: &producers) }
        switch region {
        case .sequence(let items): items.forEach(visit)
        case .step(let node, let slot): if let slot { producers[slot] = [(node, graph.slots[slot].name)] }
        case .evaluate(let value, let slot), .assign(let slot, let value, _):
            // A computed variable carries the steps it was computed from, under its own name.
            let sources = sources(value, graph: graph, producers: producers).map { ($0.0, graph.slots[slot].name) }
            if !sources.isEmpty { producers[slot, default: []] += sources }
        case .branches(let branches, let otherwise):
            branches.forEach { visit($0.body) }
            otherwise.map(visit)
        case .repeatCount(_, let body, _), .whileLoop(_, let body, _), .forEach(_, _, let body, _): visit(body)
        case .menu(_, let items, _): items.forEach { visit($0.body) }
        case .tryCatch(let body, _, let handler):
            visit(body)
            visit(handler)
        default: break
        }
    }

    /// The nodes a value reads, each with a label saying what flows.
    static func sources(_ value: ValueExpr, graph: ShortcutGraph, producers: [Int: [(Int, String)]], path: [String] = []) -> [(Int, String)] {
        func label(_ base: String) -> String { ([base] + path).joined(separator: ".") }
        switch value {
        case .output(let node): return [(node, label(ShortcutChecker.outputName(graph.nodes[node].outputType)))]
        case .latestOutput(let nodes): return nodes.map { ($0, label(ShortcutChecker.outputName(graph.nodes[$0].outputType))) }
        case .slot(let slot):
            return (producers[slot] ?? []).map { ($0.0, label($0.1)) }
        case .member(let base, let name): return sources(base, graph: graph, producers: producers, path: [name] + path)
        case .convert(let inner, _), .negate(let inner), .not(let inner): return sources(inner, graph: graph, producers: producers, path: path)
        case .binary(_, let left, let right):
            return sources(left, graph: graph, producers: producers) + sources(right, graph: graph, producers: producers)
        case .subscripted(let base, let index):
            if let name = ValueExpr.memberName(index) { return sources(base, graph: graph, producers: producers, path: [name] + path) }
            return sources(base, graph: graph, producers: producers, path: ["[]"] + path).map { ($0.0, $0.1.replacing(".[]", with: "[]")) }
                + sources(index, graph: graph, producers: producers)
        case .template(let pieces):
            return pieces.flatMap { piece -> [(Int, String)] in
                if case .value(let inner) = piece { return sources(inner, graph: graph, producers: producers) }
                return []
            }
        case .list(let values): return values.flatMap { sources($0, graph: graph, producers: producers) }
        case .dictionary(let pieces): return pieces.flatMap { sources($0.value, graph: graph, producers: producers) }
        case .constant, .ask, .special, .exists: return []
        }
    }
}
