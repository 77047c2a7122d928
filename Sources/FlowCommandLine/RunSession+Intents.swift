import Foundation
import FlowCompiler
import FlowRuntime

/// One intent with values, outside any shortcut, in a session: run as a
/// suggestion or a phrase runs it, or only resolved by its app as a
/// donation or a phrase's values are.
extension RunSession {
    /// Runs `invocation` as `flow run` runs a step (asking, confirming and
    /// donating alike), after saying “Running “title””. `flow suggest --run`
    /// and `flow say` both run intents through here.
    static func run(_ invocation: IntentInvocation, title: String, apps: [AppModel], answers: [(String, String)],
                    arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let session: RunSession
        switch open(apps: apps, answers: answers, allowed: [], arguments: arguments, context: context) {
        case .success(let opened): session = opened
        case .failure(let code): return code
        }
        defer { session.close() }
        context.stdout.line("Running “\(title)”")
        let environment = session.environment
        return session.perform(context: context, currentStep: { title }) {
            _ = try await IntentRun.run(invocation, apps: apps, environment: environment)
        } ?? .success
    }

    /// The invocation's values as its app resolves them ("croutons" becomes
    /// Soup Chef's Croutons topping), so what is stored equals what a run
    /// would have used; a question the app asks goes to the terminal, or is
    /// exit 75 without one.
    func resolve(_ invocation: IntentInvocation, apps: [AppModel], context: CommandContext) -> Result<IntentValues, ExitCode> {
        let box = ValuesBox()
        let environment = self.environment
        if let code = perform(context: context, currentStep: { invocation.name }, {
            box.values = try await IntentRun.resolve(invocation, apps: apps, environment: environment)
        }) {
            return .failure(code)
        }
        return .success(box.values)
    }

    /// Carries the resolved values out of the task that resolved them.
    private final class ValuesBox: @unchecked Sendable { var values: IntentValues = [:] }
}
