import FlowDiagnostics

extension Parser {
    /// file = { separator } [ top-decl { separator { separator } top-decl } ] { separator } end-of-file ;
    /// separator = newline | ";" ;
    mutating func parseFile() -> FileSyntax {
        var declarations: [Decl] = []
        while true {
            while kind == .newline || kind == .semicolon { index += 1 }
            if kind == .endOfFile { break }
            let before = index
            if let decl = parseTopDecl() ?? parseFunctionAsShortcutIfPresent() {
                declarations.append(decl)
                expectItemEnd(after: "a declaration")
            }
            if index == before {
                skipUnexpectedTopLevel()
            }
        }
        return FileSyntax(declarations: declarations, range: SourceRange(start: 0, end: file.bytes.count))
    }

    /// top-decl = use-decl | app-decl | shortcut-decl | automation-decl ;
    mutating func parseTopDecl() -> Decl? {
        // Contextual words: `shortcut` or `automation` may still name a variable.
        if at("use") { return parseUseDecl() }
        if at("app") { return parseAppDecl() }
        if at("shortcut") { return parseShortcutDecl() }
        if at("automation") { return parseAutomationDecl() }
        return nil
    }

    /// `function soup() {` at the top level: flow's reusable steps are a
    /// shortcut, which the diagnostic says; the body is parsed as one (named
    /// as the function was), so what it holds is still checked.
    mutating func parseFunctionAsShortcutIfPresent() -> Decl? {
        guard kind == .identifier, ForeignSyntax.functionWords.contains(text(current)), peekKind() == .identifier else { return nil }
        let start = current.range
        let word = text(current)
        advance()
        let nameToken = advance()
        let name = text(nameToken)
        var fixIts: [Diagnostic.FixIt] = []
        if kind == .leftParen && peekKind() == .rightParen {
            let close = tokens[index + 1].range
            fixIts.append(.init("declare a shortcut", range: start.union(close), replacement: "shortcut \"\(name)\""))
        }
        error("syntax.foreign-syntax", ForeignSyntax.functionMessage(word, name: name), at: start.union(nameToken.range), fixIts: fixIts)
        skipToOpeningBrace()
        let body = parseBlock("shortcut '\(name)'", allowsMetadata: true)
        let literal = StringLiteral(style: .quoted, segments: [.text(name)], range: nameToken.range)
        let range = start.union(body.range)
        return Decl(kind: .shortcut(ShortcutDecl(name: literal, inputs: nil, body: body, range: range)), range: range)
    }

    /// Something that cannot start a declaration: one diagnostic, then skip
    /// to the next line that starts with one (over balanced braces).
    mutating func skipUnexpectedTopLevel() {
        var hint: String?
        if kind == .identifier, let suggestion = Suggestions.closest(to: text(current), among: ContextualKeywords.declarations) {
            hint = "did you mean '\(suggestion)'?"
        } else if kind == .kwLet || kind == .kwVar || kind == .identifier || kind == .kwIf || kind == .kwFor {
            hint = "steps belong inside a shortcut's braces"
        }
        errorAtCurrent("syntax.expected-declaration", "expected 'app', 'shortcut', 'automation' or 'use' at the top level",
                       hint: hint)
        var braces = 0
        repeat {
            switch kind {
            case .leftBrace: braces += 1
            case .rightBrace: braces = max(0, braces - 1)
            default: break
            }
            index += 1
        } while kind != .endOfFile && !(braces == 0 && atLineStart && parseableTopKeyword)
    }

    var parseableTopKeyword: Bool {
        ContextualKeywords.declarations.contains { at($0) }
    }

    /// use-decl = "use" ( identifier | string ) ;
    mutating func parseUseDecl() -> Decl {
        let start = advance().range
        if kind == .identifier {
            let name = parseIdentifier()
            return Decl(kind: .use(.app(name)), range: start.union(name.range))
        }
        if kind.isStringLiteral {
            let path = parseStringLiteral()
            return Decl(kind: .use(.file(path)), range: start.union(path.range))
        }
        errorAtCurrent("syntax.expected-use-target", "expected an app name or a file path in quotes after 'use'")
        return Decl(kind: .use(.app(Identifier("", range: .at(start.end)))), range: start)
    }

    // MARK: - Apps

