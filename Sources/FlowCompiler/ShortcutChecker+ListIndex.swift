import FlowDiagnostics
import FlowSyntax

/// Literal list indexes, checked against the one rule (`ListPosition`):
/// lists count from 1, so `xs[0]` is an error with a fix-it to `xs[1]`, and
/// a literal index past a literal list's end is an error too. A computed
/// index out of range is the run's error, which names the step.
extension ShortcutChecker {
    func checkListIndex(_ position: ValueExpr, at range: SourceRange, base: Expr, baseValue: ValueExpr) {
        guard let literal = Self.literalInteger(position) else { return }
        if literal == 0 {
            report(Diagnostic(id: "compiler.list-index", message: "there is no item 0: lists count from 1", range: range,
                              notes: [.init("flow counts list positions from 1, as Shortcuts does: [1] is the first item, [-1] the last")],
                              fixIts: [.init("count from 1", range: range, replacement: "1")]))
            return
        }
        guard let count = literalCount(of: base, value: baseValue), ListPosition.index(literal, count: count) == nil else { return }
        report(Diagnostic(id: "compiler.list-index", message: ListPosition.refusal(literal, count: count), range: range,
                          notes: [.init("flow counts list positions from 1, as Shortcuts does: [1] is the first item, [-1] the last")]))
    }

    /// `3`, `-1` (folded to a constant by the checker), `(2)`.
    static func literalInteger(_ value: ValueExpr) -> Int? {
        switch value {
        case .constant(.integer(let number)): number
        case .convert(let inner, _): literalInteger(inner)
        default: nil
        }
    }

    /// How many items a list has when the checker can know: a list literal,
    /// or a `let` bound to one.
    func literalCount(of base: Expr, value: ValueExpr) -> Int? {
        switch value {
        case .list(let items): return items.count
        case .constant(.list(let items)): return items.count
        default: break
        }
        if case .identifier(let name) = base.kind, let (variable, _) = lookup(name.name) { return variable.literalCount }
        return nil
    }

    /// A list literal's length, when `value` is one: kept for a `let`, whose items cannot change.
    static func literalLength(_ value: ValueExpr) -> Int? {
        switch value {
        case .list(let items): items.count
        case .constant(.list(let items)): items.count
        case .convert(let inner, _): literalLength(inner)
        default: nil
        }
    }
}
