import FlowCompiler
import FlowDiagnostics
import FlowState

/// `textDocument/codeAction`: every fix-it of the diagnostics at the range,
/// as a quick fix (did you mean, add `requires`, remove a label, the lint
/// fixes). The fix-its are the checker's and the linter's own edits; the
/// first of each diagnostic is marked preferred, so "fix all" picks it.
extension LanguageServer {
    func codeActions(_ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("codeAction names its textDocument") }
        if let only = params["context"]?["only"]?.array?.compactMap(\.string), !only.contains(where: { "quickfix".hasPrefix($0) || $0.hasPrefix("quickfix") }) {
            return []
        }
        if let document = project.document(uri), analyses[uri]?.revision != document.revision {
            // Published diagnostics are for the text as it was: bring them up to date first.
            pending.insert(uri)
            publishPending()
        }
        // Lint's fix-its come with its warnings, published once the editor is quiet: not later than now.
        if lintPending.contains(uri) { publishLint() }
        guard let published = published[uri], let first = published.first else { return [] }
        guard let range = PositionMap(file: first.file, encoding: encoding).range(params["range"]) else {
            throw .invalidParams("codeAction gives a range")
        }
        var actions: [JSONValue] = []
        for entry in published where entry.diagnostic.range.start <= range.end && range.start <= entry.diagnostic.range.end {
            let positions = PositionMap(file: entry.file, encoding: encoding)
            for (index, fixIt) in entry.diagnostic.fixIts.enumerated() {
                let edit: JSONValue = ["range": positions.json(fixIt.range), "newText": JSONValue(fixIt.replacement)]
                actions.append(["title": JSONValue(fixIt.message.capitalizedFirst), "kind": "quickfix", "diagnostics": [entry.json],
                                "isPreferred": JSONValue(index == 0), "edit": ["changes": .object([uri: [edit]])]])
            }
        }
        return .array(actions)
    }
}
