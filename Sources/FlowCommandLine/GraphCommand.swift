import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// `flow graph FILE [--shortcut NAME] [--format dot|mermaid|json|text]`:
/// the step graph, each action as its summary sentence, data edges labeled
/// by what flows.
enum GraphCommand {
    static let spec = CommandSpec(
        name: "graph",
        summary: "Draw the step graph of shortcuts: actions, and the data that flows between them.",
        usage: "flow graph [--shortcut <name>] [--format text|dot|mermaid|json] <file>...",
        options: [
            .init(name: .shortcut, value: "<name>", help: "Only this shortcut (or automation's steps).", kind: .shortcutInFile),
            .init(name: .format, value: "<format>", help: "text (the default), dot for Graphviz, mermaid, or json.", kind: .choice(GraphFormat.allCases.map(\.rawValue))),
        ],
        arguments: [.file],
        discussion: "The files are checked first; a file with errors is reported and nothing is drawn (exit 65).")

    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw UsageError("missing the file to draw", command: spec) }
        var format = GraphFormat.text
        if let value = arguments.value(.format) {
            guard let chosen = GraphFormat(rawValue: value) else {
                var message = "unknown format '\(value)'; use text, dot, mermaid or json"
                if let suggestion = Suggestions.closest(to: value, among: GraphFormat.allCases.map(\.rawValue)) { message += "; did you mean '\(suggestion)'?" }
                throw UsageError(message, command: spec)
            }
            format = chosen
        }
        guard let (program, code) = CheckedProgram.load(arguments.positionals, context: context, useColor: useColor) else {
            return .noInput
        }
        if code != .success { return code }
        var graphs = program.shortcuts + program.automations.compactMap(\.steps)
        if let name = arguments.value(.shortcut) {
            graphs = graphs.filter { $0.name == name }
            if graphs.isEmpty {
                let names = (program.shortcuts + program.automations.compactMap(\.steps)).map(\.name)
                var message = "error: no shortcut named '\(name)'"
                if let suggestion = Suggestions.closest(to: name, among: names) { message += "; did you mean '\(suggestion)'?" }
                context.stderr.line(message)
                return .dataError
            }
        }
        context.stdout.write(format.render(graphs))
        return .success
    }
}

/// Loads, checks and reports: the shared first half of `graph` and `dump graph`.
enum CheckedProgram {
    /// The program, or nil when nothing could be read; the exit code says
    /// whether it had errors (which are printed).
    static func load(_ paths: [String], context: CommandContext, useColor: Bool) -> (ProgramGraph, ExitCode)? {
        let loader = SourceLoader(context: context)
        let (files, unreadable) = loader.loadAll(paths)
        if files.isEmpty && unreadable { return nil }
        let (workspace, program) = loader.compile(files)
        let renderer = DiagnosticRenderer(useColor: useColor)
        for (file, diagnostics) in workspace.allDiagnostics {
            context.stderr.write(renderer.render(diagnostics, in: file))
        }
        if workspace.hasErrors { return (program, .dataError) }
        return (program, unreadable ? .noInput : .success)
    }
}