    /// app-decl = "app" identifier [ string ] "{" { separator | app-member } "}" ;
    mutating func parseAppDecl() -> Decl {
        let start = advance().range
        let name = expectIdentifier("expected the app's name after 'app'")
        let displayName = kind.isStringLiteral ? parseStringLiteral() : nil
        var members: [AppDecl.Member] = []
        var unparsed = false
        let body = parseBraced("app '\(name.name)'") { parser in
            let (_, broken) = parser.trackingErrors { parser in
                if let member = parser.parseAppMember() {
                    members.append(member)
                    parser.expectItemEnd(after: "an app member")
                }
            }
            unparsed = unparsed || broken
        }
        let range = start.union(body ?? displayName?.range ?? name.range)
        return Decl(kind: .app(AppDecl(name: name, displayName: displayName, members: members, range: range, hasUnparsedMembers: unparsed)),
                    range: range)
    }

    static let appMemberWords = ["handler", "title", "description", "phrase", "image", "enum", "type", "intent", "gallery"]

    /// app-member = handler-clause | metadata-clause | enum-decl | type-decl | intent-decl | gallery-decl ;
    mutating func parseAppMember() -> AppDecl.Member? {
        if at("handler") { return parseHandlerClause().map { .handler($0) } }
        if let metadata = parseMetadataClauseIfPresent() { return .metadata(metadata) }
        if at("enum") { return .enumDecl(parseEnumDecl()) }
        if at("type") { return .typeDecl(parseTypeDecl()) }
        if at("intent") { return .intent(parseIntentDecl()) }
        if at("gallery") { return .gallery(parseGalleryDecl()) }
        unknownClause(in: "an app", expected: Parser.appMemberWords)
        return nil
    }

    /// An unknown word where a clause should start: "did you mean" when
    /// close; the rest of the line is skipped unless the caller does it.
    mutating func unknownClause(in context: String, expected words: [String], skipping: Bool = true) {
        var hint: String?
        var fixIts: [Diagnostic.FixIt] = []
        if kind == .identifier, let suggestion = Suggestions.closest(to: text(current), among: words) {
            hint = "did you mean '\(suggestion)'?"
            fixIts.append(.init("replace with '\(suggestion)'", range: current.range, replacement: suggestion))
        }
        errorAtCurrent("syntax.unknown-clause", "expected " + Suggestions.list(words) + " in \(context)", hint: hint, fixIts: fixIts)
        if skipping { skipToEndOfLine() }
    }

    /// handler-clause = "handler" ( "builtin" | "exec" string { string } ) ;
    mutating func parseHandlerClause() -> HandlerClause? {
        let start = advance().range
        if let builtin = consume("builtin") {
            return HandlerClause(kind: .builtin, range: start.union(builtin.range))
        }
        if consume("exec") != nil {
            guard kind.isStringLiteral else {
                errorAtCurrent("syntax.expected-string", "expected the program's path in quotes after 'handler exec'")
                skipToEndOfLine()
                return nil
            }
            let program = parseStringLiteral()
            var arguments: [StringLiteral] = []
            while kind.isStringLiteral { arguments.append(parseStringLiteral()) }
            return HandlerClause(kind: .exec(program: program, arguments: arguments),
                                 range: start.union(arguments.last?.range ?? program.range))
        }
        errorAtCurrent("syntax.expected-handler-kind", "expected 'builtin' or 'exec \"path\"' after 'handler'",
                       fixIts: kind == .identifier ? [] : [.init("insert 'builtin'", range: .at(start.end), replacement: " builtin")])
        skipToEndOfLine()
        return nil
    }

    /// metadata-clause = ( "title" | "description" | "phrase" | "image" ) string ;
    /// Asked at every statement: the key is matched on the token's bytes,
    /// not by building its text and switching on the String.
    mutating func parseMetadataClauseIfPresent() -> MetadataClause? {
        guard kind == .identifier, let key = MetadataClause.Key.allCases.first(where: { matches(current, $0.rawValue) }),
              peekKind().isStringLiteral || [.newline, .semicolon, .endOfFile].contains(peekKind()) else { return nil }
        let start = advance().range
        let value = expectString("expected a string after '\(key.rawValue)'")
        return MetadataClause(key: key, value: value, range: start.union(value.range))
    }

