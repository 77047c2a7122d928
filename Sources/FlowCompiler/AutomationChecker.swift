import Foundation
import FlowAutomation
import FlowDiagnostics
import FlowSyntax

/// Checks an automation: its triggers and their options, what it runs (a
/// shortcut in view, with matching arguments, or its own `do` steps), and
/// the answers it gives when nobody is at the keyboard.
struct AutomationChecker {
    let environment: CheckEnvironment
    /// Shortcuts in view: this file's and the used files'.
    let shortcuts: [String: ShortcutDecl]
    let path: String
    let report: (Diagnostic) -> Void

    func check(_ decl: AutomationDecl) -> AutomationGraph {
        var graph = AutomationGraph(name: decl.name.plainText ?? "", triggers: [], runs: nil, steps: nil, answers: [:],
                                    runWithoutAsking: false, path: path, range: decl.range)
        var runClause: RunClause?
        var answerClauses: [AnsweringClause] = []
        for clause in decl.clauses {
            switch clause {
            case .trigger(let trigger):
                // The schedule first: its diagnostics come before its options'.
                let schedule = schedule(of: trigger.trigger)
                let filter = checkTrigger(trigger)
                // One text for both (the daemon keeps 10,000 of them).
                let structured = structured(trigger, filter: filter)
                graph.triggers.append(structured.text)
                graph.timeTriggers.append(schedule.map { TimeTrigger(schedule: $0, zoneName: zoneName(of: trigger)) })
                graph.schedule.append(structured)
            case .mode(let mode):
                graph.mode = mode.kind.rawValue + (mode.max.map { " max \($0.text)" } ?? "")
                graph.concurrency = ConcurrencyPolicy(kind: ConcurrencyPolicy.Kind(rawValue: mode.kind.rawValue) ?? .single,
                                                      max: mode.max.flatMap { Int(LiteralEvaluator.withoutUnderscores($0.text)) })
                if let max = mode.max, (Int(LiteralEvaluator.withoutUnderscores(max.text)) ?? 0) < 1 {
                    report(Diagnostic(id: "compiler.invalid-limit", message: "'max' must be at least 1", range: max.range))
                }
            case .catchup(let catchup):
                graph.catchup = catchup.kind.rawValue + (catchup.max.map { " max \($0.text)" } ?? "")
                    + (catchup.within?.kindLiteralText.map { " within \($0)" } ?? "")
                graph.catchupPolicy = CatchupPolicy(kind: CatchupPolicy.Kind(rawValue: catchup.kind.rawValue) ?? .latest,
                                                    max: catchup.max.flatMap { Int(LiteralEvaluator.withoutUnderscores($0.text)) },
                                                    within: catchup.within.flatMap(seconds))
                if let within = catchup.within { requireDuration(within, what: "a catch-up window") }
                if let max = catchup.max, (Int(LiteralEvaluator.withoutUnderscores(max.text)) ?? 0) < 1 {
                    report(Diagnostic(id: "compiler.invalid-limit", message: "'max' must be at least 1", range: max.range))
                }
            case .run(let run):
                if runClause != nil {
                    report(Diagnostic(id: "compiler.duplicate-clause", message: "an automation runs one shortcut", range: run.range))
                }
                runClause = run
                if let answering = run.answering { answerClauses.append(answering) }
            case .answering(let answering):
                answerClauses.append(answering)
            case .doBlock(let block):
                if graph.steps != nil {
                    report(Diagnostic(id: "compiler.duplicate-clause", message: "an automation has one 'do' block", range: block.range))
                }
                let checker = ShortcutChecker(environment: environment, path: path, allowsTrigger: true, report: report)
                let (body, _) = checker.check(body: block, inputs: [])
                // A `do` block's `requires` declares what its steps reach, scoped as a shortcut's is; without
                // one, what its steps use is what it declares. Either is granted by `flow daemon --allow`
                // or an "always" grant as a shortcut's declaration is.
                var used = Permissions()
                if block.statements.contains(where: { if case .requires = $0.kind { true } else { false } }) {
                    used = CapabilityCheck.declared(in: block, report: report)
                    CapabilityCheck.checkUse(of: used, body: block, nodes: checker.nodes, report: report)
                } else {
                    for node in checker.nodes {
                        if case .builtin(let name) = node.action, let capability = ActionCatalog.named(name)?.capability { used.grant(capability) }
                    }
                }
                graph.steps = GraphEdges.withEdges(ShortcutGraph(
                    name: graph.name, title: nil, description: nil, phrases: [], donates: true, inputs: [], slots: checker.slots,
                    nodes: checker.nodes, body: body, edges: [], path: path, range: block.range, requires: used))
            case .runWithoutAsking:
                graph.runWithoutAsking = true
            case .onInterrupt(let rerun, _):
                graph.rerunOnInterrupt = rerun
            case .enabled(let value, _):
                graph.isEnabled = value
            case .metadata, .invalid:
                break
            }
        }
        // A clause that did not parse may have been the trigger, the run or 'run-without-asking'.
        let hasUnparsedClause = decl.clauses.contains { if case .invalid = $0 { true } else { false } }
        if !hasUnparsedClause && !decl.clauses.contains(where: { if case .trigger = $0 { true } else { false } }) {
            report(Diagnostic(id: "compiler.missing-trigger", message: "automation '\(graph.name)' has no trigger; add 'when ...'", range: decl.name.range))
        }
        if let runClause, graph.steps != nil {
            report(Diagnostic(id: "compiler.run-and-do", message: "an automation runs a shortcut or its own 'do' steps, not both", range: runClause.range))
        } else if runClause == nil && graph.steps == nil && !hasUnparsedClause {
            report(Diagnostic(id: "compiler.nothing-to-run", message: "automation '\(graph.name)' runs nothing; add 'run \"Shortcut\"' or 'do { ... }'",
                              range: decl.name.range))
        }
        var target: ShortcutDecl?
        if let runClause {
            (target, graph.arguments) = checkRun(runClause)
            graph.runs = runClause.shortcut.plainText
        }
        for clause in answerClauses {
            for answer in clause.answers {
                if let (name, value) = checkAnswer(answer) { graph.answers[name] = value }
            }
        }
        if !graph.runWithoutAsking, !hasUnparsedClause, let needing = confirmationIntent(in: target.map { $0.body } ?? steps(decl)) {
            report(Diagnostic(id: "compiler.needs-run-without-asking", severity: .warning,
                              message: "'\(needing)' asks for confirmation, and nobody is at the keyboard when an automation runs; add 'run-without-asking' or the run will stop as 'needs confirmation'",
                              range: decl.name.range))
        }
        return graph
    }

