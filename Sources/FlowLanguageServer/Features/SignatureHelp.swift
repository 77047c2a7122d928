import FlowCompiler
import FlowState

/// `textDocument/signatureHelp`: inside a call, the action's parameters
/// with the current one marked: an intent's by name and type (its sentence
/// as the label's documentation), a built-in action's as `flow help actions`
/// lists them.
extension LanguageServer {
    func signatureHelp(_ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        let document = try document(params)
        guard let offset = document.positions(encoding).offset(params["position"]) else { throw .invalidParams("signatureHelp gives a position") }
        let context = CursorContext(file: document.file, offset: offset)
        guard context.place == .code, let call = CallContext(context) else { return .null }
        let currentLabel = call.currentLabel
        if call.callee.count == 2 {
            guard let app = analysis(of: document).visibleApps.first(where: { $0.name == call.callee[0] }), let intent = app.intent(call.callee[1]) else { return .null }
            let parameters = intent.parameters.filter(\.isConfigurable)
            let labels = parameters.map { "\($0.name): \($0.type)" }
            let active = currentLabel.flatMap { label in parameters.firstIndex { $0.name == label } }
                ?? parameters.firstIndex { !call.givenLabels.contains($0.name) } ?? 0
            return Signature.help(label: "\(app.name).\(intent.name)", parameters: labels, documentation: intent.sentence,
                                  parameterDocs: parameters.map { $0.prompt?.source ?? $0.displayName }, active: active)
        }
        guard let action = ActionCatalog.named(call.callee[0]) else { return .null }
        let labels = action.parameters.map(\.signature)
        let active = currentLabel.flatMap { label in action.parameters.firstIndex { $0.label == label } }
            ?? (call.argumentIndex == 0 ? action.parameters.firstIndex { $0.label == nil } : nil)
            ?? action.parameters.firstIndex { parameter in parameter.label.map { !call.givenLabels.contains($0) } ?? false } ?? 0
        return Signature.help(label: action.name, parameters: labels, documentation: action.sentence,
                              parameterDocs: action.parameters.map { ($0.isOptional ? "optional" : "required") + ($0.help.map { ": \($0)" } ?? "") }, active: active)
    }
}

enum Signature {
    /// One signature, `name(a: T, b: U)`, each parameter by its offsets in the label.
    static func help(label name: String, parameters: [String], documentation: String, parameterDocs: [String], active: Int) -> JSONValue {
        var label = name + "("
        var parts: [JSONValue] = []
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { label += ", " }
            let start = label.utf16.count
            label += parameter
            parts.append(["label": [JSONValue(start), JSONValue(label.utf16.count)], "documentation": JSONValue(parameterDocs[index])])
        }
        label += ")"
        return ["signatures": [["label": JSONValue(label), "documentation": JSONValue(documentation), "parameters": .array(parts)]],
                "activeSignature": 0, "activeParameter": JSONValue(min(active, max(parameters.count - 1, 0)))]
    }
}