    /// enum-decl = "enum" identifier "{" { separator | "," | enum-case } "}" ;
    mutating func parseEnumDecl() -> EnumDecl {
        let start = advance().range
        let name = expectIdentifier("expected the enum's name after 'enum'")
        var cases: [EnumDecl.Case] = []
        let body = parseBraced("enum '\(name.name)'") { parser in
            if let enumCase = parser.parseEnumCase() { cases.append(enumCase) }
            if parser.consume(.comma) == nil { parser.expectItemEnd(after: "an enum case") }
        }
        return EnumDecl(name: name, cases: cases, range: start.union(body ?? name.range))
    }

    /// enum-case = identifier [ string ] ;
    mutating func parseEnumCase() -> EnumDecl.Case? {
        guard kind == .identifier else {
            errorAtCurrent("syntax.expected-identifier", "expected an enum case name")
            skipToEndOfLine()
            return nil
        }
        let name = parseIdentifier()
        let display = kind.isStringLiteral ? parseStringLiteral() : nil
        return EnumDecl.Case(name: name, displayName: display, range: name.range.union(display?.range ?? name.range))
    }

    /// type-decl = "type" identifier [ string ] [ "{" { separator | property-decl } "}" ] ;
    mutating func parseTypeDecl() -> TypeDecl {
        let start = advance().range
        let name = expectIdentifier("expected the type's name after 'type'")
        let display = kind.isStringLiteral ? parseStringLiteral() : nil
        var end = display?.range ?? name.range
        var properties: [PropertyDecl]?
        if kind == .leftBrace {
            var list: [PropertyDecl] = []
            if let body = parseBraced("type '\(name.name)'", { parser in
                if let property = parser.parsePropertyDecl() {
                    list.append(property)
                    parser.expectItemEnd(after: "a property")
                }
            }) { end = body }
            properties = list
        }
        return TypeDecl(name: name, displayName: display, properties: properties, range: start.union(end))
    }

    /// property-decl = [ "optional" ] identifier ":" type-ref ;
    mutating func parsePropertyDecl() -> PropertyDecl? {
        // "optional" is a word here only before a name: `optional: String` is a property called optional.
        let optional = at("optional") && peekKind() == .identifier ? advance().range : nil
        guard kind == .identifier else {
            errorAtCurrent("syntax.expected-identifier", "expected a property name")
            skipToEndOfLine()
            return nil
        }
        let name = parseIdentifier()
        guard expect(.colon, "expected ':' and a type after property '\(name.name)'") != nil else {
            skipToEndOfLine()
            return nil
        }
        let type = parseTypeRef()
        return PropertyDecl(name: name, type: type, range: (optional ?? name.range).union(type.range), isOptional: optional != nil)
    }

    /// type-ref = qualified-name | "[" type-ref [ ":" type-ref ] "]" ;
    mutating func parseTypeRef() -> TypeRef {
        if kind == .identifier {
            let names = parseQualifiedName()
            return TypeRef(kind: .named(names), range: names[0].range.union(names[names.count - 1].range))
        }
        if kind == .leftBracket {
            let open = current.range
            guard enterNesting() else { return TypeRef(kind: .missing, range: open) }
            defer { leaveNesting() }
            advance()
            pushNewlines(significant: false)
            let element = parseTypeRef()
            var value: TypeRef?
            if consume(.colon) != nil { value = parseTypeRef() }
            popNewlines()
            let close = expect(.rightBracket, "expected ']' to end the type", notes: [.init("to match this opening '['", at: open)])
            let range = open.union(close?.range ?? value?.range ?? element.range)
            if let value { return TypeRef(kind: .dictionary(key: element, value: value), range: range) }
            return TypeRef(kind: .list(element), range: range)
        }
        errorAtCurrent("syntax.expected-type", "expected a type such as 'String', 'Soup' or '[Topping]'")
        return TypeRef(kind: .missing, range: .at(rangeForError().start))
    }

    /// qualified-name = identifier { "." identifier } ;
    mutating func parseQualifiedName() -> [Identifier] {
        var names = [parseIdentifier()]
        while kind == .dot && peekKind() == .identifier && !atLineStart {
            advance()
            names.append(parseIdentifier())
        }
        return names
    }

    // MARK: - Intents

