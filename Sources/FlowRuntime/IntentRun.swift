import Foundation
import FlowCompiler

/// An intent with values, ready to run on its own, outside any shortcut:
/// what a suggestion offers (`flow suggest --run`) and what a phrase can be
/// bound to. Parameters it leaves out get their usual resolution (defaults,
/// the app's dynamic defaults, questions).
public struct IntentInvocation: Sendable, Equatable {
    public var app: String
    public var intent: String
    public var values: IntentValues

    public init(app: String, intent: String, values: IntentValues) {
        self.app = app
        self.intent = intent
        self.values = values
    }

    /// "SoupChef.OrderSoup", for messages.
    public var name: String { "\(app).\(intent)" }
}

/// Runs one intent the way every run does: the lifecycle (resolve, confirm,
/// handle), the response's dialog, an error code failing the step, and on
/// success the donation. The interpreter runs each intent step through it;
/// `run(_:apps:environment:)` runs an invocation without a shortcut around it.
public enum IntentRun {
    /// Runs `invocation` with its values given; the output, or a `RunFailure`.
    public static func run(_ invocation: IntentInvocation, apps: [AppModel], environment: RunEnvironment,
                           donates: Bool = true) async throws -> RuntimeValue {
        let (app, intent, handler) = try find(invocation.app, invocation.intent, apps: apps, environment: environment, step: invocation.name)
        do {
            return try await perform(app: app, intent: intent, handler: handler, given: invocation.values.mapValues { .value($0) }, apps: apps,
                                     environment: environment, donates: donates)
        } catch let error where !(error is RunFailure) && !(error is CancellationError) {
            // A handler's own error fails the run like an error response, as in a shortcut.
            throw RunFailure.handlerError(error, step: invocation.name)
        }
    }

    /// The invocation's values as the app resolves them, without confirming
    /// or handling: what the app would have received had the person run it
    /// ("croutons" becomes Soup Chef's Croutons topping). Only the given
    /// parameters are resolved; a question the app asks goes to the
    /// environment's conversation.
    public static func resolve(_ invocation: IntentInvocation, apps: [AppModel], environment: RunEnvironment) async throws -> IntentValues {
        let stepLimit: Double? = nil
        let (app, intent, handler) = try find(invocation.app, invocation.intent, apps: apps, environment: environment, step: invocation.name)
        let lifecycle = IntentLifecycle(app: app, intent: intent, handler: handler, apps: apps, conversation: environment.conversation,
                                        context: context(app.name, environment), limits: limits(intent, environment, step: stepLimit))
        try await lifecycle.start()
        var values: IntentValues = [:]
        for parameter in intent.parameters {
            guard let given = invocation.values[parameter.name] else { continue }
            if let value = try await lifecycle.resolve(parameter, given: .value(given), values: values) { values[parameter.name] = value }
        }
        return values
    }

    static func find(_ appName: String, _ intentName: String, apps: [AppModel], environment: RunEnvironment,
                     step: String) throws -> (AppModel, IntentModel, IntentHandler) {
        guard let app = apps.first(where: { $0.name == appName }), let intent = app.intent(intentName) else {
            throw RunFailure.failed(step: step, message: "\(appName).\(intentName) is not defined")
        }
        guard let appHandler = environment.registry.handlers[appName], let handler = appHandler.intents[intentName] else {
            throw RunFailure.failed(step: step, message: "no handler is registered for app '\(appName)' here")
        }
        return (app, intent, handler)
    }

    static func context(_ app: String, _ environment: RunEnvironment, idempotencyKey: String? = nil) -> HandlerContext {
        HandlerContext(runID: environment.runID, stateDirectory: environment.stateDirectory.appendingPathComponent("apps/\(app)"),
                       donations: environment.donations.map { AppDonations(app: app, sink: $0) },
                       phrases: environment.phrases.map { AppPhrases(app: app, source: $0) }, idempotencyKey: idempotencyKey)
    }

    /// The run's limits raised by the intent's declared `timeout` and the step's.
    static func limits(_ intent: IntentModel, _ environment: RunEnvironment, step: Double?) -> PhaseLimits {
        environment.limits.raised(to: intent.timeLimit).raised(to: step)
    }

    /// `resolved` hears the values the app resolved (answers included), for
    /// the step's trace; `stepLimit` is the step's own `timeout`, if it has one.
    static func perform(app: AppModel, intent: IntentModel, handler: IntentHandler, given: [String: IntentLifecycle.Given],
                        apps: [AppModel], environment: RunEnvironment, donates: Bool, stepLimit: Double? = nil, idempotencyKey: String? = nil,
                        resolved: (IntentValues) -> Void = { _ in }) async throws -> RuntimeValue {
        let lifecycle = IntentLifecycle(app: app, intent: intent, handler: handler, apps: apps, conversation: environment.conversation,
                                        context: context(app.name, environment, idempotencyKey: idempotencyKey), limits: limits(intent, environment, step: stepLimit))
        let (response, values) = try await lifecycle.run(given: given)
        resolved(values)
        let dialog = ResponseDialog.text(response, intent: intent, app: app, values: values)
        if let next = response.continueInApp {
            environment.conversation.say(dialog.isEmpty ? "Continue in \(app.displayName): \(next)" : dialog + " Continue in \(app.displayName): \(next)")
        } else if !dialog.isEmpty {
            environment.conversation.say(dialog)
        }
        if intent.response.codes.first(where: { $0.name == response.code })?.isError ?? response.code.hasPrefix("failure") {
            // The dialog was said already; the failure names the action and its code.
            throw RunFailure.failed(step: "\(app.name).\(intent.name)", message: "did not complete (\(response.code))")
        }
        // Every successful run is donated with the values the app resolved, so
        // suggestions learn from what was done, not from what was typed.
        if donates, let donations = environment.donations {
            donations.donate(Interaction(app: app.name, kind: .intent(intent.name), values: values, origin: .run))
        }
        return intent.response.output.flatMap { response.properties[$0] } ?? .nothing
    }
}
