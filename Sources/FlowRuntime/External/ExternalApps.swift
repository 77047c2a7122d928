import Foundation
import FlowCompiler

/// The external apps of a program, connected for one run.
public final class ExternalApps: @unchecked Sendable {
    private var connections: [AppConnection] = []

    public init() {}

    /// Registers a handler for every app declared `handler exec`. A program
    /// named with a `/` is found relative to its definition's folder; a bare
    /// name on `$PATH` (and reported when it is used, if it is not there).
    public func register(in registry: inout HandlerRegistry, apps: [AppModel], stateDirectory: URL, runID: String, log: RunLog) throws {
        for app in apps {
            guard let (executable, arguments) = Self.program(of: app) else { continue }
            let connection = AppConnection(app: app.name, executable: executable, arguments: arguments,
                                           stateDirectory: stateDirectory, runID: runID, log: { log.write($0) })
            connections.append(connection)
            try registry.register(ExternalApp.handler(for: app, apps: apps, connection: connection), for: app)
        }
    }

    /// The program an app declared `handler exec` runs, with its arguments;
    /// nil for any other app.
    static func program(of app: AppModel) -> (executable: String, arguments: [String])? {
        guard case .exec(let program, let arguments)? = app.handler else { return nil }
        if program.hasPrefix("/") { return (program, arguments) }
        if program.contains("/") {
            return (URL(fileURLWithPath: app.path).deletingLastPathComponent().appendingPathComponent(program).standardizedFileURL.path, arguments)
        }
        return (ExecutableSearch.find(program)?.path ?? program, arguments)
    }

    /// Ends every app's program.
    public func close() {
        connections.forEach { $0.close() }
    }
}
