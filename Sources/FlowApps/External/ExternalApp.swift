import Foundation
import FlowCompiler
import FlowRuntime
import FlowState

/// An app declared `handler exec ...`, as an `AppHandler` like any Swift one:
/// each phase of the lifecycle becomes a request to the app's program, and
/// each answer is checked against the definition before it is used. So a
/// shortcut cannot tell the two kinds of app apart.
enum ExternalApp {
    /// The handler for `definition`, talking through `connection`; `errorLog`
    /// is where the program's standard error goes, for failures to point at.
    static func handler(for definition: AppModel, apps: [AppModel], connection: AppConnection, errorLog: String? = nil) -> AppHandler {
        let values = ProtocolValues(apps: apps)
        var intents: [String: IntentHandler] = [:]
        for intent in definition.intents {
            var handler = intentHandler(intent, app: definition.name, values: values, connection: connection)
            handler.errorLog = errorLog
            intents[intent.name] = handler
        }
        return AppHandler(app: definition.name, intents: intents)
    }

    static func intentHandler(_ intent: IntentModel, app: String, values: ProtocolValues, connection: AppConnection) -> IntentHandler {
        let name = intent.name
        var handler = IntentHandler { current, context in
            var params: [String: Any] = ["intent": name, "values": values.encode(current)]
            // The same for every attempt of this step of this run: an app that keeps it does the work once.
            if let key = context.idempotencyKey { params["idempotencyKey"] = key }
            let answer = try await connection.call("handle", params)
            return try response(answer, intent: intent, app: app, phase: "handle", values: values)
        }
        // The program is started (and the handshake made) in a phase of its own.
        handler.start = { _ in _ = try await connection.ready() }
        handler = handler.confirming { current, _ in
            let handshake = try await connection.ready()
            guard (handshake["confirm"] as? [String] ?? []).contains(name) else { return nil }
            let answer = try await connection.call("confirm", ["intent": name, "values": values.encode(current)])
            if (answer as? [String: Any])?["ready"] as? Bool == true { return nil }
            return try response(answer, intent: intent, app: app, phase: "confirm", values: values)
        }
        for parameter in intent.parameters {
            let where_ = "\(app).\(name)"
            handler = handler.resolving(parameter.name) { candidate, current, _ in
                let handshake = try await connection.ready()
                let resolved = (handshake["resolve"] as? [String: Any])?[name] as? [String] ?? []
                guard resolved.contains(parameter.name) else { return ResolutionResult.standard(for: parameter, candidate: candidate) }
                let answer = try await connection.call("resolve", ["intent": name, "parameter": parameter.name,
                                                                   "value": candidate.map(values.encode) ?? NSNull(),
                                                                   "values": values.encode(current)])
                return try resolution(answer, parameter: parameter, app: app, intent: name, values: values)
            }
            let elementType: FlowType = if case .list(let element) = parameter.type { element } else { parameter.type }
            if parameter.hasDynamicOptions {
                handler = handler.providingOptions(parameter.name) { current, _ in
                    let answer = try await connection.call("options", ["intent": name, "parameter": parameter.name, "values": values.encode(current)])
                    return try options(answer, type: elementType, path: "\(where_) options for '\(parameter.name)'", app: app, values: values)
                }
            }
            if parameter.hasDynamicSearch {
                handler = handler.searching(parameter.name) { term, current, _ in
                    let answer = try await connection.call("search", ["intent": name, "parameter": parameter.name, "term": term,
                                                                      "values": values.encode(current)])
                    return try options(answer, type: elementType, path: "\(where_) search results for '\(parameter.name)'", app: app, values: values)
                }
            }
            if parameter.hasDynamicDefault {
                handler = handler.providingDefault(parameter.name) { current, _ in
                    let answer = try await connection.call("default", ["intent": name, "parameter": parameter.name, "values": values.encode(current)])
                    let value = (answer as? [String: Any])?["value"]
                    let decoded = try decode(value, as: parameter.type, path: "\(where_) default for '\(parameter.name)'", app: app, values: values)
                    return decoded == .nothing ? nil : decoded
                }
            }
        }
        return handler
    }

    // MARK: - Answers, checked against the definition

    static func mismatch(_ app: String, _ text: String) -> AppConnection.Failure {
        AppConnection.Failure(description: "the app \(app) answered something its definition does not allow: \(text)")
    }

    static func decode(_ json: Any?, as type: FlowType, path: String, app: String, values: ProtocolValues) throws -> RuntimeValue {
        do { return try values.decode(json, as: type, path: path) } catch { throw mismatch(app, error.description) }
    }

