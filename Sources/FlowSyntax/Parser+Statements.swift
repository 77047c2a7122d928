import FlowDiagnostics

extension Parser {
    /// block = "{" { separator | statement } "}" ;
    /// `allowsRequires`: a `requires` clause may stand here though other
    /// metadata may not (an automation's `do` block declares what its steps reach).
    mutating func parseBlock(_ context: String, allowsMetadata: Bool = false, allowsRequires: Bool = false) -> Block {
        var statements: [Stmt] = []
        let start = current.range
        let range = parseBraced(context) { parser in
            let ((statement, trailing), broken) = parser.trackingErrors { parser in
                let statement = parser.parseStatement(allowsMetadata: allowsMetadata, allowsRequires: allowsMetadata || allowsRequires)
                return (statement, parser.expectStatementEnd(after: statement))
            }
            statements.append(contentsOf: Parser.recovered(statement, broken: broken, trailing: trailing))
        }
        return Block(statements: statements, range: range ?? .at(start.start))
    }

    /// statement = shortcut-meta | let-stmt | var-stmt | assign-stmt | if-stmt | for-stmt
    ///           | while-stmt | repeat-stmt | try-stmt | stop-stmt | output-stmt | step-stmt ;
    mutating func parseStatement(allowsMetadata: Bool, allowsRequires: Bool = false) -> Stmt {
        let start = current.range
        switch kind {
        case .kwLet, .kwVar: return parseBinding()
        case .kwIf:
            let ifStmt = parseIfStmt()
            return Stmt(kind: .ifStmt(ifStmt), range: ifStmt.range)
        case .kwFor: return parseForStmt()
        case .kwRepeat: return parseRepeatStmt()
        case .kwTry: return parseTryStmt()
        case .kwStop: return parseStopStmt()
        case .kwOutput: return parseOutputStmt()
        case .invalid where matches(current, "@") && peekKind() == .identifier && peekKind(2) == .equal:
            // `@x = 5` (reported by the lexer, with 'var' as the fix): declares x, so its uses are no cascade.
            let start = advance().range
            let name = parseIdentifier()
            advance()
            let value = parseStep()
            return Stmt(kind: .binding(isMutable: true, name: name, type: nil, value: value), range: start.union(value.range))
        case .identifier:
            if let foreign = parseForeignDeclarationIfPresent() { return foreign }
            if (at("break") || at("continue")) && [.newline, .semicolon, .rightBrace, .endOfFile].contains(peekKind()) {
                return parseLoopExitStmt()
            }
            if at("while") && ![.equal, .plusEqual, .leftParen, .newline, .semicolon].contains(peekKind()) {
                return parseWhileStmt()
            }
            if let meta = parseShortcutMetaIfPresent(allowed: allowsMetadata, requiresAllowed: allowsRequires) { return meta }
            if peekKind() == .equal || peekKind() == .plusEqual { return parseAssignStmt() }
            if peekKind().isStringLiteral { return misspelledClause(allowsMetadata: allowsMetadata) }
        default:
            break
        }
        if !atStartOfExpression {
            errorAtCurrent("syntax.expected-statement", "expected a statement: a step such as 'show-result(\"hi\")', 'let', 'var', 'if', 'for', 'repeat', 'try', 'stop' or 'output'")
            return Stmt(kind: .invalid(blocks: skipToEndOfLineKeepingBlocks()), range: start)
        }
        let step = parseStep()
        return Stmt(kind: .step(step), range: step.range)
    }

