import Foundation
import FlowDiagnostics
import FlowSyntax

/// Scoped capabilities in `requires`: `network("api.example.com")`,
/// `files(read: "~/Notes", write: "~/Notes/out")`, `message("John
/// Appleseed")`. Turns the syntax into the model's `Reach` items, and proves
/// the literal URLs, paths and recipients of steps against them, so a step
/// that could only be refused at run time is an error now.
enum ScopeDeclaration {
    static func items(of capability: Capability, _ declaration: RequiredCapability, report: (Diagnostic) -> Void) -> [Reach] {
        let arguments = declaration.scope ?? []
        var items: [Reach] = []
        if arguments.isEmpty {
            report(Diagnostic(id: "compiler.empty-capability-scope", message: "'\(capability.rawValue)()' allows nothing",
                              range: declaration.fullRange,
                              notes: [.init("write '\(capability.rawValue)' alone for any, or name what it may reach")]))
            return []
        }
        for argument in arguments {
            guard let text = argument.value.plainText else {
                report(Diagnostic(id: "compiler.dynamic-capability-scope",
                                  message: "a capability's scope is a plain string, without '${...}'", range: argument.value.range,
                                  notes: [.init("the run is granted its scope before any step, so the scope cannot depend on one")]))
                continue
            }
            guard !text.isEmpty else {
                report(Diagnostic(id: "compiler.empty-capability-scope", message: "an empty scope names nothing to reach",
                                  range: argument.value.range, notes: [.init("name a host, a path or a person, or write '\(capability.rawValue)' alone for any")]))
                continue
            }
            let label = argument.label?.name
            switch (capability, label) {
            case (.network, nil): items.append(.host(host(of: text)))
            case (.message, nil): items.append(.recipient(text))
            case (.files, nil): items += [.read(text), .write(text)]
            case (.files, "read"?): items.append(.read(text))
            case (.files, "write"?): items.append(.write(text))
            case (.shell, _):
                report(Diagnostic(id: "compiler.unscoped-capability", message: "'shell' cannot be limited: it runs any command",
                                  range: argument.value.range, notes: [.init("write 'requires shell'")]))
                return []
            default:
                let allowed = capability == .files ? "'read:' or 'write:'" : "no label"
                report(Diagnostic(id: "compiler.unknown-scope-label",
                                  message: "'\(capability.rawValue)' takes \(allowed) in its scope, not '\(label ?? "")'",
                                  range: argument.label?.range ?? argument.value.range))
            }
        }
        return items
    }

    /// `"https://api.example.com/v1"` declares its host; a bare host stays itself.
    static func host(of text: String) -> String {
        if text.contains("://"), let host = URL(string: text)?.host { return host }
        return text
    }

    /// A literal the step reaches that the declaration does not allow is an
    /// error; a value known only at run time is checked then.
    static func checkLiteralReach(of action: ActionEntry, node: StepNode, declared: Permissions, report: (Diagnostic) -> Void) {
        guard let capability = action.capability, declared.contains(capability) else { return }
        for reach in action.reaches {
            guard let binding = node.bindings.first(where: { $0.parameter == reach.parameter }) else { continue }
            checkLiteralReach(of: action, reach: reach, binding: binding, node: node, declared: declared, report: report)
        }
    }

    /// One reached parameter's literal targets against the declaration.
    static func checkLiteralReach(of action: ActionEntry, reach: ReachParameter, binding: StepNode.Binding, node: StepNode,
                                  declared: Permissions, report: (Diagnostic) -> Void) {
        var items: [Reach] = []
        for target in literalStrings(binding.value) {
            switch reach.kind {
            case .host:
                guard let host = URL(string: target)?.host else { continue }
                items.append(reach.reach(host))
            case .read, .write:
                items.append(reach.reach(FlowDirectories.expandingTilde(target)))
            case .recipient:
                items.append(reach.reach(target))
            }
        }
        if let known = templateReach(binding.value, kind: reach.kind) { items.append(reach.reach(known)) }
        for item in items {
            guard !allows(declared, item) else { continue }
            report(Diagnostic(
                id: "compiler.outside-capability-scope",
                message: "'\(action.name)' reaches \(describe(item)), outside the shortcut's '\(declared.declaration(of: item.capability))'",
                range: node.range,
                notes: [.init("add it to the scope, or the run is refused at this step")]))
        }
    }

    /// Paths compare with `~` expanded and `..` removed; a relative path
    /// against an absolute scope (or the reverse) depends on the working
    /// folder, so it is left to the run.
    static func allows(_ declared: Permissions, _ item: Reach) -> Bool {
        switch item {
        case .read(let path), .write(let path):
            guard case .only(let scope)? = declared.scopes[.files] else { return true }
            let relative = !path.hasPrefix("/")
            let comparable = scope.filter { !FlowDirectories.expandingTilde($0.target).hasPrefix("/") == relative }
            if comparable.isEmpty { return true }
            let standard = CanonicalPath.lexical(path)
            return comparable.contains { scopeItem in
                let folder = CanonicalPath.lexical(FlowDirectories.expandingTilde(scopeItem.target))
                switch (scopeItem, item) {
                case (.read, .read), (.write, .write): return Reach.path(standard, isWithin: folder)
                default: return false
                }
            }
        default:
            return declared.allows(item)
        }
    }

    static func describe(_ item: Reach) -> String {
        switch item {
        case .host(let host): "the host '\(host)'"
        case .recipient(let name): "'\(name)'"
        case .read(let path): "'\(path)' to read"
        case .write(let path): "'\(path)' to write"
        }
    }

    /// The strings a binding is when it is a literal: a string, or a list of them.
    /// What a template's own text already fixes: the host of
    /// `"https://api.example.com/search?q=${q}"`, or the folder of
    /// `"~/Notes/${name}.txt"` (a file in it stands for any). Its values are
    /// encoded or held to the scope when the step runs.
    static func templateReach(_ value: ValueExpr, kind: ReachParameter.Kind) -> String? {
        var value = value
        if case .convert(let inner, _) = value { value = inner }
        guard case .template(let pieces) = value, case .text(let prefix)? = pieces.first, pieces.count > 1 else { return nil }
        switch kind {
        case .host:
            guard let scheme = prefix.range(of: "://"), prefix[scheme.upperBound...].contains(where: { "/?#".contains($0) }) else { return nil }
            return URL(string: prefix)?.host
        case .read, .write:
            guard let slash = prefix.lastIndex(of: "/") else { return nil }
            return FlowDirectories.expandingTilde(String(prefix[...slash]) + "*")
        case .recipient:
            return nil
        }
    }

    static func literalStrings(_ value: ValueExpr) -> [String] {
        switch value {
        case .constant(let constant): return strings(constant)
        case .convert(let inner, _): return literalStrings(inner)
        case .list(let elements): return elements.flatMap(literalStrings)
        default: return []
        }
    }

    static func strings(_ value: Value) -> [String] {
        switch value {
        case .string(let text): [text]
        case .list(let values): values.flatMap(strings)
        default: []
        }
    }
}
