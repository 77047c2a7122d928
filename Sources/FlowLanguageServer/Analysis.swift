import FlowCompiler
import FlowDiagnostics
import FlowLint
import FlowSyntax

/// One open document checked as `flow check` checks it: the document and
/// every file it uses, with the checker's record of names, scopes and calls
/// (for hover, definition, references, semantic tokens), and, when it has
/// no errors, `flow lint`'s warnings (for their fix-its).
///
/// Made for one version of the text and never changed: a request about a
/// newer version makes a new one.
final class Analysis {
    let version: Int
    /// The document's revision it was made for (`Document.revision`).
    let revision: Int
    let path: String
    let workspace: Workspace
    let program: ProgramGraph
    let record: CheckRecord
    /// Each file's diagnostics, the checker's, by the path the workspace names it.
    let diagnostics: [(file: SourceFile, diagnostics: [Diagnostic])]

    convenience init(document: Document, project: Project) {
        self.init(file: document.file, version: document.version, revision: document.revision, project: project)
    }

    /// An analysis of `file` standing for a document's version. A text with
    /// a line being typed is checked too: the checker checks around it.
    init(file: SourceFile, version: Int, revision: Int, project: Project) {
        self.version = version
        self.revision = revision
        path = file.path
        workspace = project.makeWorkspace()
        workspace.addRoot(file)
        record = CheckRecord()
        program = Compiler.compile(workspace, recording: record)
        diagnostics = workspace.allDiagnostics.map { (file: $0.0, diagnostics: $0.1) }
    }

    /// `flow lint`'s warnings for the document, when it has no errors (as
    /// `flow lint` lints only files that check). Worked out on first use:
    /// the server publishes the checker's diagnostics first and these once
    /// the editor is quiet, so typing waits for the checker only.
    private(set) lazy var lintWarnings: [Diagnostic] = {
        guard let own = diagnostics.first(where: { $0.file.path == path }), !own.diagnostics.contains(where: { $0.severity == .error }),
              let parse else { return [] }
        return Linter.lint(LintInput(files: [parse], program: program)).filter { $0.file.path == path }.map(\.diagnostic)
    }()

    /// The document's own unit: its parse and diagnostics.
    var unit: Workspace.Unit? { workspace.roots.first.flatMap { workspace.units[$0] } }
    var parse: ParseResult? { unit?.parse }
    var file: SourceFile? { unit?.file }

    /// The apps the document's shortcuts can see (none when it does not parse).
    var visibleApps: [AppModel] { record.visibleApps[path] ?? [] }

    /// The unit of another file of the workspace, by the path the checker named it.
    func unit(atPath path: String) -> Workspace.Unit? {
        let key = Project.key(path)
        return workspace.units.values.first { Project.key($0.file.path) == key }
    }
}
