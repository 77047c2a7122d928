import Foundation
import FlowAutomation
import FlowDiagnostics
import FlowSyntax

/// `flow cron next "EXPR"`: the next instants a schedule fires at, as the
/// daemon will compute them, so people and tests can see a schedule (like
/// `systemd-analyze calendar --iterations=N`).
enum CronCommand {
    static let spec = CommandSpec(
        name: "cron",
        summary: "Show when a schedule fires: flow cron next \"30 12 * * MON-FRI\".",
        usage: "flow cron next <schedule> [--tz <zone>] [--from <instant>] [-n <count>]\n       flow cron explain <schedule> [--tz <zone>] [--from <instant>] [-n <count>] [--json]",
        options: [
            .init(name: .tz, value: "<zone>", help: "The time zone, a tz name such as Europe/Berlin or UTC (default: $TZ, else the system's).", kind: .zone),
            .init(name: .from, value: "<instant>", help: "Show the slots after this ISO 8601 instant: 2026-03-29T01:00:00+01:00, or without an offset a wall-clock time in the zone (default: now)."),
            .init(name: .count, value: "<count>", help: "How many slots to show (default 5, at most \(maximumCount))."),
            .init(name: .json, value: nil, help: "explain: print one JSON document: {\"schedule\", \"sentence\", \"zone\", \"next\": [{\"local\", \"utc\", \"moved\"}]}."),
        ],
        subcommands: [
            Subcommand("next", "Print a schedule's next slots in its zone and in UTC.",
                       usage: "flow cron next <schedule> [--tz <zone>] [--from <instant>] [-n <count>]", arguments: [.text], options: ["--tz", "--from", "-n"]),
            Subcommand("explain", "Say a schedule in words, normalized, with its next slots and daylight-saving moves.",
                       usage: "flow cron explain <schedule> [--tz <zone>] [--from <instant>] [-n <count>] [--json]", arguments: [.text], options: ["--tz", "--from", "-n", "--json"]),
        ],
        discussion: """
        <schedule> is a five-field cron expression or macro ("30 12 * * MON-FRI", "@daily"), or a
        friendly form as in a .flow file: "every day at 07:30", "at 22:00 on mon-fri",
        "every 15m offset 2m". Each slot is printed with its zone offset; a slot that daylight
        saving moved out of a gap says so. An invalid schedule is reported like a .flow file's
        errors and exits 65.
        """)

    static let maximumCount = 10_000

    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        guard let action = arguments.positionals.first else {
            throw UsageError("say what to show: 'flow cron next \"<schedule>\"'", command: spec)
        }
        guard action == "next" || action == "explain" else {
            let hint = Suggestions.closest(to: action, among: spec.subcommands.map(\.name)).map { "; did you mean '\($0)'?" } ?? "; use next or explain"
            throw UsageError("unknown cron command '\(action)'" + hint, command: spec)
        }
        // The schedule may come as one argument or, unquoted, as several.
        let text = arguments.positionals.dropFirst().joined(separator: " ")
        guard !text.isEmpty else { throw UsageError("give the schedule in quotes, as in 'flow cron \(action) \"0 9 * * *\"'", command: spec) }
        let zone = try zoneRules(arguments, context: context)
        let from = try start(arguments, zone: zone)
        let count = try slotCount(arguments)

        let file = SourceFile(path: "<cron>", text: text)
        let renderer = DiagnosticRenderer(useColor: useColor)
        let parsed: ScheduleText
        do {
            parsed = try ScheduleText(text)
        } catch {
            let id = error.kind == .neverFires ? "cron.never-fires" : "cron.invalid"
            context.stderr.write(renderer.render(error.diagnostic(id: id, shiftedBy: 0), in: file))
            return .dataError
        }
        for warning in parsed.warnings {
            context.stderr.write(renderer.render(warning.diagnostic(id: "cron.day-rule", shiftedBy: 0), in: file))
        }
        if action == "explain" {
            CronExplain.print(text, parsed: parsed, zone: zone, from: from, count: count, json: arguments.has(.json), context: context)
            return .success
        }
        let slots = parsed.schedule.slots(after: from, in: zone, count: count)
        for slot in slots {
            var line = InstantText.format(slot.instant, in: zone)
            if slot.moved { line += "  (moved: \(slot.scheduledFor.timeText) does not exist on this day)" }
            context.stdout.line(line)
        }
        if slots.count < count { context.stderr.line("no more slots before the year 10000") }
        return .success
    }

    /// `--tz`, else the local zone; an unknown name is a usage error with a
    /// did-you-mean, and a `$TZ` that names no zone is said to be ignored.
    static func zoneRules(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ZoneRules {
        if let name = arguments.value(.tz) {
            guard let rules = ZoneRules.named(name) else {
                let hint = Suggestions.closest(to: name, among: TimeZone.knownTimeZoneIdentifiers).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError("unknown time zone '\(name)'" + hint, command: spec)
            }
            return rules
        }
        let local = LocalZone.rules(environment: context.environment)
        if let ignored = local.ignoredTZ {
            context.stderr.line("warning: TZ '\(ignored)' names no time zone; using \(local.rules.identifier)")
        }
        return local.rules
    }

    static func start(_ arguments: ParsedArguments, zone: ZoneRules) throws(UsageError) -> Date {
        guard let text = arguments.value(.from) else { return Date() }
        guard let date = InstantText.parse(text, in: zone) else {
            throw UsageError("'\(text)' is not an ISO 8601 instant; write 2026-03-29T01:30:00+01:00, 2026-03-29T01:30 or 2026-03-29", command: spec)
        }
        return date
    }

    static func slotCount(_ arguments: ParsedArguments) throws(UsageError) -> Int {
        guard let text = arguments.value(.count) else { return 5 }
        guard let count = Int(text), (1...maximumCount).contains(count) else {
            throw UsageError("-n takes a count from 1 to \(maximumCount), not '\(text)'", command: spec)
        }
        return count
    }
}
