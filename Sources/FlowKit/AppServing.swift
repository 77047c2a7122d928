import FlowApps
import Foundation
import FlowDiagnostics
#if canImport(Glibc)
import Glibc
#endif

/// Serving an app written in Swift over flow's handler protocol: the app's
/// program is then named by `handler exec` in its definition, like one in
/// any other language, and `flow app test` checks it.
public enum FlowKit {
    /// Why an app cannot be served.
    public struct ServeError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Answers requests on standard input and output until `shutdown` or
    /// the end of input; the exit status for the program (0, or 1 after
    /// saying why on standard error). The definition is the `.flow` file at
    /// `definition`, else `$FLOW_APP_DEFINITION` (flow sets it when it starts
    /// the program); its app named `handler.app` is the one served, and the
    /// handler must match it as a built-in handler must.
    public static func serve(_ handler: AppHandler, definition: String? = nil) async -> Int32 {
        let server: AppServer
        do { server = try self.server(for: handler, definition: definition) } catch {
            FileHandle.standardError.write(Data("\(handler.app): \(error)\n".utf8))
            return 1
        }
        var serving = server
        // Writing to flow after it has gone must not kill the program with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        return await serving.serve(input: STDIN_FILENO, output: STDOUT_FILENO) ? 0 : 1
    }

    /// The server for `handler`, its definition loaded and checked: for
    /// serving on other descriptors, or testing.
    public static func server(for handler: AppHandler, definition: String? = nil) throws(ServeError) -> AppServer {
        guard let path = definition ?? ProcessInfo.processInfo.environment["FLOW_APP_DEFINITION"], !path.isEmpty else {
            throw ServeError(description: "no definition: pass its path, or let flow start the program (it sets $FLOW_APP_DEFINITION)")
        }
        let loaded = FlowEngine.load([path], handlers: [handler.app])
        guard !loaded.hasErrors else { throw ServeError(description: "its definition has errors:\n" + loaded.diagnostics) }
        guard let app = loaded.program.apps.first(where: { $0.name == handler.app }) else {
            throw ServeError(description: "\(path) declares no app '\(handler.app)'")
        }
        var registry = HandlerRegistry()
        do { try registry.register(handler, for: app) } catch {
            throw ServeError(description: "the handler does not match its definition in \(path):\n\(error)")
        }
        let state = URL(fileURLWithPath: ProcessInfo.processInfo.environment["FLOW_APP_STATE"] ?? FileManager.default.currentDirectoryPath)
        let log: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        return AppServer(definition: app, apps: loaded.program.apps, handler: handler,
                         context: HandlerContext(runID: "", stateDirectory: state, log: log))
    }
}
