import FlowDiagnostics

extension Parser {
    /// Binding strength of each binary operator; higher binds tighter.
    /// `not` sits between `and` (2) and comparison (4).
    static func precedence(of op: BinaryOperator) -> Int {
        switch op {
        case .or: 1
        case .and: 2
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual,
             .in, .matches, .startsWith, .endsWith, .contains: 4
        case .closedRange, .halfOpenRange: 5
        case .add, .subtract: 6
        case .multiply, .divide, .remainder: 7
        }
    }

    static let notPrecedence = 3

    /// The binary operator at the current token, if any. Word operators
    /// (`matches`, `starts-with`, ...) are contextual: only here are they operators.
    func currentBinaryOperator() -> BinaryOperator? {
        switch kind {
        case .kwOr: return .or
        case .kwAnd: return .and
        case .equalEqual: return .equal
        case .bangEqual: return .notEqual
        case .less: return .less
        case .lessEqual: return .lessEqual
        case .greater: return .greater
        case .greaterEqual: return .greaterEqual
        case .kwIn: return .in
        case .ellipsis: return .closedRange
        case .halfOpenRange: return .halfOpenRange
        case .plus: return .add
        case .minus: return .subtract
        case .star: return .multiply
        case .slash: return .divide
        case .percent: return .remainder
        case .identifier:
            if at("matches") { return .matches }
            if at("starts-with") { return .startsWith }
            if at("ends-with") { return .endsWith }
            if at("contains") { return .contains }
            return nil
        default: return nil
        }
    }

    /// expr = or-expr ;
    mutating func parseExpr() -> Expr {
        parseBinary(minimumPrecedence: 1)
    }

    /// Precedence climbing over the binary levels of the grammar, one
    /// function instead of seven so each nesting level costs few stack frames.
    ///
    /// or-expr = and-expr { "or" and-expr } ;
    /// and-expr = not-expr { "and" not-expr } ;
    /// comparison = range-expr [ comparison-op range-expr ] ;
    /// comparison-op = "==" | "!=" | "<" | "<=" | ">" | ">=" | "in"
    ///               | "matches" | "starts-with" | "ends-with" | "contains" ;
    /// range-expr = additive [ ( "..." | "..<" ) additive ] ;
    /// additive = multiplicative { ( "+" | "-" ) multiplicative } ;
    /// multiplicative = prefix-expr { ( "*" | "/" | "%" ) prefix-expr } ;
    mutating func parseBinary(minimumPrecedence: Int) -> Expr {
        var lhs = parseNotExpr(minimumPrecedence: minimumPrecedence)
        // Nothing parsed (already reported): an operator here has no left side.
        if case .missing = lhs.kind { return lhs }
        var lastNonAssociative: Int?
        // A chain is built in a loop, but the tree it builds is as deep as the
        // chain is long, so each operator is a level (see `enterExpressionLevel`).
        var levels = 0
        defer { depth -= levels }
        while let op = currentBinaryOperator() {
            let precedence = Parser.precedence(of: op)
            if precedence < minimumPrecedence { break }
            if precedence == lastNonAssociative {
                let what = precedence == 4 ? "comparisons cannot be chained; join them with 'and'"
                                           : "ranges cannot be chained; use parentheses"
                error("syntax.chained-comparison", what, at: current.range)
                // Parse on as if left-associative, so the rest of the line is checked.
            }
            let grows = enterExpressionLevel(at: advance())
            if grows { levels += 1 }
            let rhs = parseBinary(minimumPrecedence: precedence + 1)
            if grows { lhs = Expr(.binary(op, lhs, rhs), range: lhs.range.union(rhs.range)) }
            lastNonAssociative = (precedence == 4 || precedence == 5) ? precedence : nil
        }
        return lhs
    }

