import Foundation
import FlowCompiler

/// What a handler's resolve answers for one parameter: the six results of
/// the intent lifecycle.
public enum ResolutionResult: Sendable, Equatable {
    /// The value is accepted (possibly normalized).
    case success(RuntimeValue)
    /// Ask with the parameter's prompt, then resolve again.
    case needsValue
    /// Several values fit: the user picks one, then resolve again.
    case disambiguation([RuntimeValue])
    /// Ask yes or no with the parameter's confirmation template.
    case confirmationRequired(RuntimeValue)
    /// Say the reason's template, then ask again.
    case unsupported(reason: String)
    /// The parameter is not needed this time.
    case notRequired
}

/// A handler's answer to confirm or handle: a response code (selecting the
/// dialog template) and the response's properties.
public struct IntentResponse: Sendable, Equatable {
    public var code: String
    public var properties: [String: RuntimeValue]
    /// Set when the action needs the interactive app: what to do next.
    public var continueInApp: String?

    public init(code: String = "success", properties: [String: RuntimeValue] = [:], continueInApp: String? = nil) {
        self.code = code
        self.properties = properties
        self.continueInApp = continueInApp
    }
}

/// What every handler call gets besides the values.
public struct HandlerContext: Sendable {
    public var runID: String
    /// Where the app may keep its data between runs.
    public var stateDirectory: URL
    public var log: @Sendable (String) -> Void
    /// The app's own donations: donate what the person did, delete what they
    /// deleted, publish suggestions. Nil where nothing is recorded.
    public var donations: AppDonations?
    /// The phrases the person bound to the app's intents, to show next to
    /// what they run. Nil where nobody's phrases are known.
    public var phrases: AppPhrases?
    /// The same for every attempt of one step of one run (the run's id and
    /// the step's place), different for any other: a `handle` given a key it
    /// has seen answers as it did then and does nothing again, so a run cut
    /// short mid-step can run the step again. Nil outside a journaled run.
    public var idempotencyKey: String?

    public init(runID: String, stateDirectory: URL, log: @escaping @Sendable (String) -> Void = { _ in }, donations: AppDonations? = nil,
                phrases: AppPhrases? = nil, idempotencyKey: String? = nil) {
        self.idempotencyKey = idempotencyKey
        self.runID = runID
        self.stateDirectory = stateDirectory
        self.log = log
        self.donations = donations
        self.phrases = phrases
    }
}

/// The parameter values of an intent as resolved so far, by name.
public typealias IntentValues = [String: RuntimeValue]

/// The in-process handler of one intent, shaped like App Intents: a
/// required `handle`, and per parameter optional resolve, options, search and
/// default. Every closure is `async` and may throw; they run in a task the
/// interpreter cancels on Ctrl-C or a time limit.
public struct IntentHandler: Sendable {
    public typealias Resolve = @Sendable (RuntimeValue?, IntentValues, HandlerContext) async throws -> ResolutionResult
    public typealias Options = @Sendable (IntentValues, HandlerContext) async throws -> OptionList
    public typealias Search = @Sendable (String, IntentValues, HandlerContext) async throws -> OptionList
    public typealias Default = @Sendable (IntentValues, HandlerContext) async throws -> RuntimeValue?
    public typealias Confirm = @Sendable (IntentValues, HandlerContext) async throws -> IntentResponse?
    public typealias Handle = @Sendable (IntentValues, HandlerContext) async throws -> IntentResponse

    public var resolvers: [String: Resolve] = [:]
    public var optionProviders: [String: Options] = [:]
    public var searchers: [String: Search] = [:]
    public var defaults: [String: Default] = [:]
    /// Nil from confirm means ready; a response means it cannot proceed (its code says why).
    public var confirm: Confirm?
    public var handle: Handle
    /// Gets the app ready before the intent's first phase, within the
    /// start-up limit (an external app starts its program here); nil: nothing to do.
    public var start: (@Sendable (HandlerContext) async throws -> Void)?
    /// Where the app's standard error goes (an external app's run log), for
    /// the messages of failures; nil for an in-process handler.
    public var errorLog: String?

    public init(handle: @escaping Handle) {
        self.handle = handle
    }

    public func resolving(_ parameter: String, _ resolve: @escaping Resolve) -> IntentHandler {
        var copy = self
        copy.resolvers[parameter] = resolve
        return copy
    }

