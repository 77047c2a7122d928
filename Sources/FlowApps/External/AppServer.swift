import Foundation
import FlowCompiler
#if canImport(Glibc)
import Glibc
import FlowRuntime
import FlowState
#endif

/// The reverse of `ExternalApp`: serves an in-process app (its Swift
/// `IntentHandler`s) over the protocol of README.md here, one request at a
/// time, with the same codec for values. `flow app serve` runs it on standard
/// input and output, so a Swift app can be tested and used as any external one.
public struct AppServer: Sendable {
    public let definition: AppModel
    public let handler: AppHandler
    let values: ProtocolValues
    /// The handshake replaces the run id and state directory.
    private(set) var context: HandlerContext
    /// Set by `shutdown`.
    private(set) var finished = false

    /// A JSON-RPC error answer: its code and message.
    struct Refusal: Error {
        var code: Int
        var message: String

        static func invalidParams(_ message: String) -> Refusal { Refusal(code: -32602, message: message) }
    }

    public init(definition: AppModel, apps: [AppModel], handler: AppHandler, context: HandlerContext) {
        self.definition = definition
        self.handler = handler
        self.values = ProtocolValues(apps: apps)
        self.context = context
    }

    /// Answers requests from `input` on `output` until `shutdown` or the end
    /// of input; false when it stopped on a line over the size limit.
    public mutating func serve(input: Int32, output: Int32) async -> Bool {
        var reader = LineReader(descriptor: input, limit: AppConnection.maximumMessage)
        while !finished {
            switch reader.next() {
            case .line(let line):
                guard let reply = await answer(line) else { continue }
                guard let data = JSONLine.encode(reply) ?? JSONLine.encode(Self.error(reply["id"], -32603, "the answer could not be written as JSON")),
                      BrokenPipes.writeAll(data, to: output) else { return true }
            case .tooLong:
                context.log("\(definition.name): a request over \(AppConnection.maximumMessage) bytes; stopping")
                return false
            case .end:
                return true
            }
        }
        return true
    }

    /// The answer to one line, or nil when none is due (a notification).
    mutating func answer(_ line: Data) async -> [String: Any]? {
        guard let json = JSONLine.decode(line) else {
            return Self.error(nil, -32700, "parse error: the line is not JSON")
        }
        guard let request = json as? [String: Any], let method = request["method"] as? String else {
            return Self.error((json as? [String: Any])?["id"], -32600, "invalid request: a request is an object with a method")
        }
        guard let id = request["id"], !ProtocolValues.isNull(id) else {
            if method == "shutdown" { finished = true }
            return nil
        }
        do {
            return ["jsonrpc": "2.0", "id": id, "result": try await call(method, request["params"])]
        } catch let refusal as Refusal {
            return Self.error(id, refusal.code, refusal.message)
        } catch {
            return Self.error(id, -32000, "\(definition.name): \(error)")
        }
    }

