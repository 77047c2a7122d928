import Foundation
import FlowCompiler

/// `ask-for-input(prompt:, type:, default:)`: a typed question. An answer
/// that is not of the type is said back and the question asked again (three
/// tries: prepared answers do not change between tries); no answer at all
/// takes the default when there is one.
enum AskForInput {
    static func run(_ arguments: [String: RuntimeValue], environment: RunEnvironment, apps: [AppModel], step: String) async throws -> RuntimeValue {
        let kind = arguments["type"]?.description ?? "text"
        let type = BuiltinAction.inputKinds.first { $0.name == kind }?.type ?? .string
        let question = Question(app: "flow", intent: "ask-for-input", parameter: "input", displayName: "Input",
                                prompt: arguments["prompt"]?.description ?? "", options: [])
        for _ in 0..<3 {
            let text: String
            do {
                text = try await environment.conversation.answer(question)
            } catch RunFailure.needsValue where arguments["default"] != nil {
                return arguments["default"]!
            }
            if let value = AnswerParser.parse(text, as: type, apps: apps, now: environment.now()) { return value }
            environment.conversation.say("'\(text)' is not \(description(of: kind)).")
        }
        throw RunFailure.failed(step: step, message: "no answer was \(description(of: kind))")
    }

    static func description(of kind: String) -> String {
        switch kind {
        case "number": "a number"
        case "date": "a date (2026-11-21, 2026-11-21 12:30, 12:30, today, tomorrow or now)"
        case "url": "a URL with its scheme, such as https://example.com"
        default: "text"
        }
    }
}
