import FlowDiagnostics
import FlowSyntax

extension ShortcutChecker {
    /// A call to an app intent (`SoupChef.OrderSoup(...)`) or a built-in
    /// action (`send-message(...)`): a new node. With `emit`, the node runs
    /// right away (a call nested in an expression); otherwise the caller
    /// places it. Nil when the callee is unknown (already reported).
    func checkCall(_ expr: Expr, emit shouldEmit: Bool) -> (Int, FlowType)? {
        guard case .call(let callee, let arguments) = expr.kind else { return nil }
        var node: StepNode?
        switch callee.kind {
        case .identifier(let name):
            node = builtinCall(name, arguments, range: expr.range)
        case .member(let base, let intentName):
            if case .identifier(let appName) = base.kind, lookup(appName.name) == nil {
                node = intentCall(appName, intentName, arguments, range: expr.range)
            } else {
                _ = checkExpr(base, expected: nil)  // marks the variable used; reports an unknown one
                report(Diagnostic(id: "compiler.not-callable", message: "only actions can be called: an app's intent (App.Intent) or a built-in action",
                                  range: callee.range))
            }
        default:
            report(Diagnostic(id: "compiler.not-callable", message: "only actions can be called: an app's intent (App.Intent) or a built-in action",
                              range: callee.range))
        }
        guard var node else {
            arguments.forEach { checkOrphanArgument($0.value) }
            unknownActionSeen = true
            return nil
        }
        node.id = nodes.count
        nodes.append(node)
        if let name = CheckEnvironment.magicName(node.outputType) {
            produced[name] = Produced(nodes: [node.id], definite: true, ambiguous: false, range: expr.range)
        }
        if shouldEmit { emit(.step(node: node.id, into: nil)) }
        return (node.id, node.outputType)
    }

    // MARK: - Built-in actions

