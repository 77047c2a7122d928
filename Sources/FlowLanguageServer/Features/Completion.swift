import FlowCompiler
import FlowDiagnostics
import FlowSyntax
import FlowState

/// `textDocument/completion`: what may be written at the cursor.
///
/// The place is read from the tokens before the cursor (`CursorContext`,
/// `CallContext`); what fits there comes from the model and the checker:
/// apps after `use`, an app's intents after `App.`, the parameters a call
/// has not been given yet, an enum's cases after `label: .`, a value's
/// properties after `value.` (also in `${...}`), the capabilities after
/// `requires`, and elsewhere the names in scope, the built-in actions, the
/// apps, keywords and snippets.
extension LanguageServer {
    func completion(_ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        let document = try document(params)
        guard let offset = document.positions(encoding).offset(params["position"]) else {
            throw .invalidParams("completion gives a position {line, character}")
        }
        let context = CursorContext(file: document.file, offset: offset)
        guard context.place == .code else { return ["isIncomplete": false, "items": []] }
        let items = Completions(server: self, document: document, offset: offset, context: context).items()
        // A keyword that also comes as a snippet (`if`, `while`) is offered once, as the snippet.
        let snippets = Set(items.filter { $0.kind == .snippet }.map(\.label))
        let unique = items.filter { $0.kind != .keyword || !snippets.contains($0.label) }
        return ["isIncomplete": false, "items": .array(unique.map(\.json))]
    }
}

/// The completions at one place: decides what kind of place it is, then asks
/// the model or the checker (through a probe) for what fits.
struct Completions {
    let server: LanguageServer
    let document: Document
    let offset: Int
    let context: CursorContext

    var project: Project { server.project }

    func items() -> [CompletionItem] {
        let tokens = context.tokens
        let line = context.lineTokens
        // `use |`: the apps a file can use.
        if line.count == 1, let first = line.first, context.text(first) == "use", context.openBlocks.isEmpty {
            return apps()
        }
        // `requires a, |`: the capabilities not listed yet.
        if let first = line.first, context.text(first) == "requires", line.count >= 1,
           line.last?.kind == .comma || line.count == 1 {
            let listed = Set(line.dropFirst().filter { $0.kind == .identifier }.map(context.text))
            return Capability.allCases.filter { !listed.contains($0.rawValue) }.map(CompletionItem.capability)
        }
        if let previous = context.previous, previous.kind == .dot {
            let record = Probe.record(document, at: offset, project: project)
            let before = tokens.count >= 2 ? tokens[tokens.count - 2] : nil
            // `App.|`: the app's intents.
            if let before, before.kind == .identifier, tokens.count < 3 || tokens[tokens.count - 3].kind != .dot,
               let app = knownApp(context.text(before), record: record) {
                return app.intents.filter { !$0.isDeprecated && $0.isConfigurable }.map { CompletionItem.intent($0, app: app) }
            }
            // `value.|`: the base's properties.
            if let member = record.members.first(where: { record.isProbe($0.name.name) }) {
                return properties(of: member.baseType, apps: visibleApps(record))
            }
            // `soup: .|`: the expected enum's cases.
            if let implicit = record.implicitMembers.first(where: { record.isProbe($0.name.name) }), let expected = implicit.expected {
                return cases(of: expected, apps: visibleApps(record))
            }
            return []
        }
        if context.openBlocks.isEmpty && !context.inInterpolation {
            return ContextualKeywords.declarations.map { CompletionItem.declaration($0, snippets: server.client.snippets) }
        }
        // `type: |` of a parameter that takes only some values: those values.
        if let call = CallContext(context), let choices = choices(call) {
            return choices
        }
        let record = Probe.record(document, at: offset, project: project)
        var items: [CompletionItem] = []
        if let call = CallContext(context), call.atArgumentStart {
            items += labels(call, record: record)
        }
        return items + general(record)
    }

