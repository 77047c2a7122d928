import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// `flow dump tokens|ast FILE`: what the lexer and parser see, for people
/// learning the language and for bug reports.
enum DumpCommand {
    static let spec = CommandSpec(
        name: "dump",
        summary: "Print the tokens, the syntax tree or the full step graph of a .flow file.",
        usage: "flow dump tokens|ast|graph [--no-ranges] <file>",
        options: [
            .init(name: .noRanges, value: nil, help: "Leave source positions out of the tree."),
        ],
        subcommands: [
            Subcommand("tokens", "The lexer's tokens.", usage: "flow dump tokens <file>", arguments: [.file]),
            Subcommand("ast", "The syntax tree.", usage: "flow dump ast [--no-ranges] <file>", arguments: [.file]),
            Subcommand("graph", "The checked step graph.", usage: "flow dump graph <file>", arguments: [.file]),
        ],
        discussion: "Diagnostics go to standard error; the dump is printed even when the file has errors.")

    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw UsageError(arguments.positionals.isEmpty ? "missing what to dump: 'tokens', 'ast' or 'graph'"
                             : "expected 'tokens', 'ast' or 'graph' and one file", command: spec)
        }
        let what = arguments.positionals[0]
        guard ["tokens", "ast", "graph"].contains(what) else {
            var message = "cannot dump '\(what)'; use 'tokens', 'ast' or 'graph'"
            if let suggestion = Suggestions.closest(to: what, among: spec.subcommands.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
            throw UsageError(message, command: spec)
        }
        if what == "graph" {
            guard let (program, code) = CheckedProgram.load([arguments.positionals[1]], context: context, useColor: useColor) else {
                return .noInput
            }
            if code == .success { context.stdout.write(GraphText.render(program)) }
            return code
        }
        let loader = SourceLoader(context: context)
        let file: SourceFile
        switch loader.load(arguments.positionals[1]) {
        case .success(let loaded): file = loaded
        case .failure(let failure):
            loader.report(failure)
            return .noInput
        }
        let result = Parser.parse(file)
        if what == "tokens" {
            var output = ""
            for token in result.tokens {
                let start = file.position(of: token.range.start)
                let end = file.position(of: token.range.end)
                output += "\(start)-\(end) \(token.kind)"
                if token.kind != .newline && token.kind != .endOfFile {
                    output += " " + SyntaxDumper(file: file).quote(file.text(token.range))
                }
                output += "\n"
            }
            context.stdout.write(output)
        } else {
            context.stdout.write(SyntaxDumper(file: file, includeRanges: !arguments.has(.noRanges)).dump(result.syntax))
        }
        context.stderr.write(DiagnosticRenderer(useColor: useColor).render(result.diagnostics.diagnostics, in: file))
        return result.hasErrors ? .dataError : .success
    }
}
