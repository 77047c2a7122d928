import FlowState

/// What the client said it can do, as far as answers depend on it.
struct ClientCapabilities {
    /// Completion items may be snippets (`shortcut "${1:Name}" {...}`).
    var snippets = false
    /// Document symbols may nest (apps hold intents); else a flat list.
    var hierarchicalSymbols = false
    /// Markdown in hovers and documentation; else plain text.
    var markdown = false

    init() {}

    init(_ capabilities: JSONValue?) {
        let text = capabilities?["textDocument"]
        snippets = text?["completion"]?["completionItem"]?["snippetSupport"]?.bool ?? false
        hierarchicalSymbols = text?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.bool ?? false
        markdown = text?["hover"]?["contentFormat"]?.array?.contains { $0.string == "markdown" } ?? false
    }
}

extension LanguageServer {
    /// `initialize`: the root folder, the position encoding, and what this server answers.
    func initialize(_ params: JSONValue) -> JSONValue {
        let folder = params["workspaceFolders"]?.array?.first?["uri"]?.string ?? params["rootUri"]?.string
        if let folder { project.root = DocumentURI.path(folder) } else if let path = params["rootPath"]?.string { project.root = path }
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = PositionEncoding.negotiate(offered)
        client = ClientCapabilities(params["capabilities"])
        initialized = true
        let capabilities: JSONValue = [
            "positionEncoding": JSONValue(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": false],
            "completionProvider": ["triggerCharacters": [".", "(", ",", "{"], "resolveProvider": false],
            "hoverProvider": true,
            "signatureHelpProvider": ["triggerCharacters": ["(", ","], "retriggerCharacters": [":"]],
            "definitionProvider": true,
            "referencesProvider": true,
            "renameProvider": ["prepareProvider": true],
            "documentSymbolProvider": true,
            "workspaceSymbolProvider": true,
            "documentFormattingProvider": true,
            "documentRangeFormattingProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "semanticTokensProvider": ["legend": SemanticTokens.legend, "full": true, "range": false],
        ]
        return ["capabilities": capabilities, "serverInfo": ["name": "flow", "version": JSONValue(Self.version)]]
    }

    // MARK: - Text synchronization

    func didOpen(_ params: JSONValue) throws(RPC.Failure) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            throw .invalidParams("didOpen gives the textDocument's uri and text")
        }
        project.open(Document(uri: uri, version: item["version"]?.int ?? 0, text: Array(text.utf8)))
        analyses[uri] = nil
        changed(uri)
    }

    func didChange(_ params: JSONValue) throws(RPC.Failure) {
        guard let uri = params["textDocument"]?["uri"]?.string, let changes = params["contentChanges"]?.array else {
            throw .invalidParams("didChange gives the textDocument's uri and the contentChanges")
        }
        guard let document = project.document(uri) else { throw RPC.Failure(code: RPC.Failure.invalidParams, message: "'\(uri)' is not open") }
        try document.apply(changes, version: params["textDocument"]?["version"]?.int, encoding: encoding)
        changed(uri)
    }

    func didClose(_ params: JSONValue) throws(RPC.Failure) {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("didClose gives the textDocument's uri") }
        project.close(uri)
        analyses[uri] = nil
        pending.remove(uri)
        clearDiagnostics(of: uri)
        // Documents that use it now read it from the disk.
        pending.formUnion(project.documents.keys)
    }

    /// A document's text changed: its diagnostics are owed, and so are those
    /// of every other open document whose last check read it (it uses it).
    func changed(_ uri: String) {
        pending.insert(uri)
        guard let path = project.document(uri)?.path else { return }
        for (other, analysis) in analyses where other != uri && analysis.unit(atPath: path) != nil {
            analyses[other] = nil
            pending.insert(other)
        }
    }
}