    /// intent-decl = "intent" identifier "{" { separator | intent-clause } "}" ;
    mutating func parseIntentDecl() -> IntentDecl {
        let start = advance().range
        let name = expectIdentifier("expected the intent's name after 'intent'")
        var clauses: [IntentDecl.Clause] = []
        var unparsed = false
        let body = parseBraced("intent '\(name.name)'") { parser in
            // Any error in a clause, its parameters' blocks or the response included.
            let before = parser.errorsSoFar
            if let clause = parser.parseIntentClause() {
                clauses.append(clause)
                parser.expectItemEnd(after: "an intent clause")
            }
            unparsed = unparsed || parser.errorsSoFar > before
        }
        return IntentDecl(name: name, clauses: clauses, range: start.union(body ?? name.range), hasUnparsedClauses: unparsed)
    }

    static let intentClauseWords = ["category", "title", "description", "phrase", "image", "confirmation",
                                    "configurable", "resolvable", "deprecated", "param", "summary",
                                    "shortcut-type", "response", "timeout"]

    /// intent-clause = category-clause | metadata-clause | flag-clause | param-decl
    ///               | summary-clause | shortcut-type-clause | response-decl | timeout-clause ;
    mutating func parseIntentClause() -> IntentDecl.Clause? {
        if at("category") { return parseCategoryClause() }
        if at("timeout") { return parseTimeoutClause() }
        if let metadata = parseMetadataClauseIfPresent() { return .metadata(metadata) }
        if let flag = parseFlagClauseIfPresent() { return .flag(flag) }
        if at("param") { return parseParamDecl().map { .param($0) } }
        if at("summary") { return parseSummaryClause().map { .summary($0) } }
        if at("shortcut-type") { return parseShortcutTypeClause().map { .shortcutType($0) } }
        if at("response") { return .response(parseResponseDecl()) }
        unknownClause(in: "an intent", expected: Parser.intentClauseWords)
        return nil
    }

    /// timeout-clause = "timeout" expr ;
    mutating func parseTimeoutClause() -> IntentDecl.Clause? {
        let start = advance().range
        let value = parseExpr()
        return .timeout(value, start.union(value.range))
    }

    /// category-clause = "category" identifier ;
    mutating func parseCategoryClause() -> IntentDecl.Clause? {
        let start = advance().range
        guard kind == .identifier else {
            errorAtCurrent("syntax.expected-identifier", "expected a category such as 'order', 'send' or 'run' after 'category'")
            skipToEndOfLine()
            return nil
        }
        let name = parseIdentifier()
        return .category(name, start.union(name.range))
    }

    /// flag-clause = "confirmation" "required"
    ///             | ( "configurable" | "resolvable" ) boolean
    ///             | "deprecated" [ string ] ;
    mutating func parseFlagClauseIfPresent() -> FlagClause? {
        if at("confirmation") {
            let start = advance().range
            guard let required = consume("required") else {
                errorAtCurrent("syntax.expected-token", "expected 'required' after 'confirmation'",
                               fixIts: [.init("insert 'required'", range: .at(start.end), replacement: " required")])
                return FlagClause(kind: .confirmationRequired, range: start)
            }
            return FlagClause(kind: .confirmationRequired, range: start.union(required.range))
        }
        if at("configurable") || at("resolvable") {
            let isConfigurable = at("configurable")
            let start = advance().range
            let (value, end) = parseBoolean(after: isConfigurable ? "configurable" : "resolvable")
            return FlagClause(kind: isConfigurable ? .configurable(value) : .resolvable(value), range: start.union(end))
        }
        if at("deprecated") {
            let start = advance().range
            let message = kind.isStringLiteral ? parseStringLiteral() : nil
            return FlagClause(kind: .deprecated(message), range: start.union(message?.range ?? start))
        }
        return nil
    }

    /// boolean = "true" | "false" ;
    mutating func parseBoolean(after word: String) -> (Bool, SourceRange) {
        if kind == .kwTrue || kind == .kwFalse {
            let token = advance()
            return (token.kind == .kwTrue, token.range)
        }
        errorAtCurrent("syntax.expected-boolean", "expected 'true' or 'false' after '\(word)'")
        return (true, rangeForError())
    }

    static let paramClauseWords = ["display-name", "prompt", "confirm", "disambiguation", "range", "min", "max",
                                   "unsupported", "options", "search", "default", "confirmation",
                                   "configurable", "resolvable", "deprecated"]

