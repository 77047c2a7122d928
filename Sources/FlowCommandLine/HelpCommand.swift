import FlowCompiler
import FlowRuntime
import FlowSyntax

/// `flow help [COMMAND]`
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help",
        summary: "Show help for flow or for one command.",
        usage: "flow help [<command> | types | actions | exit-codes | config] | flow help --man",
        options: [.init(name: .man, value: nil, help: "Print flow's man page (roff), made from the same command table: flow help --man > flow.1")],
        arguments: [.commandOrTopic],
        discussion: "")

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        if arguments.has(.man) {
            if let extra = arguments.positionals.first {
                throw UsageError("--man prints the whole manual; it takes no topic (got '\(extra)')", command: spec)
            }
            context.stdout.write(ManPage.render(commands: FlowTool.commands, version: FlowTool.version))
            return .success
        }
        guard let name = arguments.positionals.first else {
            context.stdout.write(FlowTool.overview())
            return .success
        }
        if let topic = topics.first(where: { $0.name == name }) {
            context.stdout.write(topic.text())
            return .success
        }
        guard let command = FlowTool.command(named: name) else {
            var message = "unknown command '\(name)'"
            if let suggestion = Suggestions.closest(to: name, among: FlowTool.commands.map(\.name) + topics.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message, command: spec)
        }
        context.stdout.write(command.helpText())
        return .success
    }

    /// The help topics that are not commands, each from the table that holds its facts.
    static let topics: [(name: String, text: @Sendable () -> String)] = [
        ("types", { TypesHelp.text() }),
        // Both the command and the reference of the built-in actions.
        ("actions", { ActionsCommand.spec.helpText() + "\n" + ActionsHelp.text() }),
        ("exit-codes", { ExitCode.helpText }),
        ("config", {
            "CONFIGURATION\n\n  config.json in the configuration folder ($FLOW_CONFIG_HOME, else $XDG_CONFIG_HOME/flow, else ~/.config/flow)\n"
                + "  takes these keys; any other is an error (exit 78):\n\n"
                + ConfigFile.keys.map { "  \($0.name)\n      \($0.meaning)\n" }.joined()
        }),
    ]
}