    public func providingOptions(_ parameter: String, _ options: @escaping Options) -> IntentHandler {
        var copy = self
        copy.optionProviders[parameter] = options
        return copy
    }

    public func searching(_ parameter: String, _ search: @escaping Search) -> IntentHandler {
        var copy = self
        copy.searchers[parameter] = search
        return copy
    }

    public func providingDefault(_ parameter: String, _ value: @escaping Default) -> IntentHandler {
        var copy = self
        copy.defaults[parameter] = value
        return copy
    }

    public func confirming(_ confirm: @escaping Confirm) -> IntentHandler {
        var copy = self
        copy.confirm = confirm
        return copy
    }
}

/// An app's in-process handlers, one per intent, registered under the app's name.
public struct AppHandler: Sendable {
    public var app: String
    public var intents: [String: IntentHandler]
    /// Shortcuts the app suggests on its own, with their relevance hints
    /// (Soup Chef's soup of the day): `flow suggest` offers them beside what
    /// it learned. They cost nothing to ask for, so they are a list, not a call.
    public var suggestions: [SuggestedShortcut]
    /// Whether every intent's `handle` honors `HandlerContext.idempotencyKey`
    /// (the same key answers as before and does nothing again): then a step
    /// cut short by a crash may run again (`DurableRun`). False unless said.
    public var honorsIdempotencyKeys: Bool

    public init(app: String, intents: [String: IntentHandler], suggestions: [SuggestedShortcut] = [], honorsIdempotencyKeys: Bool = false) {
        self.honorsIdempotencyKeys = honorsIdempotencyKeys
        self.app = app
        self.intents = intents
        self.suggestions = suggestions
    }
}

/// A handler that does not match its app's definition.
public struct RegistrationError: Error, Sendable, CustomStringConvertible {
    public var problems: [String]
    public var description: String { problems.joined(separator: "\n") }
}

/// The apps that can run here, each checked against its definition when registered.
public struct HandlerRegistry: Sendable {
    public private(set) var handlers: [String: AppHandler] = [:]

    public init() {}

    /// Registers `handler` for `definition`, or says every way they disagree:
    /// an intent without a handler or a handler without an intent, a
    /// parameter named that does not exist, `options dynamic` / `default
    /// dynamic` / `search dynamic` without its provider, and the reverse.
    public mutating func register(_ handler: AppHandler, for definition: AppModel) throws(RegistrationError) {
        var problems: [String] = []
        if handler.app != definition.name {
            problems.append("handler is for app '\(handler.app)' but the definition declares '\(definition.name)'")
        }
        for intent in definition.intents where handler.intents[intent.name] == nil {
            problems.append("\(definition.name).\(intent.name) has no handler")
        }
        for (name, intentHandler) in handler.intents.sorted(by: { $0.key < $1.key }) {
            guard let intent = definition.intent(name) else {
                problems.append("handler for \(definition.name).\(name), which the definition does not declare")
                continue
            }
            func check(_ provided: Set<String>, _ what: String, declared: (ParameterModel) -> Bool, clause: String) {
                for parameter in provided.sorted() {
                    guard let model = intent.parameter(parameter) else {
                        problems.append("\(definition.name).\(name): \(what) for '\(parameter)', which is not a parameter")
                        continue
                    }
                    if !declared(model) { problems.append("\(definition.name).\(name): \(what) for '\(parameter)', which does not say '\(clause)'") }
                }
                for model in intent.parameters where declared(model) && !provided.contains(model.name) {
                    problems.append("\(definition.name).\(name): '\(model.name)' says '\(clause)' but the handler has no \(what)")
                }
            }
            check(Set(intentHandler.optionProviders.keys), "options provider", declared: \.hasDynamicOptions, clause: "options dynamic")
            check(Set(intentHandler.defaults.keys), "default provider", declared: \.hasDynamicDefault, clause: "default dynamic")
            check(Set(intentHandler.searchers.keys), "search", declared: \.hasDynamicSearch, clause: "search dynamic")
            for parameter in intentHandler.resolvers.keys.sorted() where intent.parameter(parameter) == nil {
                problems.append("\(definition.name).\(name): resolver for '\(parameter)', which is not a parameter")
            }
        }
        guard problems.isEmpty else { throw RegistrationError(problems: problems) }
        handlers[definition.name] = handler
    }
}
