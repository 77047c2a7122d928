import Foundation
import FlowCompiler
import FlowDaemon
import FlowRuntime
import FlowSyntax

/// `flow run FILE --automation NAME`: one run of an automation, now, in the
/// foreground, as the daemon runs it at a slot: its `do` steps or the
/// shortcut it names, with the inputs, answers and `run-without-asking` the
/// file gives it (read from the file at each run, so an exported timer never
/// holds a stale copy), and `trigger.scheduledFor` set to now. What flow
/// export's systemd timers, crontab lines and CronJobs run for automations
/// whose steps are written in place.
enum AutomationOnce {
    static func run(_ name: String, program: ProgramGraph, root: String, answers given: [(String, String)], allowed: Permissions,
                    input: String, given inputs: [(String, String)], arguments: ParsedArguments,
                    context: CommandContext) throws(UsageError) -> ExitCode {
        let spec = RunCommand.spec
        if arguments.value(.shortcut) != nil { throw UsageError("--automation and --shortcut choose one thing to run: give one", command: spec) }
        let inFile = program.automations.filter { (context.absolutePath($0.path) as NSString).standardizingPath == root }
        guard let automation = inFile.first(where: { $0.name == name }) ?? program.automations.first(where: { $0.name == name }) else {
            var message = "no automation named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, among: program.automations.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
            throw UsageError(message, command: spec)
        }
        guard let graph = AutomationRunner.shortcut(runBy: automation, in: program) ?? automation.steps else {
            throw UsageError("'\(name)' runs no shortcut this file can see ('\(automation.runs ?? "")')", command: spec)
        }
        // The file's answers first, as the daemon gives them; those on the command line after, so they are used too.
        let answers = automation.answers.sorted { $0.key < $1.key }.map { ($0.key, AutomationRunner.answerText($0.value)) } + given
        var arguments = arguments
        if automation.runWithoutAsking { arguments.set(.yes) }
        let values = try ShortcutInputs.bind(inputs, to: graph, apps: program.apps, context: context, spec: spec,
                                             known: automation.arguments.mapValues { RuntimeValue(constant: $0, apps: program.apps) })
        let trigger = RunValues.naming(RunTrace.trigger(scheduledFor: context.now(), lateBy: 0, missed: nil), automation: automation.name)
        return RunCommand.execute(graph, of: program, answers: answers, allowed: allowed, input: input, inputs: values, trigger: trigger,
                                  arguments: arguments, context: context)
    }
}
