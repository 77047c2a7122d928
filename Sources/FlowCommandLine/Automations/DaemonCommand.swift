import Foundation
import FlowCompiler
import FlowDaemon
import FlowPhrases
import FlowRuntime
import FlowState

/// `flow daemon`: runs automations in the foreground, logging to standard error.
enum DaemonCommand {
    static let spec = CommandSpec(
        name: "daemon",
        summary: "Run automations when their time comes or their event is posted (foreground, logs to stderr).",
        usage: "flow daemon [<file-or-dir>...] [--state <dir>] [--allow <capabilities>] [--grace <seconds>] [--install-user-unit]",
        options: [
            .init(name: .state, value: "<dir>", help: "The state directory: one daemon per directory (as for flow run)."),
            .init(name: .allow, value: "<capabilities>", help: "Capabilities automations' shortcuts may use unattended, besides those confirmed 'always', in flow run's words (network=HOST, files:read=PATH, ...).", kind: .capabilities),
            .init(name: .grace, value: "<seconds>", help: "On SIGTERM, how long running steps may take to finish (default 30)."),
            .init(name: .installUserUnit, value: nil, help: "Write a systemd user unit that runs this daemon, and say how to enable it."),
        ],
        arguments: [.file],
        discussion: """
        Without files, the automations in the configuration folder's automations/ run. SIGHUP (or saving a file)
        reloads them; a file that no longer compiles keeps its previous automations. SIGTERM or Ctrl-C stops
        starting runs, lets running steps finish for the grace period, and records what it stopped.
        Exit codes: 0 stopped cleanly, 64 usage error, 69 another daemon runs on this state directory.
        """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        let stateDirectory = RunCommand.stateDirectory(arguments, context: context)
        let files = AutomationFiles(context: context)
        let paths = try files.paths(arguments.positionals, command: spec)
        if arguments.has(.installUserUnit) { return installUnit(paths: paths, stateDirectory: stateDirectory, arguments: arguments, context: context) }
        let allowed = try RunCommand.capabilities(arguments, spec: spec).resolvingPaths(against: context.currentDirectory)
        let grace = try arguments.value(.grace).map { text throws(UsageError) -> Double in
            guard let seconds = Double(text), seconds.isFinite, (0...86_400).contains(seconds) else {
                throw UsageError("--grace takes seconds from 0 to 86400, such as 30", command: spec)
            }
            return seconds
        } ?? 30
        // A configuration that cannot be used stops the daemon (78) as it stops flow run: never silently the defaults.
        let configuration: FlowConfiguration
        do { configuration = try FlowConfiguration.load(from: FlowConfiguration.directory(environment: context.environment)) } catch {
            context.stderr.line("error: \(error)")
            return .configuration
        }
        let stderr = context.stderr
        let clock = testClock(context.environment)
        let log: @Sendable (String) -> Void = { line in
            stderr.line(clock().formatted(.iso8601) + " " + line)
        }
        let grants = CapabilityGrants(stateDirectory: stateDirectory, workingDirectory: URL(fileURLWithPath: context.currentDirectory))
        let granted = allowed
        let donor = DonationSetup.donor(stateDirectory: stateDirectory, configuration: configuration, place: nil, context: context, now: clock)
        let kept = KeptAppHandlers(context: context, donations: donor)
        let runner: @Sendable (ProgramGraph) -> AutomationRunner = { program in
            var runner = AutomationRunner(program: program, stateDirectory: stateDirectory, configuration: configuration,
                                          allowed: { graph in
                                              let remembered = grants.rememberedWithReason(for: graph, program: program)
                                              return (remembered.0.union(granted), remembered.whyNot)
                                          },
                                          makeHandlers: { apps, state, _ in (try kept.registry(for: apps, stateDirectory: state), {}) },
                                          now: clock)
            runner.donations = donor
            runner.digest = { graph in grants.identity(for: graph, program: program).digest }
            runner.folder = context.currentDirectory
            runner.phrases = StoredPhraseReader(store: PhraseStore(stateDirectory: stateDirectory, now: clock), apps: program.apps)
            return runner
        }
        var options = Daemon.Options(stateDirectory: stateDirectory, files: paths, compile: { files.compile($0) },
                                     modified: { AutomationFiles.modified($0) }, runner: runner, environment: context.environment,
                                     now: clock, log: log)
        options.grace = grace
        options.fault = context.environment["FLOW_DAEMON_FAULT"]
        let daemon: Daemon
        do { daemon = try Daemon(options: options) } catch {
            if case .locked = error {
                context.stderr.line("error: another flow daemon is running on \(stateDirectory.path); stop it first (one daemon per state directory)")
                return .unavailable
            }
            context.stderr.line("error: \(error)")
            return .cannotCreate
        }
        let signals = DaemonSignals.install()
        log("flow daemon \(FlowTool.version) on \(stateDirectory.path), pid \(getpid())")
        daemon.start()
        var exitCode = ExitCode.success
        loop: while true {
            daemon.reloadIfChanged()
            daemon.pass()
            if let failure = daemon.stateFailure {
                log("error: the state cannot be written (\(failure)); stopping, so that nothing acknowledged is lost: restart the daemon")
                exitCode = .cannotCreate
                break loop
            }
            daemon.waitForWork(extra: signals)
            for signal in signals.map(DaemonSignals.drain) ?? [] {
                if signal == SIGHUP {
                    log("SIGHUP: reloading")
                    daemon.reload()
                } else {
                    log(signal == SIGTERM ? "SIGTERM: stopping" : "interrupted: stopping")
                    break loop
                }
            }
        }
        daemon.shutdown()
        kept.closeAll()
        return exitCode
    }

    /// The clock: the system's, or for tests `FLOW_DAEMON_NOW` (an ISO 8601
    /// instant the clock starts at, then runs at the real pace).
    static func testClock(_ environment: [String: String]) -> @Sendable () -> Date {
        guard let text = environment["FLOW_DAEMON_NOW"], let start = ISO8601DateFormatter().date(from: text) else { return { Date() } }
        let offset = start.timeIntervalSince(Date())
        return { Date().addingTimeInterval(offset) }
    }

    static func installUnit(paths: [String], stateDirectory: URL, arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let home = context.environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: context.environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config")
        let unit = home.appendingPathComponent("systemd/user/flow-daemon.service")
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let quoted = ([executable, "daemon", "--state", stateDirectory.path] + (arguments.value(.allow).map { ["--allow", $0] } ?? []) + paths)
            .map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        let text = """
            [Unit]
            Description=flow automations (flow daemon)

            [Service]
            ExecStart=\(quoted)
            ExecReload=/bin/kill -HUP $MAINPID
            Restart=on-failure
            TimeoutStopSec=60

            [Install]
            WantedBy=default.target

            """
        do {
            try FileManager.default.createDirectory(at: unit.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: unit, atomically: true, encoding: .utf8)
        } catch {
            context.stderr.line("error: cannot write \(unit.path): \(SystemReason.describe(error))")
            return .cannotCreate
        }
        context.stdout.line("wrote \(unit.path)")
        context.stdout.line("enable it with: systemctl --user daemon-reload && systemctl --user enable --now flow-daemon")
        return .success
    }
}
