import FlowCompiler
import FlowSyntax

/// `flow help [COMMAND]`
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help",
        summary: "Show help for flow or for one command.",
        usage: "flow help [<command> | types | actions]",
        options: [],
        discussion: "")

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard let name = arguments.positionals.first else {
            context.stdout.write(FlowTool.overview())
            return .success
        }
        if name == "types" {
            context.stdout.write(TypesHelp.text())
            return .success
        }
        if name == "actions" {
            // Both the command and the reference of the built-in actions.
            context.stdout.write(ActionsCommand.spec.helpText() + "\n" + BuiltinAction.helpText())
            return .success
        }
        guard let command = FlowTool.command(named: name) else {
            var message = "unknown command '\(name)'"
            if let suggestion = Suggestions.closest(to: name, among: FlowTool.commands.map(\.name) + ["types", "actions"]) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message, command: spec)
        }
        context.stdout.write(command.helpText())
        return .success
    }
}
