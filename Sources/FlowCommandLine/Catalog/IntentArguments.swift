import Foundation
import FlowCompiler
import FlowRuntime
import FlowSyntax

/// `name=value` words for an intent's parameters, typed as a person types
/// answers (`soup=tomatoSoup`, `toppings=Croutons,Cheese`): `flow options
/// --answer` and `flow donate` take them.
enum IntentArguments {
    static func values(_ given: [String], intent: IntentModel, apps: [AppModel], command: CommandSpec) throws(UsageError) -> IntentValues {
        var values: IntentValues = [:]
        for answer in given {
            guard let equals = answer.firstIndex(of: "=") else { throw UsageError("'\(answer)' is not name=value", command: command) }
            let name = String(answer[..<equals]), text = String(answer[answer.index(after: equals)...])
            guard let parameter = intent.parameter(name) else {
                var message = "\(intent.app).\(intent.name) has no parameter '\(name)'"
                if let suggestion = Suggestions.closest(to: name, among: intent.parameters.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                throw UsageError(message, command: command)
            }
            guard let value = AnswerParser.parse(text, as: parameter.type, apps: apps) else {
                throw UsageError("'\(text)' is not a \(parameter.type) for '\(name)'", command: command)
            }
            values[name] = value
        }
        return values
    }
}
