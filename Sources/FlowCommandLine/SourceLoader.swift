import Foundation
import FlowApps
import FlowCompiler
import FlowDiagnostics

/// Turns command-line paths into source files: a directory stands for every
/// `.flow` file below it (sorted, so output order is stable); `-` is stdin.
struct SourceLoader {
    /// How standard input (`-`) is named in messages.
    static let standardInputName = "<stdin>"

    let context: CommandContext

    enum Failure: Error {
        case unreadable(path: String, reason: String)
    }

    /// The files to work on, in order, or the paths that could not be read.
    func expand(_ paths: [String]) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        let manager = FileManager.default
        for path in paths {
            if path == "-" {
                files.append(path)
                continue
            }
            // "" would read as the working directory and its files as "/name".
            guard !path.isEmpty else {
                failures.append(.unreadable(path: path, reason: "an empty path names no file"))
                continue
            }
            var isDirectory: ObjCBool = false
            let absolute = context.absolutePath(path)
            guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                failures.append(.unreadable(path: path, reason: "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                let found = (manager.enumerator(atPath: absolute)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".flow") }
                    .sorted()
                    .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
                if found.isEmpty {
                    failures.append(.unreadable(path: path, reason: "directory holds no .flow files"))
                }
                files.append(contentsOf: found)
            } else {
                files.append(path)
            }
        }
        return (files, failures)
    }

    func load(_ path: String) -> Result<SourceFile, Failure> {
        if path == "-" {
            return .success(SourceFile(path: SourceLoader.standardInputName, bytes: context.readStandardInput()))
        }
        guard let data = FileManager.default.contents(atPath: context.absolutePath(path)) else {
            return .failure(.unreadable(path: path, reason: "cannot read the file"))
        }
        return .success(SourceFile(path: path, bytes: Array(data)))
    }

    /// Every file the paths stand for, loaded; failures are reported on
    /// standard error and make `unreadable` true.
    func loadAll(_ paths: [String]) -> (files: [SourceFile], unreadable: Bool) {
        let (expanded, failures) = expand(paths)
        failures.forEach(report)
        var files: [SourceFile] = []
        var unreadable = !failures.isEmpty
        for path in expanded {
            switch load(path) {
            case .success(let file): files.append(file)
            case .failure(let failure):
                report(failure)
                unreadable = true
            }
        }
        return (files, unreadable)
    }

    /// Parses and checks files with every file they use: the workspace (with
    /// every file's diagnostics) and the program graph. `overlay` holds
    /// texts not written yet (by absolute path), read instead of the disk's.
    func compile(_ files: [SourceFile], overlay: [String: [UInt8]] = [:]) -> (Workspace, ProgramGraph) {
        let searchPath = AppSearchPath.standard(environment: context.environment, workingDirectory: context.currentDirectory)
        let workspace = Workspace(searchPath: searchPath) { path in
            if !overlay.isEmpty, let text = overlay[(context.absolutePath(path) as NSString).standardizingPath] { return text }
            return FileManager.default.contents(atPath: context.absolutePath(path)).map(Array.init)
        }
        workspace.builtinHandlers = Set(BuiltinHandlers.names)
        for file in files { workspace.addRoot(file) }
        return (workspace, Compiler.compile(workspace))
    }

    func report(_ failure: Failure) {
        switch failure {
        case .unreadable(let path, let reason):
            context.stderr.line("error: \(path): \(reason)")
        }
    }
}
