import Foundation
import FlowAutomation
import FlowRuntime
import FlowState

/// `flow history`: every run the daemon made or skipped, and every
/// `flow run` (`ManualRunLog`), newest last;
/// `flow history show RUN` is one run's trace. Reads the state without its
/// lock, so it works while the daemon runs.
enum HistoryCommand {
    static let spec = CommandSpec(
        name: "history",
        summary: "List runs (the daemon's, skipped ones, and flow run's), or show one run's trace ('flow history show RUN').",
        usage: "flow history [--automation <name>] [--since <when>] [--state <dir>] [--json]\n       flow history show <run-id-prefix> [--state <dir>] [--json]",
        options: [
            .init(name: .automation, value: "<name>", help: "Only this automation's runs (or a shortcut's manual runs).", kind: .text),
            .init(name: .since, value: "<when>", help: "Only runs claimed since: an ISO 8601 date or instant, or a duration ago (2h, 3d)."),
            .init(name: .state, value: "<dir>", help: "The state directory (as for flow run and flow daemon)."),
            .init(name: .json, value: nil, help: "Print one JSON document: the runs, [{\"id\", \"automation\", \"shortcut\", \"state\", \"reason\", \"slot\", \"scheduledFor\", \"lateBy\", \"claimedAt\", \"startedAt\", \"endedAt\", \"steps\": [{\"summary\", \"inputs\", \"output\", \"duration\", \"error\"}]}]; show: one run."),
        ],
        subcommands: [
            Subcommand("list", "List the runs, newest first.", usage: "flow history [list] [--automation <name>] [--since <when>] [--state <dir>] [--json]"),
            Subcommand("show", "Show one run's steps, with what went in and came out.", usage: "flow history show <run-id-prefix> [--state <dir>] [--json]", arguments: [.text],
                       options: ["--state", "--json"]),
        ],
        defaultSubcommand: "list",
        discussion: "Each run: when it was claimed, the automation, its outcome (with the reason for a skip or failure), what fired it, and its id.")

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        let stateDirectory = RunCommand.stateDirectory(arguments, context: context)
        guard let state = HistoryReader.read(stateDirectory: stateDirectory, context: context) else { return .noInput }
        let zone = LocalZone.rules(environment: context.environment).rules
        if arguments.positionals.first == "show" {
            guard arguments.positionals.count == 2 else { throw UsageError("name one run: flow history show 3fa8", command: spec) }
            let run: RunRecord
            do { run = try state.run(idPrefix: arguments.positionals[1]) } catch {
                throw UsageError("\(error)", command: spec)
            }
            if arguments.has(.json) { printJSON(run, context: context) } else { context.stdout.write(RunText.trace(run, zone: zone)) }
            return .success
        }
        if let extra = arguments.positionals.first { throw UsageError("unexpected '\(extra)'", command: spec) }
        let since = try arguments.value(.since).map { text throws(UsageError) -> Date in
            guard let date = RunText.since(text, now: Date(), zone: zone) else {
                throw UsageError("'\(text)' is not a date (2026-11-23, 2026-11-23T12:00) or a duration ago (2h, 3d)", command: spec)
            }
            return date
        }
        let runs = state.history(automation: arguments.value(.automation), since: since)
        if arguments.has(.json) {
            printJSON(runs, context: context)
        } else if runs.isEmpty {
            context.stderr.line("no runs yet" + (arguments.value(.automation).map { " of '\($0)'" } ?? ""))
        } else {
            for run in runs { context.stdout.line(RunText.line(run, zone: zone)) }
        }
        return .success
    }

    static func printJSON<T: Encodable>(_ value: T, context: CommandContext) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        if let data = try? encoder.encode(value) { context.stdout.line(String(decoding: data, as: UTF8.self)) }
    }
}
