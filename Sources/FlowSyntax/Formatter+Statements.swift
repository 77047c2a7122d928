import FlowDiagnostics

extension Formatter {
    mutating func formatStatement(_ statement: Stmt) {
        beginLine(at: statement.range.start)
        switch statement.kind {
        case .metadata(let metadata):
            formatMetadata(metadata)
            return
        case .donate(let value):
            append("donate \(value)")
        case .requires(let names):
            append("requires " + names.map(requiredCapabilityText).joined(separator: ", "))
        case .binding(let isMutable, let name, let type, let value):
            append((isMutable ? "var " : "let ") + name.name)
            if let type { append(": " + typeText(type)) }
            append(" = ")
            formatStep(value)
        case .assign(let target, let isAppend, let value):
            append(target.name + (isAppend ? " += " : " = "))
            formatStep(value)
        case .step(let step):
            formatStep(step)
        case .ifStmt(let ifStmt):
            formatIf(ifStmt)
        case .forEach(let name, let sequence, let body):
            append("for " + name.name + " in ")
            write(sequence)
            formatBlock(body)
        case .whileLoop(let condition, let body):
            append("while ")
            write(condition)
            formatBlock(body)
        case .repeatCount(let count, let body):
            append("repeat ")
            write(count)
            formatBlock(body)
        case .tryCatch(let body, let errorName, let handler):
            append("try")
            formatBlock(body)
            append(" catch" + (errorName.map { " " + $0.name } ?? ""))
            formatBlock(handler)
        case .stop(let message):
            append("stop")
            if let message {
                append(" ")
                write(message)
            }
        case .output(let value):
            append("output ")
            write(value)
        case .breakLoop:
            append("break")
        case .continueLoop:
            append("continue")
        case .invalid:
            break
        }
        endLine(sourceEnd: statement.range.end)
    }

    mutating func formatIf(_ ifStmt: IfStmt) {
        append("if ")
        write(ifStmt.condition)
        formatBlock(ifStmt.then)
        switch ifStmt.elseBranch {
        case .elseIf(let nested):
            append(" else ")
            formatIf(nested)
        case .block(let block):
            append(" else")
            formatBlock(block)
        case nil:
            break
        }
    }

    /// A step: its expression, broken over lines when too long, then options.
    mutating func formatStep(_ step: Step) {
        let options = step.options.map(optionText).joined()
        if let text = inline(step.expr), pending.count + text.count + options.count <= Formatter.lineLimit,
           !hasComment(in: step.expr.range) {
            append(text)
        } else {
            writeBroken(step.expr)
        }
        append(options)
    }

    func optionText(_ option: StepOption) -> String {
        switch option.kind {
        case .timeout(let value): " timeout " + exprText(value)
        case .retry(let count, let every): " retry " + exprText(count) + (every.map { " every " + exprText($0) } ?? "")
        }
    }

    /// A call, list or dictionary with one element per line.
    mutating func writeBroken(_ expr: Expr) {
        switch expr.kind {
        case .call(let callee, let arguments) where huggable(arguments, in: expr.range):
            // `run-shell-script(script: """ ... """)`: the last argument opens
            // its own lines, so the call stays on the first one.
            write(callee)
            append("(" + (inlineArguments(Array(arguments.dropLast())).map { $0.isEmpty ? "" : $0 + ", " } ?? ""))
            if let label = arguments[arguments.count - 1].label { append(label.name + ": ") }
            write(arguments[arguments.count - 1].value)
            append(")")
        case .call(let callee, let arguments) where !arguments.isEmpty:
            write(callee)
            writeElements(arguments.map { ($0.range, $0.label.map { $0.name + ": " }, $0.value) },
                          open: "(", close: ")", openedAt: callee.range.end, end: expr.range.end)
        case .list(let elements) where !elements.isEmpty:
            writeElements(elements.map { ($0.range, nil, $0) }, open: "[", close: "]", openedAt: expr.range.start,
                          end: expr.range.end)
        case .dictionary(let entries) where !entries.isEmpty:
            writeElements(entries.map { ($0.range, keyText($0.key) + ": ", $0.value) }, open: "[", close: "]",
                          openedAt: expr.range.start, end: expr.range.end)
        default:
            write(expr)
        }
    }

    /// Whether a call keeps its arguments on its line because only the last
    /// one, a multi-line string or a menu, cannot be one line.
    func huggable(_ arguments: [Argument], in range: SourceRange) -> Bool {
        guard let last = arguments.last, inline(last.value) == nil, !hasComment(in: range),
              inlineArguments(Array(arguments.dropLast())) != nil else { return false }
        switch last.value.kind {
        case .menu: return true
        case .string(let string): return string.style == .multiline
        default: return false
        }
    }

