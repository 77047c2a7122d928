/// Derives the data edges of a graph from its bindings: a parameter that
/// reads a step's output (directly, through a variable, or inside a text)
/// depends on that step.
enum GraphEdges {
    static func withEdges(_ graph: ShortcutGraph) -> ShortcutGraph {
        var graph = graph
        // Which node fills each slot, from `let x = step`.
        var producers: [Int: Int] = [:]
        collectProducers(graph.body, into: &producers)
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

    static func collectProducers(_ region: Region, into producers: inout [Int: Int]) {
        switch region {
        case .sequence(let items): items.forEach { collectProducers($0, into: &producers) }
        case .step(let node, let slot): if let slot { producers[slot] = node }
        case .branches(let branches, let otherwise):
            branches.forEach { collectProducers($0.body, into: &producers) }
            otherwise.map { collectProducers($0, into: &producers) }
        case .repeatCount(_, let body, _), .forEach(_, _, let body, _): collectProducers(body, into: &producers)
        case .menu(_, let items, _): items.forEach { collectProducers($0.body, into: &producers) }
        case .tryCatch(let body, _, let handler):
            collectProducers(body, into: &producers)
            collectProducers(handler, into: &producers)
        default: break
        }
    }

    /// The nodes a value reads, each with a label saying what flows.
    static func sources(_ value: ValueExpr, graph: ShortcutGraph, producers: [Int: Int], path: [String] = []) -> [(Int, String)] {
        func label(_ base: String) -> String { ([base] + path).joined(separator: ".") }
        switch value {
        case .output(let node): return [(node, label(graph.nodes[node].outputType.description))]
        case .latestOutput(let nodes): return nodes.map { ($0, label(graph.nodes[$0].outputType.description)) }
        case .slot(let slot):
            guard let node = producers[slot] else { return [] }
            return [(node, label(graph.slots[slot].name))]
        case .member(let base, let name): return sources(base, graph: graph, producers: producers, path: [name] + path)
        case .convert(let inner, _), .negate(let inner), .not(let inner): return sources(inner, graph: graph, producers: producers, path: path)
        case .binary(_, let left, let right):
            return sources(left, graph: graph, producers: producers) + sources(right, graph: graph, producers: producers)
        case .subscripted(let base, let index):
            return sources(base, graph: graph, producers: producers) + sources(index, graph: graph, producers: producers)
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