    static func response(_ answer: Any, intent: IntentModel, app: String, phase: String, values: ProtocolValues) throws -> IntentResponse {
        guard let fields = answer as? [String: Any], let code = fields["code"] as? String else {
            throw mismatch(app, "\(intent.name)'s \(phase) should answer {\"code\": ..., \"properties\": {...}}, not \(ProtocolValues.show(answer))")
        }
        let codes = ["success", "failure", "ready", "inProgress", "continueInApp", "failureRequiringAppLaunch"] + intent.response.codes.map(\.name)
        guard codes.contains(code) else {
            throw mismatch(app, "'\(code)' is not a response code of \(intent.name); it has " + intent.response.codes.map { "'\($0.name)'" }.joined(separator: ", "))
        }
        var properties: [String: RuntimeValue] = [:]
        let given = fields["properties"] as? [String: Any] ?? [:]
        for property in intent.response.properties where given[property.name] != nil {
            properties[property.name] = try decode(given[property.name], as: property.type,
                                                   path: "\(intent.name)'s '\(property.name)'", app: app, values: values)
        }
        for key in given.keys where !intent.response.properties.contains(where: { $0.name == key }) {
            throw mismatch(app, "\(intent.name)'s response has no property '\(key)'")
        }
        return IntentResponse(code: code, properties: properties, continueInApp: fields["continueInApp"] as? String)
    }

    static func resolution(_ answer: Any, parameter: ParameterModel, app: String, intent: String, values: ProtocolValues) throws -> ResolutionResult {
        let path = "\(app).\(intent) resolving '\(parameter.name)'"
        guard let fields = answer as? [String: Any], let result = fields["result"] as? String else {
            throw mismatch(app, "\(path) should answer {\"result\": ...}, not \(ProtocolValues.show(answer))")
        }
        switch result {
        case "success": return .success(try decode(fields["value"], as: parameter.type, path: path, app: app, values: values))
        case "needsValue": return .needsValue
        case "notRequired": return .notRequired
        case "confirmationRequired":
            return .confirmationRequired(try decode(fields["value"], as: parameter.type, path: path, app: app, values: values))
        case "unsupported":
            // Only a reason the parameter declares (or a standard one) has words to say.
            let reason = fields["reason"] as? String ?? ""
            let declared = parameter.unsupportedReasons.keys.sorted() + IntentLifecycle.standardReasons.keys.sorted()
            guard declared.contains(reason) else {
                throw mismatch(app, "\(path): 'unsupported' with the reason '\(reason)', which '\(parameter.name)' does not declare"
                               + " (declare it: unsupported \(reason.isEmpty ? "REASON" : reason) \"...\"; the reasons it has: "
                               + declared.map { "'\($0)'" }.joined(separator: ", ") + ")")
            }
            return .unsupported(reason: reason)
        case "disambiguation":
            let element: FlowType = if case .list(let inner) = parameter.type { inner } else { parameter.type }
            return .disambiguation(try options(fields, type: element, path: path, app: app, values: values).values)
        default:
            throw mismatch(app, "\(path): '\(result)' is not a resolution result (success, needsValue, disambiguation, confirmationRequired, unsupported, notRequired)")
        }
    }

    /// `{"options": [O, ...]}` or `{"sections": [{"title": "Nearby", "options": [O, ...]}, ...]}`,
    /// where each O is a value, or `{"value": V, "subtitle": "..."}`.
    static func options(_ answer: Any, type: FlowType, path: String, app: String, values: ProtocolValues) throws -> OptionList {
        let fields = answer as? [String: Any]
        let isDictionary = if case .dictionary = type { true } else { false }
        func section(_ list: [Any], title: String?, path: String) throws -> OptionList.Section {
            OptionList.Section(title, try list.enumerated().map { index, item in
                let itemPath = "\(path)[\(index)]"
                if let wrapper = item as? [String: Any], wrapper["value"] != nil, wrapper["identifier"] == nil, !isDictionary {
                    let subtitle = wrapper["subtitle"]
                    guard subtitle == nil || subtitle is String || subtitle is NSNull else {
                        throw mismatch(app, "\(itemPath).subtitle should be text, not \(ProtocolValues.show(subtitle!))")
                    }
                    return OptionList.Option(try decode(wrapper["value"], as: type, path: itemPath, app: app, values: values), subtitle: subtitle as? String)
                }
                return OptionList.Option(try decode(item, as: type, path: itemPath, app: app, values: values))
            })
        }
        if let list = fields?["options"] as? [Any] {
            return OptionList(sections: [try section(list, title: nil, path: path)])
        }
        if let sections = fields?["sections"] as? [Any] {
            return OptionList(sections: try sections.enumerated().map { index, item in
                guard let fields = item as? [String: Any], let list = fields["options"] as? [Any], fields["title"] == nil || fields["title"] is String else {
                    throw mismatch(app, "\(path) section \(index) should be {\"title\": \"...\", \"options\": [...]}, not \(ProtocolValues.show(item))")
                }
                return try section(list, title: fields["title"] as? String, path: "\(path) section \(index)")
            })
        }
        throw mismatch(app, "\(path) should be {\"options\": [...]} or {\"sections\": [...]}, not \(ProtocolValues.show(answer))")
    }
}

extension ResolutionResult {
    /// What the lifecycle does for a parameter no handler resolves: a value
    /// is accepted, a required parameter without one is asked for, and any
    /// other is left out.
    static func standard(for parameter: ParameterModel, candidate: RuntimeValue?) -> ResolutionResult {
        if let candidate { return .success(candidate) }
        return parameter.isRequired ? .needsValue : .notRequired
    }
}
