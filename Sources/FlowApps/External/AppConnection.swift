import Foundation
#if canImport(Glibc)
import Glibc
import FlowRuntime
import FlowCompiler
import FlowState
#endif

/// One external app's running program, speaking the protocol of README.md:
/// started on the first request, one JSON-RPC message per line, its standard
/// error sent to the log a line at a time. Any failure (a crash, a line that
/// is not JSON, a message over the size limit, an answer to a request that
/// was not asked, a cancelled request) ends the program, fails what is
/// waiting with a message that names the app, and the next request starts a
/// fresh program.
///
/// Who owns what: whoever detaches the program (`close`, or `end` on a
/// failure) closes its input and signals its group; a thread of its own
/// reaps it the moment it exits (killing what it left in its group); only
/// the thread reading its answers closes its output, once, after the output
/// ends. So no descriptor is closed twice, and `close` returns only when
/// every program this connection ever started has been reaped.
final class AppConnection: @unchecked Sendable {
    static let maximumMessage = 1 << 20
    static let protocolVersion = 1

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let app: String
    let executable: String
    let arguments: [String]
    /// flow's state folder; the app keeps its data in `appStateDirectory`.
    let stateDirectory: URL
    /// The app's own folder, `apps/NAME` in the state folder (as a Swift
    /// handler's `HandlerContext.stateDirectory`): `$FLOW_APP_STATE`, and the
    /// handshake's `stateDirectory`. Apps do not share one folder.
    var appStateDirectory: URL { stateDirectory.appendingPathComponent("apps").appendingPathComponent(app) }
    let runID: String
    let log: @Sendable (String) -> Void
    /// Told of every program started, for whoever must see each one end (the conformance kit).
    let started: @Sendable (Spawned) -> Void
    /// Told about the app's notifications (`donate`, `deleteDonations`,
    /// `suggest`: a method and its params), on the thread reading its answers.
    let notify: @Sendable (String, [String: Any]) -> Void
    /// More for the handshake's params, asked for at each start (the
    /// person's phrases bound to the app's intents, as they are then).
    let handshakeExtras: @Sendable () -> [String: Any]

    private let lock = NSLock()
    private var child: Spawned?
    /// Every program started, for `close` to see each one reaped.
    private var programs: [Spawned] = []
    private var nextID = 1
    private var pending: [Int: CheckedContinuation<JSONAnswer, Error>] = [:]
    /// A raw exchange waiting for the next message, whatever its id.
    private var rawWaiter: CheckedContinuation<JSONAnswer, Error>?
    /// What the handshake said, once it has been made.
    private(set) var handshake: [String: Any]?

    /// The absolute path of the `.flow` file that declares the app: `$FLOW_APP_DEFINITION`.
    let definitionPath: String

    init(app: String, executable: String, arguments: [String], definitionPath: String = "", stateDirectory: URL, runID: String,
         log: @escaping @Sendable (String) -> Void, started: @escaping @Sendable (Spawned) -> Void = { _ in },
         notify: @escaping @Sendable (String, [String: Any]) -> Void = { _, _ in },
         handshakeExtras: @escaping @Sendable () -> [String: Any] = { [:] }) {
        self.app = app
        self.executable = executable
        self.arguments = arguments
        self.definitionPath = definitionPath
        self.stateDirectory = stateDirectory
        self.runID = runID
        self.log = log
        self.started = started
        self.notify = notify
        self.handshakeExtras = handshakeExtras
    }

    deinit { close() }

    /// The handshake's answer, starting the program first if needed.
    func ready() async throws -> [String: Any] {
        if let handshake = lock.withLock({ child != nil ? handshake : nil }) { return handshake }
        try start()
        let params: [String: Any] = ["protocol": Self.protocolVersion, "app": app, "runId": runID, "stateDirectory": appStateDirectory.path]
        let answer = try await send("initialize", params.merging(handshakeExtras()) { given, _ in given })
        guard let result = answer as? [String: Any], let version = result["protocol"] as? Int else {
            throw fail("answered the handshake without a protocol version")
        }
        guard version == Self.protocolVersion else {
            throw fail("speaks protocol version \(version); flow speaks \(Self.protocolVersion)")
        }
        lock.withLock { handshake = result }
        return result
    }