    /// `titel "..."`: a word and a string is no statement; most likely a
    /// misspelled metadata clause.
    mutating func misspelledClause(allowsMetadata: Bool) -> Stmt {
        let start = current.range
        let word = text(current)
        let clauses = MetadataClause.Key.allCases.map(\.rawValue)
        var message = "'\(word)' followed by a string is not a statement"
        var fixIts: [Diagnostic.FixIt] = []
        if allowsMetadata, let suggestion = Suggestions.closest(to: word, among: clauses) {
            message = "unknown clause '\(word)'; did you mean '\(suggestion)'?"
            fixIts.append(.init("replace with '\(suggestion)'", range: start, replacement: suggestion))
        } else {
            message += "; a step is a call such as '\(word)(\"...\")'"
        }
        error("syntax.unknown-clause", message, at: start, fixIts: fixIts)
        return Stmt(kind: .invalid(blocks: skipToEndOfLineKeepingBlocks()), range: start)
    }

    /// shortcut-meta = metadata-clause | "donate" boolean | requires-clause ;
    mutating func parseShortcutMetaIfPresent(allowed: Bool, requiresAllowed: Bool) -> Stmt? {
        let start = current.range
        if at("requires") && peekKind() == .identifier {
            let clause = parseRequiresClause()
            if !requiresAllowed { misplacedMetadata(clause.range) }
            return clause
        }
        if at("donate") && (peekKind() == .kwTrue || peekKind() == .kwFalse) {
            advance()
            let (value, end) = parseBoolean(after: "donate")
            if !allowed { misplacedMetadata(start) }
            return Stmt(kind: .donate(value), range: start.union(end))
        }
        guard let metadata = parseMetadataClauseIfPresent() else { return nil }
        if !allowed { misplacedMetadata(start) }
        return Stmt(kind: .metadata(metadata), range: metadata.range)
    }

    /// requires-clause = "requires" required-capability { "," required-capability } ;
    mutating func parseRequiresClause() -> Stmt {
        let start = advance().range
        var names = [parseRequiredCapability(parseIdentifier())]
        while kind == .comma {
            advance()
            names.append(parseRequiredCapability(expectIdentifier("expected a capability after ','")))
        }
        return Stmt(kind: .requires(names), range: start.union(names.last!.fullRange))
    }

    /// required-capability = identifier [ "(" scope-argument { "," scope-argument } ")" ] ;
    /// scope-argument = [ identifier ":" ] string ;
    mutating func parseRequiredCapability(_ name: Identifier) -> RequiredCapability {
        guard kind == .leftParen else { return RequiredCapability(name: name) }
        advance()
        var arguments: [RequiredCapability.ScopeArgument] = []
        while kind != .rightParen && kind != .endOfFile && kind != .newline {
            var label: Identifier?
            if kind == .identifier && peekKind() == .colon {
                label = parseIdentifier()
                advance()
            }
            let value = expectString("expected a quoted host, path or name in the scope of '\(name.name)'")
            arguments.append(.init(label: label, value: value))
            if value.range.isEmpty { break }
            guard kind == .comma else { break }
            advance()
        }
        let close = expect(.rightParen, "expected ')' to close the scope of '\(name.name)'")
        let end = close?.range ?? arguments.last?.value.range ?? name.range
        return RequiredCapability(name: name, scope: arguments, fullRange: name.range.union(end))
    }

    mutating func misplacedMetadata(_ range: SourceRange) {
        diagnostics.add(Diagnostic(id: "syntax.misplaced-metadata",
                                   message: "'\(file.text(range))' describes the whole shortcut; write it directly inside the shortcut's braces, not in a nested block",
                                   range: range))
    }

    /// `const x = 3`, `function f() {`: what JavaScript and friends write,
    /// said in flow's words. A constant is parsed as the `let` it means (so
    /// its name is declared); a function's body is kept as a block.
    mutating func parseForeignDeclarationIfPresent() -> Stmt? {
        guard peekKind() == .identifier else { return nil }
        let word = text(current)
        let name = text(tokens[index + 1])
        if ForeignSyntax.constantWords.contains(word) {
            error("syntax.foreign-syntax", ForeignSyntax.constantMessage(word, name: name), at: current.range,
                  fixIts: [.init("replace with 'let'", range: current.range, replacement: "let")])
            return parseBinding(isMutable: false)
        }
        if ForeignSyntax.functionWords.contains(word) {
            let start = current.range
            error("syntax.foreign-syntax", ForeignSyntax.functionMessage(word, name: name), at: start)
            return Stmt(kind: .invalid(blocks: skipToEndOfLineKeepingBlocks()), range: start)
        }
        return nil
    }

