import Foundation
import FlowCompiler

/// Text where an app's object belongs (`Pantry.AddItem(item: "Tomatoes")`,
/// or "tomatoes" typed at a prompt) is looked up in the app, never sent to it
/// as an object flow made up: only the app can make its objects. The app's
/// `search` is asked with the text when the parameter declares `search
/// dynamic`, else its `options dynamic` are filtered by it. One result (or
/// one that the text names exactly) is the value; several are offered to
/// choose from; none is said, and the person is asked. A parameter with
/// neither gets an object named by the text (its identifier and display
/// string), as does text in a list that finds nothing (for the app's resolve).
extension IntentLifecycle {
    /// What a lookup found for some text.
    enum Lookup: Sendable {
        case found(RuntimeValue)
        case several([RuntimeValue])
        case nothing
    }

    /// The app's objects matching `text`, through its search or its options;
    /// nil when the parameter has neither (so the app cannot be asked).
    func lookup(_ text: String, for parameter: ParameterModel, values: IntentValues) async throws -> Lookup? {
        let found: [RuntimeValue]
        if parameter.hasDynamicSearch, let search = handler.searchers[parameter.name] {
            let context = context
            found = try await limited(.search(parameter.name), { try await search(text, values, context) }).values
        } else if parameter.hasDynamicOptions, let provider = handler.optionProviders[parameter.name] {
            let context = context
            found = try await limited(.options(parameter.name), { try await provider(values, context) }).filtered(by: text).values
        } else {
            return nil
        }
        if let named = AnswerParser.choose(text, among: found), !(Int(text) != nil && found.count > 1) { return .found(named) }
        switch found.count {
        case 0: return .nothing
        case 1: return .found(found[0])
        default: return .several(found)
        }
    }

    /// The text a candidate stands for where an object of the app belongs.
    static func text(standingFor value: RuntimeValue, objectType: FlowType) -> String? {
        guard case .custom = objectType, case .string(let text) = value else { return nil }
        return text
    }

    /// For a question about an object parameter: each answer that is no
    /// option is looked up in the app (nil when the app cannot be asked).
    func answerLookup(_ parameter: ParameterModel, values: IntentValues) -> Ask.Lookup? {
        let element: FlowType = if case .list(let inner) = parameter.type { inner } else { parameter.type }
        guard case .custom = element, !parameter.isList, parameter.hasDynamicSearch || parameter.hasDynamicOptions else { return nil }
        return { text in
            switch try await lookup(text, for: parameter, values: values) {
            case .found(let object)?: .found(object)
            case .several(let options)?: .several(options)
            case .nothing?, nil: .nothing
            }
        }
    }

    /// `candidate` with text for an object replaced by what the app found:
    /// the object, or the person's choice among several, or (when nothing
    /// matched) their answer to the parameter's question. A list's texts are
    /// looked up one by one; one that finds nothing is left for the app's resolve.
    func objects(for candidate: RuntimeValue, _ parameter: ParameterModel, values: IntentValues, explicitPrompt: String?) async throws -> RuntimeValue {
        if case .list(let items) = candidate, case .list(let element) = parameter.type {
            var looked: [RuntimeValue] = []
            for item in items {
                guard let text = Self.text(standingFor: item, objectType: element) else {
                    looked.append(item)
                    continue
                }
                if case .found(let object)? = try await lookup(text, for: parameter, values: values) {
                    looked.append(object)
                } else {
                    looked.append(Conversions.objects(namedBy: item, as: element, apps: apps))
                }
            }
            return .list(looked)
        }
        guard let text = Self.text(standingFor: candidate, objectType: parameter.type) else { return candidate }
        guard let found = try await lookup(text, for: parameter, values: values) else {
            return Conversions.objects(namedBy: candidate, as: parameter.type, apps: apps)
        }
        switch found {
        case .found(let object):
            return object
        case .several(let options):
            return try await ask(parameter, values: values, options: options, explicitPrompt: explicitPrompt,
                                 introduction: "More than one \(parameter.type) matches '\(text)'.")
        case .nothing:
            conversation.say("No \(parameter.type) matches '\(text)'.")
            return try await ask(parameter, values: values, options: nil, explicitPrompt: explicitPrompt)
        }
    }
}
