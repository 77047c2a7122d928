import FlowCompiler
import FlowDaemon

/// An event filter written back close to its source
/// (`title matches "*lunch*" and not exists(videoLink)`), for people reading
/// `flow automations`.
enum EventFilterText {
    static func text(_ filter: ValueExpr, nested: Bool = false) -> String {
        switch filter {
        case .binary(let op, let lhs, let rhs):
            let inner = text(lhs, nested: true) + " \(op.rawValue) " + text(rhs, nested: true)
            return nested && (op == .and || op == .or) ? "(" + inner + ")" : inner
        case .not(let inner): return "not " + text(inner, nested: true)
        case .exists(let path): return "exists(" + path.joined(separator: ".") + ")"
        case .constant(.string(let text)):
            // Written as the source would write it, so a quote inside reads as one.
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .constant(let value): return value.description
        case .list(let items): return "[" + items.map { text($0) }.joined(separator: ", ") + "]"
        case .member:
            if let path = EventFilter.fieldPath(filter) { return path.joined(separator: ".") }
            return "?"
        default: return "?"
        }
    }
}
