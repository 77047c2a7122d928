import FlowCompiler
import FlowState

/// `textDocument/hover`: what a name is, in the words `flow actions show`
/// and `flow help types` use: an action's summary sentence, parameters,
/// output and capability; a variable's type; an enum case's display string.
extension LanguageServer {
    func hover(_ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        let site = try site(params)
        guard let (symbol, range) = Symbol.at(site.offset, in: site.analysis) else { return .null }
        let text = HoverText.markdown(symbol, apps: site.analysis.program.apps)
        return ["contents": ["kind": client.markdown ? "markdown" : "plaintext", "value": JSONValue(client.markdown ? text : HoverText.plain(text))],
                "range": site.positions.json(range)]
    }
}

enum HoverText {
    static func markdown(_ symbol: Symbol, apps: [AppModel]) -> String {
        switch symbol {
        case .variable(let name, let kind, let type, _):
            let what: String = switch kind {
            case .variable: "var"
            case .input: "input"
            case .loopItem: "loop item"
            default: "let"
            }
            return "```flow\n\(what) \(name): \(type)\n```"
        case .provided(let name, let type):
            return "```flow\n\(name): \(type)\n```\nprovided by flow"
        case .magic(let name, let type, _):
            return "```flow\n\(name): \(type)\n```\nthe output of the latest earlier step that produced one"
        case .app(let app):
            var lines = ["**\(app.displayName)** (app `\(app.name)`)"]
            if let description = app.description { lines.append(description) }
            lines.append("\(app.intents.count) intent\(app.intents.count == 1 ? "" : "s"): " + app.intents.map(\.name).joined(separator: ", "))
            return lines.joined(separator: "\n\n")
        case .intent(let intent, let app):
            return intentText(intent, app: app)
        case .action(let action):
            return actionText(action)
        case .parameter(let parameter, let intent, _):
            var line = "```flow\n\(parameter.name): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "") + "\n```\n"
            line += "\"\(parameter.displayName)\", a parameter of \(intent.name)"
            if let requirement = CompletionItem.requirement(parameter) { line += "; \(requirement)" }
            if let prompt = parameter.prompt { line += "\n\nasks: \"\(prompt.source)\"" }
            return line
        case .actionParameter(let parameter, let action):
            return "```flow\n\(parameter.described)\n```\n" + (parameter.isOptional ? "optional; " : "") + "a parameter of \(action.name)"
                + (parameter.help.map { ": \($0)" } ?? "")
        case .property(let name, let base, let type, let summary):
            return "```flow\n\(base).\(name): \(type.map(\.description) ?? "?")\n```" + (summary.map { "\n\($0)" } ?? "")
        case .enumCase(let enumCase, let model):
            return "```flow\n.\(enumCase.name)\n```\n\"\(enumCase.displayName)\", a case of \(model.app).\(model.name)"
        case .type(let type):
            return "```flow\n\(type)\n```" + typeDetail(type, apps: apps)
        case .shortcut(let name):
            return "shortcut \"\(name)\""
        case .usedFile(let path):
            return "uses the apps and shortcuts of `\(path)`"
        }
    }

    /// An app's enum with its cases, a custom type with its properties (a system type's are in `flow help types`).
    static func typeDetail(_ type: FlowType, apps: [AppModel]) -> String {
        switch type {
        case .enumeration(let appName, let name):
            guard let model = apps.first(where: { $0.name == appName })?.enumModel(name) else { return "" }
            return "\nan enum of \(appName): " + model.cases.map { ".\($0.name) \"\($0.displayName)\"" }.joined(separator: ", ")
        case .custom(let appName, let name):
            guard let model = apps.first(where: { $0.name == appName })?.typeModel(name) else { return "" }
            return "\na type of \(appName), \"\(model.displayName)\": " + model.properties.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        default:
            let properties = Members(apps: apps).members(of: type) ?? []
            return properties.isEmpty ? "" : "\nproperties: " + properties.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        }
    }

    /// The Edit Action screen in short: sentence, description, parameters, output.
    static func intentText(_ intent: IntentModel, app: AppModel) -> String {
        var lines = ["**\(intent.sentence)**", "\(app.displayName) · \(intent.title)" + (intent.isDeprecated ? " (deprecated)" : "")]
        if let description = intent.description { lines.append(description) }
        if !intent.parameters.isEmpty {
            lines.append("Parameters:\n" + intent.parameters.map { parameter in
                "- `\(parameter.name): \(parameter.type)`" + (parameter.defaultValue.map { " = \($0)" } ?? "") + (CompletionItem.requirement(parameter).map { " (\($0))" } ?? "")
            }.joined(separator: "\n"))
        }
        let output = intent.response.outputType
        lines.append("Output: " + (output == .nothing ? "nothing" : "`\(output)`"))
        if intent.confirmationRequired { lines.append("Asks for confirmation before it runs.") }
        return lines.joined(separator: "\n\n")
    }

    static func actionText(_ action: ActionEntry) -> String {
        let standsFor = action.isFlowOnly ? "flow only" : "Shortcuts: " + action.shortcutsNames.joined(separator: ", ")
        var lines = ["**\(action.sentence)**", "\(action.title) · \(action.category.rawValue) · \(standsFor)"]
        if !action.parameters.isEmpty {
            lines.append("Parameters:\n" + action.parameters.map { parameter in
                "- `\(parameter.label == nil ? "(first, unlabeled) " : "")\(parameter.described)`" + (parameter.help.map { " (\($0))" } ?? "")
            }.joined(separator: "\n"))
        }
        lines.append("Output: " + (action.outputDescription.map { "`\($0)`" } ?? "nothing"))
        if let capability = action.capability { lines.append("Needs `requires \(capability.rawValue)`: it may \(capability.explanation).") }
        if action.involves.contains(.person) { lines.append("Asks the person when it runs.") }
        lines.append("```flow\n\(action.example)\n```")
        return lines.joined(separator: "\n\n")
    }

    /// Markdown without its fences and stars, for clients that show plain text.
    static func plain(_ markdown: String) -> String {
        markdown.replacingOccurrences(of: "```flow\n", with: "").replacingOccurrences(of: "\n```", with: "")
            .replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
    }
}