    /// `[a-z0-9_]+(\.[a-z0-9_]+)*`, at most 64 characters, optionally ending
    /// in `.*`. Hand-written: a Regex here costs more than the rest of the check.
    static func isValidEventType(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 64 else { return false }
        let body = text.hasSuffix(".*") ? String(text.dropLast(2)) : text
        let segments = body.split(separator: ".", omittingEmptySubsequences: false)
        return segments.allSatisfy { segment in
            !segment.isEmpty && segment.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
        }
    }

    func steps(_ decl: AutomationDecl) -> Block? {
        for clause in decl.clauses { if case .doBlock(let block) = clause { return block } }
        return nil
    }

    // MARK: - Triggers

    /// The trigger as written, with its options: "cron \"30 12 * * MON-FRI\" tz Europe/Berlin".
    func describe(_ clause: TriggerClause) -> String {
        var text = describe(clause.trigger)
        for option in clause.options {
            switch option {
            case .timeZone(let zone):
                switch zone.kind {
                case .string(let string): text += " tz \(string.plainText ?? "")"
                case .identifier(let name): text += " tz \(name.name)"
                default: break
                }
            case .debounce(let value): text += " debounce " + (value.kindLiteralText ?? "?")
            case .throttle(let count, let period): text += " throttle \(count.text)/" + (period.kindLiteralText ?? "?")
            }
        }
        return text
    }

    func describe(_ trigger: TriggerClause.Trigger) -> String {
        switch trigger {
        case .cron(let expression): "cron \"\(expression.plainText ?? "")\""
        case .everyDay(let time): "every day at \(time.text)"
        case .interval(let every, let offset): "every " + (every.kindLiteralText ?? "interval") + (offset?.kindLiteralText.map { " offset \($0)" } ?? "")
        case .at(let time, let days): "at \(time.text)" + (days.isEmpty ? "" : " on " + days.map(\.name).joined(separator: ", "))
        case .event(let type, let filter): "event \"\(type.plainText ?? "")\"" + (filter == nil ? "" : " where …")
        case .fileChanged(let pattern): "file-changed \"\(pattern.plainText ?? "")\""
        case .boot: "boot"
        }
    }

