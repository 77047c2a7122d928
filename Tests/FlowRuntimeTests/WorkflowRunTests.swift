import Foundation
import Testing
import FlowDiagnostics
import FlowCompiler
import FlowApps
@testable import FlowRuntime

/// Every shortcut of every example in Workflows/ runs, and every gallery
/// shortcut of its apps: with answers
/// prepared, waits recorded instead of slept, and only the capabilities that
/// stay on this machine (message to the outbox, files) granted when declared.
/// Each must end cleanly: done, stopped by `stop`, or a clear failure (shell or
/// network not granted). Every app runs as in `flow run`: Soup Chef in
/// process, Reminders and Split in Python, Pantry as `pantry-handler`
/// (written with FlowKit, built beside the tests and found there), each in a
/// scratch state folder.
@Suite struct WorkflowRunTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let answers: [(String, String)] = [
        ("soup", "tomatoSoup"), ("quantity", "1"), ("storeLocation", "1"), ("deliveryLocation", "1 Infinite Loop"),
        ("menu", "1"), ("input", "yes"), ("choice", "1"), ("toppings", "Croutons"),
    ]

    @Test func everyExampleShortcutRunsToACleanEnd() async throws {
        let workspace = Workspace { path in FileManager.default.contents(atPath: path).map(Array.init) }
        let directory = Self.root.appendingPathComponent("Workflows")
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".flow") {
            let url = directory.appendingPathComponent(name)
            workspace.addRoot(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
        }
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors)
        var registry = HandlerRegistry()
        if let soupChef = program.apps.first(where: { $0.name == "SoupChef" }) { try registry.register(SoupChefHandler.make(), for: soupChef) }
        var finished: [String] = []
        // The apps' gallery shortcuts run too: `flow gallery add` copies them into people's libraries.
        for graph in program.shortcuts + program.apps.flatMap(\.gallery) {
            let transcript = Transcript()
            let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-workflow-\(UUID().uuidString)")
            // External apps (Reminders, in Python) run as they do in flow run.
            var registry = registry
            let external = ExternalApps()
            defer { external.close() }
            try external.register(in: &registry, apps: program.apps, stateDirectory: state, runID: "test",
                                  log: RunLog(stateDirectory: state, runID: "test"))
            let environment = RunEnvironment(registry: registry, conversation: PreparedAnswers(answers: Self.answers, confirmAll: true,
                                                                                            output: { transcript.add($0) }),
                                             output: { transcript.add($0) }, stateDirectory: state,
                                             allowed: Permissions(graph.requires.capabilities.filter { $0 != .shell && $0 != .network }), sleep: { _ in })
            do {
                try await Interpreter(program: program, graph: graph, environment: environment).run()
                finished.append(graph.name)
            } catch let failure as RunFailure {
                switch failure {
                case .stopped: finished.append(graph.name)
                case .notPermitted(_, let missing, _, _, _):
                    #expect(missing.capabilities.allSatisfy { $0 == .shell || $0 == .network }, "'\(graph.name)' was refused \(missing)")
                case .failed(_, let message):
                    #expect(message.contains("--allow"), "'\(graph.name)' failed: \(message)\n\(transcript.text)")
                default:
                    Issue.record("'\(graph.name)' ended with \(failure)\n\(transcript.text)")
                }
            }
        }
        #expect(finished.contains("Soup for John"))
        #expect(finished.contains("Soup and a reminder"), "Soup Chef and the Python Reminders app, outputs flowing between them")
        #expect(finished.contains("Soup for three"), "Soup Chef's total split by Split, the app of the protocol README's five minutes")
        #expect(finished.contains("Unpack soup groceries"), "Pantry's handler, written with FlowKit: \(finished)")
        #expect(finished.contains("Restock soup supplies"), "\(finished)")
        #expect(finished.contains("Price report"), "the number, list and dictionary actions together: \(finished)")
        #expect(finished.count >= 3, "ran to the end: \(finished)")
        #expect(["Order 1 Clam Chowder", "Soup for the table", "Today's toppings", "Drink water"].allSatisfy(finished.contains),
                "every gallery shortcut ran: \(finished)")
    }
}
