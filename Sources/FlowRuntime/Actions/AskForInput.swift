import Foundation
import FlowCompiler

/// `ask-for-input(prompt:, type:, default:)`: a typed question through
/// `Asking`. An answer that is not of the type is said back and the question
/// asked again (three tries: prepared answers do not change between tries);
/// no answer at all takes the default when there is one.
enum AskForInput {
    static func run(_ arguments: [String: RuntimeValue], environment: RunEnvironment, apps: [AppModel], step: String) async throws -> RuntimeValue {
        let kind = arguments["type"]?.description ?? "text"
        let type = BuiltinAction.inputKinds.first { $0.name == kind }?.type ?? .string
        var question = Ask(app: "flow", intent: "ask-for-input", parameter: "input", displayName: "Input",
                           explicitPrompt: arguments["prompt"]?.description, type: type)
        question.attempts = 3
        do {
            return try await Asking.value(question, conversation: environment.conversation, apps: apps, now: environment.now(), step: step)
        } catch RunFailure.needsValue where arguments["default"] != nil {
            return arguments["default"]!
        }
    }
}
