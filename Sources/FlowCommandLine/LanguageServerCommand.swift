import FlowLanguageServer

/// `flow lsp`: the language server an editor starts; it speaks LSP on
/// standard input and output until the editor says `exit`.
enum LanguageServerCommand {
    static let spec = CommandSpec(
        name: "lsp",
        summary: "Run the language server for editors (LSP over standard input and output).",
        usage: "flow lsp [--stdio]",
        options: [
            .init(name: .stdio, value: nil, help: "Speak over standard input and output (the only way; accepted because editors pass it)."),
        ],
        discussion: """
        An editor starts it and talks to it; a person does not. It checks each open .flow file as
        'flow check' does (apps found from the workspace folder the editor opens, as from a working
        directory), and answers completion, hover, signature help, definition, references, rename,
        document and workspace symbols, formatting (flow fmt's layout), code actions (every fix-it)
        and semantic tokens. README.md's "Editors" section sets up Neovim, Helix, VS Code and Emacs.
        Exits 0 after the editor's 'shutdown' and 'exit', 1 when its input ends (or 'exit' comes) without 'shutdown'.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw UsageError("'flow lsp' takes no arguments; an editor starts it and speaks LSP on standard input", command: spec)
        }
        let server = LanguageServer(input: 0, output: 1, environment: context.environment, workingDirectory: context.currentDirectory)
        return server.run() == 0 ? .success : .checkFailed
    }
}