    /// not-expr = "not" not-expr | comparison ;
    mutating func parseNotExpr(minimumPrecedence: Int) -> Expr {
        guard kind == .kwNot else { return parsePrefixExpr() }
        if minimumPrecedence > Parser.notPrecedence {
            error("syntax.misplaced-not", "'not' applies to a whole comparison, so it cannot stand here; put it in parentheses", at: current.range)
        }
        // A loop, not recursion, and each `not` a level of the tree it builds.
        var starts: [SourceRange] = []
        defer { depth -= starts.count }
        while kind == .kwNot {
            let token = advance()
            if enterExpressionLevel(at: token) { starts.append(token.range) }
        }
        var operand = parseBinary(minimumPrecedence: Parser.notPrecedence + 1)
        for start in starts.reversed() {
            operand = Expr(.prefix(.not, operand), range: start.union(operand.range))
        }
        return operand
    }

    /// prefix-expr = "-" prefix-expr | postfix-expr ;
    mutating func parsePrefixExpr() -> Expr {
        var starts: [SourceRange] = []
        defer { depth -= starts.count }
        while kind == .minus {
            let token = advance()
            if enterExpressionLevel(at: token) { starts.append(token.range) }
        }
        var operand = parsePostfixExpr()
        for start in starts.reversed() {
            operand = Expr(.prefix(.negate, operand), range: start.union(operand.range))
        }
        return operand
    }

    /// postfix-expr = primary { call-arguments | "." identifier | subscript } ;
    /// subscript = "[" expr "]" ;
    mutating func parsePostfixExpr() -> Expr {
        var expr = parsePrimary()
        if case .missing = expr.kind { return expr }
        // Each call, member and subscript is a level of the tree; past the
        // limit the rest of the chain is parsed (for its own mistakes) but dropped.
        var levels = 0
        defer { depth -= levels }
        while !atLineStart {
            let grows = kind == .leftParen || kind == .dot || kind == .leftBracket
                ? enterExpressionLevel(at: current) : false
            if grows { levels += 1 }
            switch kind {
            case .leftParen:
                let (arguments, range) = parseCallArguments()
                if grows { expr = Expr(.call(expr, arguments), range: expr.range.union(range)) }
            case .dot:
                advance()
                let name = parseMemberName()
                if grows { expr = Expr(.member(expr, name), range: expr.range.union(name.range)) }
            case .leftBracket:
                let open = current.range
                guard enterNesting() else { return expr }
                advance()
                pushNewlines(significant: false)
                let subscriptIndex = parseExpr()
                popNewlines()
                let close = expect(.rightBracket, "expected ']' to end the subscript", notes: [.init("to match this opening '['", at: open)])
                leaveNesting()
                if grows { expr = Expr(.subscripted(expr, subscriptIndex), range: expr.range.union(close?.range ?? subscriptIndex.range)) }
            default:
                return expr
            }
        }
        return expr
    }

    /// member-name = identifier | reserved-word ;
    ///
    /// After a dot any word is a name, as in Swift: data from the outside
    /// (`trigger.event.data.for`) does not know our reserved words.
    mutating func parseMemberName() -> Identifier {
        if kind.isReservedWord { return parseIdentifier() }
        return expectIdentifier("expected a member name after '.'")
    }

    /// call-arguments = "(" [ argument { "," argument } [ "," ] ] ")" ;
    /// argument = [ identifier ":" ] expr ;
    mutating func parseCallArguments() -> ([Argument], SourceRange) {
        let open = current.range
        guard enterNesting() else { return ([], open) }
        defer { leaveNesting() }
        advance()
        pushNewlines(significant: false)
        var arguments: [Argument] = []
        while kind != .rightParen && kind != .endOfFile {
            var label: Identifier?
            if (kind == .identifier || kind.isReservedWord) && peekKind() == .colon {
                label = parseMemberName()
                advance()
            }
            let value = parseExpr()
            arguments.append(Argument(label: label, value: value, range: (label?.range ?? value.range).union(value.range)))
            if consume(.comma) == nil { break }
        }
        popNewlines()
        if kind == .rightParen {
            return (arguments, open.union(advance().range))
        }
        errorAtCurrent("syntax.expected-closing-paren", "expected ',' or ')' in the argument list",
                       notes: [.init("to match this opening '('", at: open)], missingCloser: true)
        if let close = recoverToCloser(.rightParen) { return (arguments, open.union(close.range)) }
        return (arguments, open.union(arguments.last?.range ?? open))
    }

