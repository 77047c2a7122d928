import Foundation
import FlowRuntime
import FlowDiagnostics
import FlowSyntax

/// `flow fmt [--check] FILE...`: rewrite files in the canonical layout.
enum FormatCommand {
    static let spec = CommandSpec(
        name: "fmt",
        summary: "Rewrite .flow files in the one canonical layout, keeping every comment.",
        usage: "flow fmt [--check] [--color <when>] <file-or-directory>...",
        options: [
            .init(name: .check, value: nil, help: "Change nothing; list the files that would change and exit 1 if any."),
        ],
        arguments: [.file],
        discussion: """
        A directory stands for every .flow file below it; '-' formats standard input to standard output.
        Files with errors are reported and left untouched (exit 65).
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("missing the files to format", command: spec)
        }
        let checkOnly = arguments.has(.check)
        let (files, unreadable) = SourceLoader(context: context).loadAll(arguments.positionals)
        var worst: ExitCode = unreadable ? .noInput : .success
        var changed: [String] = []
        for file in files {
            let result = Parser.parse(file)
            guard let formatted = Formatter.format(result) else {
                context.stderr.write(DiagnosticRenderer(useColor: useColor).render(result.diagnostics.diagnostics, in: file))
                context.stderr.line("error: \(file.path): not formatted because it has errors")
                worst = worse(worst, .dataError)
                continue
            }
            let path = file.path
            if path == SourceLoader.standardInputName {
                if !checkOnly { context.stdout.write(formatted) }
                if Array(formatted.utf8) != file.bytes { changed.append(path) }
                continue
            }
            guard Array(formatted.utf8) != file.bytes else { continue }
            changed.append(path)
            if checkOnly { continue }
            do {
                // Through a symbolic link to its file: an atomic write would put a copy in the link's place.
                try Data(formatted.utf8).write(to: URL(fileURLWithPath: context.absolutePath(path)).resolvingSymlinksInPath(), options: .atomic)
            } catch {
                context.stderr.line("error: \(path): cannot write the formatted file: \(SystemReason.describe(error))")
                worst = worse(worst, .cannotCreate)
            }
        }
        if checkOnly {
            for path in changed { context.stdout.line(path) }
            if !changed.isEmpty && worst == .success { return .checkFailed }
        }
        return worst
    }

    /// The more serious of two outcomes: errors in files beat unformatted files.
    static func worse(_ a: ExitCode, _ b: ExitCode) -> ExitCode {
        let rank: [ExitCode: Int] = [.success: 0, .checkFailed: 1, .noInput: 2, .dataError: 3, .cannotCreate: 4]
        return (rank[a] ?? 0) >= (rank[b] ?? 0) ? a : b
    }
}
