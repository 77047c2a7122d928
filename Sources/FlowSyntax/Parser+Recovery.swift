import FlowDiagnostics

/// How a statement that does not parse becomes an error node and nothing more.
///
/// In an editor there is nearly always a line being typed (`SoupChef.`), and
/// the rest of the file is worth checking: swiftc, tsc and gopls report the
/// syntax error *and* the mistakes elsewhere. So a statement with a syntax
/// error of its own is kept as the part that is sure, and the rest is marked
/// missing: a `let` keeps its name (with a missing value, so later uses are
/// no cascade), a condition or a `for` sequence becomes `.missing`, and a
/// step becomes `.invalid`. A line the parser cannot read that ends in `{`
/// still opens a block, parsed and checked as one. The checker treats every
/// missing part as "unknown code was here": it reports nothing that part
/// could explain (an unused name, an unknown output type, a capability).
extension Parser {
    /// Every error so far, reported or held back.
    var errorsSoFar: Int { diagnostics.diagnostics.count + diagnostics.droppedCount + heldBackErrors }

    /// Runs `parse` and says whether it met a syntax error of its own: not
    /// counting those of the regions tracked inside it (the statements of a
    /// block it opened), which are theirs.
    mutating func trackingErrors<Result>(_ parse: (inout Parser) -> Result) -> (Result, broken: Bool) {
        let before = errorsSoFar
        let outerNested = nestedErrors
        nestedErrors = 0
        let result = parse(&self)
        let inside = errorsSoFar - before
        let own = inside - nestedErrors
        nestedErrors = outerNested + inside
        return (result, own > 0)
    }

    /// An expression (a condition, a loop's sequence) that is `.missing`
    /// when it did not parse, so a half-typed condition is not checked as
    /// whatever part of it parsed.
    mutating func parseExprOrMissing() -> Expr {
        let (expr, broken) = trackingErrors { $0.parseExpr() }
        return broken ? Expr(.missing, range: expr.range) : expr
    }

    /// After a statement: anything left on its line is an error; it is
    /// skipped, but a `{` that ends the line opens a block that is parsed
    /// (and returned) so the statements in it are checked.
    mutating func expectStatementEnd(after statement: Stmt) -> [Block] {
        if atItemEnd { return [] }
        // `fro item in items {`, `iff ready {`: a keyword misspelled reads as a name, then more.
        var hint: String?
        var fixIts: [Diagnostic.FixIt] = []
        if case .step(let step) = statement.kind, case .identifier(let name) = step.expr.kind,
           let keyword = Suggestions.closest(to: name.name, among: Parser.statementKeywords) {
            hint = "'\(name.name)' is not a keyword; did you mean '\(keyword)'?"
            fixIts.append(.init("replace with '\(keyword)'", range: name.range, replacement: keyword))
        }
        errorAtCurrent("syntax.expected-line-end", "expected end of line or ';' after a statement", hint: hint, fixIts: fixIts)
        return skipToEndOfLineKeepingBlocks()
    }

    /// The words a statement can start with, for "did you mean".
    static let statementKeywords = ["let", "var", "if", "for", "while", "repeat", "try", "stop", "output"]

    /// `skipToEndOfLine`, except that a `{` at the end of the line (outside
    /// brackets) is the start of a block: `iff ready {` or a condition
    /// being typed keeps its body.
    mutating func skipToEndOfLineKeepingBlocks() -> [Block] {
        var blocks: [Block] = []
        var brackets = 0
        while kind != .endOfFile {
            switch kind {
            case .newline, .semicolon:
                if brackets == 0 { return blocks }
            case .leftBrace:
                if brackets == 0 && tokens[index + 1].kind == .newline {
                    // A menu's items are blocks too (`let choice = menu "..." {` being retyped).
                    if atMenuItems { blocks += parseMenuItems().0.map(\.body) } else { blocks.append(parseBlock("the block")) }
                } else {
                    skipGroup()
                }
                continue
            case .rightBrace:
                return blocks
            case .leftParen, .leftBracket: brackets += 1
            case .rightParen, .rightBracket: brackets = max(0, brackets - 1)
            default: break
            }
            index += 1
        }
        return blocks
    }

    /// The statements a parsed statement stands for: itself when it parsed,
    /// else its error node, then the blocks its broken line opened.
    static func recovered(_ statement: Stmt, broken: Bool, trailing: [Block]) -> [Stmt] {
        var result = broken ? errorNode(for: statement) : statement
        guard !trailing.isEmpty else { return [result] }
        let range = trailing.reduce(statement.range) { $0.union($1.range) }
        if case .invalid(let blocks) = result.kind {
            result = Stmt(kind: .invalid(blocks: blocks + trailing), range: range)
            return [result]
        }
        return [result, Stmt(kind: .invalid(blocks: trailing), range: range)]
    }

    /// A statement with a syntax error of its own, reduced to what is sure.
    static func errorNode(for statement: Stmt) -> Stmt {
        func missing(_ step: Step) -> Step { Step(expr: Expr(.missing, range: step.range), options: [], range: step.range) }
        var kind = statement.kind
        switch statement.kind {
        case .binding(let isMutable, let name, let type, let value):
            // The name stays declared (of no known type), so its uses are no cascade.
            kind = name.name.isEmpty ? .invalid(blocks: []) : .binding(isMutable: isMutable, name: name, type: type, value: missing(value))
        case .assign(let target, let isAppend, let value):
            kind = .assign(target: target, isAppend: isAppend, value: missing(value))
        case .step:
            kind = .invalid(blocks: [])
        case .stop(let message):
            kind = .stop(message.map { Expr(.missing, range: $0.range) })
        case .output(let value):
            kind = .output(Expr(.missing, range: value.range))
        case .requires(var names):
            // What did not parse may have named any capability.
            if !names.contains(where: \.name.isEmpty) {
                names.append(RequiredCapability(name: Identifier("", range: .at(statement.range.end))))
            }
            kind = .requires(names)
        case .metadata, .donate, .ifStmt, .forEach, .whileLoop, .repeatCount, .tryCatch, .breakLoop, .continueLoop, .invalid:
            // Their parts are recovered where they are parsed (conditions, blocks).
            break
        }
        return Stmt(kind: kind, range: statement.range)
    }

    /// A clause of an automation that has a syntax error of its own: an
    /// error node standing for whatever it was going to be; a `do` block
    /// stays, since its statements recover themselves.
    static func recovered(_ clause: AutomationDecl.Clause?, broken: Bool, range: SourceRange) -> AutomationDecl.Clause? {
        if case .doBlock = clause { return clause }
        return broken ? .invalid(range) : clause
    }
}
