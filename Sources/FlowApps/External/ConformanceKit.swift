import Foundation
import FlowCompiler
import FlowSyntax
import FlowRuntime
import FlowState

/// One line of `flow app test`'s checklist.
public struct ConformanceCheck: Sendable, Equatable {
    public var name: String
    public var passed: Bool
    /// What was seen when it passed, why not when it failed.
    public var detail: String
}

/// What `flow app test` found for one app.
public struct ConformanceReport: Sendable {
    public var app: String
    /// The program and its arguments, as started.
    public var program: [String]
    public var checks: [ConformanceCheck]
    /// What the app wrote on standard error, a line each.
    public var errorLines: [String]
    /// Every program the kit started; all have exited when the report is made.
    public var processes: [Int32]

    public var passed: Bool { checks.allSatisfy(\.passed) }
}

/// The conformance kit: starts an app's program through the same connection
/// `flow run` uses and checks it against its definition and the protocol of
/// README.md here. Every intent is really handled, with sample values, in
/// `stateDirectory` (a scratch folder, so the app's real data is not touched).
public struct ConformanceKit: Sendable {
    public let app: AppModel
    public let apps: [AppModel]
    public let stateDirectory: URL
    /// Seconds each request may take.
    public var timeLimit: Double
    /// Seconds for starting the program and its handshake (a run's phase limit).
    public var startLimit: Double = 10
    /// Seconds the program has to exit after `shutdown`.
    public var shutdownLimit: Double = 1
    /// What a relative definition path (and so a program beside it) is relative to.
    public var workingDirectory = FileManager.default.currentDirectoryPath

