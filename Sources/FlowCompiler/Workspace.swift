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
        /// Apps this one names with `use Name`.
        public var usedApps: [(name: Identifier, key: String?)] = []
    }

    /// Reads a file by path (as joined from the command line and `use`).
    let read: (String) -> [UInt8]?
    public private(set) var units: [String: Unit] = [:]
    public private(set) var order: [String] = []
    public private(set) var roots: [String] = []

    public init(read: @escaping (String) -> [UInt8]?) {
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
        guard !parse.hasErrors else { return }
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
                var builtinKey: String?
                if let builtin = BuiltinApps.source(named: name.name) {
                    builtinKey = "<built-in \(name.name)>"
                    if units[builtinKey!] == nil {
                        units[key] = unit
                        add(builtin, key: builtinKey!)
                        unit = units[key]!
                    }
                }
                unit.usedApps.append((name, builtinKey))
            }
        }
        units[key] = unit
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
