import Foundation
import FlowDiagnostics
import FlowSyntax

/// The files of one check: the ones asked for and every file they `use`,
/// each parsed once, with the diagnostics of each.
public final class Workspace {
    public struct Unit {
        public let file: SourceFile
        public let parse: ParseResult
        public var diagnostics: DiagnosticBag
        /// Files this one names with `use "..."`, by key.
        public var usedFiles: [String] = []
        /// Apps this one names with `use Name`, with the key of the file that
        /// defines each (a built-in's or one found on the search path), when found.
        public var usedApps: [(name: Identifier, key: String?)] = []
        /// Names `use` could not settle because two files define them
        /// (already reported; the checker says nothing more about them).
        public var ambiguousApps: Set<String> = []
    }

    /// Reads a file by path (as joined from the command line and `use`).
    let read: (String) -> [UInt8]?
    public private(set) var units: [String: Unit] = [:]
    public private(set) var order: [String] = []
    public private(set) var roots: [String] = []

    /// Where `use Name` looks for apps that are not built in.
    let searchPath: AppSearchPath
    /// The apps with a Swift handler registered where the program will run:
    /// `handler builtin` for any other app is an error at the clause, as it
    /// could only fail when a step ran. Nil checks nothing (a workspace made
    /// without knowing the handlers, as the compiler's own tests are).
    public var builtinHandlers: Set<String>?
    /// The definitions on the search path, scanned on the first `use Name`.
    private var definitions: [AppSearchPath.Definition]?

    public init(searchPath: AppSearchPath = .none, read: @escaping (String) -> [UInt8]?) {
        self.searchPath = searchPath
        self.read = read
    }

    static func key(_ path: String) -> String { (path as NSString).standardizingPath }

    /// Adds a file given by the user, and everything it uses.
    public func addRoot(_ file: SourceFile) {
        let key = Self.key(file.path)
        roots.append(key)
        add(file, key: key)
    }

    func add(_ file: SourceFile, key: String) {
        guard units[key] == nil else { return }
        let parse = Parser.parse(file)
        var unit = Unit(file: file, parse: parse, diagnostics: parse.diagnostics)
        units[key] = unit
        order.append(key)
        for decl in parse.syntax.declarations {
            guard case .use(let use) = decl.kind else { continue }
            switch use {
            case .file(let literal):
                guard let relative = literal.plainText, !relative.isEmpty else {
                    unit.diagnostics.add(Diagnostic(id: "compiler.invalid-use", message: "a used file is named by a plain path", range: literal.range))
                    continue
                }
                let directory = (file.path as NSString).deletingLastPathComponent
                let path = relative.hasPrefix("/") ? relative : (directory as NSString).appendingPathComponent(relative)
                let usedKey = Self.key(path)
                if units[usedKey] == nil {
                    guard let bytes = read(path) else {
                        unit.diagnostics.add(Diagnostic(id: "compiler.use-file-not-found",
                                                        message: "cannot read '\(relative)' (looked for \(path))", range: literal.range))
                        continue
                    }
                    units[key] = unit
                    add(SourceFile(path: path, bytes: bytes), key: usedKey)
                    unit = units[key]!
                }
                unit.usedFiles.append(usedKey)
            case .app(let name):
                // `use` with no name yet: the parser reported it.
                guard !name.name.isEmpty else { continue }
                let (definition, diagnostic) = resolveApp(name)
                if let diagnostic {
                    unit.diagnostics.add(diagnostic)
                    unit.ambiguousApps.insert(name.name)
                }
                var definitionKey: String?
                if let definition {
                    let source = definition.isBuiltin ? BuiltinApps.source(named: definition.app) : read(definition.path).map { SourceFile(path: definition.path, bytes: $0) }
                    if let source {
                        definitionKey = definition.isBuiltin ? definition.path : Self.key(definition.path)
                        if units[definitionKey!] == nil {
                            units[key] = unit
                            add(source, key: definitionKey!)
                            unit = units[key]!
                        }
                    }
                }
                unit.usedApps.append((name, definitionKey))
            }
        }
        units[key] = unit
    }

    /// The definition `use Name` means: a built-in app, or the one file on
    /// the search path that declares it. Two definitions are an error naming
    /// both; none leaves the name to the checker (it may be declared by a
    /// file this workspace already has, and it says "unknown app" otherwise).
    func resolveApp(_ name: Identifier) -> (AppSearchPath.Definition?, Diagnostic?) {
        if definitions == nil { definitions = searchPath.definitions(read: read) }
        var matches: [AppSearchPath.Definition] = []
        for definition in definitions ?? [] where definition.app == name.name {
            if !matches.contains(where: { Self.key($0.path) == Self.key(definition.path) }) { matches.append(definition) }
        }
        guard matches.count > 1 else { return (matches.first, nil) }
        let notes = matches.map { Diagnostic.Note("defined in \($0.isBuiltin ? "flow itself (built in)" : $0.path) (\($0.origin))") }
            + [Diagnostic.Note("rename one of the apps, or name the file you mean: use \"path/app.flow\"")]
        return (nil, Diagnostic(id: "compiler.ambiguous-app",
                                message: "app '\(name.name)' is defined in \(matches.count) places on the app search path",
                                range: name.range, notes: notes))
    }

    /// Every app definition `use Name` can see: the built-in ones and those
    /// on the search path, in search order.
    public func appDefinitions() -> [AppSearchPath.Definition] {
        if definitions == nil { definitions = searchPath.definitions(read: read) }
        return definitions ?? []
    }

    func report(_ diagnostic: Diagnostic, in key: String) {
        units[key]?.diagnostics.add(diagnostic)
    }

    /// Every file's diagnostics, sorted by position, in load order.
    public var allDiagnostics: [(SourceFile, [Diagnostic])] {
        order.compactMap { key in
            guard var unit = units[key] else { return nil }
            unit.diagnostics.sortByPosition()
            return (unit.file, unit.diagnostics.diagnostics)
        }
    }

    public var hasErrors: Bool { units.values.contains { $0.diagnostics.hasErrors } }
}
