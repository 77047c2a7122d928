import Foundation
import FlowCompiler
import FlowDiagnostics

/// Every app a person can `use`, as the catalog commands (`flow apps`,
/// `flow actions`, `flow options`) show them: the built-in apps, the
/// definitions on the app search path, and any files named with `--file`.
///
/// Each definition is compiled on its own, so two definitions of one name are
/// both listed (and marked), and one broken file does not hide the others.
struct AppCatalog {
    struct Entry {
        var app: AppModel
        /// The file that defines it, and where that file was found.
        var definition: AppSearchPath.Definition
        /// Other files that define an app of the same name (`use` is then an error).
        var alsoDefinedIn: [String] = []
    }

    /// A definition that does not compile: named, with its error count.
    struct Broken {
        var definition: AppSearchPath.Definition
        var errors: Int
    }

    var entries: [Entry] = []
    var broken: [Broken] = []

    /// The catalog with the definitions named by `--file`; one that cannot
    /// be read is a usage error, never silently left out.
    static func load(_ arguments: ParsedArguments, context: CommandContext, command: CommandSpec) throws(UsageError) -> AppCatalog {
        let files = arguments.all(.file)
        for file in files where FileManager.default.contents(atPath: context.absolutePath(file)) == nil {
            throw UsageError("cannot read '\(file)' (given with --file)", command: command)
        }
        // A file named with --file that has errors is said and stops the command (65):
        // never silently left out of what is listed.
        let loader = SourceLoader(context: context)
        var failed = false
        for file in files {
            guard case .success(let source) = loader.load(file) else { continue }
            let (workspace, _) = loader.compile([source])
            let renderer = DiagnosticRenderer(useColor: false)
            for (unit, diagnostics) in workspace.allDiagnostics where diagnostics.contains(where: { $0.severity == .error }) {
                context.stderr.write(renderer.render(diagnostics, in: unit))
                failed = true
            }
        }
        if failed { throw .stop(.dataError) }
        return load(files: files, context: context)
    }

    static func load(files: [String], context: CommandContext) -> AppCatalog {
        let read: (String) -> [UInt8]? = { path in FileManager.default.contents(atPath: context.absolutePath(path)).map(Array.init) }
        let searchPath = AppSearchPath.standard(environment: context.environment, workingDirectory: context.currentDirectory)
        var definitions = searchPath.definitions(read: read)
        for file in files {
            let names = read(file).map { AppSearchPath.appNames(in: SourceFile(path: file, bytes: $0)) } ?? []
            for name in names where !definitions.contains(where: { $0.app == name && Self.same($0.path, file, context) }) {
                definitions.append(.init(app: name, path: file, origin: "--file"))
            }
        }
        var catalog = AppCatalog()
        var compiled: [String: (apps: [AppModel], errors: Int)] = [:]
        for definition in definitions {
            if compiled[definition.path] == nil {
                let workspace = Workspace(searchPath: searchPath, read: read)
                let source = definition.isBuiltin ? BuiltinApps.source(named: definition.app) : read(definition.path).map { SourceFile(path: definition.path, bytes: $0) }
                guard let source else { continue }
                workspace.addRoot(source)
                let program = Compiler.compile(workspace)
                let errors = workspace.allDiagnostics.flatMap(\.1).filter { $0.severity == .error }.count
                compiled[definition.path] = (program.apps.filter { Self.same($0.path, definition.path, context) }, errors)
            }
            guard let (apps, errors) = compiled[definition.path] else { continue }
            if errors > 0 {
                if !catalog.broken.contains(where: { $0.definition.path == definition.path }) {
                    catalog.broken.append(Broken(definition: definition, errors: errors))
                }
            } else if let app = apps.first(where: { $0.name == definition.app }) {
                catalog.entries.append(Entry(app: app, definition: definition))
            }
        }
        for index in catalog.entries.indices {
            let entry = catalog.entries[index]
            catalog.entries[index].alsoDefinedIn = catalog.entries.filter { $0.app.name == entry.app.name && $0.definition.path != entry.definition.path }
                .map(\.definition.path)
        }
        return catalog
    }

    static func same(_ a: String, _ b: String, _ context: CommandContext) -> Bool {
        a == b || (context.absolutePath(a) as NSString).standardizingPath == (context.absolutePath(b) as NSString).standardizingPath
    }

    /// The app of this name, when exactly one definition has it.
    func app(named name: String) -> Entry? {
        let matches = entries.filter { $0.app.name == name }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Whether two definitions give an app this name (`use` is then an error).
    func isAmbiguous(_ name: String) -> Bool { entries.filter { $0.app.name == name }.count > 1 }

    /// Every action: each app's intents, then the built-in actions.
    var actions: [CatalogAction] {
        entries.flatMap { entry in entry.app.intents.filter(\.isConfigurable).map { CatalogAction(intent: $0, app: entry.app) } }
            + ActionCatalog.all.map(CatalogAction.init(builtin:))
    }
}
