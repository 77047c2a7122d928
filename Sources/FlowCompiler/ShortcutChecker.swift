import FlowDiagnostics
import FlowSyntax

/// Checks one shortcut body (or an automation's `do` block) and lowers it
/// into a `ShortcutGraph`: nodes for actions, regions for control flow,
/// typed `ValueExpr`s for every value.
///
/// Names resolve innermost scope first: variables (`let`, `var`, inputs, loop
/// items, caught errors), then special values (`input`, `now`, `clipboard`,
/// `here`, `trigger` in automations), then magic variables: an output type's
/// name (`OrderDetails`) means the most recent earlier step with that output.
/// Magic variables are tracked through branches: produced on every path, a
/// reference is sound; on some paths only, it is an error ("may not have
/// run"); before and inside a branch, a warning (it is ambiguous).
final class ShortcutChecker {
    struct Variable {
        enum Kind {
            case constant, variable, input, loopItem, provided

            /// Why it cannot change, and what to do instead.
            var whyConstant: String {
                switch self {
                case .constant, .variable: "it is a 'let'; declare it with 'var' to change it"
                case .input: "it is an input of the shortcut; copy it into a 'var' to change the copy"
                case .loopItem: "it is the loop's current item; copy it into a 'var' to change the copy"
                case .provided: "flow provides it; copy it into a 'var' to change the copy"
                }
            }
        }

        var slot: Int
        var isMutable: Bool
        var range: SourceRange
        var isUsed = false
        var isReportable: Bool
        var kind: Kind = .constant
        /// A `let` bound to a list literal: how many items it has (a literal index past them is an error).
        var literalCount: Int?
    }

    /// What produced an output type on the paths so far.
    struct Produced: Equatable {
        var nodes: [Int]
        /// False when some path may not have produced it.
        var definite: Bool
        /// True when a branch may replace an earlier one: which one is meant is ambiguous.
        var ambiguous: Bool
        var range: SourceRange
    }

    let environment: CheckEnvironment
    var report: (Diagnostic) -> Void
    var slots: [Slot] = []
    var nodes: [StepNode] = []
    /// The types of the values its `output` statements give: what a
    /// `run-shortcut` of it returns.
    var outputTypes: [FlowType] = []
    var scopes: [[String: Variable]] = [[:]]
    /// The block of each scope in `scopes`, for the record's visibility ranges.
    var scopeRanges: [SourceRange] = [.at(0)]
    var produced: [String: Produced] = [:]
    /// The regions being built, innermost last.
    var sequences: [[Region]] = [[]]
    /// Every name the body declares anywhere, for "used before it is defined".
    var declaredLater: [String: SourceRange] = [:]
    var allowsTrigger: Bool
    var path: String
    /// After a call to an unknown app, intent or action, an output type's
    /// name may be its output: unknown type-like names are not reported again.
    var unknownActionSeen = false
    /// Names reported as used before their definition: not reported unused too.
    var reportedEarly: Set<String> = []
    /// How many loops enclose the statement being checked: `break` and `continue` need one.
    var loopDepth = 0
    /// The body holds code that did not parse (a syntax error was reported):
    /// a capability it may have needed is not reported unneeded.
    var containsUnknownCode = false

    init(environment: CheckEnvironment, path: String, allowsTrigger: Bool, report: @escaping (Diagnostic) -> Void) {
        self.environment = environment
        self.path = path
        self.allowsTrigger = allowsTrigger
        self.report = report
    }

    var members: Members { environment.members }
    var record: CheckRecord? { environment.record }

    // MARK: - Slots and scopes

    func newSlot(_ name: String, _ type: FlowType, mutable: Bool) -> Int {
        slots.append(Slot(id: slots.count, name: name, type: type, isMutable: mutable))
        return slots.count - 1
    }

