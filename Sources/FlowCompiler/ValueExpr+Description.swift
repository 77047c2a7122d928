/// How values print in graphs and dumps: close to the source, with step
/// outputs shown as `[n] Type` so the data flow is visible.
extension ValueExpr {
    public func describe(in graph: ShortcutGraph) -> String {
        switch self {
        case .constant(let value): return value.description
        case .slot(let slot): return graph.slots.indices.contains(slot) ? graph.slots[slot].name : "?"
        case .output(let node): return "[\(node + 1)] " + ShortcutChecker.outputName(graph.nodes[node].outputType)
        case .latestOutput(let nodes):
            return "latest of " + nodes.map { "[\($0 + 1)]" }.joined(separator: ", ") + " " + ShortcutChecker.outputName(graph.nodes[nodes[0]].outputType)
        case .ask(let prompt): return "ask" + (prompt.map { "(\"\($0)\")" } ?? "")
        case .special(let special): return special.rawValue
        case .template(let pieces):
            return "\"" + pieces.map { piece in
                switch piece {
                case .text(let text): text.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
                case .value(let value): "${" + value.describe(in: graph) + "}"
                }
            }.joined() + "\""
        case .list(let values): return "[" + values.map { $0.describe(in: graph) }.joined(separator: ", ") + "]"
        case .dictionary(let pieces): return pieces.isEmpty ? "[:]" : "[" + pieces.map { "\($0.key): \($0.value.describe(in: graph))" }.joined(separator: ", ") + "]"
        case .negate(let value): return "-" + value.describe(in: graph)
        case .not(let value): return "not " + value.describe(in: graph)
        case .binary(let op, let left, let right): return "(\(left.describe(in: graph)) \(op.rawValue) \(right.describe(in: graph)))"
        case .member(let base, let name): return base.describe(in: graph) + "." + name
        case .subscripted(let base, let index):
            if let name = ValueExpr.memberName(index) { return base.describe(in: graph) + "." + name }
            return base.describe(in: graph) + "[" + index.describe(in: graph) + "]"
        case .convert(let value, let type): return value.describe(in: graph) + " as \(type)"
        case .exists(let path): return "exists(" + path.joined(separator: ".") + ")"
        }
    }
}

extension StepNode.Action: CustomStringConvertible {
    public var description: String {
        switch self {
        case .intent(let app, let intent): "\(app).\(intent)"
        case .builtin(let name): name
        }
    }
}

extension ValueExpr {
    /// A JSON member (`data.place`) is checked into a subscript by a
    /// constant key; shown, it reads as written. Any key that is a plain
    /// name reads the same either way, so `data["place"]` shows as `data.place`.
    static func memberName(_ index: ValueExpr) -> String? {
        guard case .constant(.string(let name)) = index, let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }
}
