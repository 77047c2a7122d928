import Foundation
import FlowSyntax

/// `flow export systemd|crontab|kubernetes [FILE-OR-DIR...]`: hands the time
/// automations to the schedulers people already run, as systemd units, a
/// crontab or Kubernetes CronJobs that run each automation's `flow run` at
/// flow's own slots. What only `flow daemon` can do (events, file changes,
/// boot, steps written in place) is named on standard error with the reason.
enum ExportCommand {
    static var targets: [String] { spec.subcommands.map(\.name) }

    static let spec = CommandSpec(
        name: "export",
        summary: "Write time automations as systemd timers, a crontab or Kubernetes CronJobs.",
        usage: "flow export systemd|crontab|kubernetes [<file-or-dir>...] [--out <dir>] [--state <dir>] [--flow <path>] [--image <image>] [--state-volume <name>]",
        options: [
            .init(name: .out, value: "<dir>", help: "Write the files into this folder (created if needed) and list them; without it they go to standard output, each after a '# ==> NAME <==' line."),
            .init(name: .state, value: "<dir>", help: "The state folder the runs keep, as FLOW_STATE_DIR (default: $FLOW_STATE_DIR, else $XDG_STATE_HOME/flow, else ~/.local/state/flow)."),
            .init(name: .flow, value: "<path>", help: "The flow executable systemd and cron run (default: this one)."),
            .init(name: .image, value: "<image>", help: "kubernetes: the container image, holding flow on its PATH and the working folder at /flows (required)."),
            .init(name: .stateVolume, value: "<name>", help: "kubernetes: the PersistentVolumeClaim the state lives on, mounted at /var/lib/flow (default: an emptyDir, lost with the pod)."),
        ],
        subcommands: [
            Subcommand("systemd", "A .service and a .timer per time automation.",
                       usage: "flow export systemd [<file-or-dir>...] [--out <dir>] [--state <dir>] [--flow <path>]", options: ["--out", "--state", "--flow"]),
            Subcommand("crontab", "One crontab with CRON_TZ= and a comment per time automation.",
                       usage: "flow export crontab [<file-or-dir>...] [--out <dir>] [--state <dir>] [--flow <path>]", options: ["--out", "--state", "--flow"]),
            Subcommand("kubernetes", "A batch/v1 CronJob per time automation.",
                       usage: "flow export kubernetes [<file-or-dir>...] --image <image> [--state-volume <name>] [--out <dir>] [--state <dir>] [--flow <path>]",
                       options: ["--image", "--state-volume", "--out", "--state", "--flow"]),
        ],
        discussion: """
        Without files, the automations in the configuration folder's automations/ (as flow daemon). Each automation
        runs as 'flow run FILE --shortcut NAME' with its answers, inputs, --yes for run-without-asking and --allow for
        what its shortcut declares, in the working folder. systemd: a .service and a .timer per automation (OnCalendar=
        lines at flow's slots in the trigger's zone, daylight saving included; Persistent= from catchup; AccuracySec=1s).
        crontab: one file, CRON_TZ= before each automation's lines. kubernetes: a batch/v1 CronJob per automation
        (timeZone, concurrencyPolicy from mode, startingDeadlineSeconds from catchup).
        Event, file and boot triggers stay with flow daemon: each is named on standard error with the reason. An
        automation whose steps are written in place (do { ... }) runs as 'flow run FILE --automation NAME'.
        Exit codes: 0 everything asked for was exported, 1 some automation or trigger was not (the rest was written),
        64 usage (kubernetes without --image), 65 a file has errors, 73 a file could not be written.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        guard let target = arguments.positionals.first else {
            throw UsageError("say what to export to: flow export systemd, crontab or kubernetes", command: spec)
        }
        guard targets.contains(target) else {
            let hint = Suggestions.closest(to: target, among: targets).map { "; did you mean '\($0)'?" } ?? "; use systemd, crontab or kubernetes"
            throw UsageError("unknown export target '\(target)'" + hint, command: spec)
        }
        let settings = try settings(target, arguments, context: context)
        let plan = try ExportPlan.make(Array(arguments.positionals.dropFirst()), context: context)
        let result: ExportResult
        switch target {
        case "systemd": result = SystemdExport.render(plan.items, settings: settings)
        case "crontab": result = CrontabExport.render(plan.items, settings: settings)
        default: result = KubernetesExport.render(plan.items, settings: settings)
        }
        let refusals = plan.refusals + result.refusals
        if plan.items.isEmpty && refusals.isEmpty && !plan.hadErrors {
            context.stderr.line("no automations in " + plan.paths.map(settings.shown).joined(separator: ", "))
        }
        for refusal in refusals { context.stderr.line("error: " + refusal.message) }
        for note in result.notes { context.stderr.line("note: " + note) }
        if let code = ExportOutput.write(result.files, target: target, out: arguments.value(.out), context: context) { return code }
        return plan.hadErrors ? .dataError : refusals.isEmpty ? .success : .checkFailed
    }

    static func settings(_ target: String, _ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExportSettings {
        let image = arguments.value(.image)
        let volume = arguments.value(.stateVolume)
        if target == "kubernetes" {
            guard let image, !image.isEmpty else {
                throw UsageError("kubernetes needs the container image that holds flow and these files: --image registry.example.com/flows:1", command: spec)
            }
            if let volume, volume.isEmpty || !volume.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == ".") }) {
                throw UsageError("'\(volume)' is not a PersistentVolumeClaim name: lowercase letters, digits, '-' and '.'", command: spec)
            }
        } else if image != nil || volume != nil {
            throw UsageError("--image and --state-volume are for kubernetes", command: spec)
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let flow = arguments.value(.flow).map(context.absolutePath) ?? (executable.hasSuffix("/flow") ? executable : "flow")
        return ExportSettings(flow: flow, stateDirectory: RunCommand.stateDirectory(arguments, context: context).path,
                              workingDirectory: (context.currentDirectory as NSString).standardizingPath, now: context.now(),
                              image: image, stateVolume: volume, shown: { ExportPaths.shown($0, context: context) })
    }
}
