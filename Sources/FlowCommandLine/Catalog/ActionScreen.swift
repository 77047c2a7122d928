import Foundation
import FlowCompiler
import FlowSyntax

/// `flow actions show`: one action as the Shortcuts Edit Action screen shows
/// it. Parameters named in the summary come first ("in the summary"); the
/// rest are "more options", as behind the screen's Show More. Each says its
/// type, default, where its options come from, and when it applies.
enum ActionScreen {
    static func text(_ action: CatalogAction, app: AppModel?) -> String {
        var lines: [String] = []
        lines.append(action.title + (action.appName.map { " — \($0)" } ?? "") + "  (\(action.name))")
        if let description = action.description { lines.append(description) }
        var facts = ["category: \(action.category)"]
        if let intent = action.intent {
            facts.append("verb: \(intent.category.verb)")
            if intent.confirmationRequired { facts.append("asks for confirmation") }
            if let deprecation = intent.deprecation { facts.append("deprecated" + (deprecation.map { ": \($0)" } ?? "")) }
        }
        if let builtin = action.builtin {
            facts.append(builtin.isFlowOnly ? "flow only" : "Shortcuts: " + builtin.shortcutsNames.joined(separator: ", "))
            if let capability = builtin.capability { facts.append("needs permission: \(capability.rawValue)") }
            if builtin.involves.contains(.person) { facts.append("asks the person") }
        }
        lines.append(facts.joined(separator: " · "))
        lines.append("")
        if let intent = action.intent, let app {
            lines += summaries(intent)
            let inSummary = summaryParameters(intent)
            let (shown, more) = (intent.parameters.filter { inSummary.contains($0.name) }, intent.parameters.filter { !inSummary.contains($0.name) })
            if !shown.isEmpty { lines.append(""); lines.append("In the summary:"); lines += shown.flatMap { parameterLines($0, intent: intent, app: app) } }
            if !more.isEmpty { lines.append(""); lines.append("More options:"); lines += more.flatMap { parameterLines($0, intent: intent, app: app) } }
            lines.append("")
            lines.append("Output: " + (intent.response.output.map { "\(intent.response.outputType) (\($0))" } ?? "nothing"))
            let codes = intent.response.codes.map { $0.name + ($0.isError ? " (error)" : "") }
            if !codes.isEmpty { lines.append("Responses: " + codes.joined(separator: ", ")) }
            for type in intent.shortcutTypes {
                lines.append("Shortcut type (\(type.parameters.joined(separator: ", "))): \"\(type.title.source)\""
                             + (type.subtitle.map { " — \"\($0.source)\"" } ?? "") + (type.supportsBackground ? "" : ", finished in the app (not in the background)"))
            }
            lines.append("Defined in: " + (app.path.hasPrefix("<built-in") ? "flow (built in)" : app.path))
        } else if let builtin = action.builtin {
            lines.append(action.summary)
            lines.append("")
            lines.append("Parameters:")
            for parameter in builtin.parameters {
                var line = "  " + (parameter.label.map { "\($0): " } ?? "(first, unlabeled) \(parameter.name): ") + "\(parameter.type)"
                if let value = parameter.defaultValue { line += " = " + ActionParameter.literal(value) } else if parameter.isOptional { line += "  optional" }
                if !parameter.choices.isEmpty { line += "  one of " + Suggestions.list(parameter.choices.map(\.value)) }
                if let help = parameter.help { line += "  (\(help))" }
                if parameter.sink != .text { line += "  ${...} values go in as data (\(parameter.sink.rawValue))" }
                lines.append(line)
            }
            lines.append("")
            lines.append("Output: " + (builtin.outputDescription ?? "nothing"))
            lines.append("Example: " + builtin.example)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each summary, with the condition under which it is the one shown.
    static func summaries(_ intent: IntentModel) -> [String] {
        intent.summaries.map { summary in
            let sentence = summary.template.sentence { intent.parameter($0[0])?.displayName }
            guard let condition = summary.condition else { return sentence }
            return sentence + "    (when \(condition.parent) \(condition.isEqual ? "==" : "!=") \(condition.value))"
        }
    }

    /// The parameters any summary names.
    static func summaryParameters(_ intent: IntentModel) -> Set<String> {
        Set(intent.summaries.flatMap { $0.template.placeholders.compactMap(\.first) })
    }

    static func parameterLines(_ parameter: ParameterModel, intent: IntentModel, app: AppModel) -> [String] {
        var head = "  \(parameter.name): \(parameter.type)"
        if let value = parameter.defaultValue { head += " = \(value)" }
        head += "  \"\(parameter.displayName)\""
        var details: [String] = []
        if parameter.isRequired { details.append("required") }
        if parameter.hasDynamicDefault { details.append("default from the app") }
        if let minimum = parameter.minimum, let maximum = parameter.maximum { details.append("range \(minimum)...\(maximum)") }
        if let source = optionsSource(parameter, intent: intent, app: app) { details.append("options: \(source)") }
        if parameter.hasDynamicSearch { details.append("searched by the app") }
        if let relationship = parameter.relationship {
            details.append("applies when \(relationship.parent) \(relationship.isEqual ? "==" : "!=") \(relationship.value)")
        }
        if !parameter.isConfigurable { details.append("not configurable") }
        if parameter.isDeprecated { details.append("deprecated") }
        var lines = [head]
        if let prompt = parameter.prompt { lines.append("      asks: \"\(prompt.source)\"") }
        if !details.isEmpty { lines.append("      " + details.joined(separator: " · ")) }
        return lines
    }

    /// Where a parameter's options come from, or nil when it has none.
    static func optionsSource(_ parameter: ParameterModel, intent: IntentModel, app: AppModel) -> String? {
        if parameter.hasDynamicOptions { return "from the app ('flow options \(app.name).\(intent.name) \(parameter.name)')" }
        if let fixed = parameter.staticOptions { return fixed.map(\.description).joined(separator: ", ") }
        let element: FlowType = if case .list(let inner) = parameter.type { inner } else { parameter.type }
        if case .enumeration(let appName, let name) = element, appName == app.name, let model = app.enumModel(name) {
            return model.cases.map(\.displayName).joined(separator: ", ")
        }
        if element == .boolean { return "yes, no" }
        return nil
    }

    /// The same screen as data, for `--json`.
    static func json(_ action: CatalogAction, app: AppModel?) -> [String: Any] {
        var fields: [String: Any] = ["name": action.name, "title": action.title, "category": action.category, "summary": action.summary,
                                     "deprecated": action.isDeprecated]
        if let appName = action.appName { fields["app"] = appName }
        if let description = action.description { fields["description"] = description }
        if let intent = action.intent, let app {
            let inSummary = summaryParameters(intent)
            fields["summaries"] = summaries(intent)
            fields["confirmationRequired"] = intent.confirmationRequired
            fields["parameters"] = intent.parameters.map { parameter -> [String: Any] in
                var item: [String: Any] = ["name": parameter.name, "displayName": parameter.displayName, "type": "\(parameter.type)",
                                           "inSummary": inSummary.contains(parameter.name), "required": parameter.isRequired]
                if let value = parameter.defaultValue { item["default"] = "\(value)" }
                if parameter.hasDynamicDefault { item["default"] = "dynamic" }
                if parameter.hasDynamicOptions { item["options"] = "dynamic" } else if let source = optionsSource(parameter, intent: intent, app: app) { item["options"] = source }
                if parameter.hasDynamicSearch { item["search"] = "dynamic" }
                if let prompt = parameter.prompt { item["prompt"] = prompt.source }
                if let relationship = parameter.relationship {
                    item["when"] = "\(relationship.parent) \(relationship.isEqual ? "==" : "!=") \(relationship.value)"
                }
                return item
            }
            fields["output"] = intent.response.output.map { ["name": $0, "type": "\(intent.response.outputType)"] } ?? NSNull()
            fields["responses"] = intent.response.codes.map { ["code": $0.name, "error": $0.isError] }
            fields["path"] = app.path
        } else if let builtin = action.builtin {
            fields["parameters"] = builtin.parameters.map { parameter -> [String: Any] in
                var item: [String: Any] = ["name": parameter.name, "label": parameter.label.map { $0 as Any } ?? NSNull(), "type": "\(parameter.type)",
                                           "optional": parameter.isOptional]
                if let value = parameter.defaultValue { item["default"] = RuntimeJSON.object(value) }
                if !parameter.choices.isEmpty { item["choices"] = parameter.choices.map(\.value) }
                if let help = parameter.help { item["help"] = help }
                if parameter.sink != .text { item["sink"] = parameter.sink.rawValue }
                return item
            }
            fields["output"] = builtin.output == .nothing ? NSNull() : "\(builtin.output)"
            fields["outputMayBeAbsent"] = builtin.outputMayBeAbsent
            if let capability = builtin.capability { fields["capability"] = capability.rawValue }
            fields["shortcutsNames"] = builtin.shortcutsNames
            fields["keywords"] = builtin.keywords
            fields["example"] = builtin.example
            fields["idempotent"] = builtin.isIdempotent
        }
        return fields
    }
}
