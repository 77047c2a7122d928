import Foundation
import FlowCompiler

/// The run as a built-in action sees it while its step runs: the one way to
/// ask, the run's grants (every reach checked here, so a computed URL, path
/// or recipient cannot escape a scoped grant), its clock, its folders, and
/// the interpreter for running another shortcut and sending messages.
struct StepContext: ActionContext {
    let interpreter: Interpreter
    let node: StepNode
    let entry: ActionEntry

    var environment: RunEnvironment { interpreter.environment }
    var step: String { node.summary }
    var workingDirectory: String { environment.workingDirectory }
    var stateDirectory: URL { environment.stateDirectory }

    func output(_ line: String) { environment.output(line) }

    func say(_ text: String) { environment.conversation.say(text) }

    func ask(_ question: ActionQuestion) async throws -> RuntimeValue {
        var ask = Ask(app: "flow", intent: entry.name, parameter: question.parameter, displayName: question.displayName,
                      explicitPrompt: question.prompt, definedPrompt: question.definedPrompt, type: question.type, options: question.options)
        ask.acceptsOtherValues = question.acceptsOtherValues
        if let attempts = question.attempts { ask.attempts = attempts }
        do {
            return try await Asking.value(ask, conversation: environment.conversation, apps: interpreter.program.apps,
                                          now: environment.now(), step: step)
        } catch let failure as RunFailure {
            // Nobody there to answer: the question's fallback (ask-for-input's default), when it has one.
            if case .needsValue = failure, let fallback = question.fallback { return fallback }
            throw failure
        }
    }

    func confirm(_ question: String) async throws -> Bool {
        try await environment.conversation.confirm(question)
    }

    func require(_ capability: Capability) throws {
        guard environment.allowed.contains(capability) else {
            throw RunFailure.notPermitted(step: step, missing: [capability], declared: interpreter.graph.requires.contains(capability))
        }
    }

    func permit(_ reach: Reach) throws {
        guard !environment.allowed.allows(reach) else { return }
        var missing = Permissions()
        missing.grant(reach)
        throw RunFailure.notPermitted(step: step, missing: missing, declared: false,
                                      reason: "the run may reach only \(environment.allowed.declaration(of: reach.capability))")
    }

    func now() -> Date { environment.now() }

    func sleep(_ seconds: Double) async throws { try await environment.sleep(seconds) }

    func runShortcut(named name: String, input: RuntimeValue?, inputs: [String: RuntimeValue]) async throws -> RuntimeValue {
        try await interpreter.runShortcut(named: name, input: input, inputs: inputs, step: step)
    }

    func sendMessage(to recipients: RuntimeValue, text: String) async throws {
        try await SendMessage.send(to: recipients, text: text, environment: environment, step: step,
                                   key: interpreter.idempotencyKey, permit: permit)
    }

    func fail(_ message: String) -> any Error {
        RunFailure.failed(step: step, message: message)
    }
}