    static func error(_ id: Any?, _ code: Int, _ message: String) -> [String: Any] {
        ["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code, "message": message]]
    }

    // MARK: - Methods

    private mutating func call(_ method: String, _ given: Any?) async throws -> Any {
        guard let params = given as? [String: Any] ?? (ProtocolValues.isNull(given) ? [:] : nil) else {
            throw Refusal.invalidParams("params should be an object, not \(ProtocolValues.show(given!))")
        }
        switch method {
        case "initialize": return try initialize(params)
        case "resolve":
            let (intent, intentHandler, current) = try request(params)
            let parameter = try self.parameter(params, of: intent)
            guard let resolve = intentHandler.resolvers[parameter.name] else {
                throw Refusal.invalidParams("\(definition.name) does not resolve \(intent.name).\(parameter.name)")
            }
            let candidate = try decode(params["value"], as: parameter.type, path: "value")
            return encode(try await resolve(candidate == .nothing ? nil : candidate, current, context))
        case "options", "search", "default":
            let (intent, intentHandler, current) = try request(params)
            let parameter = try self.parameter(params, of: intent)
            let name = parameter.name
            let missing = Refusal.invalidParams("\(intent.name).\(name) has no \(method) provider; its definition does not say '\(method) dynamic'")
            if method == "options" {
                guard let provide = intentHandler.optionProviders[name] else { throw missing }
                return encode(try await provide(current, context))
            }
            if method == "search" {
                guard let search = intentHandler.searchers[name] else { throw missing }
                guard let term = params["term"] as? String else { throw Refusal.invalidParams("search needs a 'term' string") }
                return encode(try await search(term, current, context))
            }
            guard let provide = intentHandler.defaults[name] else { throw missing }
            return ["value": try await provide(current, context).map(values.encode) ?? NSNull()]
        case "confirm":
            let (_, intentHandler, current) = try request(params)
            guard let confirm = intentHandler.confirm, let refusal = try await confirm(current, context) else { return ["ready": true] }
            return encode(refusal)
        case "handle":
            let (_, intentHandler, current) = try request(params)
            var keyed = context
            keyed.idempotencyKey = params["idempotencyKey"] as? String
            return encode(try await intentHandler.handle(current, keyed))
        default:
            throw Refusal(code: -32601, message: "unknown method '\(method)'")
        }
    }

    private mutating func initialize(_ params: [String: Any]) throws -> Any {
        guard params["protocol"] as? Int == AppConnection.protocolVersion else {
            throw Refusal.invalidParams("\(definition.name) speaks protocol \(AppConnection.protocolVersion), not \(params["protocol"].map(ProtocolValues.show) ?? "none")")
        }
        if let runID = params["runId"] as? String { context.runID = runID }
        if let directory = params["stateDirectory"] as? String { context.stateDirectory = URL(fileURLWithPath: directory) }
        var resolve: [String: [String]] = [:]
        for (name, intentHandler) in handler.intents where !intentHandler.resolvers.isEmpty {
            resolve[name] = intentHandler.resolvers.keys.sorted()
        }
        let confirm = handler.intents.filter { $0.value.confirm != nil }.keys.sorted()
        return ["protocol": AppConnection.protocolVersion, "resolve": resolve, "confirm": confirm]
    }

    /// The intent a request names, its handler, and its values decoded by the definition's types.
    private func request(_ params: [String: Any]) throws -> (IntentModel, IntentHandler, IntentValues) {
        guard let name = params["intent"] as? String else { throw Refusal.invalidParams("the request names no intent") }
        guard let intent = definition.intent(name), let intentHandler = handler.intents[name] else {
            throw Refusal.invalidParams("\(definition.name) has no intent '\(name)'")
        }
        guard let given = params["values"] as? [String: Any] ?? (params["values"] == nil ? [:] : nil) else {
            throw Refusal.invalidParams("'values' should be an object of parameter name to value")
        }
        var current: IntentValues = [:]
        for (key, json) in given {
            guard let parameter = intent.parameter(key) else { throw Refusal.invalidParams("\(name) has no parameter '\(key)'") }
            let value = try decode(json, as: parameter.type, path: "values.\(key)")
            if value != .nothing { current[key] = value }
        }
        return (intent, intentHandler, current)
    }

    private func parameter(_ params: [String: Any], of intent: IntentModel) throws -> ParameterModel {
        guard let name = params["parameter"] as? String, let parameter = intent.parameter(name) else {
            throw Refusal.invalidParams("\(intent.name) has no parameter \(params["parameter"].map(ProtocolValues.show) ?? "named")")
        }
        return parameter
    }

    private func decode(_ json: Any?, as type: FlowType, path: String) throws -> RuntimeValue {
        do { return try values.decode(json, as: type, path: path) } catch { throw Refusal.invalidParams(error.description) }
    }

    // MARK: - Answers

    private func encode(_ response: IntentResponse) -> [String: Any] {
        ["code": response.code, "properties": values.encode(response.properties), "continueInApp": response.continueInApp ?? NSNull()]
    }

    private func encode(_ result: ResolutionResult) -> [String: Any] {
        switch result {
        case .success(let value): ["result": "success", "value": values.encode(value)]
        case .needsValue: ["result": "needsValue"]
        case .disambiguation(let options): ["result": "disambiguation", "options": options.map(values.encode)]
        case .confirmationRequired(let value): ["result": "confirmationRequired", "value": values.encode(value)]
        case .unsupported(let reason): ["result": "unsupported", "reason": reason]
        case .notRequired: ["result": "notRequired"]
        }
    }
}

extension AppServer {
    /// Options as the protocol carries them: a plain list when there is one
    /// untitled section without subtitles, else titled sections whose
    /// options carry their subtitles.
    func encode(_ list: OptionList) -> [String: Any] {
        let plain = list.sections.count <= 1 && list.sections.first?.title == nil
            && list.sections.allSatisfy { $0.options.allSatisfy { $0.subtitle == nil || $0.subtitle == $0.value.objectSubtitle } }
        func option(_ option: OptionList.Option) -> Any {
            guard let subtitle = option.subtitle, subtitle != option.value.objectSubtitle else { return values.encode(option.value) }
            return ["value": values.encode(option.value), "subtitle": subtitle]
        }
        if plain { return ["options": list.values.map(values.encode)] }
        return ["sections": list.sections.map { section -> [String: Any] in
            var fields: [String: Any] = ["options": section.options.map(option)]
            if let title = section.title { fields["title"] = title }
            return fields
        }]
    }
}
