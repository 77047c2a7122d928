import Foundation
import FlowCompiler
import FlowSyntax

/// A built-in action's step at run time: its arguments evaluated (an `ask`
/// asked, as Ask Each Time asks an intent's parameter; a template put
/// together for its parameter's sink, see `TemplateSinks`), a computed value
/// held to its parameter's choices, and the call handed to the entry's
/// implementation with the run as its context (`StepContext`).
enum ActionStep {
    static func run(_ name: String, node: StepNode, interpreter: Interpreter) async throws -> RuntimeValue {
        guard let entry = ActionCatalog.named(name) else {
            throw RunFailure.failed(step: node.summary, message: "the built-in action '\(name)' cannot run here")
        }
        let environment = interpreter.environment
        var given: [String: RuntimeValue] = [:]
        var shellValues: [String: String] = [:]
        for binding in node.bindings {
            if case .ask(let prompt) = binding.value {
                // Ask Each Time for a built-in's parameter: a question, its answer of the parameter's type
                // (one of its choices, when it takes only some values).
                let parameter = entry.parameter(binding.parameter)
                let choices = parameter?.choices.map { RuntimeValue.string($0.value) } ?? []
                var question = Ask(app: "flow", intent: name, parameter: binding.parameter, displayName: binding.parameter,
                                   explicitPrompt: prompt, definedPrompt: "What \(binding.parameter)?", type: parameter?.type ?? .string,
                                   options: choices.isEmpty ? nil : choices)
                question.acceptsOtherValues = choices.isEmpty
                given[binding.parameter] = try await Asking.value(question, conversation: environment.conversation,
                                                                  apps: interpreter.program.apps, now: environment.now(), step: node.summary)
            } else {
                let sink = entry.parameter(binding.parameter)?.sink ?? .text
                given[binding.parameter] = try interpreter.evaluate(binding.value, into: sink, step: node.summary, shellValues: &shellValues)
            }
        }
        try checkChoices(of: entry, given: given, step: node.summary)
        do {
            return try await entry.run(ActionCall(entry: entry, given: given, shellValues: shellValues),
                                       StepContext(interpreter: interpreter, node: node, entry: entry))
        } catch let error where !(error is RunFailure) && !(error is CancellationError) {
            // A helper's own error (the state folder cannot be written, say) fails the step, naming the system's reason.
            throw RunFailure.failed(step: node.summary, message: SystemReason.describe(error))
        }
    }

    /// A literal outside a parameter's choices was an error before the run;
    /// a computed one fails the step here, naming the choices.
    static func checkChoices(of entry: ActionEntry, given: [String: RuntimeValue], step: String) throws {
        for parameter in entry.parameters where !parameter.choices.isEmpty {
            guard let value = given[parameter.name], parameter.choice(value.description) == nil else { continue }
            throw RunFailure.failed(step: step, message: "'\(value.description)' is not a choice of '\(parameter.label ?? parameter.name)': it takes "
                                    + Suggestions.list(parameter.choices.map(\.value)))
        }
    }
}
