import FlowSyntax

/// A node of the tree that an editor feature may care about.
enum SyntaxNode {
    case declaration(Decl)
    case statement(Stmt)
    case expression(Expr)
    case type(TypeRef)
    case string(StringLiteral)
    /// An automation's `run "Shortcut"` clause.
    case run(RunClause)
}

/// Visits every node of a file's tree in source order. The tree is never
/// deeper than the parser's nesting limit, so recursion is safe.
enum SyntaxWalk {
    static func walk(_ file: FileSyntax, _ visit: (SyntaxNode) -> Void) {
        for decl in file.declarations { walk(decl, visit) }
    }

    static func walk(_ decl: Decl, _ visit: (SyntaxNode) -> Void) {
        visit(.declaration(decl))
        switch decl.kind {
        case .use(.file(let literal)): walk(literal, visit)
        case .use(.app): break
        case .app(let app):
            for member in app.members { walk(member, visit) }
        case .shortcut(let shortcut): walk(shortcut, visit)
        case .automation(let automation):
            for clause in automation.clauses { walk(clause, visit) }
        }
    }

    static func walk(_ member: AppDecl.Member, _ visit: (SyntaxNode) -> Void) {
        switch member {
        case .handler, .metadata, .enumDecl: break
        case .typeDecl(let type):
            for property in type.properties ?? [] { visit(.type(property.type)) }
        case .intent(let intent):
            for clause in intent.clauses {
                switch clause {
                case .param(let param):
                    visit(.type(param.type))
                    param.defaultValue.map { walk($0, visit) }
                    param.relationship.map { walk($0, visit) }
                case .summary(let summary): summary.condition.map { walk($0, visit) }
                case .response(let response):
                    for case .property(_, _, let type, _) in response.members { visit(.type(type)) }
                default: break
                }
            }
        case .gallery(let shortcut): walk(shortcut, visit)
        }
    }

    static func walk(_ shortcut: ShortcutDecl, _ visit: (SyntaxNode) -> Void) {
        visit(.string(shortcut.name))
        for input in shortcut.inputs ?? [] {
            visit(.type(input.type))
            input.defaultValue.map { walk($0, visit) }
        }
        walk(shortcut.body, visit)
    }

    static func walk(_ clause: AutomationDecl.Clause, _ visit: (SyntaxNode) -> Void) {
        switch clause {
        case .trigger(let trigger):
            switch trigger.trigger {
            case .interval(let every, let offset):
                walk(every, visit)
                offset.map { walk($0, visit) }
            case .event(_, let filter): filter.map { walk($0, visit) }
            default: break
            }
        case .run(let run):
            visit(.run(run))
            for argument in run.arguments ?? [] { walk(argument.value, visit) }
            for answer in run.answering?.answers ?? [] { walk(answer.value, visit) }
        case .answering(let answering):
            for answer in answering.answers { walk(answer.value, visit) }
        case .doBlock(let block): walk(block, visit)
        default: break
        }
    }

    static func walk(_ block: Block, _ visit: (SyntaxNode) -> Void) {
        for statement in block.statements { walk(statement, visit) }
    }

    static func walk(_ statement: Stmt, _ visit: (SyntaxNode) -> Void) {
        visit(.statement(statement))
        switch statement.kind {
        case .binding(_, _, let type, let step):
            type.map { visit(.type($0)) }
            walk(step, visit)
        case .assign(_, _, let step), .step(let step): walk(step, visit)
        case .ifStmt(let ifStmt): walk(ifStmt, visit)
        case .forEach(_, let sequence, let body), .whileLoop(let sequence, let body), .repeatCount(let sequence, let body):
            walk(sequence, visit)
            walk(body, visit)
        case .tryCatch(let body, _, let handler):
            walk(body, visit)
            walk(handler, visit)
        case .stop(let value): value.map { walk($0, visit) }
        case .output(let value): walk(value, visit)
        case .invalid(let blocks): blocks.forEach { walk($0, visit) }
        case .metadata, .donate, .requires, .breakLoop, .continueLoop: break
        }
    }

    static func walk(_ step: Step, _ visit: (SyntaxNode) -> Void) {
        walk(step.expr, visit)
        for option in step.options {
            switch option.kind {
            case .timeout(let value): walk(value, visit)
            case .retry(let count, let every):
                walk(count, visit)
                every.map { walk($0, visit) }
            }
        }
    }

    static func walk(_ ifStmt: IfStmt, _ visit: (SyntaxNode) -> Void) {
        walk(ifStmt.condition, visit)
        walk(ifStmt.then, visit)
        switch ifStmt.elseBranch {
        case .elseIf(let next): walk(next, visit)
        case .block(let block): walk(block, visit)
        case nil: break
        }
    }

    static func walk(_ literal: StringLiteral, _ visit: (SyntaxNode) -> Void) {
        visit(.string(literal))
        for case .interpolation(let inner) in literal.segments { walk(inner, visit) }
    }

    static func walk(_ expr: Expr, _ visit: (SyntaxNode) -> Void) {
        visit(.expression(expr))
        switch expr.kind {
        case .string(let literal):
            for case .interpolation(let inner) in literal.segments { walk(inner, visit) }
        case .list(let items): items.forEach { walk($0, visit) }
        case .dictionary(let entries): entries.forEach { walk($0.value, visit) }
        case .prefix(_, let operand), .parenthesized(let operand), .member(let operand, _): walk(operand, visit)
        case .binary(_, let lhs, let rhs), .subscripted(let lhs, let rhs):
            walk(lhs, visit)
            walk(rhs, visit)
        case .call(let callee, let arguments):
            walk(callee, visit)
            arguments.forEach { walk($0.value, visit) }
        case .menu(let menu):
            for item in menu.items { walk(item.body, visit) }
        case .ask, .identifier, .implicitMember, .literal, .missing: break
        }
    }
}
