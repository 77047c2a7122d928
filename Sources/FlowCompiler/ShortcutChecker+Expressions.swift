import FlowDiagnostics
import FlowSyntax

extension ShortcutChecker {
    /// A statement's step: its expression and options. When the expression
    /// is an action call, the node is returned for the caller to place.
    func checkStep(_ step: Step, expected: FlowType?) -> (ValueExpr, FlowType, Int?) {
        var result: (ValueExpr, FlowType, Int?)
        if case .call = step.expr.kind {
            // Checked once: an unknown callee was reported by checkCall.
            if let (node, type) = checkCall(step.expr, emit: false) {
                result = (.output(node: node), type, node)
            } else {
                result = (.constant(.string("")), .invalid, nil)
            }
        } else {
            let (value, type) = checkExpr(step.expr, expected: expected)
            result = (value, type, nil)
        }
        for option in step.options {
            guard let node = result.2 else {
                report(Diagnostic(id: "compiler.option-without-action", message: "'timeout' and 'retry' apply to actions, and this is not one",
                                  range: option.range))
                break
            }
            switch option.kind {
            case .timeout(let value):
                let (limit, type) = checkExpr(value, expected: .duration)
                requireType(type, .duration, range: value.range, what: "a timeout")
                if case .duration(let seconds)? = environment.constants.evaluate(value, expected: .duration, what: "a timeout", report: { _ in }),
                   seconds <= 0 {
                    report(Diagnostic(id: "compiler.invalid-duration", message: "a timeout must be longer than zero", range: value.range))
                }
                nodes[node].timeout = limit
            case .retry(let count, let every):
                let (times, type) = checkExpr(count, expected: .integer)
                requireType(type, .integer, range: count.range, what: "a retry count")
                nodes[node].retryCount = times
                if let every {
                    let (delay, delayType) = checkExpr(every, expected: .duration)
                    requireType(delayType, .duration, range: every.range, what: "a retry delay")
                    nodes[node].retryEvery = delay
                }
            }
        }
        return result
    }

