import FlowSyntax

/// Code that did not parse: the parser reported it and left an error node
/// (`Stmt.Kind.invalid`, `Expr.Kind.missing`). The checker checks everything
/// around it, and reports nothing that code could explain: it may have used
/// any name in view (none is reported unused), made any output (an unknown
/// output type's name is not reported), needed any capability (none is
/// reported unneeded), or been a loop (`break` in its block is fine).
extension ShortcutChecker {
    func assumeUnknownCode() {
        containsUnknownCode = true
        unknownActionSeen = true
        for depth in scopes.indices {
            for name in scopes[depth].keys { scopes[depth][name]?.isUsed = true }
        }
    }

    /// A step that names no action or value the checker knows (`send-mes`,
    /// `SoupChef.Orde(`, already reported) is most likely an action being
    /// typed: what it will produce or need is unknown, as for code that did
    /// not parse. So is an action whose output is unknown (its intent's
    /// declaration did not parse).
    func noteUnknownAction(_ step: Step, node: Int?, type: FlowType) {
        guard type == .invalid else { return }
        switch step.expr.kind {
        case .identifier, .member, .call:
            if node == nil { assumeUnknownCode() } else { unknownActionSeen = true }
        default:
            break
        }
    }

    /// A block opened by a line that did not parse (`iff ready {`): checked
    /// in its own scope as a block that may or may not run, maybe repeatedly.
    func checkOptionalBlock(_ block: Block) -> Region {
        let before = produced
        loopDepth += 1
        pushScope(block.range)
        // Its header may have been a loop's or a `catch`'s: their names are there.
        _ = declareImplicit("repeatIndex", .integer)
        _ = declareImplicit("error", .error)
        let body = region { _ = checkBlock(block.statements) }
        popScope()
        loopDepth -= 1
        produced = mergeOptional(before: before, after: produced, range: block.range)
        return body
    }
}
