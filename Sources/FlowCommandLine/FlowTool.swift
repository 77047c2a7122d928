import Foundation
import FlowDiagnostics
import FlowSyntax

/// The `flow` command: finds the command, parses its options, runs it.
/// `main.swift` calls `FlowTool.run` with the real process; tests call it
/// with captured streams.
public enum FlowTool {
    public static let version = "0.1.0"

    public static let commands: [CommandSpec] = [
        RunCommand.spec, CheckCommand.spec, LintCommand.spec, GraphCommand.spec, MessagesCommand.spec, GrantsCommand.spec, AppCommand.spec, TriggerCommand.spec, DaemonCommand.spec, AutomationsCommand.spec, HistoryCommand.spec, CronCommand.spec, ExportCommand.spec, AppsCommand.spec, ActionsCommand.spec,
        OptionsCommand.spec, SuggestCommand.spec, DonateCommand.spec, DonationsCommand.spec, PhraseCommand.spec, SayCommand.spec, ListCommand.spec, GalleryCommand.spec,
        FormatCommand.spec, DumpCommand.spec, LanguageServerCommand.spec, CompletionsCommand.spec, HelpCommand.spec,
    ]

    public static func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// Runs `flow` with `arguments` (without the program name); returns the exit code.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let first = arguments.first else {
            context.stderr.write(overview())
            return ExitCode.usage.rawValue
        }
        if first == "--help" || first == "-h" {
            context.stdout.write(overview())
            return ExitCode.success.rawValue
        }
        if first == "__complete" {
            return CompletionsCommand.complete(Array(arguments.dropFirst()), context: context).rawValue
        }
        if first == "--version" {
            context.stdout.line("flow \(version)")
            return ExitCode.success.rawValue
        }
        guard let spec = command(named: first) else {
            var message = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
            let candidates = first.hasPrefix("-") ? ["--help", "--version"] : commands.map(\.name)
            if let suggestion = Suggestions.closest(to: first, among: candidates) {
                message += "; did you mean '\(suggestion)'?"
            }
            context.stderr.write(UsageError(message).render())
            return ExitCode.usage.rawValue
        }
        do {
            var parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), for: spec)
            let subcommand = try spec.settleSubcommand(&parsed, currentDirectory: context.currentDirectory)
            if parsed.has(.help) {
                context.stdout.write(subcommand.map(spec.helpText(for:)) ?? spec.helpText())
                if let extra = spec.helpForArguments?(parsed.positionals, context) { context.stdout.write("\n" + extra) }
                return ExitCode.success.rawValue
            }
            if let subcommand { try spec.checkOptions(parsed, of: subcommand) }
            let color = try colorChoice(parsed, spec: spec)
            let useColor = color.resolve(isTerminal: context.stderr.isTerminal, environment: context.environment)
            switch spec.name {
            case "check": return try CheckCommand.run(parsed, context: context, useColor: useColor).rawValue
            case "lint": return try LintCommand.run(parsed, context: context, useColor: useColor).rawValue
            case "fmt": return try FormatCommand.run(parsed, context: context, useColor: useColor).rawValue
            case "dump": return try DumpCommand.run(parsed, context: context, useColor: useColor).rawValue
            case "graph": return try GraphCommand.run(parsed, context: context, useColor: useColor).rawValue
            case "run": return try RunCommand.run(parsed, context: context, useColor: useColor).rawValue
            case "messages": return try MessagesCommand.run(parsed, context: context).rawValue
            case "grants": return try GrantsCommand.run(parsed, context: context).rawValue
            case "apps": return try AppsCommand.run(parsed, context: context).rawValue
            case "actions": return try ActionsCommand.run(parsed, context: context).rawValue
            case "options": return try OptionsCommand.run(parsed, context: context).rawValue
            case "completions": return try CompletionsCommand.run(parsed, context: context).rawValue
            case "trigger": return try TriggerCommand.run(parsed, context: context).rawValue
            case "daemon": return try DaemonCommand.run(parsed, context: context).rawValue
            case "history": return try HistoryCommand.run(parsed, context: context).rawValue
            case "automations": return try AutomationsCommand.run(parsed, context: context).rawValue
            case "cron": return try CronCommand.run(parsed, context: context, useColor: useColor).rawValue
            case "export": return try ExportCommand.run(parsed, context: context).rawValue
            case "app": return try AppCommand.run(parsed, context: context, useColor: useColor).rawValue
            case "suggest": return try SuggestCommand.run(parsed, context: context).rawValue
            case "donate": return try DonateCommand.run(parsed, context: context).rawValue
            case "donations": return try DonationsCommand.run(parsed, context: context).rawValue
            case "phrase": return try PhraseCommand.run(parsed, context: context).rawValue
            case "say": return try SayCommand.run(parsed, context: context, useColor: useColor).rawValue
            case "list": return try ListCommand.run(parsed, context: context).rawValue
            case "gallery": return try GalleryCommand.run(parsed, context: context, useColor: useColor).rawValue
            case "lsp": return try LanguageServerCommand.run(parsed, context: context).rawValue
            default: return try HelpCommand.run(parsed, context: context).rawValue
            }
        } catch {
            if let code = error.stopCode { return code.rawValue }
            context.stderr.write(error.render())
            return ExitCode.usage.rawValue
        }
    }

    static func colorChoice(_ parsed: ParsedArguments, spec: CommandSpec) throws(UsageError) -> ColorChoice {
        guard let value = parsed.value(.color) else { return .auto }
        guard let choice = ColorChoice(rawValue: value) else {
            throw UsageError("'\(value)' is not a color choice; use auto, always or never", command: spec)
        }
        return choice
    }

    public static func overview() -> String {
        var text = """
        OVERVIEW: flow runs shortcuts written in .flow files: typed app intents chained
        into workflows, checked before they run.

        USAGE: flow <command> [options]

        COMMANDS:

        """
        let width = commands.map(\.name.count).max()! + 2
        for command in commands {
            text += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """

        OPTIONS:
          --help      Show this help, or 'flow help <command>' for one command.
          --version   Show the version.

        EXIT CODES: 0 success, 1 'fmt --check' found files to format, 'app test' a failed check, 'lint' warnings, 'export'
          an automation it could not export or 'lsp' no shutdown, 64 usage error,
          65 a .flow file, a schedule or event data has errors, 66 a file could not be read, 67 no such phrase,
          69 another daemon runs on the state directory, 70 a step failed, 73 a file could not be written,
          75 a question had no answer, 77 a capability was not granted, 78 a configuration file is unusable,
          130 cancelled.

        """
        return text
    }
}