    func builtinCall(_ name: Identifier, _ arguments: [Argument], range: SourceRange) -> StepNode? {
        guard let action = ActionCatalog.named(name.name) else {
            if let (_, depth) = lookup(name.name) {
                markUsed(name.name, depth: depth)
                report(Diagnostic(id: "compiler.not-callable", message: "'\(name.name)' is a variable, not an action", range: name.range))
                return nil
            }
            if environment.app(named: name.name) != nil {
                report(Diagnostic(id: "compiler.unknown-action",
                                  message: "'\(name.name)' is an app; call one of its intents as \(name.name).IntentName(...)", range: name.range))
            } else {
                report(UnknownNameDiagnostic.make(id: "compiler.unknown-action", message: "unknown action '\(name.name)'", name: name.name,
                                                  range: name.range, candidates: ActionCatalog.all.map(\.name), listIntro: "built-in actions are"))
            }
            return nil
        }
        recordCall(callee: name.range, range: range, target: .builtin(action.name))
        var bindings: [StepNode.Binding] = []
        var bound: Set<String> = []
        var unmatched = false
        // run-shortcut(name: "Lunch", people: 5): labels beyond its parameters bind the callee's inputs.
        let callee = shortcutCallee(action, arguments)
        var givenInputs: Set<String> = []
        var chosenOutput: FlowType?
        // What the call wrote for each parameter, when its entry checks literals together.
        var written: [String: (ValueExpr, Expr)] = [:]
        for (position, argument) in arguments.enumerated() {
            let parameter: ActionParameter?
            if let label = argument.label {
                parameter = action.parameter(labeled: label.name)
                if parameter == nil, action.shortcutParameter != nil {
                    if let binding = checkShortcutInput(label, argument, callee: callee, action: action) {
                        givenInputs.insert(label.name)
                        bindings.append(binding)
                    } else {
                        unmatched = true
                    }
                    continue
                }
                if parameter == nil {
                    // Every built-in's unknown label names what it takes, labeled or not ("read-file takes (File)").
                    let labels = action.parameters.compactMap(\.label)
                    let unlabeled = action.unlabeledParameter
                    let dropLabel = unlabeled.map { _ in
                        Diagnostic.FixIt("remove the label", range: SourceRange(start: label.range.start, end: argument.value.range.start), replacement: "")
                    }
                    report(labels.isEmpty
                        ? Diagnostic(id: "compiler.unknown-parameter",
                                     message: "'\(action.name)' has no parameter '\(label.name)'; it takes " + signature(action)
                                         + (unlabeled.map { ": the \($0.name) first, without a label" } ?? ""),
                                     range: label.range, fixIts: position == 0 ? dropLabel.map { [$0] } ?? [] : [])
                        : UnknownNameDiagnostic.make(id: "compiler.unknown-parameter", message: "'\(action.name)' has no parameter '\(label.name)'",
                                                     name: label.name, range: label.range, candidates: labels, listIntro: "its labels are"))
                }
            } else {
                parameter = position == 0 ? action.unlabeledParameter : nil
                if parameter == nil {
                    report(Diagnostic(id: "compiler.missing-label", message: "this argument needs its label; '\(action.name)' takes " + signature(action),
                                      range: argument.range))
                }
            }
            guard let parameter else {
                unmatched = true
                checkOrphanArgument(argument.value)
                continue
            }
            if !bound.insert(parameter.name).inserted {
                report(Diagnostic(id: "compiler.duplicate-argument", message: "'\(parameter.name)' is given twice", range: argument.range))
            }
            if parameter.sink == .shellScript, !checkScriptIsWrittenHere(argument, action: action, arguments: arguments) {
                checkOrphanArgument(argument.value)
                continue
            }
            if case .ask(let prompt) = argument.value.kind {
                let asked = ValueExpr.ask(prompt: prompt?.plainText)
                // An answer is no literal: a choice that decides the output type cannot be asked for.
                _ = checkArgument(asked, of: parameter, action: action, range: argument.value.range)
                bindings.append(.init(parameter: parameter.name, value: asked))
                continue
            }
            let (value, type) = checkExpr(argument.value, expected: parameter.type)
            if type == .nothing {
                report(Diagnostic(id: "compiler.no-output", message: "this produces nothing to pass as '\(parameter.name)'", range: argument.value.range))
            }
            let coerced = parameter.sink == .jsonBody && type == .string && isJSONDocumentWritten(argument.value)
                ? jsonDocument(value, range: argument.value.range)
                : coerce(value, from: type, to: parameter.type, range: argument.value.range)
            if let output = checkArgument(coerced, of: parameter, action: action, range: argument.value.range) { chosenOutput = output }
            bindings.append(.init(parameter: parameter.name, value: coerced))
            if action.checkLiterals != nil { written[parameter.name] = (coerced, argument.value) }
        }
        // With an argument that matched no parameter, which one is missing is a guess: one diagnostic is enough.
        let missing = action.parameters.filter { !$0.isOptional && !bound.contains($0.name) }
        if !missing.isEmpty && !unmatched {
            report(Diagnostic(id: "compiler.missing-argument",
                              message: "'\(action.name)' needs " + Suggestions.list(missing.map { $0.label.map { "\($0):" } ?? $0.name }),
                              range: range))
        }
        if let (calleeName, decl) = callee, !unmatched {
            let missing = (decl.inputs ?? []).filter { $0.defaultValue == nil && !givenInputs.contains($0.name.name) }.map(\.name.name)
            if !missing.isEmpty {
                report(Diagnostic(id: "compiler.missing-argument", message: "'\(calleeName)' needs its input" + (missing.count == 1 ? " " : "s ")
                                  + Suggestions.list(missing), range: range))
            }
        }
        if !unmatched { checkCombination(of: action, bound: bound, range: range) }
        if !unmatched { checkLiteralsTogether(of: action, written: written, bound: bound) }
        let template = ActionEntry.summaryTemplates[action.name] ?? Template(parts: [.text(action.name)], source: action.name)
        // A placeholder the call leaves to its default shows the default, as the action runs with it.
        let summary = renderSummary(template, bindings: bindings) { action.parameter($0)?.defaultValue?.description }
        var output = chosenOutput ?? Self.defaultChoiceOutput(of: action) ?? action.output
        if let (calleeName, _) = callee { output = environment.shortcutOutputs.type(of: calleeName, environment: environment) }
        return StepNode(id: 0, action: .builtin(action.name), bindings: bindings, outputType: output,
                        summary: summary, range: range, path: path)
    }

    /// An argument with no parameter to go to: its own names are still
    /// checked, but an enum case or `ask` has no type to be checked against.
    func checkOrphanArgument(_ value: Expr) {
        switch value.kind {
        case .implicitMember, .ask: return
        default: _ = checkExpr(value, expected: nil)
        }
    }

    /// The shortcut an action that runs one (`run-shortcut`) names with a
    /// literal, when it is in view.
    func shortcutCallee(_ action: ActionEntry, _ arguments: [Argument]) -> (String, ShortcutDecl)? {
        guard let parameter = action.shortcutParameter.flatMap({ action.parameter($0) }), let label = parameter.label,
              let nameArgument = arguments.first(where: { $0.label?.name == label }),
              case .string(let literal) = nameArgument.value.kind, let name = literal.plainText,
              let decl = environment.shortcuts[name] else { return nil }
        return (name, decl)
    }