    /// One request and its result.
    func call(_ method: String, _ params: [String: Any]) async throws -> Any {
        _ = try await ready()
        return try await send(method, params)
    }

    /// Ends the program and returns once it has been reaped: `shutdown`, its
    /// input closed, then SIGTERM and SIGKILL to its group if it is slow to
    /// exit (`ProgramEnding`). Programs ended earlier (a crash, a time limit)
    /// are waited for too.
    func close() {
        ProgramEnding.end(beginClosing())
    }

    /// Tells the running program to stop (`shutdown`, its input closed)
    /// without waiting: every program started, for `ProgramEnding` to see end.
    func beginClosing() -> [Spawned] {
        if let running = lock.withLock({ child }), let waiting = detach(running) {
            failShutDown(waiting)
            write(["jsonrpc": "2.0", "method": "shutdown"], to: running)
            Glibc.close(running.input)
        }
        return lock.withLock { programs }
    }

    var hasStarted: Bool { lock.withLock { !programs.isEmpty } }

    /// SIGKILL to every program still running (a second Ctrl-C while `close` waits).
    func killAll() {
        lock.withLock { programs }.forEach { $0.killUnlessReaped() }
    }

    /// Ends the program as `close` does, but keeps its input open while it
    /// waits up to `seconds` for the program to exit on `shutdown` alone: the
    /// wait status if it did, nil if it had to be killed (or was not running).
    func shutdown(within seconds: Double) async -> Int32? {
        guard let running = lock.withLock({ child }), let waiting = detach(running) else { return nil }
        failShutDown(waiting)
        let status: Int32? = await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            running.reaped.whenReaped { once.resume($0) }
            write(["jsonrpc": "2.0", "method": "shutdown"], to: running)
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { once.resume(nil) }
        }
        Glibc.close(running.input)
        if status == nil { running.killUnlessReaped() }
        return status
    }

    /// Requests still waiting when the program is shut down fail, rather than wait forever.
    private func failShutDown(_ waiting: [CheckedContinuation<JSONAnswer, Error>]) {
        for continuation in waiting { continuation.resume(throwing: Failure(description: "the app \(app) was shut down before it answered")) }
    }

    // MARK: - Raw lines, for the conformance kit

    /// Writes `line` exactly as given (it need not be JSON) and returns the
    /// next message the program sends, whatever its id, unchecked. The
    /// program must be running: this never starts it.
    func exchangeRaw(_ line: String) async throws -> [String: Any] {
        let answer = try await awaitAnswer(raw: true) { _ in Data((line + "\n").utf8) }
        return answer.value as? [String: Any] ?? [:]
    }

    /// Writes `line` exactly as given, expecting no answer (a notification).
    func writeRaw(_ line: String) throws {
        guard let running = lock.withLock({ child }) else { throw Failure(description: "the app \(app) is not running") }
        _ = BrokenPipes.writeAll(Data((line + "\n").utf8), to: running.input)
    }

    // MARK: - The program

    private func start() throws {
        try lock.withLock {
            guard child == nil else { return }
            var environment = ProcessInfo.processInfo.environment
            environment["FLOW_STATE_DIR"] = stateDirectory.path
            environment["FLOW_APP_STATE"] = appStateDirectory.path
            environment["FLOW_APP_DEFINITION"] = definitionPath
            do { try FileManager.default.createDirectory(at: appStateDirectory, withIntermediateDirectories: true) } catch {
                throw Failure(description: "the app \(app) could not start: its state folder \(appStateDirectory.path) cannot be made: \(SystemReason.describe(error))")
            }
            let started: Spawned
            do { started = try Spawned.start(executable, arguments: arguments, environment: environment) } catch {
                throw Failure(description: "the app \(app) could not start: \(error)")
            }
            child = started
            programs.append(started)
            self.started(started)
            Thread.detachNewThread { _ = started.reap(killingGroup: true) }
            Thread.detachNewThread { [self] in readAnswers(started) }
            Thread.detachNewThread { [self] in readErrors(started) }
        }
    }

    private func send(_ method: String, _ params: [String: Any]) async throws -> Any {
        try await sendBoxed(method, params).value
    }

    private func sendBoxed(_ method: String, _ params: [String: Any]) async throws -> JSONAnswer {
        nonisolated(unsafe) let params = params
        return try await awaitAnswer(raw: false) { id in
            JSONLine.encode(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        }
    }

    /// Writes the line made for the next id and waits for its answer (or, when
    /// `raw`, for the next message at all). Fails at once when the program is
    /// not running or the line cannot be made.
    private func awaitAnswer(raw: Bool, _ line: @escaping (Int) -> Data?) async throws -> JSONAnswer {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<JSONAnswer, Error>) in
                let (running, id): (Spawned?, Int) = lock.withLock {
                    let id = nextID
                    nextID += 1
                    if child != nil {
                        if raw { rawWaiter = continuation } else { pending[id] = continuation }
                    }
                    return (child, id)
                }
                guard let running else {
                    continuation.resume(throwing: Failure(description: "the app \(app) is not running"))
                    return
                }
                guard let data = line(id) else {
                    let stillWaiting = lock.withLock { () -> Bool in
                        if !raw { return pending.removeValue(forKey: id) != nil }
                        defer { rawWaiter = nil }
                        return rawWaiter != nil
                    }
                    if stillWaiting { continuation.resume(throwing: Failure(description: "a request to the app \(app) could not be written as JSON")) }
                    return
                }
                // A write that fails means the program is gone or going: the reading
                // thread sees its output end and says how it exited.
                _ = BrokenPipes.writeAll(data, to: running.input)
            }
        } onCancel: {
            // A request given up on (a time limit, Ctrl-C) may still be answered
            // later, out of turn: the program is ended instead.
            if let running = lock.withLock({ child }) { end(running, .cancelled) }
        }
    }

    @discardableResult
    private func write(_ message: [String: Any], to running: Spawned) -> Bool {
        guard let data = JSONLine.encode(message) else { return false }
        return BrokenPipes.writeAll(data, to: running.input)
    }

    /// Reads answers a line at a time and hands each to the request waiting for it.
    private func readAnswers(_ running: Spawned) {
        var reader = LineReader(descriptor: running.output, limit: Self.maximumMessage)
        while true {
            switch reader.next() {
            case .line(let data):
                guard let object = JSONLine.decode(data) as? [String: Any] else {
                    end(running, .problem("sent a line that is not a JSON object: \(Self.preview(data))"))
                    return finish(running)
                }
                if object["id"] == nil, let method = object["method"] as? String {
                    notify(method, object["params"] as? [String: Any] ?? [:])
                    continue
                }
                if let waiter = lock.withLock({ () -> CheckedContinuation<JSONAnswer, Error>? in
                    defer { rawWaiter = nil }
                    return rawWaiter
                }) {
                    waiter.resume(returning: JSONAnswer(value: object))
                    continue
                }
                guard let id = object["id"] as? Int else {
                    end(running, .problem("sent a message without an id: \(Self.preview(data))"))
                    return finish(running)
                }
                guard let continuation = lock.withLock({ pending.removeValue(forKey: id) }) else {
                    end(running, .problem("answered request \(id), which was not asked"))
                    return finish(running)
                }
                if let error = object["error"] as? [String: Any] {
                    continuation.resume(throwing: Failure(description: "the app \(app) answered with an error: \(error["message"] as? String ?? Self.preview(data))"))
                } else if let result = object["result"] {
                    continuation.resume(returning: JSONAnswer(value: result))
                } else {
                    continuation.resume(throwing: Failure(description: "the app \(app) answered request \(id) with neither result nor error"))
                }
            case .tooLong:
                end(running, .problem("sent a message over \(Self.maximumMessage) bytes (the limit is 1 MiB)"))
                return finish(running)
            case .end:
                return finish(running)
            }
        }
    }

    private func readErrors(_ running: Spawned) {
        var reader = LineReader(descriptor: running.errors, limit: Self.maximumMessage)
        while case .line(let data) = reader.next() { log("\(app): " + String(decoding: data, as: UTF8.self)) }
        Glibc.close(running.errors)
    }

    /// Why a program ended.
    enum Ending {
        /// It broke the protocol: it is killed.
        case problem(String)
        /// A request was given up on: it is killed, and the request ends as cancelled.
        case cancelled
        /// It exited on its own, with this wait status.
        case exited(Int32)
    }

    /// Takes the program out of use if it still is: the requests waiting on it.
    private func detach(_ running: Spawned) -> [CheckedContinuation<JSONAnswer, Error>]? {
        lock.withLock {
            guard child?.pid == running.pid else { return nil }
            child = nil
            handshake = nil
            defer {
                pending.removeAll()
                rawWaiter = nil
            }
            return Array(pending.values) + (rawWaiter.map { [$0] } ?? [])
        }
    }

    /// Ends the program if it is still in use and fails what waits on it.
    private func end(_ running: Spawned, _ ending: Ending) {
        guard let waiting = detach(running) else { return }
        Glibc.close(running.input)
        let error: Error
        switch ending {
        case .problem(let text):
            running.killUnlessReaped()
            error = Failure(description: "the app \(app) \(text)")
        case .cancelled:
            running.killUnlessReaped()
            error = CancellationError()
        case .exited(let status):
            let how = (status & 0x7f) != 0 ? "crashed (signal \(status & 0x7f))" : "exited with status \((status >> 8) & 0xff)"
            error = Failure(description: "the app \(app) \(how) in the middle of a request")
        }
        for continuation in waiting { continuation.resume(throwing: error) }
    }

    /// After its output ended (or it broke the protocol and was killed):
    /// closes the output and fails anything still waiting with how it
    /// exited. A program that closed its output but goes on running is
    /// ended, as it can no longer answer.
    private func finish(_ running: Spawned) {
        Glibc.close(running.output)
        if let status = running.reaped.wait(seconds: 1) {
            end(running, .exited(status))
        } else {
            end(running, .problem("closed its standard output"))
        }
    }

    private func fail(_ text: String) -> Failure {
        if let running = lock.withLock({ child }) { end(running, .problem(text)) }
        return Failure(description: "the app \(app) \(text)")
    }

    static func preview(_ data: Data) -> String {
        let text = String(decoding: data.prefix(120), as: UTF8.self)
        return data.count > 120 ? text + "..." : text
    }
}

/// Resumes a continuation once, whichever of several events comes first.
final class ResumeOnce<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, Never>?

    init(_ continuation: CheckedContinuation<T, Never>) { self.continuation = continuation }

    func resume(_ value: T) {
        let waiting: CheckedContinuation<T, Never>? = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: value)
    }
}

/// A parsed JSON answer handed from the reading thread to the waiting task;
/// nothing else holds it.
struct JSONAnswer: @unchecked Sendable {
    var value: Any
}

/// Lines from a file descriptor, each at most `limit` bytes.
struct LineReader {
    enum Item { case line(Data), tooLong, end }

    let descriptor: Int32
    let limit: Int
    private var buffer = Data()
    private var chunk = [UInt8](repeating: 0, count: 65536)

    init(descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
    }

    mutating func next() -> Item {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                if line.count > limit { return .tooLong }
                return .line(Data(line))
            }
            if buffer.count > limit { return .tooLong }
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return .end }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}
