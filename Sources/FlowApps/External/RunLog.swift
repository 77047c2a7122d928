import Foundation
import FlowRuntime
import FlowCompiler
import FlowState

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