    /// `people: 5` in `run-shortcut(name: "Lunch", people: 5)`: an input of
    /// the callee, checked against its declared type when the callee is known
    /// by a literal name, else passed on to be checked when the step runs.
    func checkShortcutInput(_ label: Identifier, _ argument: Argument, callee: (String, ShortcutDecl)?, action: ActionEntry) -> StepNode.Binding? {
        guard let (calleeName, decl) = callee else {
            return .init(parameter: label.name, value: checkExpr(argument.value, expected: nil).0)
        }
        guard let input = decl.inputs?.first(where: { $0.name.name == label.name }) else {
            let inputs = decl.inputs?.map(\.name.name) ?? []
            report(UnknownNameDiagnostic.make(id: "compiler.unknown-parameter", message: "'\(calleeName)' has no input '\(label.name)'",
                                              name: label.name, range: label.range, candidates: inputs + action.parameters.compactMap(\.label),
                                              listIntro: "its inputs are"))
            checkOrphanArgument(argument.value)
            return nil
        }
        let type = environment.resolveType(input.type) { _ in }
        let (value, valueType) = checkExpr(argument.value, expected: type)
        return .init(parameter: label.name, value: coerce(value, from: valueType, to: type, range: argument.value.range))
    }

    func signature(_ action: ActionEntry) -> String {
        "(" + action.parameters.map { ($0.label == nil ? "_ " : "") + $0.signature }.joined(separator: ", ") + ")"
    }

    // MARK: - Intents

    func intentCall(_ appName: Identifier, _ intentName: Identifier, _ arguments: [Argument], range: SourceRange) -> StepNode? {
        guard let app = environment.app(named: appName.name) else {
            if environment.ambiguousApps.contains(appName.name) { return nil }
            var diagnostic = UnknownNameDiagnostic.make(id: "compiler.unknown-app", message: "unknown app '\(appName.name)'", name: appName.name,
                                                        range: appName.range, candidates: environment.apps.map(\.name))
            if diagnostic.fixIts.isEmpty {
                diagnostic.message = "unknown app '\(appName.name)'; name it in the file with 'use \(appName.name)' or 'use \"path/to/app.flow\"'"
            }
            report(diagnostic)
            return nil
        }
        guard let intent = app.intent(intentName.name) else {
            report(UnknownNameDiagnostic.make(id: "compiler.unknown-intent", message: "app '\(app.name)' has no intent '\(intentName.name)'",
                                              name: intentName.name, range: intentName.range, candidates: app.intents.map(\.name),
                                              listIntro: "its intents are"))
            return nil
        }
        recordCall(callee: appName.range.union(intentName.range), range: range, target: .intent(app: app.name, intent: intent.name))
        if let deprecation = intent.deprecation {
            report(Diagnostic(id: "compiler.deprecated-intent", severity: .warning,
                              message: "'\(app.name).\(intent.name)' is deprecated and may disappear" + (deprecation.map { ": \($0)" } ?? ""),
                              range: intentName.range))
        }
        if !intent.isConfigurable {
            report(Diagnostic(id: "compiler.not-configurable", message: "'\(app.name).\(intent.name)' cannot be used in shortcuts (configurable false)",
                              range: intentName.range))
        }
        var bindings: [StepNode.Binding] = []
        var bound: [String: (ValueExpr, SourceRange)] = [:]
        var unmatched = false
        for argument in arguments {
            guard let label = argument.label else {
                report(Diagnostic(id: "compiler.missing-label",
                                  message: "an intent's arguments are labeled with parameter names, as in soup: .clamChowder; '\(intent.name)' takes "
                                      + Suggestions.list(intent.parameters.map(\.name)),
                                  range: argument.range))
                unmatched = true
                checkOrphanArgument(argument.value)
                continue
            }
            guard let parameter = intent.parameter(label.name) else {
                report(UnknownNameDiagnostic.make(id: "compiler.unknown-parameter", message: "'\(intent.name)' has no parameter '\(label.name)'",
                                                  name: label.name, range: label.range, candidates: intent.parameters.map(\.name),
                                                  listIntro: "its parameters are"))
                unmatched = true
                checkOrphanArgument(argument.value)
                continue
            }
            if bound[parameter.name] != nil {
                report(Diagnostic(id: "compiler.duplicate-argument", message: "'\(parameter.name)' is given twice", range: argument.range))
            }
            if !parameter.isConfigurable {
                report(Diagnostic(id: "compiler.not-configurable", message: "'\(parameter.name)' is set by the app, not by shortcuts (configurable false)",
                                  range: label.range))
            }
            if parameter.isDeprecated {
                report(Diagnostic(id: "compiler.deprecated-parameter", severity: .warning,
                                  message: "parameter '\(parameter.name)' is deprecated and may disappear", range: label.range))
            }
            let value: ValueExpr
            if case .ask(let prompt) = argument.value.kind {
                if !parameter.isResolvable {
                    report(Diagnostic(id: "compiler.ask-unresolvable", message: "'\(parameter.name)' is never asked for (resolvable false), so it cannot be 'ask'",
                                      range: argument.value.range))
                }
                value = .ask(prompt: prompt?.plainText ?? parameter.prompt?.source)
            } else {
                let (checked, type) = checkExpr(argument.value, expected: parameter.type)
                if type == .nothing {
                    report(Diagnostic(id: "compiler.no-output", message: "this produces nothing to pass as '\(parameter.name)'", range: argument.value.range))
                }
                value = coerce(checked, from: type, to: parameter.type, range: argument.value.range)
                checkBounds(value, of: parameter, range: argument.value.range)
            }
            bound[parameter.name] = (value, argument.range)
            bindings.append(.init(parameter: parameter.name, value: value))
        }
        checkRelationships(intent, bound: bound, range: range, reportMissing: !unmatched)
        // An unset parameter with a default shows the default, as the action would run with it.
        let defaults = intent.parameters.compactMap { parameter in
            parameter.defaultValue.map { StepNode.Binding(parameter: parameter.name, value: .constant($0)) }
        }.filter { bound[$0.parameter] == nil }
        let summary = chooseSummary(intent, bound: bound).map {
            // The first parameter of a name, as a dictionary of them kept; searched, not built per call.
            renderSummary($0, bindings: bindings + defaults) { name in intent.parameters.first { $0.name == name }?.displayName }
        } ?? intent.title
        return StepNode(id: 0, action: .intent(app: app.name, intent: intent.name), bindings: bindings,
                        outputType: intent.response.outputType, summary: summary, range: range, path: path)
    }

