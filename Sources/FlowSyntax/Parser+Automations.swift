import FlowDiagnostics

extension Parser {
    static let automationClauseWords = ["when", "mode", "catchup", "run", "answering", "do",
                                        "run-without-asking", "on", "enabled", "title", "description", "phrase", "image"]

    /// automation-decl = "automation" string "{" { separator | automation-clause } "}" ;
    mutating func parseAutomationDecl() -> Decl {
        let start = advance().range
        let name = expectString("expected the automation's name in quotes after 'automation'")
        var clauses: [AutomationDecl.Clause] = []
        let body = parseBraced("automation '\(name.plainText ?? "")'") { parser in
            let start = parser.current.range
            let (clause, broken) = parser.trackingErrors { parser in
                let clause = parser.parseAutomationClause()
                if clause != nil { parser.expectItemEnd(after: "an automation clause") }
                return clause
            }
            let range = start.union(parser.tokens[max(parser.index - 1, 0)].range)
            if let clause = Parser.recovered(clause, broken: broken, range: range) { clauses.append(clause) }
        }
        let range = start.union(body ?? name.range)
        return Decl(kind: .automation(AutomationDecl(name: name, clauses: clauses, range: range)), range: range)
    }

    /// automation-clause = trigger-clause | mode-clause | catchup-clause | run-clause
    ///                   | answering-clause | do-clause | "run-without-asking" | interrupt-clause
    ///                   | "enabled" boolean | metadata-clause ;
    mutating func parseAutomationClause() -> AutomationDecl.Clause? {
        if kind == .kwWhen { return parseTriggerClause().map { .trigger($0) } }
        if at("mode") { return parseModeClause().map { .mode($0) } }
        if at("catchup") { return parseCatchupClause().map { .catchup($0) } }
        if at("run") { return parseRunClause().map { .run($0) } }
        if at("answering") { return .answering(parseAnsweringClause()) }
        if at("do") { return parseDoClause() }
        if let token = consume("run-without-asking") { return .runWithoutAsking(token.range) }
        if at("on") { return parseInterruptClause() }
        if at("enabled") {
            let start = advance().range
            let (value, end) = parseBoolean(after: "enabled")
            return .enabled(value, start.union(end))
        }
        if let metadata = parseMetadataClauseIfPresent() { return .metadata(metadata) }
        let start = current.range
        unknownClause(in: "an automation", expected: Parser.automationClauseWords, skipping: false)
        // The only clause with a block is `do`: a line that opens one is most likely it, still being typed.
        let blocks = skipToEndOfLineKeepingBlocks()
        guard let last = blocks.last else { return nil }
        return .doBlock(Block(statements: blocks.flatMap(\.statements), range: start.union(last.range)))
    }

    /// interrupt-clause = "on" "interrupt" ( "rerun" | "record" ) ;
    ///
    /// What the daemon does with a run it was running when it stopped
    /// (a crash, a kill): record it as interrupted (the default), or run it
    /// again, once.
    mutating func parseInterruptClause() -> AutomationDecl.Clause? {
        let start = advance().range
        guard consume("interrupt") != nil else {
            errorAtCurrent("syntax.expected-interrupt", "expected 'interrupt' after 'on', as in 'on interrupt rerun'")
            skipToEndOfLine()
            return nil
        }
        if let token = consume("rerun") { return .onInterrupt(rerun: true, start.union(token.range)) }
        if let token = consume("record") { return .onInterrupt(rerun: false, start.union(token.range)) }
        errorAtCurrent("syntax.expected-interrupt-policy", "expected 'rerun' or 'record' after 'on interrupt'")
        skipToEndOfLine()
        return nil
    }

    /// do-clause = "do" block ;   (* its own statements may include a requires-clause *)
    mutating func parseDoClause() -> AutomationDecl.Clause {
        let start = advance().range
        let block = parseBlock("'do' block", allowsRequires: true)
        return .doBlock(Block(statements: block.statements, range: start.union(block.range)))
    }

    /// trigger-clause = "when" trigger { trigger-option } ;
    mutating func parseTriggerClause() -> TriggerClause? {
        let start = advance().range
        guard let (trigger, triggerEnd) = parseTrigger() else { return nil }
        var options: [TriggerClause.Option] = []
        var end = triggerEnd
        while !atItemEnd, let (option, optionEnd) = parseTriggerOptionIfPresent() {
            options.append(option)
            end = optionEnd
        }
        return TriggerClause(trigger: trigger, options: options, range: start.union(end))
    }

    static let triggerWords = ["cron", "every", "at", "event", "file-changed", "boot"]