    /// Whether the current token can begin an expression.
    var atStartOfExpression: Bool {
        switch kind {
        case .identifier, .integer, .decimal, .quantity, .currency, .date, .time, .string, .rawString,
             .multilineString, .kwTrue, .kwFalse, .kwAsk, .kwMenu, .kwNot, .leftParen, .leftBracket, .dot, .minus:
            return true
        default:
            return false
        }
    }

    /// primary = literal | identifier | implicit-member | ask-expr | menu-expr
    ///         | "(" expr ")" | list-expr | dictionary-expr ;
    /// literal = integer | decimal | quantity | currency | date | time | string | boolean ;
    /// implicit-member = "." identifier ;
    mutating func parsePrimary() -> Expr {
        let token = current
        switch token.kind {
        case .identifier:
            let name = parseIdentifier()
            return Expr(.identifier(name), range: name.range)
        case .integer, .decimal, .quantity, .currency, .date, .time:
            advance()
            let kind: Literal.Kind = switch token.kind {
            case .integer: .integer
            case .decimal: .decimal
            case .quantity: .quantity
            case .currency: .currency
            case .date: .date
            default: .time
            }
            return Expr(.literal(Literal(kind: kind, text: text(token), range: token.range)), range: token.range)
        case .kwTrue, .kwFalse:
            advance()
            return Expr(.literal(Literal(kind: .boolean, text: text(token), range: token.range)), range: token.range)
        case .string, .rawString, .multilineString:
            let literal = parseStringLiteral()
            return Expr(.string(literal), range: literal.range)
        case .dot:
            advance()
            let name = expectIdentifier("expected an enum case name after '.', as in '.clamChowder'")
            return Expr(.implicitMember(name), range: token.range.union(name.range))
        case .kwAsk:
            return parseAskExpr()
        case .kwMenu:
            return parseMenuExpr()
        case .leftParen:
            guard enterNesting() else { return Expr(.missing, range: token.range) }
            defer { leaveNesting() }
            advance()
            pushNewlines(significant: false)
            let inner = parseExpr()
            popNewlines()
            let close = expect(.rightParen, "expected ')' to end the parenthesized expression",
                               notes: [.init("to match this opening '('", at: token.range)])
            return Expr(.parenthesized(inner), range: token.range.union(close?.range ?? inner.range))
        case .leftBracket:
            return parseListOrDictionary()
        case .leftBrace where atBracedDictionary:
            return bracedDictionary()
        default:
            errorAtCurrent("syntax.expected-expression", "expected an expression")
            return Expr(.missing, range: .at(rangeForError().start))
        }
    }

    /// `{"key": "v"}` or `{}`: a dictionary as JavaScript writes it.
    var atBracedDictionary: Bool {
        let next = tokens[index + 1].kind
        return next == .rightBrace || ((next == .identifier || next.isStringLiteral) && tokens[index + 2].kind == .colon)
    }

    /// A dictionary in braces: the flow form (square brackets) is said, with
    /// a fix-it when it fits on its line, and the group is skipped.
    mutating func bracedDictionary() -> Expr {
        let open = current
        let start = index
        skipGroup()
        var end = index - 1
        while end > start && tokens[end].kind == .newline { end -= 1 }
        let range = open.range.union(tokens[end].range)
        var suggestion: String?
        if tokens[end].kind == .rightBrace && !file.text(range).contains("\n") {
            let inner = file.text(SourceRange(start: open.range.end, end: tokens[end].range.start))
            suggestion = inner.allSatisfy(\.isWhitespace) ? "[:]" : "[" + inner + "]"
        }
        let fixIts = suggestion.map { [Diagnostic.FixIt("use square brackets", range: range, replacement: $0)] } ?? []
        index = start
        error("syntax.foreign-syntax", ForeignSyntax.dictionaryMessage(suggestion), at: range, fixIts: fixIts)
        skipGroup()
        return Expr(.missing, range: range)
    }