    /// A constant outside the parameter's `range`/`min`/`max` can be caught now.
    func checkBounds(_ value: ValueExpr, of parameter: ParameterModel, range: SourceRange) {
        guard case .constant(let constant) = value, constant.isNumber else { return }
        let number = AppModelBuilder.number(constant)
        if let minimum = parameter.minimum, number < AppModelBuilder.number(minimum) {
            report(Diagnostic(id: "compiler.out-of-range", message: "'\(parameter.name)' is at least \(minimum), and \(constant) is less",
                              range: range))
        } else if let maximum = parameter.maximum, number > AppModelBuilder.number(maximum) {
            report(Diagnostic(id: "compiler.out-of-range", message: "'\(parameter.name)' is at most \(maximum), and \(constant) is more",
                              range: range))
        }
    }

    /// The value a parameter has before running, if known: its constant argument or default.
    func knownValue(_ name: String, intent: IntentModel, bound: [String: (ValueExpr, SourceRange)]) -> Value?? {
        if let (value, _) = bound[name] {
            if case .constant(let constant) = value { return .some(constant) }
            return .none  // bound, but only known at run time
        }
        return .some(intent.parameter(name)?.defaultValue)
    }

    /// Required parameters must be passed; a parameter whose relationship can
    /// never hold must not be.
    func checkRelationships(_ intent: IntentModel, bound: [String: (ValueExpr, SourceRange)], range: SourceRange, reportMissing: Bool) {
        var missing: [String] = []
        // By index, with one lookup of `bound` per parameter: copying every
        // parameter model and hashing its name three times showed in profiles.
        let parameters = intent.parameters
        for index in parameters.indices {
            let name = parameters[index].name
            let relationship = parameters[index].relationship
            let argument = bound[name]
            var applies: Bool? = true
            if let relationship {
                switch knownValue(relationship.parent, intent: intent, bound: bound) {
                case .some(.some(let value)): applies = relationship.holds(for: value)
                case .some(.none): applies = false  // parent unset: no value to match
                case .none: applies = nil  // known only at run time
                }
            }
            if let (_, argumentRange) = argument, applies == false, let relationship {
                let parentValue = knownValue(relationship.parent, intent: intent, bound: bound).flatMap { $0 }.map(\.description) ?? "unset"
                report(Diagnostic(id: "compiler.relationship-never-holds",
                                  message: "'\(name)' is only used when \(relationship.parent) \(relationship.isEqual ? "==" : "!=") \(relationship.value); here \(relationship.parent) is \(parentValue)",
                                  range: argumentRange))
            }
            if argument == nil && parameters[index].isRequired && applies == true {
                missing.append(name)
            }
        }
        if !missing.isEmpty && reportMissing {
            report(Diagnostic(id: "compiler.missing-argument",
                              message: "'\(intent.name)' needs " + Suggestions.list(missing) + "; pass a value, or 'ask' to ask each time",
                              range: range,
                              fixIts: []))
        }
    }