    /// The apps `use Name` can name: built in, on the search path, and declared in open documents.
    func apps() -> [CompletionItem] {
        var seen: Set<String> = []
        var items: [CompletionItem] = []
        let workspace = project.makeWorkspace()
        for definition in workspace.appDefinitions() where seen.insert(definition.app).inserted {
            items.append(.app(definition.app, detail: definition.isBuiltin ? "built in" : definition.path))
        }
        for analysis in server.analyses.values {
            for app in analysis.program.apps where seen.insert(app.name).inserted {
                items.append(.app(app.name, detail: app.displayName))
            }
        }
        return items
    }

    /// The apps the document can see, as the probe's check saw them.
    func visibleApps(_ record: CheckRecord) -> [AppModel] {
        record.visibleApps[document.path] ?? []
    }

    func knownApp(_ name: String, record: CheckRecord) -> AppModel? {
        visibleApps(record).first { $0.name == name }
    }

    func properties(of type: FlowType, apps: [AppModel]) -> [CompletionItem] {
        (Members(apps: apps).members(of: type) ?? []).map(CompletionItem.property)
    }

    func cases(of type: FlowType, apps: [AppModel]) -> [CompletionItem] {
        guard case .enumeration(let appName, let name) = type, let model = apps.first(where: { $0.name == appName })?.enumModel(name) else { return [] }
        return model.cases.map { CompletionItem.enumCase($0, of: model) }
    }

    /// The parameters of the call's action not given yet, each with its type.
    func labels(_ call: CallContext, record: CheckRecord) -> [CompletionItem] {
        let given = Set(call.givenLabels)
        if call.callee.count == 2, let app = knownApp(call.callee[0], record: record), let intent = app.intent(call.callee[1]) {
            return intent.parameters.filter { !given.contains($0.name) && $0.isConfigurable && !$0.isDeprecated }.map(CompletionItem.parameter)
        }
        if call.callee.count == 1, let action = ActionCatalog.named(call.callee[0]) {
            return action.parameters.filter { parameter in parameter.label.map { !given.contains($0) } ?? false }.map(CompletionItem.parameter)
        }
        return []
    }

    /// The values a built-in action's parameter takes, right after its label.
    func choices(_ call: CallContext) -> [CompletionItem]? {
        guard call.callee.count == 1, let label = call.currentLabel, call.currentValueIsEmpty,
              let parameter = ActionCatalog.named(call.callee[0])?.parameter(labeled: label), !parameter.choices.isEmpty else { return nil }
        return parameter.choices.map { CompletionItem.choice($0, of: parameter) }
    }

    /// Anywhere a statement or a value may start: the names in scope (from
    /// the checker, at a probe), the built-in actions, the apps, and keywords.
    func general(_ record: CheckRecord) -> [CompletionItem] {
        var items = (record.scopeAtProbe ?? []).map(CompletionItem.name)
        items += ActionCatalog.all.map(CompletionItem.action)
        items += visibleApps(record).map { .app($0.name, detail: $0.displayName) }
        let blocks = context.openBlocks
        let atStatementStart = context.lineTokens.isEmpty && !context.inInterpolation
        if atStatementStart {
            switch blocks.first {
            case "app" where blocks.count == 1: return ContextualKeywords.appMembers.map(CompletionItem.keyword)
            case "app" where blocks.count == 2: return ContextualKeywords.intentClauses.map(CompletionItem.keyword)
            case "app" where blocks.count == 3: return ContextualKeywords.parameterClauses.map(CompletionItem.keyword)
            case "automation" where blocks.count == 1:
                return items + ContextualKeywords.automationClauses.map(CompletionItem.keyword)
            default: break
            }
            items += CompletionItem.statementSnippets(snippets: server.client.snippets)
            items += ContextualKeywords.statements.map(CompletionItem.keyword)
            if blocks.count == 1 { items += ContextualKeywords.metadata.map(CompletionItem.keyword) }
        }
        // The reserved words, from the lexer's one list (those with a snippet come as the snippet).
        items += TokenKind.reservedWords.keys.sorted().map(CompletionItem.keyword)
        return items
    }
}