    func declare(_ name: Identifier, type: FlowType, mutable: Bool, reportUnused: Bool = true,
                 kind: Variable.Kind? = nil) -> Int {
        if let existing = scopes[scopes.count - 1][name.name], existing.isReportable {
            report(Diagnostic(id: "compiler.duplicate-name", message: "'\(name.name)' is already defined in this scope",
                              range: name.range, notes: [.init("first defined here", at: existing.range)]))
        }
        let slot = newSlot(name.name, type, mutable: mutable)
        scopes[scopes.count - 1][name.name] = Variable(slot: slot, isMutable: mutable, range: name.range,
                                                       isReportable: reportUnused && !name.name.hasPrefix("_"),
                                                       kind: kind ?? (mutable ? .variable : .constant))
        record?.add(CheckRecord.Variable(name: name.name, kind: (kind ?? (mutable ? .variable : .constant)).recorded, type: type,
                                         declaration: name.range, scope: scopeRanges[scopeRanges.count - 1], path: path))
        return slot
    }

    func lookup(_ name: String) -> (Variable, depth: Int)? {
        for depth in stride(from: scopes.count - 1, through: 0, by: -1) {
            if let variable = scopes[depth][name] { return (variable, depth) }
        }
        return nil
    }

    func markUsed(_ name: String, depth: Int) { scopes[depth][name]?.isUsed = true }

    /// A new scope for the names declared in `block` (its range is what the record says they are visible in).
    func pushScope(_ block: SourceRange) {
        scopes.append([:])
        scopeRanges.append(block)
    }

    func popScope() {
        let scope = scopes.removeLast()
        scopeRanges.removeLast()
        for (name, variable) in scope where !variable.isUsed && variable.isReportable && !reportedEarly.contains(name) {
            report(Diagnostic(id: "compiler.unused-variable", severity: .warning,
                              message: "'\(name)' is never used; remove it, or name it '_\(name)'", range: variable.range))
        }
    }

    // MARK: - Regions

    func emit(_ region: Region) { sequences[sequences.count - 1].append(region) }

    /// Builds a nested region: statements emitted by `body` go into it.
    func region(_ body: () -> Void) -> Region {
        sequences.append([])
        body()
        return .sequence(sequences.removeLast())
    }

    // MARK: - Entry

    /// Checks a body; `inputs` are declared first.
    func check(body: Block, inputs: [(Identifier, FlowType, Value?)]) -> (Region, [ShortcutGraph.Input]) {
        collectDeclarations(body)
        scopeRanges[0] = body.range
        var graphInputs: [ShortcutGraph.Input] = []
        for (name, type, value) in inputs {
            let slot = declare(name, type: type, mutable: false, kind: .input)
            graphInputs.append(.init(slot: slot, name: name.name, type: type, defaultValue: value))
        }
        let result = region { checkBlock(body.statements) }
        popScope()
        return (result, graphInputs)
    }

    func collectDeclarations(_ block: Block) {
        for statement in block.statements {
            switch statement.kind {
            case .binding(_, let name, _, _):
                if declaredLater[name.name] == nil { declaredLater[name.name] = name.range }
            case .ifStmt(let ifStmt):
                var current: IfStmt? = ifStmt
                while let branch = current {
                    collectDeclarations(branch.then)
                    switch branch.elseBranch {
                    case .elseIf(let next): current = next
                    case .block(let block): collectDeclarations(block); current = nil
                    case nil: current = nil
                    }
                }
            case .forEach(_, _, let body), .repeatCount(_, let body), .whileLoop(_, let body): collectDeclarations(body)
            case .tryCatch(let body, _, let handler): collectDeclarations(body); collectDeclarations(handler)
            case .invalid(let blocks): blocks.forEach(collectDeclarations)
            default: break
            }
        }
    }

    // MARK: - Statements

    /// Returns true when the block always stops (every path ends in `stop`).
    @discardableResult
    func checkBlock(_ statements: [Stmt]) -> Bool {
        var stopped = false
        var warned = false
        for statement in statements {
            if stopped && !warned {
                switch statement.kind {
                case .metadata, .invalid: break
                default:
                    report(Diagnostic(id: "compiler.unreachable-code", severity: .warning,
                                      message: "this never runs: the shortcut stops before it", range: statement.range))
                    warned = true
                }
            }
            if checkStatement(statement) { stopped = true }
        }
        return stopped
    }

