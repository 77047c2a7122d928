import Foundation
import FlowApps
import FlowDiagnostics

/// flow inside another Swift program: load and check `.flow` files, then
/// run their shortcuts with the app handlers the program registers in
/// process (for apps declared `handler builtin`), flow's own built-in apps
/// (Soup Chef), and the programs of apps declared `handler exec`, which are
/// started for the run and ended (and reaped) before `run` returns.
public struct FlowEngine: Sendable {
    /// Where apps keep their data, the outbox and donations.
    public var stateDirectory: URL
    /// In-process handlers, by app name.
    public private(set) var handlers: [String: AppHandler] = [:]

    public init(stateDirectory: URL) {
        self.stateDirectory = stateDirectory
    }

    /// Runs the app `handler.app` in process wherever a definition says `handler builtin`.
    public mutating func register(_ handler: AppHandler) {
        handlers[handler.app] = handler
    }

    /// What loading gave: the program, and its diagnostics as `flow check` prints them.
    public struct Loaded: Sendable {
        public var program: ProgramGraph
        public var diagnostics: String
        public var hasErrors: Bool
    }

    /// Loads and checks `paths` (and every file they use).
    public func load(_ paths: [String]) -> Loaded {
        Self.load(paths, handlers: Set(handlers.keys))
    }

    static func load(_ paths: [String], handlers: Set<String>) -> Loaded {
        let workspace = Workspace { path in FileManager.default.contents(atPath: path).map(Array.init) }
        workspace.builtinHandlers = handlers.union(BuiltinHandlers.names)
        for path in paths {
            workspace.addRoot(SourceFile(path: path, bytes: FileManager.default.contents(atPath: path).map(Array.init) ?? []))
        }
        let program = Compiler.compile(workspace)
        let renderer = DiagnosticRenderer(useColor: false)
        let text = workspace.allDiagnostics.filter { !$0.1.isEmpty }.map { renderer.render($0.1, in: $0.0) }.joined()
        return Loaded(program: program, diagnostics: text, hasErrors: workspace.hasErrors)
    }

    /// What a run said and gave back.
    public struct Outcome: Sendable {
        /// The shortcut's output (nothing when it has none).
        public var result: RuntimeValue
        /// Dialog and shown results, a line each.
        public var lines: [String]
    }

    /// Runs the shortcut named `name` of `loaded`. Questions are answered
    /// by `answers` (`("soup", "tomatoSoup")`, as `--answer`), confirmations
    /// by `yes`; `allowed` must cover what the shortcut declares (else
    /// `RunFailure.notPermitted` before any step), and the run gets what it declares.
    public func run(_ name: String, in loaded: Loaded, inputs: [String: RuntimeValue] = [:], answers: [(String, String)] = [],
                    yes: Bool = false, allowed: Permissions = []) async throws -> Outcome {
        guard let graph = loaded.program.shortcuts.first(where: { $0.name == name }) else {
            throw RunFailure.failed(step: name, message: "no shortcut named '\(name)' was loaded")
        }
        // Granted or refused before the first step, as flow run is: nothing is half done.
        let permitted: Permissions
        switch PermissionGate.admit(graph, granted: allowed, folder: FileManager.default.currentDirectoryPath) {
        case .admitted(let admitted): permitted = admitted
        case .refused(let refusal, _): throw refusal
        }
        var registry = HandlerRegistry()
        for app in loaded.program.apps where app.handler == .builtin {
            guard let handler = handlers[app.name] ?? BuiltinHandlers.handler(for: app.name) else { continue }
            try registry.register(handler, for: app)
        }
        let runID = UUID().uuidString
        let external = ExternalApps()
        try external.register(in: &registry, apps: loaded.program.apps, stateDirectory: stateDirectory, runID: runID,
                              log: RunLog(stateDirectory: stateDirectory, runID: runID))
        let lines = Lines()
        let environment = RunEnvironment(registry: registry, conversation: PreparedAnswers(answers: answers, confirmAll: yes, output: { lines.add($0) }),
                                         output: { lines.add($0) }, stateDirectory: stateDirectory, allowed: permitted)
        let interpreter = Interpreter(program: loaded.program, graph: graph, environment: environment)
        let failure: Error?
        do {
            try await interpreter.run(inputs: inputs)
            failure = nil
        } catch {
            failure = error
        }
        await Self.close(external)
        if let failure { throw failure }
        return Outcome(result: interpreter.result ?? .nothing, lines: lines.all)
    }

    /// Ends the apps' programs (which blocks until each is reaped) off the cooperative pool.
    static func close(_ external: ExternalApps) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                external.close()
                done.resume()
            }
        }
    }

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }
}
