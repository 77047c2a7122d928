import Foundation
import FlowDiagnostics
@testable import FlowCompiler

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let fixturesDirectory = packageRoot.appendingPathComponent("Tests/FlowCompilerTests/Fixtures")

/// The app search path of the fixtures: two folders, relative to the
/// fixtures folder so messages name them the same on every clone.
let fixtureSearchPath = AppSearchPath(folders: [.init(path: "search-path/a", origin: "test folder a"),
                                                .init(path: "search-path/b", origin: "test folder b")],
                                      workingDirectory: fixturesDirectory.path)

/// Compiles files from disk, as `flow check` does (uses resolved relative to
/// each file, relative paths to the fixtures folder).
func compile(_ urls: [URL]) -> (Workspace, ProgramGraph) {
    let workspace = Workspace(searchPath: fixtureSearchPath) { path in
        FileManager.default.contents(atPath: path.hasPrefix("/") ? path : fixturesDirectory.appendingPathComponent(path).path).map(Array.init)
    }
    // Fixtures check without knowing which Swift handlers are registered
    // (their apps say 'handler builtin' freely), but for the fixture of that very check.
    if urls.contains(where: { $0.lastPathComponent.hasPrefix("unknown-builtin") }) { workspace.builtinHandlers = ["SoupChef"] }
    for url in urls {
        workspace.addRoot(SourceFile(path: url.path, bytes: (try? Array(Data(contentsOf: url))) ?? []))
    }
    return (workspace, Compiler.compile(workspace))
}

/// Compiles source text; `files` are other files it may `use`, by name.
func compile(_ text: String, files: [String: String] = [:]) -> (Workspace, ProgramGraph) {
    let workspace = Workspace { path in files[(path as NSString).lastPathComponent].map { Array($0.utf8) } }
    workspace.addRoot(SourceFile(path: "main.flow", text: text))
    return (workspace, Compiler.compile(workspace))
}

func diagnostics(_ workspace: Workspace) -> [Diagnostic] {
    workspace.allDiagnostics.flatMap(\.1)
}

func ids(_ workspace: Workspace) -> [String] { diagnostics(workspace).map(\.id) }

/// Every file's diagnostics as `flow check --color never` prints them, with
/// paths relative to the fixtures folder so goldens do not depend on the clone.
func rendered(_ workspace: Workspace) -> String {
    let renderer = DiagnosticRenderer(useColor: false)
    return workspace.allDiagnostics.map { file, list in
        let relative = SourceFile(path: file.path.replacingOccurrences(of: fixturesDirectory.path + "/", with: ""), bytes: file.bytes)
        return renderer.render(list, in: relative)
    }.joined()
}

func flowFiles(in directory: URL) -> [URL] {
    let names = (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String]) ?? []
    return names.filter { $0.hasSuffix(".flow") && !$0.contains("/") }.sorted().map { directory.appendingPathComponent($0) }
}
