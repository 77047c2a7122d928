import Foundation
import FlowAutomation
import FlowCompiler
import FlowState
import FlowSyntax

/// `flow automations`: each automation as the seeds show it ("When … →
/// …"), with its next fire time, mode, last run and outcome; `flow
/// automations explain NAME` says why it did or did not fire lately.
enum AutomationsCommand {
    static let spec = CommandSpec(
        name: "automations",
        summary: "List automations with their next fire time and last run, or explain one ('flow automations explain NAME').",
        usage: "flow automations [<file-or-dir>...] [--state <dir>]\n       flow automations explain <name> [<file-or-dir>...] [--state <dir>]",
        options: [.init(name: .state, value: "<dir>", help: "The state directory the daemon keeps (as for flow daemon).")],
        subcommands: [
            Subcommand("list", "List the automations: trigger, policies, effective catch-up window, next slot and last run.",
                       usage: "flow automations [list] [<file-or-dir>...] [--state <dir>]", arguments: [.file], takesFiles: true),
            Subcommand("explain", "Say when one automation runs, in words, with its next slots.",
                       usage: "flow automations explain <name> [<file-or-dir>...] [--state <dir>]", arguments: [.text, .file]),
        ],
        defaultSubcommand: "list",
        discussion: "Without files, the automations in the configuration folder's automations/ (as flow daemon).")

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        var positionals = arguments.positionals
        var explain: String?
        if positionals.first == "explain" {
            guard positionals.count >= 2 else { throw UsageError("name the automation: flow automations explain \"Weekday lunch\"", command: spec) }
            explain = positionals[1]
            positionals.removeFirst(2)
        }
        let files = AutomationFiles(context: context)
        let paths = try files.paths(positionals, command: spec)
        var automations: [AutomationGraph] = []
        var programs: [String: ProgramGraph] = [:]
        for path in paths {
            let (program, diagnostics) = files.compile(path)
            if !diagnostics.isEmpty { context.stderr.write(diagnostics) }
            for automation in program?.automations ?? [] {
                automations.append(automation)
                programs[automation.path] = program
            }
        }
        let state = HistoryReader.read(stateDirectory: RunCommand.stateDirectory(arguments, context: context), context: context) ?? SchedulerState()
        let zone = LocalZone.rules(environment: context.environment).rules
        let now = Date()
        if let name = explain {
            guard let automation = automations.first(where: { $0.name == name }) else {
                var message = "no automation named '\(name)'"
                if let suggestion = Suggestions.closest(to: name, among: automations.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                throw UsageError(message, command: spec)
            }
            context.stdout.write(AutomationText.explain(automation, program: programs[automation.path], state: state, zone: zone, now: now))
            return .success
        }
        if automations.isEmpty { context.stderr.line("no automations in " + paths.joined(separator: ", ")) }
        for automation in automations {
            context.stdout.write(AutomationText.summary(automation, program: programs[automation.path], state: state, zone: zone, now: now))
        }
        return .success
    }
}