    /// param-decl = "param" identifier ":" type-ref [ "=" expr ] [ "when" expr ]
    ///              [ "{" { separator | param-clause } "}" ] ;
    mutating func parseParamDecl() -> ParamDecl? {
        let start = advance().range
        let name = expectIdentifier("expected the parameter's name after 'param'")
        guard expect(.colon, "expected ':' and a type after parameter '\(name.name)'") != nil else {
            skipToEndOfLine()
            return nil
        }
        let type = parseTypeRef()
        var end = type.range
        var defaultValue: Expr?
        if consume(.equal) != nil {
            let value = parseExpr()
            defaultValue = value
            end = value.range
        }
        var relationship: Expr?
        if consume(.kwWhen) != nil {
            let condition = parseExpr()
            relationship = condition
            end = condition.range
        }
        var clauses: [ParamDecl.ClauseSyntax]?
        if kind == .leftBrace {
            var list: [ParamDecl.ClauseSyntax] = []
            if let body = parseBraced("parameter '\(name.name)'", { parser in
                if let clause = parser.parseParamClause() {
                    list.append(clause)
                    parser.expectItemEnd(after: "a parameter clause")
                }
            }) { end = body }
            clauses = list
        }
        return ParamDecl(name: name, type: type, defaultValue: defaultValue, relationship: relationship,
                         clauses: clauses, range: start.union(end))
    }

    /// param-clause = ( "display-name" | "prompt" | "confirm" | "disambiguation" ) string
    ///              | ( "range" | "min" | "max" ) expr
    ///              | "unsupported" identifier string
    ///              | "options" ( "dynamic" | list-expr )
    ///              | ( "search" | "default" ) "dynamic"
    ///              | flag-clause ;
    mutating func parseParamClause() -> ParamDecl.ClauseSyntax? {
        let start = current.range
        if kind == .identifier, let key = ParamDecl.Clause.TextKey(rawValue: text(current)) {
            advance()
            let value = expectString("expected a string after '\(key.rawValue)'")
            return .init(clause: .text(key, value), range: start.union(value.range))
        }
        if kind == .identifier, let key = ParamDecl.Clause.BoundKey(rawValue: text(current)) {
            advance()
            let value = parseExpr()
            return .init(clause: .bound(key, value), range: start.union(value.range))
        }
        if at("unsupported") {
            advance()
            let reason = expectIdentifier("expected a reason such as 'notEnoughInStock' after 'unsupported'")
            let template = expectString("expected the reason's dialog template in quotes after '\(reason.name)'")
            return .init(clause: .unsupported(reason: reason, template: template), range: start.union(template.range))
        }
        if at("options") {
            advance()
            if let dynamic = consume("dynamic") {
                return .init(clause: .dynamicOptions, range: start.union(dynamic.range))
            }
            if kind == .leftBracket {
                let list = parseExpr()
                return .init(clause: .staticOptions(list), range: start.union(list.range))
            }
            errorAtCurrent("syntax.expected-options", "expected 'dynamic' or a list such as [\"a\", \"b\"] after 'options'")
            skipToEndOfLine()
            return nil
        }
        if at("search") || at("default") {
            let key: ParamDecl.Clause.DynamicKey = at("search") ? .search : .default
            advance()
            guard let dynamic = consume("dynamic") else {
                errorAtCurrent("syntax.expected-token", "expected 'dynamic' after '\(key.rawValue)'",
                               fixIts: [.init("insert 'dynamic'", range: .at(start.end), replacement: " dynamic")])
                skipToEndOfLine()
                return nil
            }
            return .init(clause: .dynamic(key), range: start.union(dynamic.range))
        }
        if let flag = parseFlagClauseIfPresent() {
            return .init(clause: .flag(flag), range: flag.range)
        }
        unknownClause(in: "a parameter", expected: Parser.paramClauseWords)
        return nil
    }

    /// summary-clause = "summary" string [ "when" expr ] ;
    mutating func parseSummaryClause() -> SummaryClause? {
        let start = advance().range
        let template = expectString("expected the summary template in quotes after 'summary'")
        var condition: Expr?
        if consume(.kwWhen) != nil { condition = parseExpr() }
        return SummaryClause(template: template, condition: condition, range: start.union(condition?.range ?? template.range))
    }

