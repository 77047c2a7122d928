import Foundation
import FlowHTTP

/// HTTP for the built-in actions, through the `flow-http` helper (see
/// `HTTPExchange` for why it is a separate program). The helper is
/// `$FLOW_HTTP_HELPER`, else the `flow-http` beside the running program,
/// else the one on `$PATH`.
public enum HTTPClient {
    public struct Failure: Error {
        public var message: String
    }

    public static func send(_ request: HTTPExchange.Request) async throws -> HTTPExchange.Response {
        guard let helper = helperPath() else {
            throw Failure(message: "flow-http, flow's network helper, was not found beside flow or on $PATH (or set $FLOW_HTTP_HELPER)")
        }
        let outcome: ChildProcess.Outcome
        do {
            outcome = try await ChildProcess(executable: helper, arguments: []).run(input: try JSONEncoder().encode(request))
        } catch let error as ChildProcess.LaunchError {
            throw Failure(message: error.description)
        }
        guard outcome.succeeded, let response = try? JSONDecoder().decode(HTTPExchange.Response.self, from: outcome.output) else {
            throw Failure(message: "the network helper \(outcome.failureDescription)")
        }
        if let error = response.error { throw Failure(message: error) }
        return response
    }

    static func helperPath() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["FLOW_HTTP_HELPER"], !given.isEmpty { return given }
        if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let beside = URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("flow-http").path
            if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        }
        return ExecutableSearch.find("flow-http")?.path
    }
}
