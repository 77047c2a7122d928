import Foundation
import FlowCompiler

/// One run of an intent through the conversation of the talks:
/// resolve every parameter (in declaration order, honoring relationships),
/// confirm, ask the user when the intent requires it, handle, and say the
/// response.
public struct IntentLifecycle: Sendable {
    /// What a call gave a parameter before running.
    enum Given: Sendable {
        case value(RuntimeValue)
        case ask(prompt: String?)
    }

    let app: AppModel
    let intent: IntentModel
    let handler: IntentHandler
    let apps: [AppModel]
    let conversation: Conversation
    let context: HandlerContext
    /// Seconds each phase may take, raised already by the intent's and the step's `timeout`.
    let limits: PhaseLimits
    /// For messages: "SoupChef.OrderSoup".
    var stepName: String { "\(app.name).\(intent.name)" }

    /// Asking the same parameter more often than this means the answers cannot satisfy the app.
    static let maximumAttempts = 10

    public static let standardReasons: [String: String] = [
        "greaterThanMaximum": "${displayName} can't be higher than ${maximumValue}.",
        "lessThanMinimum": "${displayName} can't be lower than ${minimumValue}.",
        "negative": "${displayName} can't be negative.",
    ]

    func run(given: [String: Given]) async throws -> (IntentResponse, IntentValues) {
        try await start()
        var values: IntentValues = [:]
        for parameter in intent.parameters where Self.applies(parameter, given: values) {
            let value = try await resolve(parameter, given: given[parameter.name], values: values)
            if let value { values[parameter.name] = value }
        }
        let resolved = values
        if let confirm = handler.confirm, let refusal = try await limited(.confirm, { try await confirm(resolved, context) }) {
            return (refusal, values)
        }
        if intent.confirmationRequired {
            let question = "Are you ready to \(intent.category.verb.lowercased()) with \(app.displayName)?"
            guard try await conversation.confirm(question) else { throw RunFailure.cancelled(step: stepName) }
        }
        let response = try await limited(.handle, { try await handler.handle(resolved, context) })
        return (response, values)
    }

    /// The resolution loop for one parameter.
    func resolve(_ parameter: ParameterModel, given: Given?, values: IntentValues) async throws -> RuntimeValue? {
        var candidate: RuntimeValue?
        var mustAsk = false
        var explicitPrompt: String?
        switch given {
        case .value(let value): candidate = value
        case .ask(let prompt):
            mustAsk = true
            explicitPrompt = prompt
        case nil:
            if let value = parameter.defaultValue { candidate = RuntimeValue(constant: value, apps: apps) }
            else if parameter.hasDynamicDefault, let provider = handler.defaults[parameter.name] {
                candidate = try await limited(.defaultValue(parameter.name), { try await provider(values, context) })
            }
        }
        // Not resolved, so not looked up either: text stands for the object it names.
        guard parameter.isResolvable else { return candidate.map { Conversions.objects(namedBy: $0, as: parameter.type, apps: apps) } }
        // Text that names no case of the parameter's enum (a variable's value, known only now) is
        // said back with the cases, and asked for as Ask Each Time would be.
        if let value = candidate, case .enumeration(let appName, let enumName) = parameter.type, !value.conforms(to: parameter.type),
           let model = apps.first(where: { $0.name == appName })?.enumModel(enumName) {
            conversation.say("'\(value)' is not a \(enumName) for '\(parameter.name)'; the choices are "
                             + model.cases.map(\.displayName).joined(separator: ", ") + ".")
            mustAsk = true
        }
        if mustAsk { candidate = try await ask(parameter, values: values, options: nil, explicitPrompt: explicitPrompt) }
        // Text where an app's object belongs is looked up in the app (its search or options).
        if let value = candidate { candidate = try await objects(for: value, parameter, values: values, explicitPrompt: explicitPrompt) }
        for _ in 0..<Self.maximumAttempts {
            if let value = candidate, let reason = builtinReason(value, parameter) {
                conversation.say(reasonText(reason, parameter, value: value, values: values))
                candidate = try await ask(parameter, values: values, options: nil, explicitPrompt: explicitPrompt)
                continue
            }
            let result: ResolutionResult
            if let resolver = handler.resolvers[parameter.name] {
                let current = candidate
                result = try await limited(.resolve(parameter.name), { try await resolver(current, values, context) })
            } else if let value = candidate {
                result = .success(value)
            } else {
                result = parameter.isRequired ? .needsValue : .notRequired
            }
            switch result {
            case .success(let value):
                return value
            case .notRequired:
                return nil
            case .needsValue:
                candidate = try await ask(parameter, values: values, options: nil, explicitPrompt: explicitPrompt)
            case .unsupported(let reason):
                conversation.say(reasonText(reason, parameter, value: candidate, values: values))
                candidate = try await ask(parameter, values: values, options: nil, explicitPrompt: explicitPrompt)
            case .disambiguation(let options):
                var introduction = values
                introduction["options"] = .list(options)
                // The introduction goes with the question, shown once (see `Question.introduction`).
                candidate = try await ask(parameter, values: values, options: options, explicitPrompt: explicitPrompt,
                                          introduction: parameter.disambiguation.map { TemplateRenderer.render($0, values: introduction) })
            case .confirmationRequired(let value):
                var withValue = values
                withValue[parameter.name] = value
                let question = parameter.confirmation.map { TemplateRenderer.render($0, values: withValue) }
                    ?? "Just to confirm, you want \(value)?"
                if try await conversation.confirm(question) { return value }
                candidate = try await ask(parameter, values: values, options: nil, explicitPrompt: explicitPrompt)
            }
        }
        throw RunFailure.failed(step: stepName, message: "no answer for '\(parameter.name)' was accepted after \(Self.maximumAttempts) tries")
    }

