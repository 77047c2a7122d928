import Foundation
import FlowDiagnostics
import FlowSyntax

/// Checks a workspace and builds its program graph.
///
/// Order: every file's apps are built (in load order, so a file may use the
/// types of apps loaded before it), each with its gallery shortcuts checked
/// against the app alone; then each file's shortcuts and
/// automations are checked against the apps that file can see: its own,
/// those of the files it uses, and the apps it names (`use SoupChef`).
/// Files with syntax errors are checked too: the parser leaves an error node
/// where a statement or clause did not parse, and the checker checks the
/// rest without a cascade from it, so a line being typed hides no other
/// mistake. (Nothing runs a program whose files have errors.)
public enum Compiler {
    /// `handler builtin` for an app no Swift handler is registered for.
    static func unregisteredBuiltin(_ decl: AppDecl, app: AppModel, registered: Set<String>?) -> Diagnostic? {
        guard let registered, app.handler == .builtin, !registered.contains(app.name) else { return nil }
        let clause = decl.members.lazy.compactMap { member -> HandlerClause? in
            if case .handler(let clause) = member, clause.kind == .builtin { return clause }
            return nil
        }.first
        guard let clause else { return nil }
        let known = registered.sorted().map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(id: "compiler.unknown-builtin",
                          message: "'handler builtin' runs a Swift handler registered as '\(app.name)', and there is none here"
                              + (known.isEmpty ? "" : " (the built-in apps: \(known))")
                              + "; an app of your own is run by its program: handler exec \"PROGRAM\"",
                          range: clause.range)
    }

    /// With `record`, the checker writes down what it saw in shortcut and
    /// automation bodies (names, scopes, types, calls) for an editor.
    public static func compile(_ workspace: Workspace, recording record: CheckRecord? = nil) -> ProgramGraph {
        var appsByFile: [String: [AppModel]] = [:]
        var allApps: [AppModel] = []
        for key in workspace.order {
            guard let unit = workspace.units[key] else { continue }
            var apps: [AppModel] = []
            for decl in unit.parse.syntax.declarations {
                guard case .app(let appDecl) = decl.kind else { continue }
                var builder = AppModelBuilder(decl: appDecl, path: unit.file.path, otherApps: allApps, diagnostics: DiagnosticBag())
                var app = builder.build()
                for diagnostic in builder.diagnostics.diagnostics { workspace.report(diagnostic, in: key) }
                if let diagnostic = unregisteredBuiltin(appDecl, app: app, registered: workspace.builtinHandlers) { workspace.report(diagnostic, in: key) }
                app.gallery = GalleryChecker.check(appDecl, app: app, file: unit.file) { workspace.report($0, in: key) }
                apps.append(app)
                if !allApps.contains(where: { $0.name == app.name }) { allApps.append(app) }
            }
            appsByFile[key] = apps
        }

        var shortcuts: [ShortcutGraph] = []
        var automations: [AutomationGraph] = []
        for key in workspace.order {
            guard let unit = workspace.units[key] else { continue }
            let visible = visibleApps(for: key, workspace: workspace, appsByFile: appsByFile, allApps: allApps)
            var environment = CheckEnvironment(apps: visible, ambiguousApps: unit.ambiguousApps)
            environment.record = record
            record?.visibleApps[unit.file.path] = visible
            let report: (Diagnostic) -> Void = { workspace.report($0, in: key) }
            var fileShortcuts: [String: ShortcutDecl] = [:]
            for other in [key] + unit.usedFiles {
                for decl in workspace.units[other]?.parse.syntax.declarations ?? [] {
                    if case .shortcut(let shortcut) = decl.kind, let name = shortcut.name.plainText, fileShortcuts[name] == nil || other == key {
                        fileShortcuts[name] = shortcut
                    }
                }
            }
            environment.shortcuts = fileShortcuts
            var seenShortcuts: [String: SourceRange] = [:]
            for decl in unit.parse.syntax.declarations {
                switch decl.kind {
                case .shortcut(let shortcut):
                    let name = shortcut.name.plainText ?? ""
                    if let first = seenShortcuts[name] {
                        report(Diagnostic(id: "compiler.duplicate-name", message: "shortcut '\(name)' is declared twice in this file",
                                          range: shortcut.name.range, notes: [.init("first declared here", at: first)]))
                    }
                    seenShortcuts[name] = shortcut.name.range
                    shortcuts.append(locate(checkShortcut(shortcut, environment: environment, path: unit.file.path, report: report), in: unit.file))
                case .automation(let automation):
                    var graph = AutomationChecker(environment: environment, shortcuts: fileShortcuts, path: unit.file.path,
                                                  report: report).check(automation)
                    graph.steps = graph.steps.map { locate($0, in: unit.file) }
                    automations.append(graph)
                case .use(.app(let name)) where !name.name.isEmpty:
                    if !visible.contains(where: { $0.name == name.name }) && !unit.ambiguousApps.contains(name.name) {
                        report(UnknownNameDiagnostic.make(id: "compiler.unknown-app", message: "unknown app '\(name.name)'",
                                                          name: name.name, range: name.range, candidates: workspace.appDefinitions().map(\.app) + allApps.map(\.name),
                                                          listIntro: "name a file (use \"path/app.flow\") or one of"))
                    }
                default:
                    break
                }
            }
        }
        let program = ProgramGraph(apps: allApps, shortcuts: shortcuts, automations: automations)
        CallGraphCapabilities.check(program) { diagnostic, path in
            if let key = workspace.order.first(where: { workspace.units[$0]?.file.path == path }) { workspace.report(diagnostic, in: key) }
        }
        #if DEBUG
        for graph in program.shortcuts + program.automations.compactMap(\.steps) + program.apps.flatMap(\.gallery) {
            let problems = GraphInvariants.violations(graph)
            assert(problems.isEmpty, "step graph invariants broken in '\(graph.name)': \(problems)")
        }
        #endif
        return program
    }

