import Foundation
import FlowCompiler
import FlowRuntime
import FlowState

/// The external apps of a program, connected for one run.
public final class ExternalApps: @unchecked Sendable {
    private var connections: [AppConnection] = []

    public init() {}

    /// Registers a handler for every app declared `handler exec`. A program
    /// named with a `/` is found relative to its definition's folder; a bare
    /// name on `$PATH` (and reported when it is used, if it is not there).
    /// A definition found by a relative path is relative to `workingDirectory`.
    /// What the apps donate, delete and suggest goes to `donations`; each
    /// handshake tells the app the `phrases` bound to its intents.
    public func register(in registry: inout HandlerRegistry, apps: [AppModel], stateDirectory: URL, runID: String, log: RunLog,
                         workingDirectory: String = FileManager.default.currentDirectoryPath, donations: (any Donating)? = nil,
                         phrases: (any PhraseReading)? = nil) throws {
        for app in apps {
            guard let program = Self.program(of: app, workingDirectory: workingDirectory) else { continue }
            let executable = program.executable
            let connection = AppConnection(app: app.name, executable: executable, arguments: program.arguments, definitionPath: program.definition,
                                           stateDirectory: stateDirectory, runID: runID, log: { log.write($0) },
                                           // The log says when each program started, and so exists for messages to point at.
                                           started: { log.write("\(app.name): started \(executable) as process \($0.pid)") },
                                           notify: { method, params in
                                               AppNotifications.handle(method, params, app: app, apps: apps, donations: donations, log: { log.write($0) })
                                           },
                                           handshakeExtras: {
                                               guard let phrases else { return [:] }
                                               let coder = ProtocolValues(apps: apps)
                                               return ["phrases": phrases.phrases(boundTo: app.name).map { $0.json(values: coder) }]
                                           })
            connections.append(connection)
            try registry.register(ExternalApp.handler(for: app, apps: apps, connection: connection, errorLog: log.file.path), for: app)
        }
    }

    /// The program an app declared `handler exec` runs, with its arguments
    /// and the absolute path of its definition; nil for any other app. A
    /// program named with a `/` is relative to the definition's folder
    /// (wherever flow runs from); a bare name is looked up in `$PATH`, then
    /// beside the running program (so `swift build` puts flow and the
    /// example apps' programs, `pantry-handler`, where each finds the other).
    static func program(of app: AppModel, workingDirectory: String = FileManager.default.currentDirectoryPath) -> AppProgram? {
        guard case .exec(let program, let arguments)? = app.handler else { return nil }
        let definition = URL(fileURLWithPath: app.path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)).standardizedFileURL
        let executable: String
        if program.hasPrefix("/") {
            executable = program
        } else if program.contains("/") {
            executable = definition.deletingLastPathComponent().appendingPathComponent(program).standardizedFileURL.path
        } else {
            executable = (ExecutableSearch.find(program) ?? ExecutableSearch.besideThisProgram(program))?.path ?? program
        }
        return AppProgram(executable: executable, arguments: arguments, definition: definition.path)
    }

    /// Ends every app's program and returns once each has been reaped:
    /// `shutdown` to all, then SIGTERM and SIGKILL to the slow ones
    /// (`ProgramEnding`), all apps at once.
    public func close() {
        ProgramEnding.end(connections.flatMap { $0.beginClosing() })
    }

    /// Whether any app's program was ever started (so `close` has something to wait for).
    public var hasPrograms: Bool { connections.contains { $0.hasStarted } }

    /// SIGKILL to every app's program still running: for a second Ctrl-C
    /// while `close` waits out an app that is slow to exit.
    public func killAll() {
        connections.forEach { $0.killAll() }
    }
}

/// What `handler exec` runs: the program found, its arguments, and the
/// definition's absolute path (`$FLOW_APP_DEFINITION`).
struct AppProgram: Sendable {
    var executable: String
    var arguments: [String]
    var definition: String
}
