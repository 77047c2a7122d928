import Foundation
import FlowCompiler

/// The run's log: lines from external apps' standard error and their
/// donations, appended to `logs/RUN-ID.log` in the state directory.
public final class RunLog: @unchecked Sendable {
    public let file: URL
    private let lock = NSLock()
    private let echo: (@Sendable (String) -> Void)?

    public init(stateDirectory: URL, runID: String, echo: (@Sendable (String) -> Void)? = nil) {
        file = stateDirectory.appendingPathComponent("logs").appendingPathComponent("\(runID).log")
        self.echo = echo
    }

    public func write(_ line: String) {
        echo?(line)
        lock.withLock {
            let data = Data((ISO8601DateFormatter().string(from: Date()) + " " + line + "\n").utf8)
            if let handle = FileHandle(forWritingAtPath: file.path) {
                defer { try? handle.close() }
                _ = try? handle.seekToEnd()
                try? handle.write(contentsOf: data)
            } else {
                try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? data.write(to: file)
            }
        }
    }
}

/// The external apps of a program, connected for one run.
public final class ExternalApps: @unchecked Sendable {
    private var connections: [AppConnection] = []

    public init() {}

    /// Registers a handler for every app declared `handler exec`. A program
    /// named with a `/` is found relative to its definition's folder; a bare
    /// name on `$PATH` (and reported when it is used, if it is not there).
    public func register(in registry: inout HandlerRegistry, apps: [AppModel], stateDirectory: URL, runID: String, log: RunLog) throws {
        for app in apps {
            guard case .exec(let program, let arguments)? = app.handler else { continue }
            let executable: String
            if program.hasPrefix("/") {
                executable = program
            } else if program.contains("/") {
                executable = URL(fileURLWithPath: app.path).deletingLastPathComponent().appendingPathComponent(program).standardizedFileURL.path
            } else {
                executable = ExecutableSearch.find(program)?.path ?? program
            }
            let connection = AppConnection(app: app.name, executable: executable, arguments: arguments,
                                           stateDirectory: stateDirectory, runID: runID, log: { log.write($0) })
            connections.append(connection)
            try registry.register(ExternalApp.handler(for: app, apps: apps, connection: connection), for: app)
        }
    }

    /// Ends every app's program.
    public func close() {
        connections.forEach { $0.close() }
    }
}
