import Foundation
import FlowDiagnostics
import FlowCompiler
import FlowApps
@testable import FlowRuntime

/// Collects what a run says and shows.
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var lines: [String] = []

    func add(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var text: String { lines.joined(separator: "\n") }
}

struct RunOutcome {
    var transcript: Transcript
    var failure: RunFailure?
    var result: RuntimeValue?
    var state: URL
}

/// Checks `source` (Soup Chef built in), runs its only shortcut with these
/// answers, with waits recorded instead of slept.
func run(_ source: String, answers: [(String, String)] = [], yes: Bool = false, allowed: Permissions = [],
         state: URL? = nil, configuration: FlowConfiguration = FlowConfiguration(),
         now: @escaping @Sendable () -> Date = { Date() }, durable: DurableRun? = nil) async throws -> RunOutcome {
    let workspace = Workspace { _ in nil }
    workspace.addRoot(SourceFile(path: "test.flow", text: source))
    let program = Compiler.compile(workspace)
    guard !workspace.hasErrors else {
        let problems = workspace.allDiagnostics.flatMap { file, list in list.map { "\(file.position(of: $0.range.start)): \($0.message)" } }
        throw RunFailure.failed(step: "check", message: problems.joined(separator: "\n"))
    }
    var registry = HandlerRegistry()
    if let soupChef = program.apps.first(where: { $0.name == "SoupChef" }) { try registry.register(SoupChefHandler.make(), for: soupChef) }
    let transcript = Transcript()
    let directory = state ?? FileManager.default.temporaryDirectory.appendingPathComponent("flow-run-\(UUID().uuidString)")
    let conversation = PreparedAnswers(answers: answers, confirmAll: yes, output: { transcript.add($0) })
    var environment = RunEnvironment(registry: registry, conversation: conversation, output: { transcript.add($0) },
                                     stateDirectory: directory, allowed: allowed, sleep: { transcript.add("(wait \($0)s)") })
    environment.configuration = configuration
    environment.now = now
    environment.durable = durable
    let interpreter = Interpreter(program: program, graph: program.shortcuts[0], environment: environment)
    var failure: RunFailure?
    do { try await interpreter.run() } catch let error as RunFailure { failure = error }
    return RunOutcome(transcript: transcript, failure: failure, result: interpreter.result, state: directory)
}