    /// shortcut-type-clause = "shortcut-type" "(" [ identifier { "," identifier } [ "," ] ] ")" string
    ///                        [ "subtitle" string ] [ "foreground" | "background" ] ;
    mutating func parseShortcutTypeClause() -> ShortcutTypeClause? {
        let start = advance().range
        guard kind == .leftParen else {
            errorAtCurrent("syntax.expected-token", "expected '(' and the parameter names after 'shortcut-type'")
            skipToEndOfLine()
            return nil
        }
        let open = advance().range
        pushNewlines(significant: false)
        var parameters: [Identifier] = []
        while kind == .identifier {
            parameters.append(parseIdentifier())
            if consume(.comma) == nil { break }
        }
        popNewlines()
        guard expect(.rightParen, "expected ',' or ')' in the parameter list of the shortcut type",
                     notes: [.init("to match this opening '('", at: open)]) != nil || recoverToCloser(.rightParen) != nil else {
            // Past a line break (the parentheses ignored it), the clause's line has already ended.
            if !atLineStart { skipToEndOfLine() }
            return nil
        }
        let title = expectString("expected the shortcut type's title template in quotes")
        var end = title.range
        var subtitle: StringLiteral?
        if consume("subtitle") != nil {
            let value = expectString("expected the subtitle template in quotes after 'subtitle'")
            subtitle = value
            end = value.range
        }
        var execution: ShortcutTypeClause.Execution?
        if kind == .identifier, let value = ShortcutTypeClause.Execution(rawValue: text(current)) {
            end = advance().range
            execution = value
        }
        return ShortcutTypeClause(parameters: parameters, title: title, subtitle: subtitle, execution: execution,
                                  range: start.union(end))
    }

    /// response-decl = "response" "{" { separator | response-member } "}" ;
    mutating func parseResponseDecl() -> ResponseDecl {
        let start = advance().range
        var members: [ResponseDecl.Member] = []
        let body = parseBraced("the response") { parser in
            if let member = parser.parseResponseMember() {
                members.append(member)
                parser.expectItemEnd(after: "a response member")
            }
        }
        return ResponseDecl(members: members, range: start.union(body ?? start))
    }

    /// response-member = response-property | response-code ;
    /// response-property = [ "output" ] identifier ":" type-ref ;
    /// response-code = identifier [ "error" ] [ string ] [ "voice" string ] ;
    mutating func parseResponseMember() -> ResponseDecl.Member? {
        let start = current.range
        let isOutput = consume(.kwOutput) != nil
        guard kind == .identifier else {
            errorAtCurrent("syntax.expected-identifier",
                           isOutput ? "expected a property name after 'output'" : "expected a property ('name: Type') or a response code ('success \"...\"')")
            skipToEndOfLine()
            return nil
        }
        let name = parseIdentifier()
        if isOutput || kind == .colon {
            guard expect(.colon, "expected ':' and a type after output property '\(name.name)'") != nil else {
                skipToEndOfLine()
                return nil
            }
            let type = parseTypeRef()
            return .property(isOutput: isOutput, name: name, type: type, range: start.union(type.range))
        }
        var end = name.range
        var isError = false
        if let token = consume("error") {
            isError = true
            end = token.range
        }
        var printed: StringLiteral?
        if kind.isStringLiteral {
            let template = parseStringLiteral()
            printed = template
            end = template.range
        }
        var voice: StringLiteral?
        if consume("voice") != nil {
            let template = expectString("expected the voice-only template in quotes after 'voice'")
            voice = template
            end = template.range
        }
        return .code(name: name, isError: isError, printed: printed, voice: voice, range: start.union(end))
    }

    // MARK: - Shortcuts

    /// shortcut-decl = "shortcut" string [ input-list ] block ;
    mutating func parseShortcutDecl() -> Decl {
        let shortcut = parseNamedShortcut(keyword: "shortcut")
        return Decl(kind: .shortcut(shortcut), range: shortcut.range)
    }

    /// gallery-decl = "gallery" string [ input-list ] block ;
    ///
    /// A gallery shortcut is a shortcut inside its app, so it parses as one.
    mutating func parseGalleryDecl() -> ShortcutDecl {
        parseNamedShortcut(keyword: "gallery")
    }

    /// The part shortcuts and gallery shortcuts share: the keyword (already
    /// current), the name, the inputs and the body with its metadata.
    mutating func parseNamedShortcut(keyword: String) -> ShortcutDecl {
        let start = advance().range
        let name = expectString("expected the shortcut's name in quotes after '\(keyword)'")
        var inputs: [InputDecl]?
        if kind == .leftParen { inputs = parseInputList() }
        let what = keyword == "gallery" ? "gallery shortcut" : "shortcut"
        let body = parseBlock("\(what) '\(name.plainText ?? "")'", allowsMetadata: true)
        return ShortcutDecl(name: name, inputs: inputs, body: body, range: start.union(body.range))
    }