    /// let-stmt = "let" identifier [ ":" type-ref ] "=" step ;
    /// var-stmt = "var" identifier [ ":" type-ref ] "=" step ;
    mutating func parseBinding() -> Stmt {
        parseBinding(isMutable: kind == .kwVar)
    }

    /// After the keyword (current, and consumed here), whichever word it was.
    mutating func parseBinding(isMutable: Bool) -> Stmt {
        let keyword = advance()
        let name = expectIdentifier("expected a variable name after '\(isMutable ? "var" : "let")'")
        var type: TypeRef?
        if consume(.colon) != nil { type = parseTypeRef() }
        guard kind == .equal else {
            errorAtCurrent("syntax.expected-token", "expected '=' and a value after '\(isMutable ? "var" : "let") \(name.name)'")
            // Being typed: the name is declared, its value missing (the caller skips the rest of the line).
            let range = keyword.range.union(name.range)
            let value = Step(expr: Expr(.missing, range: .at(range.end)), options: [], range: .at(range.end))
            return Stmt(kind: .binding(isMutable: isMutable, name: name, type: type, value: value), range: range)
        }
        advance()
        let value = parseStep()
        return Stmt(kind: .binding(isMutable: isMutable, name: name, type: type, value: value),
                    range: keyword.range.union(value.range))
    }

    /// assign-stmt = identifier ( "=" | "+=" ) step ;
    mutating func parseAssignStmt() -> Stmt {
        let target = parseIdentifier()
        let isAppend = advance().kind == .plusEqual
        let value = parseStep()
        return Stmt(kind: .assign(target: target, isAppend: isAppend, value: value), range: target.range.union(value.range))
    }

    /// step-stmt = step ;
    /// step = expr { step-option } ;
    mutating func parseStep() -> Step {
        let expr = parseExpr()
        var options: [StepOption] = []
        while !atLineStart, let option = parseStepOptionIfPresent() { options.append(option) }
        return Step(expr: expr, options: options, range: expr.range.union(options.last?.range ?? expr.range))
    }

    /// step-option = "timeout" expr | "retry" expr [ "every" expr ] ;
    mutating func parseStepOptionIfPresent() -> StepOption? {
        if at("timeout") {
            let start = advance().range
            let value = parseExpr()
            return StepOption(kind: .timeout(value), range: start.union(value.range))
        }
        if at("retry") {
            let start = advance().range
            let count = parseExpr()
            var every: Expr?
            if !atLineStart, consume("every") != nil { every = parseExpr() }
            return StepOption(kind: .retry(count: count, every: every), range: start.union(every?.range ?? count.range))
        }
        return nil
    }

    /// if-stmt = "if" expr block [ "else" ( if-stmt | block ) ] ;
    mutating func parseIfStmt() -> IfStmt {
        let start = advance().range
        let condition = parseCondition(after: "if")
        let then = parseBlock("'if' body")
        var elseBranch: IfStmt.ElseBranch?
        // `else` may start the next line: `}` newline `else {`.
        var probe = index
        while tokens[probe].kind == .newline { probe += 1 }
        if tokens[probe].kind == .kwElse {
            index = probe
            advance()
            if kind == .kwIf {
                if enterNesting() {
                    elseBranch = .elseIf(parseIfStmt())
                    leaveNesting()
                }
            } else {
                elseBranch = .block(parseBlock("'else' body"))
            }
        }
        let end: SourceRange
        switch elseBranch {
        case .elseIf(let nested): end = nested.range
        case .block(let block): end = block.range
        case nil: end = then.range
        }
        return IfStmt(condition: condition, then: then, elseBranch: elseBranch, range: start.union(end))
    }

