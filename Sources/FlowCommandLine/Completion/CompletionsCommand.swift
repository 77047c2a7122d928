import FlowSyntax

/// `flow completions SHELL` prints the completion script; `flow __complete`
/// (used by the scripts, not listed) answers them.
enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions",
        summary: "Print the shell completion script for bash, zsh or fish.",
        usage: "flow completions bash|zsh|fish",
        options: [],
        subcommands: CompletionScripts.shells.map { Subcommand($0, "The \($0) completion script.", usage: "flow completions \($0)") },
        discussion: """
        Completes commands, options, shortcut names (--shortcut, and the library's after 'flow run' once a letter
        is typed), gallery shortcuts (gallery add), actions and their parameters, and parameter
        values (--answer soup=<TAB>) through 'flow options'. Load it for this shell:
          bash:  source <(flow completions bash)        (in ~/.bashrc to keep it)
          zsh:   source <(flow completions zsh)         (in ~/.zshrc, after compinit)
          fish:  flow completions fish > ~/.config/fish/completions/flow.fish
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 1, let shell = arguments.positionals.first else {
            throw UsageError("name one shell: \(CompletionScripts.shells.joined(separator: ", "))", command: spec)
        }
        guard let script = CompletionScripts.script(for: shell) else {
            var message = "no completion for '\(shell)'"
            if let suggestion = Suggestions.closest(to: shell, among: CompletionScripts.shells) { message += "; did you mean '\(suggestion)'?" }
            throw UsageError(message + " (shells: \(CompletionScripts.shells.joined(separator: ", ")))", command: spec)
        }
        context.stdout.write(script)
        return .success
    }

    /// `flow __complete [--shell S] -- WORD... CURRENT`: one candidate per line.
    static func complete(_ arguments: [String], context: CommandContext) -> ExitCode {
        var shell = "bash"
        var rest = arguments[...]
        if rest.first == "--shell", rest.count >= 2 { shell = rest[rest.startIndex + 1]; rest = rest.dropFirst(2) }
        if rest.first == "--" { rest = rest.dropFirst() }
        let words = rest.isEmpty ? [""] : Array(rest)
        let current = words.last ?? ""
        for candidate in Completer(context: context).candidates(words) {
            var word = candidate.word
            // bash completes only the part after the last '=' of the word being typed.
            if shell == "bash", let equals = current.lastIndex(of: "=") {
                word = String(word.dropFirst(current.distance(from: current.startIndex, to: equals) + 1))
            }
            if shell == "fish", let description = candidate.description {
                word += "\t" + description.prefix(60).replacingOccurrences(of: "\n", with: " ")
            }
            context.stdout.line(word)
        }
        return .success
    }
}
