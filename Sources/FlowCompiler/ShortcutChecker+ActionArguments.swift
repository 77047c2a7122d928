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

    /// `run-shell-script` takes `script:` or `arguments:`: exactly one of
    /// the parameters the entry groups.
    func checkExactlyOne(of action: ActionEntry, bound: Set<String>, range: SourceRange) {
        let group = action.exactlyOneOf.compactMap { action.parameter($0) }
        guard group.count > 1 else { return }
        let given = group.filter { bound.contains($0.name) }
        guard given.count != 1 else { return }
        let described = group.map { "'\($0.label ?? $0.name):'" + ($0.help.map { " (\($0))" } ?? "") }
        report(Diagnostic(id: "compiler.exactly-one-of",
                          message: "'\(action.name)' takes either " + described.joined(separator: " or ")
                              + (given.count > 1 ? (group.count == 2 ? ", not both" : ", only one") : ""),
                          range: range))
    }
}
