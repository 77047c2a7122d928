import FlowDiagnostics
import FlowSyntax

/// `requires shell, message`: the capabilities a shortcut declares, checked
/// against what its steps use, so that the run can ask for all of them once,
/// before anything happens, instead of failing halfway.
enum CapabilityCheck {
    /// The declared capabilities and their scopes; unknown names and
    /// malformed scopes are errors with a suggestion.
    static func declared(in body: Block, report: (Diagnostic) -> Void) -> Permissions {
        var declared = Permissions()
        for statement in body.statements {
            guard case .requires(let names) = statement.kind else { continue }
            for name in names where !name.name.isEmpty {
                guard let capability = Capability(rawValue: name.name) else {
                    reportUnknown(name, report: report)
                    continue
                }
                guard name.scope != nil else {
                    declared.grant(capability)
                    continue
                }
                for item in ScopeDeclaration.items(of: capability, name, report: report) { declared.grant(item) }
            }
        }
        return declared
    }

    static func reportUnknown(_ name: RequiredCapability, report: (Diagnostic) -> Void) {
        let known = Capability.allCases.map(\.rawValue)
        var message = "unknown capability '\(name.name)'"
        var fixIts: [Diagnostic.FixIt] = []
        if let suggestion = Suggestions.closest(to: name.name, among: known) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(.init("replace with '\(suggestion)'", range: name.range, replacement: suggestion))
        }
        report(Diagnostic(id: "compiler.unknown-capability", message: message, range: name.range,
                          notes: [.init("the capabilities are " + Suggestions.list(known))], fixIts: fixIts))
    }

    /// A step whose capability is not declared is an error (with a fix-it
    /// adding it to `requires`): the run must be able to ask for, or be
    /// refused, everything it needs before its first step. A declaration no
    /// step needs is a warning. While a line does not parse, neither is
    /// said where that line could explain it: a `requires` clause with a
    /// syntax error may declare anything (it holds a capability with no
    /// name), and a step that did not parse may need anything
    /// (`containsUnknownCode`).
    static func checkUse(of declared: Permissions, body: Block, nodes: [StepNode], containsUnknownCode: Bool = false,
                         report: (Diagnostic) -> Void) {
        let declaresUnparsed = body.statements.contains { statement in
            if case .requires(let names) = statement.kind { return names.contains { $0.name.isEmpty } }
            return false
        }
        var used: Set<Capability> = []
        var runsOtherShortcuts = false
        for node in nodes {
            guard case .builtin(let name) = node.action, let action = ActionCatalog.named(name) else { continue }
            if action.shortcutParameter != nil { runsOtherShortcuts = true }
            used.formUnion(action.mayAlsoNeed)
            guard let capability = action.capability else { continue }
            defer { used.insert(capability) }
            ScopeDeclaration.checkLiteralReach(of: action, node: node, declared: declared, report: report)
            if declared.contains(capability) || used.contains(capability) || declaresUnparsed { continue }
            let insertAt = body.statements.first?.range.start ?? body.range.start
            report(Diagnostic(
                id: "compiler.undeclared-capability", severity: .error,
                message: "'\(name)' needs the '\(capability.rawValue)' capability, which the shortcut does not declare",
                range: node.range,
                notes: [.init("a run asks for every declared capability before its first step, so nothing stops halfway for a missing one")],
                fixIts: [.init("add 'requires \(capability.rawValue)'", range: .at(insertAt), replacement: "requires \(capability.rawValue)\n  ")]))
        }
        // A shortcut that runs others may declare what they need.
        guard !runsOtherShortcuts, !containsUnknownCode else { return }
        for statement in body.statements {
            guard case .requires(let names) = statement.kind else { continue }
            for name in names {
                guard let capability = Capability(rawValue: name.name), !used.contains(capability) else { continue }
                report(Diagnostic(id: "compiler.unneeded-capability", severity: .warning,
                                  message: "the shortcut requires '\(capability.rawValue)', but none of its steps needs it",
                                  range: name.range, notes: [.init("remove it, so the run does not ask for it")]))
            }
        }
    }
}
