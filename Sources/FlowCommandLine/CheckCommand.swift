import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// `flow check FILE...`: parse every file and report every problem.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        summary: "Check .flow files: syntax, names, types and templates, before anything runs.",
        usage: "flow check [--json] [--color <when>] <file-or-directory>...",
        options: [
            .init(name: .json, value: nil, help: "Print one JSON document on standard output: [{\"id\", \"severity\", \"message\", \"location\": {\"file\", \"line\", \"column\", \"endLine\", \"endColumn\", \"offset\", \"length\"}, \"notes\", \"fixIts\"}]."),
        ],
        arguments: [.file],
        discussion: """
        A directory stands for every .flow file below it; '-' reads standard input.
        Exits 0 when no file has an error, 65 when any has, 66 when a file cannot be read.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("missing the files to check", command: spec)
        }
        let loader = SourceLoader(context: context)
        let (files, unreadable) = loader.loadAll(arguments.positionals)
        let (workspace, _) = loader.compile(files)
        let errorCount = report(workspace, fileCount: files.count, json: arguments.has(.json), useColor: useColor, context: context)
        if errorCount > 0 { return .dataError }
        if unreadable { return .noInput }
        return .success
    }

    /// Prints every file's diagnostics (rendered on standard error, or as
    /// JSON on standard output) and the summary line; returns the error count.
    /// `flow lint` reports a file that does not check the same way.
    static func report(_ workspace: Workspace, fileCount: Int, json asJSON: Bool, useColor: Bool, context: CommandContext) -> Int {
        let renderer = DiagnosticRenderer(useColor: useColor)
        var json: [DiagnosticJSON] = []
        var errorCount = 0
        var warningCount = 0
        var filesWithErrors = 0
        for (file, diagnostics) in workspace.allDiagnostics {
            errorCount += diagnostics.count { $0.severity == .error }
            warningCount += diagnostics.count { $0.severity == .warning }
            if diagnostics.contains(where: { $0.severity == .error }) { filesWithErrors += 1 }
            if asJSON {
                json += diagnostics.map { DiagnosticJSON($0, in: file) }
            } else {
                context.stderr.write(renderer.render(diagnostics, in: file))
            }
        }
        if asJSON {
            context.stdout.line(DiagnosticJSON.encode(json))
        } else {
            context.stderr.write(summary(files: fileCount, errors: errorCount, warnings: warningCount,
                                         filesWithErrors: filesWithErrors))
        }
        return errorCount
    }

    static func summary(files: Int, errors: Int, warnings: Int, filesWithErrors: Int) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        if errors == 0 && warnings == 0 { return "checked \(plural(files, "file")): no problems\n" }
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        return parts.joined(separator: " and ") + " in \(plural(files, "file")) checked\n"
    }
}
