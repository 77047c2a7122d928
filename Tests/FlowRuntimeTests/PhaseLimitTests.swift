import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
import FlowSyntax
@testable import FlowRuntime
@testable import FlowApps
import FlowTestSupport

/// Each phase of an intent's run has its own time limit: a slow start is
/// called a slow start (not a slow resolve), the message says where the
/// app's standard error went, and an intent's `timeout` in its definition,
/// or a step's `timeout`, raises the limits.
@Suite struct PhaseLimitTests {
    /// Runs "Count" against the Broken app in `mode` (with its argument), the
    /// intent declaring `intentTimeout` and the step `stepTimeout`, with every phase limited to `limit` seconds.
    func run(_ mode: String, _ argument: String, limit: Double, intentTimeout: String? = nil,
             stepTimeout: String? = nil) async throws -> (RunFailure?, RuntimeValue?, URL) {
        var definition = BrokenApp.definition(mode + "\" \"" + argument)
        if let intentTimeout { definition = definition.replacingOccurrences(of: "category generic", with: "category generic\n    timeout \(intentTimeout)") }
        let source = definition + "shortcut \"Count\" {\n  let n = Broken.Count()\(stepTimeout.map { " timeout \($0)" } ?? "")\n  output n\n}\n"
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "/tmp/limits.flow", text: source))
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors, "\(workspace.allDiagnostics)")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-limits-\(UUID().uuidString)")
        var registry = HandlerRegistry()
        let external = ExternalApps()
        defer { external.close() }
        try external.register(in: &registry, apps: program.apps, stateDirectory: state, runID: "limits", log: RunLog(stateDirectory: state, runID: "limits"))
        var environment = RunEnvironment(registry: registry, conversation: PreparedAnswers(answers: [], confirmAll: true, output: { _ in }),
                                         output: { _ in }, stateDirectory: state)
        // Start-up keeps 10 seconds (a pyenv shim can take a second under load) unless it is what is measured.
        environment.limits = PhaseLimits(startUp: mode == "slow-start" ? limit : 10, resolve: limit, handle: limit)
        let interpreter = Interpreter(program: program, graph: program.shortcuts[0], environment: environment)
        let failure: RunFailure? = await Task(executorPreference: RunExecutor.shared) {
            do { try await interpreter.run() } catch let failure as RunFailure { return failure } catch {}
            return nil
        }.value
        return (failure, failure == nil ? interpreter.result : nil, state)
    }

    @Test func aSlowStartIsNamedAsOneWithItsLog() async throws {
        let (failure, _, state) = try await run("slow-start", "30", limit: 1)
        let log = state.appendingPathComponent("logs/limits.log").path
        #expect(failure?.description == "Broken.Count: the app Broken did not start within 1 second; its standard error is in \(log); "
                + "an intent that needs longer declares 'timeout' in its definition (timeout 30s)")
        #expect(FileManager.default.fileExists(atPath: log), "the log it points at exists")
        #expect(failure?.exitCode == 70)
    }

    @Test func aSlowHandleIsNamedAsOne() async throws {
        let (failure, _, _) = try await run("slow-handle", "30", limit: 1)
        #expect(failure?.description.hasPrefix("Broken.Count: the app Broken did not handle Count within 1 second; its standard error is in ") == true,
                "\(String(describing: failure))")
    }

    @Test func theIntentsDeclaredTimeoutRaisesTheLimit() async throws {
        let (failure, result, _) = try await run("slow-handle", "1.5", limit: 0.5, intentTimeout: "30s")
        #expect(failure == nil, "\(String(describing: failure))")
        #expect(result == .integer(3))
    }

    @Test func theStepsTimeoutRaisesTheLimit() async throws {
        let (failure, result, _) = try await run("slow-handle", "1.5", limit: 0.5, stepTimeout: "30s")
        #expect(failure == nil, "\(String(describing: failure))")
        #expect(result == .integer(3))
    }

    @Test func limitsAreRaisedNeverLowered() {
        let limits = PhaseLimits(startUp: 10, resolve: 10, handle: 20)
        #expect(limits.raised(to: 15) == PhaseLimits(startUp: 15, resolve: 15, handle: 20))
        #expect(limits.raised(to: 1) == limits)
        #expect(limits.raised(to: nil) == limits)
    }

    @Test(arguments: [
        ("timeout 30s", nil),
        ("timeout 0s", "a timeout must be longer than zero"),
        ("timeout \"soon\"", "expected a Duration"),
    ])
    func theTimeoutClauseIsChecked(_ clause: String, _ error: String?) {
        let source = "app A {\n  handler builtin\n  intent Go {\n    category generic\n    \(clause)\n  }\n}\n"
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "/tmp/timeout.flow", text: source))
        let program = Compiler.compile(workspace)
        let messages = workspace.allDiagnostics.flatMap(\.1).filter { $0.severity == .error }.map(\.message)
        if let error {
            #expect(messages.contains { $0.contains(error) }, "\(messages)")
        } else {
            #expect(messages.filter { !$0.contains("builtin") }.isEmpty, "\(messages)")
            #expect(program.apps.first?.intent("Go")?.timeLimit == 30)
            #expect(Formatter.format(Parser.parse(SourceFile(path: "/tmp/timeout.flow", text: source)))?.contains("    timeout 30s\n") == true)
        }
    }
}