    /// trigger = "cron" string
    ///         | "every" ( "day" "at" time | expr [ "offset" expr ] )
    ///         | "at" time [ "on" day-list ]
    ///         | "event" string [ "where" expr ]
    ///         | "file-changed" string
    ///         | "boot" ;
    mutating func parseTrigger() -> (TriggerClause.Trigger, SourceRange)? {
        if at("cron") {
            advance()
            let expression = expectString("expected the cron expression in quotes after 'cron', e.g. \"30 12 * * MON-FRI\"")
            return (.cron(expression), expression.range)
        }
        if at("every") {
            advance()
            if at("day") {
                advance()
                guard consume("at") != nil else {
                    errorAtCurrent("syntax.expected-token", "expected 'at' and a time after 'every day', e.g. 'every day at 07:30'")
                    skipToEndOfLine()
                    return nil
                }
                guard let time = expectTime(after: "every day at") else { return nil }
                return (.everyDay(at: time), time.range)
            }
            let interval = parseExpr()
            var offset: Expr?
            if consume("offset") != nil { offset = parseExpr() }
            return (.interval(every: interval, offset: offset), offset?.range ?? interval.range)
        }
        if at("at") {
            advance()
            guard let time = expectTime(after: "at") else { return nil }
            var days: [Identifier] = []
            var end = time.range
            if consume("on") != nil {
                days = parseDayList()
                end = days.last?.range ?? end
            }
            return (.at(time: time, days: days), end)
        }
        if at("event") {
            advance()
            let type = expectString("expected the event type in quotes after 'event', e.g. \"location.arrive\"")
            var filter: Expr?
            if consume("where") != nil { filter = parseExpr() }
            return (.event(type: type, filter: filter), filter?.range ?? type.range)
        }
        if at("file-changed") {
            advance()
            let pattern = expectString("expected a path or glob in quotes after 'file-changed'")
            return (.fileChanged(pattern), pattern.range)
        }
        if let boot = consume("boot") { return (.boot, boot.range) }
        var hint: String?
        var fixIts: [Diagnostic.FixIt] = []
        if kind == .identifier, let suggestion = Suggestions.closest(to: text(current), among: Parser.triggerWords) {
            hint = "did you mean '\(suggestion)'?"
            fixIts.append(.init("replace with '\(suggestion)'", range: current.range, replacement: suggestion))
        }
        errorAtCurrent("syntax.expected-trigger", "expected a trigger after 'when': " + Suggestions.list(Parser.triggerWords),
                       hint: hint, fixIts: fixIts)
        skipToEndOfLine()
        return nil
    }

    mutating func expectTime(after words: String) -> Literal? {
        if kind == .time {
            let token = advance()
            return Literal(kind: .time, text: text(token), range: token.range)
        }
        errorAtCurrent("syntax.expected-time", "expected a time of day such as 07:30 after '\(words)'")
        skipToEndOfLine()
        return nil
    }

    /// day-list = identifier { "," identifier } ;
    mutating func parseDayList() -> [Identifier] {
        var days: [Identifier] = []
        repeat {
            guard kind == .identifier else {
                errorAtCurrent("syntax.expected-identifier", "expected days such as 'mon-fri', 'sat, sun' or 'weekdays' after 'on'")
                break
            }
            days.append(parseIdentifier())
        } while consume(.comma) != nil
        return days
    }

    /// trigger-option = "tz" ( string | identifier ) | "debounce" expr | "throttle" integer "/" expr ;
    mutating func parseTriggerOptionIfPresent() -> (TriggerClause.Option, SourceRange)? {
        if at("tz") {
            let start = advance().range
            if kind.isStringLiteral {
                let zone = parseStringLiteral()
                return (.timeZone(Expr(.string(zone), range: zone.range)), start.union(zone.range))
            }
            if kind == .identifier {
                let zone = parseIdentifier()
                return (.timeZone(Expr(.identifier(zone), range: zone.range)), start.union(zone.range))
            }
            errorAtCurrent("syntax.expected-time-zone", "expected a time zone such as \"Europe/Berlin\" or UTC after 'tz'")
            skipToEndOfLine()
            return nil
        }
        if at("debounce") {
            let start = advance().range
            let value = parseExpr()
            return (.debounce(value), start.union(value.range))
        }
        if at("throttle") {
            let start = advance().range
            guard kind == .integer else {
                errorAtCurrent("syntax.expected-throttle", "expected a rate such as '1/30m' (at most 1 run per 30 minutes) after 'throttle'")
                skipToEndOfLine()
                return nil
            }
            let countToken = advance()
            let count = Literal(kind: .integer, text: text(countToken), range: countToken.range)
            guard consume(.slash) != nil else {
                errorAtCurrent("syntax.expected-throttle", "expected '/' and a duration after the count, as in 'throttle 1/30m'")
                skipToEndOfLine()
                return nil
            }
            let period = parseExpr()
            return (.throttle(count: count, per: period), start.union(period.range))
        }
        errorAtCurrent("syntax.expected-trigger-option", "expected a trigger option ('tz', 'debounce' or 'throttle') or the end of the line")
        skipToEndOfLine()
        return nil
    }