    public init(app: AppModel, apps: [AppModel], stateDirectory: URL, timeLimit: Double = 10) {
        self.app = app
        self.apps = apps
        self.stateDirectory = stateDirectory
        self.timeLimit = timeLimit
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    public func run() async -> ConformanceReport {
        let record = Record(app: app.name)
        guard let program = ExternalApps.program(of: app, workingDirectory: workingDirectory) else {
            return ConformanceReport(app: app.name, program: [], checks: [
                ConformanceCheck(name: "handler", passed: false, detail: "\(app.name) is not declared with 'handler exec'"),
            ], errorLines: [], processes: [])
        }
        let (executable, arguments) = (program.executable, program.arguments)
        let connection = AppConnection(app: app.name, executable: executable, arguments: arguments, definitionPath: program.definition,
                                       stateDirectory: stateDirectory,
                                       runID: "app-test-\(UUID().uuidString)", log: { record.log($0) }, started: { record.started($0) })
        let samples = SampleValues(apps: apps, scratch: stateDirectory)
        samples.prepareScratch()
        await checkAll(connection, samples: samples, record: record)
        // Nothing outlives the kit: every program it started is ended and reaped.
        await Self.closing(connection)
        return ConformanceReport(app: app.name, program: [executable] + arguments, checks: record.checks,
                                 errorLines: record.errorLines, processes: record.programs.map(\.pid))
    }

    private func checkAll(_ connection: AppConnection, samples: SampleValues, record: Record) async {
        var handshake: [String: Any] = [:]
        let started = await check("handshake", record, failing: "every other check needs it, so none ran") {
            handshake = try await limitedJSON(startLimit) { try await connection.ready() }
            return "protocol \(AppConnection.protocolVersion)"
        }
        guard started else { return }
        await check("handshake names", record) { try handshakeNames(handshake) }
        let handler = ExternalApp.handler(for: app, apps: apps, connection: connection)
        let context = HandlerContext(runID: connection.runID, stateDirectory: stateDirectory)
        for intent in app.intents {
            guard let intentHandler = handler.intents[intent.name] else { continue }
            await checkIntent(intent, intentHandler, connection: connection, handshake: handshake, samples: samples, context: context, record: record)
        }
        await checkMalformedRequests(connection, record: record)
        await check("shutdown", record) {
            _ = try await limitedJSON(startLimit) { try await connection.ready() }
            let asked = Date()
            guard let status = await connection.shutdown(within: shutdownLimit) else {
                throw Problem(description: "still running \(RuntimeValue.spokenDuration(shutdownLimit)) after shutdown (its input still open); killed")
            }
            let elapsed = Date().timeIntervalSince(asked)
            if status & 0x7f != 0 { throw Problem(description: "crashed (signal \(status & 0x7f)) after shutdown") }
            if status != 0 { throw Problem(description: "exited with status \((status >> 8) & 0xff) after shutdown") }
            return String(format: "exited after %.0f ms", elapsed * 1000)
        }
    }

    // MARK: - The handshake

    /// `resolve` and `confirm` name only intents and parameters the definition declares.
    private func handshakeNames(_ handshake: [String: Any]) throws -> String {
        var problems: [String] = []
        var resolved: [String] = []
        func unknown(_ what: String, _ name: String, among: [String]) -> String {
            "\(what) '\(name)'" + (Suggestions.closest(to: name, among: among).map { " (did you mean '\($0)'?)" } ?? "")
        }
        if let resolve = handshake["resolve"], !ProtocolValues.isNull(resolve) {
            guard let byIntent = resolve as? [String: Any] else {
                throw Problem(description: "'resolve' should be an object of intent name to parameter names, not \(ProtocolValues.show(resolve))")
            }
            for (name, list) in byIntent.sorted(by: { $0.key < $1.key }) {
                guard let intent = app.intent(name) else {
                    problems.append("'resolve' names " + unknown("the intent", name, among: app.intents.map(\.name)) + ", which \(app.name) does not declare")
                    continue
                }
                guard let parameters = list as? [String] else {
                    problems.append("'resolve' for \(name) should be a list of parameter names, not \(ProtocolValues.show(list))")
                    continue
                }
                for parameter in parameters {
                    if intent.parameter(parameter) == nil {
                        problems.append("'resolve' names '\(name).\(parameter)', which is not a parameter"
                                        + (Suggestions.closest(to: parameter, among: intent.parameters.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""))
                    } else {
                        resolved.append("\(name).\(parameter)")
                    }
                }
            }
        }
        var confirmed: [String] = []
        if let confirm = handshake["confirm"], !ProtocolValues.isNull(confirm) {
            guard let names = confirm as? [String] else {
                throw Problem(description: "'confirm' should be a list of intent names, not \(ProtocolValues.show(confirm))")
            }
            for name in names {
                if app.intent(name) == nil {
                    problems.append("'confirm' names " + unknown("the intent", name, among: app.intents.map(\.name)) + ", which \(app.name) does not declare")
                } else {
                    confirmed.append(name)
                }
            }
        }
        guard problems.isEmpty else { throw Problem(description: problems.joined(separator: "; ")) }
        return "resolves " + (resolved.isEmpty ? "nothing" : resolved.joined(separator: ", "))
            + "; confirms " + (confirmed.isEmpty ? "nothing" : confirmed.joined(separator: ", "))
    }

    // MARK: - Every intent, with sample values

    private func checkIntent(_ intent: IntentModel, _ handler: IntentHandler, connection: AppConnection, handshake: [String: Any],
                             samples: SampleValues, context: HandlerContext, record: Record) async {
        /// One phase's request, within the time limit (raised by the intent's
        /// declared `timeout`, as in a run); a program an earlier check ended
        /// is started again first, within the start limit.
        let seconds = max(timeLimit, intent.timeLimit ?? 0)
        func limited<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T {
            _ = try await limitedJSON(max(startLimit, seconds)) { try await connection.ready() }
            return try await self.limited(seconds, body)
        }
        let resolvedByApp = (handshake["resolve"] as? [String: Any])?[intent.name] as? [String] ?? []
        var values: IntentValues = [:]
        /// Why `handle` is not sent: a sample value the app would not take.
        var refused: String?
        for parameter in intent.parameters where IntentLifecycle.applies(parameter, given: values) {
            let current = values
            let label = "\(intent.name) '\(parameter.name)'"
            var offered: RuntimeValue?
            var dynamicDefault: RuntimeValue?
            if parameter.hasDynamicOptions, let provider = handler.optionProviders[parameter.name] {
                await check("\(label) options", record) {
                    let options = try await limited { try await provider(current, context) }
                    offered = options.values.first
                    return Self.count(options.values, of: parameter)
                }
            }
            if parameter.hasDynamicSearch, let search = handler.searchers[parameter.name] {
                await check("\(label) search", record) {
                    let found = try await limited { try await search("a", current, context) }
                    return "for \"a\": " + Self.count(found.values, of: parameter)
                }
            }
            if parameter.hasDynamicDefault, let provider = handler.defaults[parameter.name] {
                await check("\(label) default", record) {
                    dynamicDefault = try await limited { try await provider(current, context) }
                    return dynamicDefault.map(Self.show) ?? "none (null)"
                }
            }
            var sample = samples.declared(parameter) ?? dynamicDefault ?? samples.make(for: parameter, element: offered)
            if resolvedByApp.contains(parameter.name), let resolver = handler.resolvers[parameter.name] {
                for candidate in [sample, nil] {
                    await check("\(label) resolve " + (candidate.map { "(\(Self.show($0)))" } ?? "(no value)"), record) {
                        let result = try await limited { try await resolver(candidate, current, context) }
                        if candidate != nil {
                            // What a person would end with: the value taken, the first choice, the value confirmed; none for the rest.
                            switch result {
                            case .success(let value), .confirmationRequired(let value): sample = value
                            case .disambiguation(let options): sample = options.first ?? sample
                            case .notRequired: sample = .nothing
                            case .unsupported, .needsValue: refused = "'\(parameter.name)' resolved \(Self.show(result)) with the sample value"
                            }
                        }
                        return Self.show(result)
                    }
                }
            }
            if sample != .nothing { values[parameter.name] = sample }
        }
        if let refused {
            // An app that refused a sample value is not fed it anyway: there is nothing a person could have sent.
            record.add(ConformanceCheck(name: "\(intent.name) handle", passed: true, detail: "not sent, as \(refused)"))
            return
        }
        let resolved = values
        let sent = intent.parameters.compactMap { parameter in resolved[parameter.name].map { "\(parameter.name): \(Self.show($0))" } }
        let with = sent.isEmpty ? "sent no values" : "sent " + sent.joined(separator: ", ")
        if let confirm = handler.confirm, ((handshake["confirm"] as? [String]) ?? []).contains(intent.name) {
            await check("\(intent.name) confirm", record, failing: with) {
                guard let refusal = try await limited({ try await confirm(resolved, context) }) else { return "ready" }
                return refusal.code
            }
        }
        await check("\(intent.name) handle", record, failing: with) {
            let response = try await limited { try await handler.handle(resolved, context) }
            return try describe(response, of: intent)
        }
    }

    /// A handled response in a few words; on success, the output must be there.
    private func describe(_ response: IntentResponse, of intent: IntentModel) throws -> String {
        let succeeded = response.code == "success" || intent.response.codes.contains { $0.name == response.code && !$0.isError }
        guard let output = intent.response.output else { return response.code }
        let value = response.properties[output] ?? .nothing
        if succeeded && value == .nothing {
            throw Problem(description: "answered '\(response.code)' without its output '\(output)'")
        }
        return response.code + (value == .nothing ? "" : ", \(output): \(Self.show(value))")
    }

    static func count(_ options: [RuntimeValue], of parameter: ParameterModel) -> String {
        let element: FlowType = if case .list(let inner) = parameter.type { inner } else { parameter.type }
        let shown = options.prefix(3).map(show).joined(separator: ", ") + (options.count > 3 ? ", ..." : "")
        return "\(options.count) of type \(element)" + (options.isEmpty ? "" : " (\(shown))")
    }

    static func show(_ result: ResolutionResult) -> String {
        switch result {
        case .success(let value): "success, \(show(value))"
        case .needsValue: "needsValue"
        case .disambiguation(let options): "disambiguation among \(options.count): " + options.prefix(3).map(show).joined(separator: ", ")
        case .confirmationRequired(let value): "confirmationRequired, \(show(value))"
        case .unsupported(let reason): "unsupported (\(reason))"
        case .notRequired: "notRequired"
        }
    }

    /// A value in a few words: text quoted, long ones cut.
    static func show(_ value: RuntimeValue) -> String {
        if value == .nothing { return "nothing" }
        if value == .list([]) { return "an empty list" }
        var text = value.description
        if text.count > 40 { text = String(text.prefix(37)) + "..." }
        if case .string = value { return "\"\(text)\"" }
        return text
    }

    // MARK: - Malformed requests

    /// A line the app must answer with a JSON-RPC error (or, for a
    /// notification, not at all), and keep going.
    struct Malformed: Sendable {
        var name: String
        var line: @Sendable (Int) -> String
        /// The error code expected, nil when no answer is.
        var code: Int?
        /// Whether the answer must carry the request's id (else null will do).
        var carriesID: Bool
    }

    static let malformed: [Malformed] = [
        Malformed(name: "unknown method", line: { #"{"id":\#($0),"jsonrpc":"2.0","method":"flow.noSuchMethod","params":{}}"# },
                  code: -32601, carriesID: true),
        Malformed(name: "a line that is not JSON", line: { _ in "this is not JSON {" }, code: -32700, carriesID: false),
        Malformed(name: "a message that is not a request (no method)", line: { #"{"id":\#($0),"jsonrpc":"2.0","params":{}}"# },
                  code: -32600, carriesID: false),
        Malformed(name: "handle of an intent the definition does not declare",
                  line: { #"{"id":\#($0),"jsonrpc":"2.0","method":"handle","params":{"intent":"flow.NoSuchIntent","values":{}}}"# },
                  code: -32602, carriesID: true),
        Malformed(name: "params that are not an object", line: { #"{"id":\#($0),"jsonrpc":"2.0","method":"handle","params":[1,2]}"# },
                  code: -32602, carriesID: true),
        Malformed(name: "a notification (no id) of an unknown method", line: { _ in #"{"jsonrpc":"2.0","method":"flow.noSuchNotification","params":{}}"# },
                  code: nil, carriesID: false),
    ]

    static let codeNames = [-32700: "parse error", -32600: "invalid request", -32601: "unknown method", -32602: "invalid params"]

    private func checkMalformedRequests(_ connection: AppConnection, record: Record) async {
        var id = 900_000
        for probe in Self.malformed {
            let expected = probe.code.map { "expected error \($0) (\(Self.codeNames[$0] ?? ""))" } ?? "expected no answer"
            await check("malformed request: \(probe.name)", record, failing: expected) {
                // An earlier check may have ended the program; each starts with one running.
                _ = try await limitedJSON(startLimit) { try await connection.ready() }
                id += 1
                let line = probe.line(id)
                if let code = probe.code {
                    let answer = try await limitedJSON { try await connection.exchangeRaw(line) }
                    try Self.expectError(answer, code: code, id: probe.carriesID ? id : nil, allowingID: id)
                } else {
                    try connection.writeRaw(line)
                }
                // Still there: a following request is answered, and it is the next message.
                id += 1
                let following = id
                let next = try await limitedJSON { try await connection.exchangeRaw(Self.malformed[0].line(following)) }
                if probe.code == nil, ProtocolValues.isNull(next["id"]) {
                    throw Problem(description: "answered the notification: \(ProtocolValues.show(next)); a message without an id gets no answer")
                }
                do { try Self.expectError(next, code: -32601, id: following, allowingID: following) } catch {
                    throw Problem(description: "then a following request was not answered as it should be: \(error)")
                }
                return probe.code.map { "error \($0) (\(Self.codeNames[$0] ?? "")), and it still answers" } ?? "no answer, and it still answers"
            }
        }
    }

    /// An error answer with `code`, carrying `id` (or null, or `allowingID`, when `id` is nil).
    static func expectError(_ answer: [String: Any], code: Int, id: Int?, allowingID: Int) throws {
        guard let error = answer["error"] as? [String: Any] else {
            throw Problem(description: "answered \(ProtocolValues.show(answer)), not an error")
        }
        guard let given = error["code"] as? Int else {
            throw Problem(description: "answered an error without a numeric code: \(ProtocolValues.show(answer))")
        }
        guard given == code else {
            throw Problem(description: "answered error \(given)" + (codeNames[given].map { " (\($0))" } ?? ""))
        }
        let answeredID = answer["id"] as? Int
        if let id, answeredID != id {
            throw Problem(description: "answered with id \(answer["id"].map(ProtocolValues.show) ?? "missing") instead of \(id)")
        }
        if id == nil, !ProtocolValues.isNull(answer["id"]), answeredID != allowingID {
            throw Problem(description: "answered with id \(answer["id"].map(ProtocolValues.show) ?? "missing"); expected null")
        }
    }

    // MARK: - Running checks

    /// Runs one check and records it: `body` says what was seen, or throws why it failed.
    @discardableResult
    private func check(_ name: String, _ record: Record, failing context: String? = nil, _ body: () async throws -> String) async -> Bool {
        // Cancelled (Ctrl-C): the checks left are not run, rather than each starting the program again.
        guard !Task.isCancelled else { return false }
        do {
            record.add(ConformanceCheck(name: name, passed: true, detail: try await body()))
            return true
        } catch {
            var reason = "\(error)"
            if case RunFailure.timedOut(_, let limit) = error { reason = "no answer within \(RuntimeValue.spokenDuration(limit)); the program was stopped" }
            if error is CancellationError { reason = "cancelled" }
            record.add(ConformanceCheck(name: name, passed: false, detail: reason + (context.map { "; \($0)" } ?? "")))
            return false
        }
    }

    /// One request within the time limit (or `seconds`).
    private func limited<T: Sendable>(_ seconds: Double? = nil, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await TimeLimit.run(seconds: seconds ?? timeLimit, step: app.name, body)
    }

    /// One request answered with a JSON object, within the time limit (or `seconds`).
    private func limitedJSON(_ seconds: Double? = nil, _ body: @escaping @Sendable () async throws -> [String: Any]) async throws -> [String: Any] {
        try await limited(seconds) { JSONAnswer(value: try await body()) }.value as? [String: Any] ?? [:]
    }

    /// What the checks found, written from the program's threads too.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var checkList: [ConformanceCheck] = []
        private var lines: [String] = []
        private var spawned: [Spawned] = []

        func add(_ check: ConformanceCheck) { lock.withLock { checkList.append(check) } }
        func started(_ program: Spawned) { lock.withLock { spawned.append(program) } }
        /// The connection's log: the app's standard error comes as "App: line".
        func log(_ line: String) { lock.withLock { lines.append(line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line) } }

        init(app: String) { prefix = "\(app): " }
        private let prefix: String

        var checks: [ConformanceCheck] { lock.withLock { checkList } }
        var errorLines: [String] { lock.withLock { lines } }
        var programs: [Spawned] { lock.withLock { spawned } }
    }
}

extension ConformanceKit {
    /// Closes `connection` (which blocks until its programs are reaped) on a
    /// thread of its own, not one of the cooperative pool's few.
    static func closing(_ connection: AppConnection) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                connection.close()
                done.resume()
            }
        }
    }

    /// A scratch state folder for one test, removed by the caller.
    public static func scratchDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("flow-app-test-\(UUID().uuidString)")
    }
}