    /// Asks for a parameter's value; with options, one of them (by number,
    /// name or ordinal). Through `Asking`, the one way a run asks.
    func ask(_ parameter: ParameterModel, values: IntentValues, options given: [RuntimeValue]?,
             explicitPrompt: String? = nil, introduction: String? = nil) async throws -> RuntimeValue {
        var options = given
        var list: OptionList?
        if options == nil, parameter.hasDynamicOptions, let provider = handler.optionProviders[parameter.name] {
            list = try? await limited(.options(parameter.name), { try await provider(values, context) })
            options = list?.values
        }
        if options == nil, let fixed = parameter.staticOptions { options = fixed.map { RuntimeValue(constant: $0, apps: apps) } }
        if options == nil, case .enumeration(let appName, let name) = parameter.type,
           let model = apps.first(where: { $0.name == appName })?.enumModel(name) {
            options = model.cases.map { .enumCase(.init(app: appName, enumName: name, caseName: $0.name, displayName: $0.displayName)) }
        }
        var withOptions = values
        withOptions["options"] = .list(options ?? [])
        // A choice without a prompt of its own is introduced by the disambiguation ("There are 2 restaurants near you, ...").
        let defined = parameter.prompt.map { TemplateRenderer.render($0, values: values) }
            ?? introduction
            ?? (options?.isEmpty == false ? parameter.disambiguation.map { TemplateRenderer.render($0, values: withOptions) } : nil)
        var question = Ask(app: app.displayName, intent: intent.name, parameter: parameter.name, displayName: parameter.displayName,
                           explicitPrompt: explicitPrompt, definedPrompt: defined, type: parameter.type, options: options)
        // The app's sections and subtitles are shown at the prompt.
        if let list { question.optionList = list }
        if case .custom = parameter.type {
            question.acceptsOtherValues = false
            question.lookup = answerLookup(parameter, values: values)
        }
        question.attempts = Self.maximumAttempts
        question.introduction = introduction
        return try await Asking.value(question, conversation: conversation, apps: apps, now: Date(), step: stepName)
    }

    /// Minimum, maximum and negative, checked before the app is asked.
    func builtinReason(_ value: RuntimeValue, _ parameter: ParameterModel) -> String? {
        guard parameter.type.isNumeric, let number = value.asDouble else { return nil }
        if let maximum = parameter.maximum.flatMap({ RuntimeValue(constant: $0, apps: apps).asDouble }), number > maximum { return "greaterThanMaximum" }
        if let minimum = parameter.minimum.flatMap({ RuntimeValue(constant: $0, apps: apps).asDouble }), number < minimum {
            return number < 0 && parameter.unsupportedReasons["negative"] != nil ? "negative" : "lessThanMinimum"
        }
        return nil
    }

    func reasonText(_ reason: String, _ parameter: ParameterModel, value: RuntimeValue?, values: IntentValues) -> String {
        var names = values
        names["displayName"] = .string(parameter.displayName)
        if let value { names["value"] = value; names[parameter.name] = value }
        if let maximum = parameter.maximum { names["maximumValue"] = RuntimeValue(constant: maximum, apps: apps) }
        if let minimum = parameter.minimum { names["minimumValue"] = RuntimeValue(constant: minimum, apps: apps) }
        if let template = parameter.unsupportedReasons[reason] { return TemplateRenderer.render(template, values: names) }
        if let standard = Self.standardReasons[reason] {
            return TemplateRenderer.render(Template.parsing(standard), values: names)
        }
        return "That value can't be used for \(parameter.displayName)."
    }

    /// Whether a parameter is used with these values: one with a
    /// relationship only when its parent's value makes it hold.
    public static func applies(_ parameter: ParameterModel, given values: IntentValues) -> Bool {
        guard let relationship = parameter.relationship else { return true }
        guard let parent = values[relationship.parent].flatMap(constant) else { return false }
        return relationship.holds(for: parent)
    }

    /// The compile-time value a relationship compares with.
    static func constant(_ value: RuntimeValue) -> Value? {
        switch value {
        case .enumCase(let value): .enumCase(app: value.app, enumName: value.enumName, caseName: value.caseName)
        case .integer(let number): .integer(number)
        case .boolean(let flag): .boolean(flag)
        case .string(let text): .string(text)
        default: nil
        }
    }

    /// Gets the app ready (an external app's program started and its
    /// handshake made) within the start-up limit, so a slow start is named as
    /// such rather than charged to the first phase that needed it.
    func start() async throws {
        guard let start = handler.start else { return }
        try await limited(.start) { try await start(context) }
    }

    /// Runs one handler phase within its time limit.
    func limited<T: Sendable>(_ phase: IntentPhase, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        let limit = phase.limit(in: limits)
        return try await TimeLimit.run(seconds: limit, failure: phase.timedOut(app: app.name, intent: intent.name, limit: limit, errorLog: handler.errorLog),
                                       body)
    }
}

/// A deadline for a phase: the body runs in a child task that is cancelled when time is up.
public enum TimeLimit {
    public static func run<T: Sendable>(seconds: Double, step: String, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await run(seconds: seconds, failure: .timedOut(step: step, limit: seconds), body)
    }

    /// As `run(seconds:step:_:)`, failing with `failure` when time is up.
    public static func run<T: Sendable>(seconds: Double, failure: RunFailure, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(nanosecondsSaturating: seconds))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else {
                throw failure
            }
            return value
        }
    }
}