    /// `openedAt` is the offset of the opening bracket: a comment on its line stays after it.
    mutating func writeElements(_ elements: [(SourceRange, String?, Expr)], open: String, close: String,
                                openedAt: Int, end: Int) {
        guard !elements.isEmpty else {
            append(open + close)
            return
        }
        append(open)
        // A comment on the bracket's line belongs to the first element when that element shares the line.
        endLine(sourceEnd: endOfToken(open == "(" ? .leftParen : .leftBracket, from: openedAt), opens: true, keepsComment: line(of: openedAt) != line(of: elements[0].0.start))
        indentLevel += 1
        for (position, (range, label, value)) in elements.enumerated() {
            beginLine(at: range.start)
            if let label { append(label) }
            write(value)
            if position < elements.count - 1 { append(",") }
            endLine(sourceEnd: range.end)
        }
        closeLine(at: max(0, end - 1))
        append(close)
    }

    // MARK: - Automations

    mutating func formatAutomation(_ automation: AutomationDecl) {
        append("automation " + source(automation.name.range))
        body(automation.clauses,
             headerEnd: headerEnd(start: automation.range.start, firstMember: automation.clauses.first?.range.start),
             end: automation.range.end) { formatter, clause in
            formatter.formatAutomationClause(clause)
        }
    }

    mutating func formatAutomationClause(_ clause: AutomationDecl.Clause) {
        let range = clause.range
        beginLine(at: range.start)
        switch clause {
        case .trigger(let trigger):
            append("when " + triggerText(trigger.trigger))
            for option in trigger.options {
                switch option {
                case .timeZone(let zone): append(" tz " + exprText(zone))
                case .debounce(let value): append(" debounce " + exprText(value))
                case .throttle(let count, let period): append(" throttle " + count.text + "/" + exprText(period))
                }
            }
        case .mode(let mode):
            append("mode " + mode.kind.rawValue + (mode.max.map { " max " + $0.text } ?? ""))
        case .catchup(let catchup):
            append("catchup " + catchup.kind.rawValue)
            if let max = catchup.max { append(" max " + max.text) }
            if let within = catchup.within { append(" within " + exprText(within)) }
        case .run(let run):
            append("run " + source(run.shortcut.range))
            if let arguments = run.arguments { append(" " + argumentsText(arguments)) }
            if let answering = run.answering { append(" " + answeringText(answering)) }
        case .answering(let answering):
            append(answeringText(answering))
        case .doBlock(let block):
            append("do")
            formatBlock(block)
        case .runWithoutAsking:
            append("run-without-asking")
        case .onInterrupt(let rerun, _):
            append("on interrupt " + (rerun ? "rerun" : "record"))
        case .enabled(let value, _):
            append("enabled \(value)")
        case .metadata(let metadata):
            formatMetadata(metadata)
            return
        case .invalid:
            // Only in a file with syntax errors, which is never formatted.
            break
        }
        endLine(sourceEnd: range.end)
    }

    func triggerText(_ trigger: TriggerClause.Trigger) -> String {
        switch trigger {
        case .cron(let expression): "cron " + source(expression.range)
        case .everyDay(let time): "every day at " + time.text
        case .interval(let every, let offset): "every " + exprText(every) + (offset.map { " offset " + exprText($0) } ?? "")
        case .at(let time, let days): "at " + time.text + (days.isEmpty ? "" : " on " + days.map(\.name).joined(separator: ", "))
        case .event(let type, let filter): "event " + source(type.range) + (filter.map { " where " + exprText($0) } ?? "")
        case .fileChanged(let pattern): "file-changed " + source(pattern.range)
        case .boot: "boot"
        }
    }

    func answeringText(_ answering: AnsweringClause) -> String {
        "answering " + answering.answers.map { answer in
            answer.name.map(\.name).joined(separator: ".") + ": " + exprText(answer.value)
        }.joined(separator: ", ")
    }
}

extension Formatter {
    /// `files(read: "~/Notes", write: "~/out")`, strings as written.
    func requiredCapabilityText(_ capability: RequiredCapability) -> String {
        guard let scope = capability.scope else { return capability.name }
        let arguments = scope.map { ($0.label.map { $0.name + ": " } ?? "") + source($0.value.range) }
        return capability.name + "(" + arguments.joined(separator: ", ") + ")"
    }
}
