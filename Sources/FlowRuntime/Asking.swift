import Foundation
import FlowCompiler

/// The one way a run asks a person for a value: Ask Each Time and `ask("...")`
/// on an intent's or a built-in action's parameter, `ask-for-input`,
/// `choose-from-list`, `menu`, a shortcut's missing input. Each builds an
/// `Ask` and calls `Asking.value`; the wording of the prompt, the options, how
/// an answer is read and what is said when it is not understood live here.
///
/// The prompt, most specific first: the program's own (`ask("Pick a soup,
/// friend")`), then the definition's (`prompt "What type of soup..."`),
/// then one made from the parameter's name.
public struct Ask: Sendable {
    /// Who asks and about what: the app's display name ("flow" for built-ins), the intent or action, the parameter.
    public var app: String
    public var intent: String
    public var parameter: String
    public var displayName: String
    /// `ask("...")` in the program: wins over every other prompt.
    public var explicitPrompt: String?
    /// The definition's prompt, rendered.
    public var definedPrompt: String?
    /// The type of the answer.
    public var type: FlowType
    /// Choices, when there are some: an answer picks one by number, name or ordinal.
    public var options: [RuntimeValue]?
    /// The choices as the app gave them, in sections with subtitles; when set,
    /// `options` are its values and the terminal shows its layout.
    public var optionList: OptionList? {
        didSet { if let optionList { options = optionList.values } }
    }
    /// With options, whether an answer that is no option but is a value of
    /// the type is taken (an enum case by name; not for app objects, which
    /// only the app can make).
    public var acceptsOtherValues = true
    /// How often to ask before giving up; prepared answers do not change between tries.
    public var attempts = 10
    /// What introduces the choices (a disambiguation's dialog), shown once.
    public var introduction: String?
    /// Looks an answer that is no option up in the app (its `search`, or its
    /// options filtered): for an app's objects, which only the app can make.
    public var lookup: Lookup?

    public typealias Lookup = @Sendable (String) async throws -> LookupResult

    /// What a lookup found for an answer.
    public enum LookupResult: Sendable {
        case found(RuntimeValue)
        case several([RuntimeValue])
        case nothing
    }

    public init(app: String, intent: String, parameter: String, displayName: String, explicitPrompt: String? = nil,
                definedPrompt: String? = nil, type: FlowType, options: [RuntimeValue]? = nil) {
        self.app = app
        self.intent = intent
        self.parameter = parameter
        self.displayName = displayName
        self.explicitPrompt = explicitPrompt
        self.definedPrompt = definedPrompt
        self.type = type
        self.options = options
    }

    /// The prompt the person sees.
    public var prompt: String {
        if let explicitPrompt, !explicitPrompt.isEmpty { return explicitPrompt }
        return definedPrompt ?? "What is the \(displayName)?"
    }

    var question: Question {
        var question = Question(app: app, intent: intent, parameter: parameter, displayName: displayName, prompt: prompt,
                                options: options?.map(\.description) ?? [], introduction: introduction)
        if let optionList, optionList.values == options ?? [] {
            question.details = optionList.sections.flatMap { section in
                section.options.map { OptionDetail(section: section.title, subtitle: $0.subtitle) }
            }
        } else if let options, options.contains(where: { $0.objectSubtitle != nil }) {
            question.details = options.map { OptionDetail(subtitle: $0.objectSubtitle) }
        }
        return question
    }
}

public enum Asking {
    /// Asks until an answer is a value of the question's type (or one of its
    /// options), saying why each other answer was not taken.
    ///
    /// - Throws: what the conversation throws (no one to ask, cancelled), or a
    ///   failure of `step` when no answer was understood.
    public static func value(_ ask: Ask, conversation: Conversation, apps: [AppModel], now: Date, step: String) async throws -> RuntimeValue {
        var ask = ask
        var question = ask.question
        var previous: String?
        for _ in 0..<max(1, ask.attempts) {
            let text = try await conversation.answer(question)
            let reason: String
            if let chosen = ask.options.flatMap({ AnswerParser.choose(text, among: $0) }) { return chosen }
            if let lookup = ask.lookup, !text.trimmingCharacters(in: .whitespaces).isEmpty {
                switch try await lookup(text) {
                case .found(let object):
                    return object
                case .several(let options):
                    // The matches become the choices, and the same question is asked again among them.
                    ask.options = options
                    question = ask.question
                    question.introduction = "More than one \(ask.type) matches '\(text)'."
                    reason = "'\(text)' matches \(options.count) of them"
                case .nothing:
                    reason = "no \(ask.type) matches '\(text)'"
                    conversation.say(reason.prefix(1).uppercased() + reason.dropFirst() + ".")
                }
            } else if let options = ask.options, !options.isEmpty {
                if ask.acceptsOtherValues, let parsed = AnswerParser.parse(text, as: ask.type, apps: apps, now: now) { return parsed }
                reason = "'\(text)' is not one of the choices"
                conversation.say(reason + "; answer with a number from 1 to \(options.count) or a name.")
            } else {
                if let parsed = AnswerParser.parse(text, as: ask.type, apps: apps, now: now) { return parsed }
                reason = "'\(text)' is not \(AnswerParser.describe(ask.type))"
                conversation.say(reason + ".")
            }
            // The same answer again (a prepared answer keeps answering) will not be understood either.
            if text == previous { throw RunFailure.failed(step: step, message: reason) }
            previous = text
        }
        throw RunFailure.failed(step: step, message: "no answer for '\(ask.parameter)' was understood after \(max(1, ask.attempts)) tries")
    }
}