    /// Returns true when the statement always stops the shortcut.
    func checkStatement(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .metadata, .donate, .requires:
            return false
        case .invalid(let blocks):
            assumeUnknownCode()
            for block in blocks { emit(checkOptionalBlock(block)) }
            return false
        case .binding(let isMutable, let name, let typeRef, let step):
            var declared: FlowType?
            if let typeRef { declared = environment.resolveType(typeRef, report: report) }
            let (value, type, node) = checkStep(step, expected: declared)
            noteUnknownAction(step, node: node, type: type)
            if type == .nothing {
                report(Diagnostic(id: "compiler.no-output", message: "this step produces nothing to keep in '\(name.name)'", range: step.expr.range))
            }
            let finalType = declared ?? type
            let converted = declared.map { coerce(value, from: type, to: $0, range: step.expr.range) } ?? value
            let slot = declare(name, type: finalType, mutable: isMutable)
            if !isMutable { scopes[scopes.count - 1][name.name]?.literalCount = Self.literalLength(converted) }
            if let node, declared == nil || declared == type {
                emit(.step(node: node, into: slot))
            } else {
                if let node { emit(.step(node: node, into: nil)) }
                emit(.evaluate(converted, into: slot))
            }
            return false
        case .assign(let target, let isAppend, let step):
            guard let (variable, depth) = lookup(target.name) else {
                if SpecialValue(rawValue: target.name) != nil {
                    report(Diagnostic(id: "compiler.assign-to-let",
                                      message: "cannot change '\(target.name)': it is a special value; copy it into a 'var' to change the copy",
                                      range: target.range))
                } else {
                    unknownName(target)
                }
                // Its type is unknown: the value is not checked against a guess (`.tomatoSoup` of which enum?).
                checkAndPlace(step, expected: .invalid)
                return false
            }
            let slotType = slots[variable.slot].type
            if !variable.isMutable {
                report(Diagnostic(id: "compiler.assign-to-let",
                                  message: "cannot change '\(target.name)': " + variable.kind.whyConstant,
                                  range: target.range, notes: variable.range.isEmpty ? [] : [.init("defined here", at: variable.range)]))
            }
            markUsed(target.name, depth: depth)
            recordUse(target, variable: variable)
            var expected: FlowType? = slotType
            if isAppend, case .list(let element) = slotType {
                // `names += [x]` or `names += x`: the list's element type guides literals.
                if case .list = step.expr.kind {} else { expected = element }
            } else if isAppend {
                expected = nil
            }
            let (value, type, node) = checkStep(step, expected: expected)
            if let node { emit(.step(node: node, into: nil)) }
            if isAppend {
                checkAppend(type, to: slotType, range: step.expr.range)
                emit(.assign(slot: variable.slot, value: value, append: true))
            } else {
                emit(.assign(slot: variable.slot, value: coerce(value, from: type, to: slotType, range: step.expr.range), append: false))
            }
            return false
        case .step(let step):
            let (value, type, node) = checkStep(step, expected: nil)
            noteUnknownAction(step, node: node, type: type)
            if let node {
                emit(.step(node: node, into: nil))
            } else {
                let slot = newSlot("_", .json, mutable: false)
                emit(.evaluate(value, into: slot))
            }
            return false
        case .ifStmt(let ifStmt):
            return checkIf(ifStmt)
        case .forEach(let name, let sequence, let body):
            let (value, type) = checkExpr(sequence, expected: nil)
            var element = FlowType.json
            switch type {
            case .list(let item): element = item
            case .range(let bound): element = bound
            case .dictionary: element = .string
            case .json, .invalid, .any: element = .json
            default:
                report(Diagnostic(id: "compiler.type-mismatch", message: "'for' goes through a list, a range or a dictionary; this is \(type.withArticle)",
                                  range: sequence.range))
            }
            let before = produced
            pushScope(body.range)
            let item = declare(name, type: element, mutable: false, kind: .loopItem)
            let index = declareImplicit("repeatIndex", .integer)
            loopDepth += 1
            let body = region { checkBlock(body.statements) }
            loopDepth -= 1
            popScope()
            produced = mergeOptional(before: before, after: produced, range: statement.range)
            emit(.forEach(item: item, sequence: value, body: body, index: index))
            return false
        case .whileLoop(let condition, let body):
            let (value, type) = checkExpr(condition, expected: .boolean)
            requireType(type, .boolean, range: condition.range, what: "a condition")
            let (bodyRegion, index) = checkLoopBody(body, runsAtLeastOnce: false, range: statement.range)
            emit(.whileLoop(value, body: bodyRegion, index: index))
            return false
        case .repeatCount(let count, let body):
            let (value, type) = checkExpr(count, expected: .integer)
            requireType(type, .integer, range: count.range, what: "'repeat' count")
            var atLeastOnce = false
            if case .constant(.integer(let times)) = value, times > 0 { atLeastOnce = true }
            let (bodyRegion, index) = checkLoopBody(body, runsAtLeastOnce: atLeastOnce, range: statement.range)
            emit(.repeatCount(value, body: bodyRegion, index: index))
            return false
        case .tryCatch(let body, let errorName, let handler):
            let before = produced
            pushScope(body.range)
            let bodyRegion = region { checkBlock(body.statements) }
            popScope()
            let afterBody = produced
            produced = mergeOptional(before: before, after: afterBody, range: body.range)
            pushScope(handler.range)
            let errorSlot = errorName.map { declare($0, type: .error, mutable: false) } ?? declareImplicit("error", .error)
            var handlerStops = false
            let handlerRegion = region { handlerStops = checkBlock(handler.statements) }
            popScope()
            // A handler that stops means: past the try/catch, the try body ran to its end.
            produced = handlerStops ? afterBody : merge([afterBody, produced], before: before, range: statement.range)
            emit(.tryCatch(body: bodyRegion, error: errorSlot, handler: handlerRegion))
            return false
        case .stop(let message):
            let value = message.map { checkExpr($0, expected: .string).0 }
            emit(.stop(value))
            return true
        case .output(let value):
            let (checked, type) = checkExpr(value, expected: nil)
            outputTypes.append(type)
            emit(.output(checked))
            return false
        case .breakLoop, .continueLoop:
            let word = statement.kind == .breakLoop ? "break" : "continue"
            if loopDepth == 0 {
                report(Diagnostic(id: "compiler.\(word)-outside-loop", message: "'\(word)' is only allowed inside a loop: for, repeat or while",
                                  range: statement.range))
            }
            emit(statement.kind == .breakLoop ? .breakLoop : .continueLoop)
            return false
        }
    }

    /// A loop's body with its `repeatIndex`; unless the loop surely runs,
    /// what the body produces may not exist afterwards.
    func checkLoopBody(_ body: Block, runsAtLeastOnce: Bool, range: SourceRange) -> (Region, index: Int) {
        let before = produced
        pushScope(body.range)
        let index = declareImplicit("repeatIndex", .integer)
        loopDepth += 1
        let bodyRegion = region { checkBlock(body.statements) }
        loopDepth -= 1
        popScope()
        if !runsAtLeastOnce { produced = mergeOptional(before: before, after: produced, range: range) }
        return (bodyRegion, index)
    }

    /// Checks a step whose value goes nowhere (its target was already
    /// reported): its action still gets its place in the flow.
    func checkAndPlace(_ step: Step, expected: FlowType? = nil) {
        if let node = checkStep(step, expected: expected).2 { emit(.step(node: node, into: nil)) }
    }

    /// `repeatIndex`, `error`: names the language provides, never reported unused.
    func declareImplicit(_ name: String, _ type: FlowType) -> Int {
        let slot = newSlot(name, type, mutable: false)
        scopes[scopes.count - 1][name] = Variable(slot: slot, isMutable: false, range: .at(0), isReportable: false, kind: .provided)
        record?.add(CheckRecord.Variable(name: name, kind: .provided, type: type, declaration: .at(0),
                                         scope: scopeRanges[scopeRanges.count - 1], path: path))
        return slot
    }

    func checkIf(_ ifStmt: IfStmt) -> Bool {
        var branches: [Region.Branch] = []
        var states: [[String: Produced]] = []
        var stops: [Bool] = []
        let before = produced
        var current: IfStmt? = ifStmt
        var otherwise: Region?
        while let branch = current {
            let (condition, type) = checkExpr(branch.condition, expected: .boolean)
            requireType(type, .boolean, range: branch.condition.range, what: "a condition")
            let (body, stopped) = checkBranch(branch.then, from: before)
            branches.append(.init(condition: condition, body: body))
            states.append(produced)
            stops.append(stopped)
            switch branch.elseBranch {
            case .elseIf(let next):
                current = next
            case .block(let block):
                let (body, stopped) = checkBranch(block, from: before)
                otherwise = body
                states.append(produced)
                stops.append(stopped)
                current = nil
            case nil:
                current = nil
            }
        }
        if otherwise == nil {
            states.append(before)
            stops.append(false)
        }
        // Paths that stop do not reach what follows.
        let continuing = zip(states, stops).filter { !$0.1 }.map(\.0)
        produced = continuing.isEmpty ? before : merge(continuing, before: before, range: ifStmt.range)
        emit(.branches(branches, otherwise: otherwise))
        return !stops.contains(false)
    }

    /// One of several alternative paths (an if-branch, a menu item): checked
    /// from the same starting state, in its own scope. `produced` is left as
    /// this path leaves it; true when the path always stops.
    func checkBranch(_ block: Block, from before: [String: Produced]) -> (Region, stopped: Bool) {
        produced = before
        pushScope(block.range)
        var stopped = false
        let body = region { stopped = checkBlock(block.statements) }
        popScope()
        return (body, stopped)
    }

    /// After a region that may not run (a loop, a try body): what it produced is not definite.
    func mergeOptional(before: [String: Produced], after: [String: Produced], range: SourceRange) -> [String: Produced] {
        merge([before, after], before: before, range: range)
    }

    /// Joins what paths produced: definite only when every path produced it.
    func merge(_ paths: [[String: Produced]], before: [String: Produced], range: SourceRange) -> [String: Produced] {
        var result: [String: Produced] = [:]
        // Closures rather than key paths here: `\.keys` and friends go through
        // swift_getAtKeyPath on every element, a quarter of this function.
        let names = Set(paths.flatMap { $0.keys })
        for name in names {
            let found = paths.compactMap { $0[name] }
            if found.count == paths.count, let first = found.first, found.allSatisfy({ $0 == first }) {
                result[name] = first  // the same on every path: unchanged
                continue
            }
            var nodes: [Int] = []
            for entry in found { for node in entry.nodes where !nodes.contains(node) { nodes.append(node) } }
            let definite = found.count == paths.count && found.allSatisfy { $0.definite }
            let changedInSome = found.contains { $0 != before[name] } && found.contains { $0 == before[name] }
            result[name] = Produced(nodes: nodes, definite: definite,
                                    ambiguous: found.contains { $0.ambiguous } || (before[name] != nil && changedInSome),
                                    range: found.first(where: { $0 != before[name] })?.range ?? range)
        }
        return result
    }

    func checkAppend(_ type: FlowType, to target: FlowType, range: SourceRange) {
        switch target {
        case .list(let element):
            if case .list(let other) = type, Coercions.converts(other, to: element) { return }
            if Coercions.converts(type, to: element) { return }
        case .string, .json, .invalid, .any:
            return
        default:
            if target.isNumeric && type.isNumeric { return }
            if target == type && [.currencyAmount, .duration].contains(target) { return }
        }
        if type == .invalid { return }
        report(Diagnostic(id: "compiler.type-mismatch", message: "cannot add \(type.withArticle) to \(target.withArticle) with '+='", range: range))
    }

    func requireType(_ type: FlowType, _ expected: FlowType, range: SourceRange, what: String) {
        guard !type.isDynamic, !Coercions.converts(type, to: expected) || (expected == .boolean && type != .boolean) else { return }
        if type == expected { return }
        report(Diagnostic(id: "compiler.type-mismatch", message: "\(what) must be \(expected.withArticle); this is \(type.withArticle)", range: range))
    }

    /// Applies the content graph, or reports that the value does not fit.
    func coerce(_ value: ValueExpr, from: FlowType, to: FlowType, range: SourceRange) -> ValueExpr {
        if from == to || to == .any || from == .invalid || to == .invalid { return value }
        if case .ask = value { return value }
        if from == .string && to == .json { warnTextAsJSON(value, range: range) }
        guard Coercions.converts(from, to: to) else {
            report(Diagnostic(id: "compiler.type-mismatch", message: "expected \(to.withArticle), found \(from.withArticle)", range: range))
            return value
        }
        // A literal is converted now, so "two" for an Integer or a URL without a scheme is caught before running.
        if case .constant(let constant) = value {
            guard let converted = environment.constants.convert(constant, from: from, to: to, range: range, report: report) else { return value }
            // Folded when done now; a run-time part (a name to a contact) keeps its conversion for the interpreter.
            if converted == constant || Self.convertsAtRunTime(from, to) { return .convert(.constant(converted), to: to) }
            return .constant(converted)
        }
        return .convert(value, to: to)
    }

    /// Whether converting `from` to `to` (element by element for lists) needs the running world.
    static func convertsAtRunTime(_ from: FlowType, _ to: FlowType) -> Bool {
        var source = from
        var target = to
        if case .list(let element) = target {
            target = element
            if case .list(let inner) = source { source = inner }
        }
        return Coercions.rule(from: source, to: target)?.certainty == .atRunTime
    }

    func unknownName(_ name: Identifier) {
        if let defined = declaredLater[name.name] {
            reportedEarly.insert(name.name)
            if defined.start > name.range.start {
                report(Diagnostic(id: "compiler.used-before-defined", message: "'\(name.name)' is used before it is defined",
                                  range: name.range, notes: [.init("defined here", at: defined)]))
            } else {
                report(Diagnostic(id: "compiler.unknown-name",
                                  message: "'\(name.name)' is not in scope here: it is defined inside a block that has ended; define it before the block with 'var' to use it after",
                                  range: name.range, notes: [.init("defined here", at: defined)]))
            }
            return
        }
        if unknownActionSeen, let first = name.name.first, first.isUppercase { return }
        if let nothing = foreignNothing(name) {
            report(nothing)
            return
        }
        if name.name.contains("-") {
            // `paid-total`: the parts are probably variables meant to be subtracted.
            for part in name.name.split(separator: "-") {
                if let (_, depth) = lookup(String(part)) { markUsed(String(part), depth: depth) }
            }
        }
        var candidates = scopes.flatMap(\.keys) + SpecialValue.allCases.map(\.rawValue) + Array(produced.keys)
        candidates += environment.outputTypeNames
        var message = "unknown name '\(name.name)'"
        var fixIts: [Diagnostic.FixIt] = []
        if let suggestion = Suggestions.closest(to: name.name, among: candidates.filter { $0 != "trigger" || allowsTrigger }) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(.init("replace with '\(suggestion)'", range: name.range, replacement: suggestion))
        } else if name.name.contains("-") {
            let spaced = name.name.replacingOccurrences(of: "-", with: " - ")
            message += "; did you mean '\(spaced)'? Binary minus needs spaces around it"
        } else if environment.outputTypeNames.contains(name.name) {
            message = "'\(name.name)' is an output type, but no earlier step produces one"
        }
        report(Diagnostic(id: "compiler.unknown-name", message: message, range: name.range, fixIts: fixIts))
    }
}
