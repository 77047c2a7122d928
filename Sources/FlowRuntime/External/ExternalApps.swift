import Foundation
import FlowCompiler

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
            guard let (executable, arguments) = Self.program(of: app, workingDirectory: workingDirectory) else { continue }
            let connection = AppConnection(app: app.name, executable: executable, arguments: arguments,
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

    /// The program an app declared `handler exec` runs, with its arguments;
    /// nil for any other app.
    static func program(of app: AppModel, workingDirectory: String = FileManager.default.currentDirectoryPath) -> (executable: String, arguments: [String])? {
        guard case .exec(let program, let arguments)? = app.handler else { return nil }
        if program.hasPrefix("/") { return (program, arguments) }
        if program.contains("/") {
            let definition = URL(fileURLWithPath: app.path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
            return (definition.deletingLastPathComponent().appendingPathComponent(program).standardizedFileURL.path, arguments)
        }
        return (ExecutableSearch.find(program)?.path ?? program, arguments)
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
