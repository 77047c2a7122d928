import FlowCompiler
import FlowDiagnostics
import FlowSyntax
import FlowState

/// `textDocument/definition`: where a name is declared. A variable's `let`
/// (or `var`, input, loop item), the step a magic variable names, and, in
/// whichever file declares them (a `use`d file, an app on the search path,
/// a built-in app's installed definition), apps, intents, parameters,
/// enums, their cases, types and shortcuts.
extension LanguageServer {
    func definition(_ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        let site = try site(params)
        guard let (symbol, _) = Symbol.at(site.offset, in: site.analysis) else { return .null }
        if case .usedFile(let path) = symbol, let uri = project.uri(forPath: path) {
            return ["uri": JSONValue(uri), "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]]
        }
        guard let (file, range) = Declarations.find(symbol, in: site.analysis) else { return .null }
        return location(path: file.path, range: range, file: file) ?? .null
    }
}

/// Finds declarations in the files of an analysis's workspace.
enum Declarations {
    static func find(_ symbol: Symbol, in analysis: Analysis) -> (SourceFile, SourceRange)? {
        guard let file = analysis.file else { return nil }
        switch symbol {
        case .variable(_, _, _, let declaration): return (file, declaration)
        case .magic(_, _, let producedAt): return (file, producedAt)
        case .app(let app): return appDecl(app, in: analysis).map { ($0.0, $0.1.name.range) }
        case .intent(let intent, let app): return intentDecl(intent.name, of: app, in: analysis).map { ($0.0, $0.1.name.range) }
        case .parameter(let parameter, let intent, let app):
            guard let (file, decl) = intentDecl(intent.name, of: app, in: analysis) else { return nil }
            for case .param(let param) in decl.clauses where param.name.name == parameter.name { return (file, param.name.range) }
            return nil
        case .enumCase(let enumCase, let model):
            guard let app = analysis.program.apps.first(where: { $0.name == model.app }), let (file, decl) = appDecl(app, in: analysis) else { return nil }
            for case .enumDecl(let enumDecl) in decl.members where enumDecl.name.name == model.name {
                if let item = enumDecl.cases.first(where: { $0.name.name == enumCase.name }) { return (file, item.name.range) }
            }
            return nil
        case .type(.enumeration(let appName, let name)), .type(.custom(let appName, let name)):
            guard let app = analysis.program.apps.first(where: { $0.name == appName }), let (file, decl) = appDecl(app, in: analysis) else { return nil }
            for member in decl.members {
                if case .enumDecl(let enumDecl) = member, enumDecl.name.name == name { return (file, enumDecl.name.range) }
                if case .typeDecl(let typeDecl) = member, typeDecl.name.name == name { return (file, typeDecl.name.range) }
            }
            return nil
        case .shortcut(let name):
            return shortcuts(named: name, in: analysis).first.map { ($0.0, $0.1.name.range) }
        case .provided, .action, .actionParameter, .property, .type, .usedFile:
            return nil
        }
    }

    /// The `app` declaration of a model, in the file that declares it.
    static func appDecl(_ app: AppModel, in analysis: Analysis) -> (SourceFile, AppDecl)? {
        guard let unit = analysis.unit(atPath: app.path) else { return nil }
        for decl in unit.parse.syntax.declarations {
            if case .app(let appDecl) = decl.kind, appDecl.name.name == app.name { return (unit.file, appDecl) }
        }
        return nil
    }

    static func intentDecl(_ name: String, of app: AppModel, in analysis: Analysis) -> (SourceFile, IntentDecl)? {
        guard let (file, decl) = appDecl(app, in: analysis) else { return nil }
        for case .intent(let intent) in decl.members where intent.name.name == name { return (file, intent) }
        return nil
    }

    /// Shortcuts of that name: the document's first, then those of the files it uses.
    static func shortcuts(named name: String, in analysis: Analysis) -> [(SourceFile, ShortcutDecl)] {
        var found: [(SourceFile, ShortcutDecl)] = []
        let keys = analysis.workspace.order
        for key in keys {
            guard let unit = analysis.workspace.units[key] else { continue }
            for decl in unit.parse.syntax.declarations {
                if case .shortcut(let shortcut) = decl.kind, shortcut.name.plainText == name { found.append((unit.file, shortcut)) }
            }
        }
        return found
    }
}