    /// ask-expr = "ask" [ "(" string ")" ] ;
    mutating func parseAskExpr() -> Expr {
        let start = advance().range
        guard kind == .leftParen && !atLineStart else { return Expr(.ask(nil), range: start) }
        let open = advance().range
        pushNewlines(significant: false)
        let prompt = expectString("expected the prompt in quotes, as in ask(\"How many?\")")
        popNewlines()
        let close = expect(.rightParen, "expected ')' after the prompt", notes: [.init("to match this opening '('", at: open)])
        return Expr(.ask(prompt), range: start.union(close?.range ?? prompt.range))
    }

    /// menu-expr = "menu" string "{" { separator | menu-item } "}" ;
    /// menu-item = string block ;
    mutating func parseMenuExpr() -> Expr {
        let start = advance().range
        let prompt = expectString("expected the menu's prompt in quotes after 'menu'")
        let (items, body) = parseMenuItems()
        let range = start.union(body ?? prompt.range)
        return Expr(.menu(MenuExpr(prompt: prompt, items: items, range: range)), range: range)
    }

    /// The braced items of a menu, and the braces' range.
    mutating func parseMenuItems() -> ([MenuExpr.Item], SourceRange?) {
        var items: [MenuExpr.Item] = []
        let body = parseBraced("the menu") { parser in
            guard parser.kind.isStringLiteral else {
                parser.errorAtCurrent("syntax.expected-menu-item", "expected a menu item: a label in quotes and a block, as in \"Order\" { ... }")
                parser.skipToEndOfLine()
                return
            }
            let label = parser.parseStringLiteral()
            let block = parser.parseBlock("menu item")
            items.append(MenuExpr.Item(label: label, body: block, range: label.range.union(block.range)))
            parser.expectItemEnd(after: "a menu item")
        }
        return (items, body)
    }

    /// Whether the `{` at the current token opens a menu's items (`"Order" {`
    /// on its first line), not statements.
    var atMenuItems: Bool {
        var position = index + 1
        while tokens[position].kind == .newline { position += 1 }
        return tokens[position].kind.isStringLiteral && tokens[position + 1].kind == .leftBrace
    }

    /// list-expr = "[" [ expr { "," expr } [ "," ] ] "]" ;
    /// dictionary-expr = "[" ( ":" | dictionary-entry { "," dictionary-entry } [ "," ] ) "]" ;
    /// dictionary-entry = ( identifier | string ) ":" expr ;
    mutating func parseListOrDictionary() -> Expr {
        let open = current.range
        guard enterNesting() else { return Expr(.missing, range: open) }
        defer { leaveNesting() }
        advance()
        pushNewlines(significant: false)
        let isDictionary = kind == .colon || ((kind == .identifier || kind.isStringLiteral) && peekKind() == .colon)
        var elements: [Expr] = []
        var entries: [DictionaryEntry] = []
        if isDictionary && kind == .colon {
            advance()
        } else if isDictionary {
            while kind == .identifier || kind.isStringLiteral {
                let key: DictionaryEntry.Key = kind == .identifier ? .name(parseIdentifier()) : .string(parseStringLiteral())
                let keyRange: SourceRange = switch key {
                case .name(let name): name.range
                case .string(let string): string.range
                }
                var value = Expr(.missing, range: .at(keyRange.end))
                if expect(.colon, "expected ':' and a value after the dictionary key") != nil {
                    value = parseExpr()
                }
                entries.append(DictionaryEntry(key: key, value: value, range: keyRange.union(value.range)))
                if consume(.comma) == nil { break }
            }
        } else {
            while kind != .rightBracket && kind != .endOfFile {
                elements.append(parseExpr())
                if consume(.comma) == nil { break }
            }
        }
        popNewlines()
        let what = isDictionary ? "dictionary" : "list"
        let close = expect(.rightBracket, "expected ',' or ']' in the \(what)",
                           id: "syntax.expected-closing-bracket", notes: [.init("to match this opening '['", at: open)])
            ?? recoverToCloser(.rightBracket)
        let end = close?.range ?? entries.last?.range ?? elements.last?.range ?? open
        if isDictionary { return Expr(.dictionary(entries), range: open.union(end)) }
        return Expr(.list(elements), range: open.union(end))
    }
}