    static func locate(_ graph: ShortcutGraph, in file: SourceFile) -> ShortcutGraph {
        var graph = graph
        for index in graph.nodes.indices { graph.nodes[index].position = file.position(of: graph.nodes[index].range.start) }
        return graph
    }

    /// The apps a file can use: its own, those of files it uses, and those it names.
    static func visibleApps(for key: String, workspace: Workspace, appsByFile: [String: [AppModel]], allApps: [AppModel]) -> [AppModel] {
        guard let unit = workspace.units[key] else { return [] }
        var visible = appsByFile[key] ?? []
        func add(_ app: AppModel) {
            if !visible.contains(where: { $0.name == app.name }) { visible.append(app) }
        }
        for used in unit.usedFiles { (appsByFile[used] ?? []).forEach(add) }
        for (name, definitionKey) in unit.usedApps {
            if let definitionKey, let app = appsByFile[definitionKey]?.first(where: { $0.name == name.name }) {
                add(app)
            } else if let app = allApps.first(where: { $0.name == name.name }) {
                add(app)
            }
        }
        return visible
    }

    static func checkShortcut(_ decl: ShortcutDecl, environment: CheckEnvironment, path: String,
                              report: @escaping (Diagnostic) -> Void) -> ShortcutGraph {
        let checker = ShortcutChecker(environment: environment, path: path, allowsTrigger: false, report: report)
        var inputs: [(Identifier, FlowType, Value?)] = []
        for input in decl.inputs ?? [] {
            let type = environment.resolveType(input.type, report: report)
            let value = input.defaultValue.flatMap {
                environment.constants.evaluate($0, expected: type, what: "the default of '\(input.name.name)'", report: report)
            }
            inputs.append((input.name, type, value))
        }
        let (body, graphInputs) = checker.check(body: decl.body, inputs: inputs)
        var title: String?, description: String?, phrases: [String] = [], donates = true
        for statement in decl.body.statements {
            switch statement.kind {
            case .metadata(let metadata):
                switch metadata.key {
                case .title: title = metadata.value.plainText
                case .description: description = metadata.value.plainText
                case .phrase: metadata.value.plainText.map { phrases.append($0) }
                case .image: break
                }
            case .donate(let value): donates = value
            default: break
            }
        }
        let requires = CapabilityCheck.declared(in: decl.body, report: report)
        CapabilityCheck.checkUse(of: requires, body: decl.body, nodes: checker.nodes, containsUnknownCode: checker.containsUnknownCode,
                                 report: report)
        let graph = ShortcutGraph(name: decl.name.plainText ?? "", title: title, description: description, phrases: phrases,
                                  donates: donates, inputs: graphInputs, slots: checker.slots, nodes: checker.nodes, body: body,
                                  edges: [], path: path, range: decl.range, requires: requires)
        return GraphEdges.withEdges(graph)
    }
}