    /// input-list = "(" [ input-decl { "," input-decl } [ "," ] ] ")" ;
    mutating func parseInputList() -> [InputDecl] {
        let open = advance().range
        pushNewlines(significant: false)
        var inputs: [InputDecl] = []
        // One input that does not parse costs only itself: the inputs after it still count.
        while kind != .rightParen && kind != .endOfFile && kind != .leftBrace && kind != .rightBrace {
            guard kind == .identifier else {
                errorAtCurrent("syntax.expected-identifier", "expected an input such as 'people: Integer = 1'")
                skipToNextListItem(closer: .rightParen)
                continue
            }
            inputs.append(parseInputDecl())
            if consume(.comma) != nil { continue }
            guard atLineStart && kind == .identifier else { break }
            // Inputs on lines of their own with the ',' between two missing.
            let end = tokens[..<index].last { $0.kind != .newline }?.range.end ?? open.end
            error("syntax.expected-token", "expected ',' between the inputs, found '\(text(current))'", at: .at(end),
                  fixIts: [.init("insert ','", range: .at(end), replacement: ",")])
        }
        popNewlines()
        if expect(.rightParen, "expected ',' or ')' in the shortcut's inputs",
                  notes: [.init("to match this opening '('", at: open)]) == nil && recoverToCloser(.rightParen) == nil {
            skipToOpeningBrace()
        }
        return inputs
    }

    /// After an item of a bracketed list that did not parse: on to the next
    /// `,` (consumed), the next line, or the list's `closer`, over balanced
    /// groups; a stray closer of another kind is skipped.
    mutating func skipToNextListItem(closer: TokenKind) {
        var depth = 0
        while kind != .endOfFile && kind != .leftBrace && kind != .rightBrace {
            switch kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 && kind == closer { return }
                depth = max(0, depth - 1)
            case .comma where depth == 0:
                advance()
                return
            default: break
            }
            index += 1
            if depth == 0 && tokens[index - 1].kind == .newline {
                skipIgnoredNewlines()
                return
            }
        }
    }

    /// After a broken header, find the body's `{` on the same line, if any.
    mutating func skipToOpeningBrace() {
        while kind != .leftBrace && kind != .newline && kind != .endOfFile { index += 1 }
    }

    /// input-decl = identifier ":" type-ref [ "=" expr ] ;
    mutating func parseInputDecl() -> InputDecl {
        let name = parseIdentifier()
        var type = TypeRef(kind: .missing, range: .at(name.range.end))
        if expect(.colon, "expected ':' and a type after input '\(name.name)'") != nil {
            type = parseTypeRef()
        }
        var defaultValue: Expr?
        if consume(.equal) != nil { defaultValue = parseExpr() }
        return InputDecl(name: name, type: type, defaultValue: defaultValue,
                         range: name.range.union(defaultValue?.range ?? type.range))
    }

    // MARK: - Small pieces

    mutating func parseIdentifier() -> Identifier {
        let token = advance()
        return Identifier(text(token), range: token.range)
    }

    mutating func expectIdentifier(_ message: String) -> Identifier {
        if kind == .identifier { return parseIdentifier() }
        var fixIts: [Diagnostic.FixIt] = []
        if kind.isReservedWord {
            let word = text(current)
            let message = message + ", found reserved word '\(word)'; reserved words cannot be names"
            error("syntax.expected-identifier", message, at: current.range,
                  fixIts: [.init("rename to '\(word)_'", range: current.range, replacement: word + "_")])
            return Identifier(word, range: advance().range)
        }
        fixIts = []
        errorAtCurrent("syntax.expected-identifier", message, fixIts: fixIts)
        return Identifier("", range: .at(rangeForError().start))
    }

    mutating func expectString(_ message: String) -> StringLiteral {
        if kind.isStringLiteral { return parseStringLiteral() }
        var fixIts: [Diagnostic.FixIt] = []
        if kind == .identifier {
            let word = text(current)
            fixIts.append(.init("put it in quotes", range: current.range, replacement: "\"\(word)\""))
        }
        errorAtCurrent("syntax.expected-string", message, fixIts: fixIts)
        return StringLiteral(style: .quoted, segments: [], range: .at(rangeForError().start))
    }
}
