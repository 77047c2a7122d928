/// The step graph's invariants: no dangling edges, every node run from
/// exactly one place in the control flow (one entry), every step output and
/// slot read only after it is produced. Checked after every compile in debug
/// builds, and by the tests on every fixture.
public enum GraphInvariants {
    public static func violations(_ graph: ShortcutGraph) -> [String] {
        var problems: [String] = []
        let count = graph.nodes.count
        for edge in graph.edges where !(0..<count).contains(edge.from) || !(0..<count).contains(edge.to) {
            problems.append("edge \(edge.from) -> \(edge.to) points outside the graph")
        }
        for (position, node) in graph.nodes.enumerated() where node.id != position {
            problems.append("node at \(position) has id \(node.id)")
        }
        var runs = [Int](repeating: 0, count: count)
        var order: [Int] = []
        visit(graph.body) { node in
            if (0..<count).contains(node) {
                runs[node] += 1
                order.append(node)
            } else {
                problems.append("the flow runs node \(node), which does not exist")
            }
        }
        for (node, times) in runs.enumerated() where times != 1 {
            problems.append("node [\(node + 1)] is run from \(times) places in the flow, not one")
        }
        // Inputs are produced before use: a node reads only nodes run before it.
        var position: [Int: Int] = [:]
        for (index, node) in order.enumerated() { position[node] = index }
        for edge in graph.edges {
            if let from = position[edge.from], let to = position[edge.to], from >= to {
                problems.append("[\(edge.to + 1)] reads [\(edge.from + 1)], which runs after it")
            }
        }
        for node in graph.nodes {
            for binding in node.bindings {
                for slot in slots(in: binding.value) where !graph.slots.indices.contains(slot) {
                    problems.append("[\(node.id + 1)] reads slot \(slot), which does not exist")
                }
            }
        }
        return problems
    }

    static func visit(_ region: Region, _ run: (Int) -> Void) {
        switch region {
        case .sequence(let items): items.forEach { visit($0, run) }
        case .step(let node, _): run(node)
        case .branches(let branches, let otherwise):
            branches.forEach { visit($0.body, run) }
            if let otherwise { visit(otherwise, run) }
        case .repeatCount(_, let body, _), .whileLoop(_, let body, _), .forEach(_, _, let body, _): visit(body, run)
        case .menu(_, let items, _): items.forEach { visit($0.body, run) }
        case .tryCatch(let body, _, let handler):
            visit(body, run)
            visit(handler, run)
        case .evaluate, .assign, .stop, .output, .breakLoop, .continueLoop: break
        }
    }

    static func slots(in value: ValueExpr) -> [Int] {
        switch value {
        case .slot(let slot): [slot]
        case .member(let base, _), .convert(let base, _), .negate(let base), .not(let base): slots(in: base)
        case .binary(_, let left, let right), .subscripted(let left, let right): slots(in: left) + slots(in: right)
        case .template(let pieces):
            pieces.flatMap { piece -> [Int] in
                if case .value(let inner) = piece { return slots(in: inner) }
                return []
            }
        case .list(let values): values.flatMap(slots)
        case .dictionary(let pieces): pieces.flatMap { slots(in: $0.value) }
        default: []
        }
    }
}