    /// Checks a trigger and its options; returns its event filter, checked.
    @discardableResult
    func checkTrigger(_ clause: TriggerClause) -> ValueExpr? {
        var checkedFilter: ValueExpr?
        switch clause.trigger {
        case .event(let type, let filter):
            let text = type.plainText ?? ""
            if !Self.isValidEventType(text) {
                report(Diagnostic(id: "compiler.invalid-event-type",
                                  message: "event types are lowercase words joined by dots, at most 64 characters, as in \"location.arrive\" (a trailing \".*\" matches a family)",
                                  range: type.range))
            }
            if let filter { checkedFilter = checkFilter(filter) }
        case .fileChanged(let pattern):
            if (pattern.plainText ?? "").isEmpty {
                report(Diagnostic(id: "compiler.invalid-trigger", message: "name the files to watch, as in \"~/Downloads/*.pdf\"", range: pattern.range))
            }
        case .cron, .everyDay, .at, .interval, .boot:
            break
        }
        for option in clause.options {
            switch option {
            case .timeZone(let zone):
                var name = ""
                switch zone.kind {
                case .string(let string): name = string.plainText ?? ""
                case .identifier(let identifier): name = identifier.name
                default: break
                }
                if !KnownTimeZones.contains(name) {
                    report(UnknownNameDiagnostic.make(id: "compiler.unknown-time-zone", message: "unknown time zone '\(name)'",
                                                      name: name, range: zone.range, candidates: TimeZone.knownTimeZoneIdentifiers))
                }
            case .debounce(let value): requireDuration(value, what: "a debounce")
            case .throttle(let count, let period):
                if (Int(LiteralEvaluator.withoutUnderscores(count.text)) ?? 0) < 1 {
                    report(Diagnostic(id: "compiler.invalid-limit", message: "a throttle allows at least 1 run per period", range: count.range))
                }
                requireDuration(period, what: "a throttle period")
            }
        }
        return checkedFilter
    }

    /// The seconds of a constant duration longer than zero; nil (reported) otherwise.
    @discardableResult
    func requireDuration(_ expr: Expr, what: String) -> Double? {
        guard let value = environment.constants.evaluate(expr, expected: .duration, what: what, report: report),
              case .duration(let seconds) = value else { return nil }
        if seconds <= 0 {
            report(Diagnostic(id: "compiler.invalid-duration", message: "\(what) must be longer than zero", range: expr.range))
            return nil
        }
        return seconds
    }

    /// Event filters read the event's data: bare names are its fields.
    func checkFilter(_ expr: Expr) -> ValueExpr {
        switch expr.kind {
        case .identifier(let name):
            return .member(.member(.member(.special(.trigger), "event"), "data"), name.name)
        case .member(let base, let name):
            return .member(checkFilter(base), name.name)
        case .call(let callee, let arguments):
            if case .identifier(let name) = callee.kind, name.name == "exists", arguments.count == 1,
               let path = TemplateBuilder.path(arguments[0].value) {
                return .exists(path.map(\.name))
            }
            report(Diagnostic(id: "compiler.invalid-filter",
                              message: "an event filter compares the event's data; the only function is exists(field)", range: expr.range))
            return .constant(.boolean(false))
        case .binary(let op, let lhs, let rhs):
            return .binary(ShortcutChecker.valueOperator(op), checkFilter(lhs), checkFilter(rhs))
        case .prefix(.not, let operand):
            return .not(checkFilter(operand))
        case .parenthesized(let inner):
            return checkFilter(inner)
        case .literal(let literal):
            return .constant(LiteralEvaluator.evaluate(literal, report: report).0)
        case .string(let string):
            return .constant(.string(string.plainText ?? ""))
        case .list(let elements):
            return .list(elements.map(checkFilter))
        default:
            report(Diagnostic(id: "compiler.invalid-filter", message: "an event filter compares the event's data with values", range: expr.range))
            return .constant(.boolean(false))
        }
    }

    // MARK: - What it runs

    func checkRun(_ run: RunClause) -> (ShortcutDecl?, [String: Value]) {
        let name = run.shortcut.plainText ?? ""
        guard let shortcut = shortcuts[name] else {
            report(UnknownNameDiagnostic.make(id: "compiler.unknown-shortcut", message: "no shortcut named '\(name)' in this file or the files it uses",
                                              name: name, range: run.shortcut.range, candidates: shortcuts.keys.sorted(),
                                              listIntro: "the shortcuts in view are"))
            return (nil, [:])
        }
        var given: Set<String> = []
        var values: [String: Value] = [:]
        for argument in run.arguments ?? [] {
            guard let label = argument.label, let input = shortcut.inputs?.first(where: { $0.name.name == label.name }) else {
                let inputs = shortcut.inputs?.map(\.name.name) ?? []
                if let label = argument.label {
                    report(UnknownNameDiagnostic.make(id: "compiler.unknown-parameter", message: "'\(name)' has no input '\(label.name)'",
                                                      name: label.name, range: label.range, candidates: inputs, listIntro: "its inputs are"))
                } else {
                    report(Diagnostic(id: "compiler.unknown-parameter", message: "arguments to a shortcut are labeled with its inputs", range: argument.range))
                }
                continue
            }
            given.insert(label.name)
            let type = environment.resolveType(input.type) { _ in }
            values[label.name] = environment.constants.evaluate(argument.value, expected: type, what: "input '\(label.name)'", report: report)
        }
        let missing = (shortcut.inputs ?? []).filter { $0.defaultValue == nil && !given.contains($0.name.name) }.map(\.name.name)
        if !missing.isEmpty {
            report(Diagnostic(id: "compiler.missing-argument", message: "'\(name)' needs " + Suggestions.list(missing), range: run.range))
        }
        return (shortcut, values)
    }