    /// A condition before a block: `{` right after the keyword means it is
    /// missing; one that does not parse is missing too, and its block is
    /// still checked.
    mutating func parseCondition(after keyword: String) -> Expr {
        if kind == .leftBrace {
            errorAtCurrent("syntax.expected-expression", "expected a condition after '\(keyword)'")
            return Expr(.missing, range: .at(current.range.start))
        }
        return parseExprOrMissing()
    }

    /// for-stmt = "for" identifier "in" expr block ;
    mutating func parseForStmt() -> Stmt {
        let start = advance().range
        let name = expectIdentifier("expected a loop variable name after 'for'")
        if expect(.kwIn, "expected 'in' after the loop variable",
                  fixIts: [.init("insert 'in'", range: .at(name.range.end), replacement: " in")]) == nil {
            skipToOpeningBrace()
        }
        let sequence = kind == .leftBrace ? Expr(.missing, range: .at(current.range.start)) : parseExprOrMissing()
        let body = parseBlock("'for' body")
        return Stmt(kind: .forEach(name: name, sequence: sequence, body: body), range: start.union(body.range))
    }

    /// while-stmt = "while" expr block ;
    mutating func parseWhileStmt() -> Stmt {
        let start = advance().range
        let condition = parseCondition(after: "while")
        let body = parseBlock("'while' body")
        return Stmt(kind: .whileLoop(condition: condition, body: body), range: start.union(body.range))
    }

    /// repeat-stmt = "repeat" expr block ;
    mutating func parseRepeatStmt() -> Stmt {
        let start = advance().range
        let count = parseCondition(after: "repeat")
        let body = parseBlock("'repeat' body")
        return Stmt(kind: .repeatCount(count: count, body: body), range: start.union(body.range))
    }

    /// try-stmt = "try" block "catch" [ identifier ] block ;
    mutating func parseTryStmt() -> Stmt {
        let start = advance().range
        let body = parseBlock("'try' body")
        var probe = index
        while tokens[probe].kind == .newline { probe += 1 }
        guard tokens[probe].kind == .kwCatch else {
            errorAtCurrent("syntax.expected-catch", "expected 'catch' and a block after the 'try' block",
                           notes: [.init("'try' is here", at: start)])
            return Stmt(kind: .tryCatch(body: body, errorName: nil, handler: Block(statements: [], range: .at(body.range.end))),
                        range: start.union(body.range))
        }
        index = probe
        advance()
        var errorName: Identifier?
        if kind == .identifier { errorName = parseIdentifier() }
        let handler = parseBlock("'catch' body")
        return Stmt(kind: .tryCatch(body: body, errorName: errorName, handler: handler), range: start.union(handler.range))
    }

    /// output-stmt = "output" expr ;
    mutating func parseOutputStmt() -> Stmt {
        let start = advance().range
        let value = parseExpr()
        return Stmt(kind: .output(value), range: start.union(value.range))
    }

    /// break-stmt = "break" ;
    /// continue-stmt = "continue" ;
    ///
    /// Contextual words: a statement only alone on its line, so a variable
    /// named `break` still reads as one. The checker requires a loop around them.
    mutating func parseLoopExitStmt() -> Stmt {
        let isBreak = at("break")
        let token = advance()
        return Stmt(kind: isBreak ? .breakLoop : .continueLoop, range: token.range)
    }

    /// stop-stmt = "stop" [ expr ] ;
    mutating func parseStopStmt() -> Stmt {
        let start = advance().range
        if atItemEnd { return Stmt(kind: .stop(nil), range: start) }
        let message = parseExpr()
        return Stmt(kind: .stop(message), range: start.union(message.range))
    }
}

extension Parser {
    mutating func expect(_ kind: TokenKind, _ message: String, fixIts: [Diagnostic.FixIt]) -> Token? {
        if self.kind == kind { return advance() }
        errorAtCurrent("syntax.expected-token", message, fixIts: fixIts)
        return nil
    }
}