    /// mode-clause = "mode" ( "single" | "restart" | ( "queued" | "parallel" ) [ "max" integer ] ) ;
    mutating func parseModeClause() -> ModeClause? {
        let start = advance().range
        guard kind == .identifier, let mode = ModeClause.Kind(rawValue: text(current)) else {
            var hint: String?
            if kind == .identifier, let suggestion = Suggestions.closest(to: text(current), among: ModeClause.Kind.allCases.map(\.rawValue)) {
                hint = "did you mean '\(suggestion)'?"
            }
            errorAtCurrent("syntax.expected-mode", "expected 'single', 'restart', 'queued' or 'parallel' after 'mode'", hint: hint)
            skipToEndOfLine()
            return nil
        }
        var end = advance().range
        var max: Literal?
        if mode == .queued || mode == .parallel, consume("max") != nil {
            if let limit = expectInteger(after: "max") {
                max = limit
                end = limit.range
            }
        }
        return ModeClause(kind: mode, max: max, range: start.union(end))
    }

    /// catchup-clause = "catchup" ( "none" | "latest" [ "within" expr ]
    ///                | "all" [ "max" integer ] [ "within" expr ] ) ;
    mutating func parseCatchupClause() -> CatchupClause? {
        let start = advance().range
        guard kind == .identifier, let policy = CatchupClause.Kind(rawValue: text(current)) else {
            errorAtCurrent("syntax.expected-catchup", "expected 'none', 'latest' or 'all' after 'catchup'")
            skipToEndOfLine()
            return nil
        }
        var end = advance().range
        var max: Literal?
        var within: Expr?
        if policy == .all, consume("max") != nil, let limit = expectInteger(after: "max") {
            max = limit
            end = limit.range
        }
        if policy != .none, consume("within") != nil {
            let window = parseExpr()
            within = window
            end = window.range
        }
        return CatchupClause(kind: policy, max: max, within: within, range: start.union(end))
    }

    mutating func expectInteger(after word: String) -> Literal? {
        if kind == .integer {
            let token = advance()
            return Literal(kind: .integer, text: text(token), range: token.range)
        }
        errorAtCurrent("syntax.expected-integer", "expected a whole number after '\(word)'")
        return nil
    }

    /// run-clause = "run" string [ call-arguments ] [ answering-clause ] ;
    mutating func parseRunClause() -> RunClause? {
        let start = advance().range
        let name = expectString("expected the name of the shortcut to run, in quotes, after 'run'")
        var end = name.range
        var arguments: [Argument]?
        if kind == .leftParen && !atLineStart {
            let (list, range) = parseCallArguments()
            arguments = list
            end = range
        }
        var answering: AnsweringClause?
        if at("answering") && !atLineStart {
            let clause = parseAnsweringClause()
            answering = clause
            end = clause.range
        }
        return RunClause(shortcut: name, arguments: arguments, answering: answering, range: start.union(end))
    }

    /// answering-clause = "answering" answer { "," answer } ;
    mutating func parseAnsweringClause() -> AnsweringClause {
        let start = advance().range
        var answers: [AnsweringClause.Answer] = []
        repeat {
            guard kind == .identifier else {
                errorAtCurrent("syntax.expected-identifier", "expected a parameter name and a value, as in 'answering soup: .tomatoSoup'")
                skipToEndOfLine()
                break
            }
            answers.append(parseAnswer())
        } while consume(.comma) != nil
        return AnsweringClause(answers: answers, range: start.union(answers.last?.range ?? start))
    }

    /// answer = qualified-name ":" expr ;
    mutating func parseAnswer() -> AnsweringClause.Answer {
        let name = parseQualifiedName()
        let nameRange = name[0].range.union(name[name.count - 1].range)
        guard expect(.colon, "expected ':' and a value after '\(name.map(\.name).joined(separator: "."))'") != nil else {
            return .init(name: name, value: Expr(.missing, range: .at(nameRange.end)), range: nameRange)
        }
        let value = parseExpr()
        return .init(name: name, value: value, range: nameRange.union(value.range))
    }
}