    /// `soup: .tomatoSoup` or `OrderSoup.soup: ...`: the parameter of an intent in view.
    func checkAnswer(_ answer: AnsweringClause.Answer) -> (String, Value)? {
        let names = answer.name.map(\.name)
        // Matched by index, without copying every parameter in view; the
        // list of all their names is only for the diagnostic.
        var candidates: [ParameterModel] = []
        for app in environment.apps {
            for intent in app.intents {
                let parameters = intent.parameters
                for index in parameters.indices {
                    let name = parameters[index].name
                    if (names.count == 1 && name == names[0]) || (names.count == 2 && intent.name == names[0] && name == names[1]) {
                        candidates.append(parameters[index])
                    }
                }
            }
        }
        guard let parameter = candidates.first else {
            let all = environment.apps.flatMap { app in app.intents.flatMap { intent in intent.parameters.map(\.name) } }
            let last = answer.name[answer.name.count - 1]
            report(UnknownNameDiagnostic.make(id: "compiler.unknown-parameter",
                                              message: "no intent in view has a parameter '\(names.joined(separator: "."))'",
                                              name: last.name, range: last.range, candidates: all))
            return nil
        }
        if Set(candidates.map(\.type)).count > 1 {
            let owners = environment.apps.flatMap { app in
                app.intents.filter { $0.parameter(names[names.count - 1]) != nil }.map { "\($0.name).\(names[names.count - 1])" }
            }
            report(Diagnostic(id: "compiler.ambiguous-answer",
                              message: "several intents have a parameter '\(names.joined(separator: "."))' of different types; write " + Suggestions.list(owners),
                              range: answer.range))
            return nil
        }
        guard let value = environment.constants.evaluate(answer.value, expected: parameter.type, what: "the answer", report: report) else { return nil }
        return (names.joined(separator: "."), value)
    }

    /// The first intent in a body that requires confirmation, as `App.Intent`.
    func confirmationIntent(in block: Block?) -> String? {
        guard let block else { return nil }
        var found: String?
        func visit(_ expr: Expr) {
            guard found == nil else { return }
            if case .call(let callee, let arguments) = expr.kind {
                if case .member(let base, let intentName) = callee.kind, case .identifier(let appName) = base.kind,
                   let intent = environment.app(named: appName.name)?.intent(intentName.name), intent.confirmationRequired {
                    found = "\(appName.name).\(intentName.name)"
                }
                arguments.forEach { visit($0.value) }
            }
        }
        func visit(_ block: Block) {
            for statement in block.statements {
                switch statement.kind {
                case .step(let step), .binding(_, _, _, let step), .assign(_, _, let step): visit(step.expr)
                case .ifStmt(let ifStmt):
                    var current: IfStmt? = ifStmt
                    while let branch = current {
                        visit(branch.then)
                        switch branch.elseBranch {
                        case .elseIf(let next): current = next
                        case .block(let other): visit(other); current = nil
                        case nil: current = nil
                        }
                    }
                case .forEach(_, _, let body), .repeatCount(_, let body), .whileLoop(_, let body): visit(body)
                case .tryCatch(let body, _, let handler): visit(body); visit(handler)
                default: break
                }
            }
        }
        visit(block)
        return found
    }
}

extension Expr {
    /// The literal text of a literal expression, for descriptions.
    var kindLiteralText: String? {
        if case .literal(let literal) = kind { return literal.text }
        return nil
    }
}

/// Time zone names seen valid, so a file of many automations in one zone
/// asks the system's zone data once.
enum KnownTimeZones {
    static let lock = NSLock()
    nonisolated(unsafe) static var known: Set<String> = []

    static func contains(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if known.contains(name) { return true }
        guard TimeZone(identifier: name) != nil else { return false }
        known.insert(name)
        return true
    }
}