    /// The summary for the bound parameters: the first whose condition holds.
    func chooseSummary(_ intent: IntentModel, bound: [String: (ValueExpr, SourceRange)]) -> Template? {
        for summary in intent.summaries {
            guard let condition = summary.condition else { return summary.template }
            if case .some(.some(let value)) = knownValue(condition.parent, intent: intent, bound: bound), condition.holds(for: value) {
                return summary.template
            }
        }
        return intent.summaries.first { $0.condition == nil }?.template ?? intent.summaries.first?.template
    }

    /// "Order 2 Clam Chowders for pickup from 7401 S Lewis Ave": constants shown
    /// as values, variables by name, outputs by type, anything else (unset,
    /// ask, computed) by the parameter's display name.
    ///
    /// The fallback name (`displayName`, else the parameter's name in words)
    /// is worked out only when a placeholder needs it: most are bound to a
    /// value, and `words` ran for every placeholder of every call before.
    func renderSummary(_ template: Template, bindings: [StepNode.Binding], displayName: (String) -> String?) -> String {
        template.render { path in
            let name = path[0]
            guard let binding = bindings.first(where: { $0.parameter == name }), let described = describe(binding.value) else {
                return .init(displayName(name) ?? AppModelBuilder.words(name))
            }
            let constant = Self.constant(binding.value)
            var count: Int?
            if case .integer(let number)? = constant { count = number }
            var isCountable = false
            if case .enumCase? = constant { isCountable = true }
            return .init(described, count: count, isCountable: isCountable)
        }
    }

    /// The constant a binding holds, through a conversion.
    static func constant(_ value: ValueExpr) -> Value? {
        switch value {
        case .constant(let constant): constant
        case .convert(let inner, _): constant(inner)
        default: nil
        }
    }

    func describe(_ value: ValueExpr) -> String? {
        switch value {
        case .constant(let constant): return display(constant)
        case .slot(let slot): return slots[slot].name
        case .output(let node): return Self.outputName(nodes[node].outputType)
        case .latestOutput(let list): return list.last.map { Self.outputName(nodes[$0].outputType) }
        case .list(let values):
            let parts = values.compactMap(describe)
            return parts.count == values.count ? parts.joined(separator: ", ") : nil
        case .subscripted(let base, let index):
            if let name = ValueExpr.memberName(index) { return describe(base).map { "\($0).\(name)" } }
            guard let left = describe(base), let right = describe(index) else { return nil }
            return "\(left)[\(right)]"
        case .convert(let inner, _): return describe(inner)
        case .member(let base, let name): return describe(base).map { "\($0).\(name)" }
        case .special(let special): return special.rawValue
        case .template(let pieces):
            return pieces.map { piece in
                switch piece {
                case .text(let text): text
                case .value(let inner): describe(inner).map { "${\($0)}" } ?? "…"
                }
            }.joined()
        default: return nil
        }
    }

    /// How a step's output is named: the magic-variable name (`Topping` for
    /// a list of them), else the type.
    static func outputName(_ type: FlowType) -> String {
        CheckEnvironment.magicName(type) ?? type.description
    }

    func display(_ value: Value) -> String {
        switch value {
        case .string(let text): return text
        case .enumCase(let app, let enumName, let caseName):
            return environment.app(named: app)?.enumModel(enumName)?.cases.first { $0.name == caseName }?.displayName ?? caseName
        case .list(let values): return values.map(display).joined(separator: ", ")
        case .currency(let amount, let code):
            let symbol = LiteralEvaluator.currencySymbols.first { $0.value == code }?.key
            return symbol.map { "\($0)\(amount)" } ?? "\(amount) \(code)"
        default: return value.description
        }
    }
}
