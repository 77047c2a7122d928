import FlowDiagnostics
import FlowSyntax

/// What a built-in action's entry says about its arguments beyond their
/// types, checked before the run: the choices a parameter takes, the
/// entry's own check of literal values, and parameters of which a call gives
/// exactly one. Each is a property of the entry, so a new action gets these
/// checks by declaring them.
extension ShortcutChecker {
    /// Checks one argument against its parameter's choices and the entry's
    /// literal check; the output type its choice decides, if it decides one.
    func checkArgument(_ value: ValueExpr, of parameter: ActionParameter, action: ActionEntry, range: SourceRange) -> FlowType? {
        // Most arguments have neither: no literal is made for them (the checker's speed is per argument).
        guard action.checkLiteral != nil || !parameter.choices.isEmpty else { return nil }
        let literal = Self.constant(value).map { RuntimeValue(constant: $0, apps: environment.apps) }
        if let literal, let check = action.checkLiteral, let problem = check(parameter.name, literal) {
            report(Diagnostic(id: "compiler.invalid-argument", message: "'\(action.name)': \(problem)", range: range))
        }
        guard !parameter.choices.isEmpty else { return nil }
        let values = parameter.choices.map(\.value)
        let decidesOutput = parameter.choices.contains { $0.output != nil }
        guard case .string(let text)? = literal else {
            // A computed value is checked when the step runs, unless the step's type hangs on it.
            if decidesOutput {
                report(Diagnostic(id: "compiler.choice-not-literal",
                                  message: "'\(parameter.label ?? parameter.name)' must be written out: " + Suggestions.list(values),
                                  range: range, notes: [.init("it decides the type of the step's output, which must be known before the run")]))
            }
            return nil
        }
        if let choice = parameter.choice(text) { return choice.output }
        var message = "'\(text)' is not a choice of '\(parameter.label ?? parameter.name)'"
        var fixIts: [Diagnostic.FixIt] = []
        if let suggestion = Suggestions.closest(to: text, among: values) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(.init("replace with \"\(suggestion)\"", range: range, replacement: "\"\(suggestion)\""))
        }
        report(Diagnostic(id: "compiler.unknown-choice", message: message, range: range,
                          notes: [.init("'\(action.name)' takes " + Suggestions.list(values) + " there")], fixIts: fixIts))
        return nil
    }

    /// The output type a choice parameter's default decides, when the call leaves it out.
    static func defaultChoiceOutput(of action: ActionEntry) -> FlowType? {
        for parameter in action.parameters {
            if let text = parameter.defaultValue?.description, let output = parameter.choice(text)?.output { return output }
        }
        return nil
    }

    /// Which parameters a call gives together: at most one of the entry's
    /// `atMostOneOf` (`script:` or `code:`), and at least one of its
    /// `atLeastOneOf` (`script:`, `code:` or `arguments:`).
    func checkCombination(of action: ActionEntry, bound: Set<String>, range: SourceRange) {
        let exclusive = action.atMostOneOf.compactMap { action.parameter($0) }
        if exclusive.filter({ bound.contains($0.name) }).count > 1 {
            report(Diagnostic(id: "compiler.conflicting-arguments",
                              message: "'\(action.name)' takes " + exclusive.map { "'\($0.label ?? $0.name):'" }.joined(separator: " or ")
                                  + (exclusive.count == 2 ? ", not both" : ", only one"),
                              range: range))
        }
        let needed = action.atLeastOneOf.compactMap { action.parameter($0) }
        if !needed.isEmpty, !needed.contains(where: { bound.contains($0.name) }) {
            let described = needed.map { "'\($0.label ?? $0.name):'" + ($0.help.map { " (\($0))" } ?? "") }
            report(Diagnostic(id: "compiler.missing-argument",
                              message: "'\(action.name)' needs " + described.dropLast().joined(separator: ", ") + " or " + (described.last ?? ""),
                              range: range))
        }
    }
}