    /// Types an expression; `expected` lets `.pickup` and "Clam Chowder" find their enum.
    func checkExpr(_ expr: Expr, expected: FlowType?) -> (ValueExpr, FlowType) {
        switch expr.kind {
        case .missing:
            // What did not parse might have used any name or made any output.
            assumeUnknownCode()
            return (.constant(.string("")), .invalid)
        case .literal(let literal):
            let (value, type) = LiteralEvaluator.evaluate(literal, report: report)
            return (.constant(value), type)
        case .string(let string):
            if !string.bracePlaceholders.isEmpty { checkBracePlaceholders(string) }
            if let text = string.plainText {
                if let expected, case .enumeration = expected {
                    // Reported here when it names no case: the caller's coercion must not report it again.
                    guard let value = environment.constants.convert(.string(text), from: .string, to: expected, range: expr.range, report: report) else {
                        return (.constant(.string(text)), .invalid)
                    }
                    return (.constant(value), expected)
                }
                return (.constant(.string(text)), .string)
            }
            var pieces: [ValueExpr.TemplatePiece] = []
            for segment in string.segments {
                switch segment {
                case .text(let text): pieces.append(.text(text))
                case .interpolation(let inner):
                    let (value, type) = checkExpr(inner, expected: nil)
                    if type == .nothing {
                        report(Diagnostic(id: "compiler.no-output", message: "this produces nothing to put in the text", range: inner.range))
                    }
                    pieces.append(.value(value))
                }
            }
            return (.template(pieces), .string)
        case .identifier(let name):
            return resolveName(name)
        case .implicitMember(let name):
            record?.add(CheckRecord.ImplicitMember(name: name, expected: expected, path: path))
            if expected == .invalid { return (.constant(.string(name.name)), .invalid) }  // the type was already reported
            guard let expected, let model = environment.constants.enumModel(expected) else {
                report(Diagnostic(id: "compiler.implicit-member-without-enum",
                                  message: "'.\(name.name)' names an enum case, but nothing here says which enum; write 'Enum.\(name.name)' or compare it with a value of that enum",
                                  range: expr.range))
                return (.constant(.string(name.name)), .invalid)
            }
            guard let value = environment.constants.enumCase(name.name, in: model, range: expr.range, report: report) else {
                return (.constant(.string(name.name)), .invalid)
            }
            return (.constant(value), expected)
        case .list(let elements):
            var element: FlowType? = nil
            if case .list(let item)? = expected { element = item }
            // Where the type is unknown (already reported), the elements are not checked against a guess.
            if expected == .invalid { element = .invalid }
            var values: [ValueExpr] = []
            var types: [FlowType] = []
            for item in elements {
                let (value, type) = checkExpr(item, expected: element ?? types.first)
                // With a known element type each element must convert to it.
                values.append(element.map { coerce(value, from: type, to: $0, range: item.range) } ?? value)
                types.append(type)
            }
            let unified = element ?? unify(types)
            return (.list(values), .list(unified))
        case .dictionary(let entries):
            var valueType: FlowType? = nil
            if case .dictionary(_, let value)? = expected { valueType = value }
            if expected == .invalid { valueType = .invalid }
            var pieces: [ValueExpr.DictionaryPiece] = []
            var types: [FlowType] = []
            for entry in entries {
                let key: String = switch entry.key {
                case .name(let name): name.name
                case .string(let string): string.plainText ?? ""
                }
                let (value, type) = checkExpr(entry.value, expected: valueType)
                pieces.append(.init(key: key, value: value))
                types.append(type)
            }
            return (.dictionary(pieces), .dictionary(key: .string, value: valueType ?? unify(types)))
        case .prefix(let op, let operand):
            if op == .not {
                let (value, type) = checkExpr(operand, expected: .boolean)
                requireType(type, .boolean, range: operand.range, what: "the operand of 'not'")
                return (.not(value), .boolean)
            }
            let (value, type) = checkExpr(operand, expected: expected)
            if !(type.isNumeric || [.currencyAmount, .duration, .measurement].contains(type) || type.isDynamic) {
                report(Diagnostic(id: "compiler.type-mismatch", message: "'-' needs a number, an amount or a duration; this is \(type.withArticle)", range: operand.range))
            }
            if case .constant(.integer(let number)) = value { return (.constant(.integer(-number)), type) }
            return (.negate(value), type)
        case .binary(let op, let lhs, let rhs):
            return checkBinary(op, lhs, rhs, range: expr.range)
        case .call:
            guard let (node, type) = checkCall(expr, emit: true) else { return (.constant(.string("")), .invalid) }
            return (.output(node: node), type)
        case .member(let base, let name):
            // `App.Type.case`, `Soup.clamChowder`: an enum case written in full.
            if let value = qualifiedEnumCase(expr) { return value }
            let (value, type) = checkExpr(base, expected: nil)
            // A member of JSON data is a key first (`data.count` is the field
            // named count), so it reads as a subscript, not a property.
            if type == .json {
                record?.add(CheckRecord.Member(name: name, baseType: type, type: .json, path: path))
                return (.subscripted(value, .constant(.string(name.name))), .json)
            }
            let memberType = members.type(of: name.name, on: type)
            record?.add(CheckRecord.Member(name: name, baseType: type, type: memberType, path: path))
            guard let memberType else {
                report(MemberDiagnostics.unknownMember(name, on: type, members: members,
                                                       written: SourceRange(start: base.range.end, end: name.range.end)))
                return (.member(value, name.name), .invalid)
            }
            return (.member(value, name.name), memberType)
        case .subscripted(let base, let index):
            let (value, type) = checkExpr(base, expected: nil)
            switch type {
            case .list(let element):
                let (position, indexType) = checkExpr(index, expected: .integer)
                requireType(indexType, .integer, range: index.range, what: "a list index")
                checkListIndex(position, at: index.range, base: base, baseValue: value)
                return (.subscripted(value, position), element)
            case .dictionary(_, let element):
                let (key, keyType) = checkExpr(index, expected: .string)
                requireType(keyType, .string, range: index.range, what: "a dictionary key")
                return (.subscripted(value, key), element)
            case .json, .any, .invalid:
                let (key, _) = checkExpr(index, expected: nil)
                checkListIndex(key, at: index.range, base: base, baseValue: value)
                return (.subscripted(value, key), type == .invalid ? .invalid : .json)
            default:
                report(Diagnostic(id: "compiler.type-mismatch", message: "\(type.withArticle) cannot be indexed with [...]", range: expr.range))
                return (value, .invalid)
            }
        case .ask(let prompt):
            report(Diagnostic(id: "compiler.misplaced-ask",
                              message: "'ask' stands for an action's parameter (Ask Each Time); to ask for a value here, use ask-for-input(prompt: \(prompt.map { "\"\($0.plainText ?? "")\"" } ?? "\"...\""))",
                              range: expr.range))
            return (.ask(prompt: prompt?.plainText), .invalid)
        case .menu(let menu):
            return checkMenu(menu, expected: expected)
        case .parenthesized(let inner):
            return checkExpr(inner, expected: expected)
        }
    }

    /// The common type of list elements; mixed lists are JSON.
    func unify(_ types: [FlowType]) -> FlowType {
        guard let first = types.first(where: { $0 != .invalid }) else { return types.isEmpty ? .json : .invalid }
        if types.allSatisfy({ $0 == first || $0 == .invalid }) { return first }
        if types.allSatisfy(\.isNumeric) { return .decimal }
        return .json
    }

    /// `Soup.clamChowder` or `SoupChef.Soup.clamChowder`.
    func qualifiedEnumCase(_ expr: Expr) -> (ValueExpr, FlowType)? {
        // At most three names: checked at every '.' of a path, it must not walk the whole path each time.
        guard let path = TemplateBuilder.path(expr, limit: 3), path.count >= 2, lookup(path[0].name) == nil,
              SpecialValue(rawValue: path[0].name) == nil, produced[path[0].name] == nil else { return nil }
        let names = path.map(\.name)
        var model: EnumModel?
        if names.count == 2 {
            model = environment.apps.lazy.compactMap { $0.enumModel(names[0]) }.first
        } else if names.count == 3 {
            model = environment.app(named: names[0])?.enumModel(names[1])
        }
        guard let model else { return nil }
        let type = FlowType.enumeration(app: model.app, name: model.name)
        guard let value = environment.constants.enumCase(names[names.count - 1], in: model, range: path[path.count - 1].range, report: report) else {
            return (.constant(.string("")), .invalid)
        }
        return (.constant(value), type)
    }

    /// A name: a variable, a special value, or a magic variable.
    func resolveName(_ name: Identifier) -> (ValueExpr, FlowType) {
        if let (variable, depth) = lookup(name.name) {
            markUsed(name.name, depth: depth)
            recordUse(name, variable: variable)
            return (.slot(variable.slot), slots[variable.slot].type)
        }
        if let special = SpecialValue(rawValue: name.name), special != .trigger || allowsTrigger {
            recordUse(name, kind: .special, type: special.type, declaration: nil)
            return (.special(special), special.type)
        }
        if let found = produced[name.name] {
            // After an unknown action or code that did not parse, another step may have produced it.
            if !found.definite && !unknownActionSeen {
                report(Diagnostic(id: "compiler.maybe-not-produced",
                                  message: "'\(name.name)' may not exist here: the step that produces it is in a branch or loop that may not have run",
                                  range: name.range, notes: [.init("produced here", at: found.range)]))
            } else if found.ambiguous && !unknownActionSeen {
                report(Diagnostic(id: "compiler.ambiguous-magic-variable", severity: .warning,
                                  message: "'\(name.name)' means the latest of several steps, depending on which branches ran; name the one you mean with 'let'",
                                  range: name.range))
            }
            let type = nodes[found.nodes[found.nodes.count - 1]].outputType
            recordUse(name, kind: .magic, type: type, declaration: found.range)
            if found.nodes.count == 1 { return (.output(node: found.nodes[0]), type) }
            return (.latestOutput(nodes: found.nodes), type)
        }
        recordScopeIfProbe(name)
        unknownName(name)
        return (.constant(.string(name.name)), .invalid)
    }

    func checkMenu(_ menu: MenuExpr, expected: FlowType?) -> (ValueExpr, FlowType) {
        let before = produced
        var items: [Region.MenuItem] = []
        var states: [[String: Produced]] = []
        var labels: Set<String> = []
        for item in menu.items {
            let label = item.label.plainText ?? ""
            if !labels.insert(label).inserted {
                report(Diagnostic(id: "compiler.duplicate-name", message: "menu item '\(label)' appears twice", range: item.label.range))
            }
            let (body, stopped) = checkBranch(item.body, from: before)
            items.append(.init(label: label, body: body))
            if !stopped { states.append(produced) }
        }
        if menu.items.isEmpty {
            report(Diagnostic(id: "compiler.empty-menu", message: "a menu needs at least one item", range: menu.range))
        }
        produced = states.isEmpty ? before : merge(states, before: before, range: menu.range)
        let slot = newSlot("menu", .string, mutable: false)
        emit(.menu(prompt: menu.prompt.plainText ?? "", items: items, into: slot))
        return (.slot(slot), .string)
    }
}
