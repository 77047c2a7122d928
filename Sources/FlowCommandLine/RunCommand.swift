import Foundation
import FlowApps
import FlowCompiler
import FlowDiagnostics
import FlowRuntime
import FlowSyntax

/// `flow run FILE`: check a file, then run one of its shortcuts; `flow run
/// NAME` runs a shortcut of the library by name (see `RunByName`).
enum RunCommand {
    static let spec = ShortcutInputsHelp.adding(to: CommandSpec(
        name: "run",
        summary: "Run a shortcut: its intents through resolve, confirm and handle, and its built-in actions.",
        usage: "flow run [--shortcut <name> | --automation <name>] [--answer <name=value>]... [--answers <file>] [--yes] [--allow <capabilities>] [-i <file>] [-o <file>] [--json] [--trace] [--state <dir>] <file-or-name> [<input=value>...]",
        options: [
            .init(name: .shortcut, value: "<name>", help: "Which shortcut of the file (needed when it has several).", kind: .shortcutInFile),
            .init(name: .automation, value: "<name>", help: "Run an automation of the file once, now, as the daemon runs it at a slot: its steps or its shortcut, with its inputs, answers and run-without-asking (what flow export's timers run).", kind: .automationInFile),
            .init(name: .allow, value: "<capabilities>", help: "Let actions reach outside the shortcut: shell, network, message, files, or scoped: network=HOST, files=PATH, files:read=PATH, files:write=PATH, message=NAME (comma-separated or repeated).", kind: .capabilities),
            .init(name: .inputFile, value: "<file>", help: "The shortcut's input (`input`), from a file, or '-' for standard input."),
            .init(name: .outputFile, value: "<file>", help: "Write the shortcut's output to a file instead of standard output."),
            .init(name: .json, value: nil, help: "Print one JSON document on standard output, dialog on standard error: {\"output\": value} with values structured (money {\"amount\", \"currency\"}, an app object its identifier, displayString and properties); a failure {\"output\": null, \"exitCode\", \"error\": diagnostic}."),
        ] + RunSession.options,
        arguments: [.fileOrLibraryShortcut, .shortcutInput],
        discussion: """
        An argument that is not a file (and has no '/' and no .flow ending) is a shortcut's name, looked up in the
        library as 'flow list' shows it: exactly, else regardless of case, spaces and punctuation
        (flow run "Soup for John", flow run soup-for-john).
        On a terminal, questions without an answer are asked there; without one, a question with no answer stops the run.
        A shortcut that declares 'requires shell, message' is asked for those once, at a terminal, before it runs
        (for this run, or always for that shortcut); without a terminal only --allow grants them, and the run does not start.
        send-message reaches the people in contacts.json and delivers through the transport in config.json, both in
        $FLOW_CONFIG_HOME (else $XDG_CONFIG_HOME/flow, else ~/.config/flow); by default, the example contacts and the outbox.
        Every intent that completes is donated to the state folder's donations/ for 'flow suggest', unless the shortcut
        says 'donate false' or config.json says "donations": false.
        Exit codes: 0 done (or stopped by 'stop'), 64 usage, 65 the file has errors, 70 a step failed,
        75 a question or confirmation had no answer, 77 a capability was not granted, 78 a configuration file
        is unusable, 130 cancelled.
        """))

    static func run(_ arguments: ParsedArguments, context: CommandContext, useColor: Bool) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw UsageError("missing the file or shortcut name to run", command: spec) }
        // After the target, NAME=VALUE pairs bind the shortcut's inputs.
        let inputs = try ShortcutInputs.pairs(arguments.positionals, spec: spec)
        var arguments = arguments
        arguments.positionals = [arguments.positionals[0]]
        if let code = try RunByName.resolve(&arguments, context: context, spec: spec) { return code }
        let answers = try RunSession.answers(arguments, context: context, spec: spec)
        let allowed = try capabilities(arguments, spec: spec)
        var input = ""
        if let source = arguments.value(.inputFile) {
            if source == "-" {
                input = String(decoding: context.readStandardInput(), as: UTF8.self)
            } else if let data = FileManager.default.contents(atPath: context.absolutePath(source)) {
                input = String(decoding: data, as: UTF8.self)
            } else {
                context.stderr.line("error: \(source): cannot read the input")
                return .noInput
            }
        }
        guard let (program, code) = CheckedProgram.load(arguments.positionals, context: context, useColor: useColor) else { return .noInput }
        if code != .success { return code }
        let root = (context.absolutePath(arguments.positionals[0]) as NSString).standardizingPath
        let candidates = program.shortcuts.filter { (context.absolutePath($0.path) as NSString).standardizingPath == root }
        if let name = arguments.value(.automation) {
            return try AutomationOnce.run(name, program: program, root: root, answers: answers, allowed: allowed, input: input,
                                          given: inputs, arguments: arguments, context: context)
        }
        let graph: ShortcutGraph
        if let name = arguments.value(.shortcut) {
            guard let chosen = program.shortcuts.first(where: { $0.name == name }) else {
                var message = "no shortcut named '\(name)'"
                if let suggestion = Suggestions.closest(to: name, among: program.shortcuts.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                throw UsageError(message, command: spec)
            }
            graph = chosen
        } else if candidates.count == 1 {
            graph = candidates[0]
        } else {
            throw UsageError(candidates.isEmpty ? "the file has no shortcut to run"
                             : "the file has several shortcuts; choose one with --shortcut: " + Suggestions.list(candidates.map(\.name)), command: spec)
        }
        let values = try ShortcutInputs.bind(inputs, to: graph, apps: program.apps, context: context, spec: spec)
        return execute(graph, of: program, answers: answers, allowed: allowed, input: input, inputs: values, arguments: arguments, context: context)
    }

    /// `--allow shell,network=api.example.com --allow files:read=~/Notes`:
    /// what the command line grants, in the words `Permissions` reads.
    static func capabilities(_ arguments: ParsedArguments, spec: CommandSpec) throws(UsageError) -> Permissions {
        do {
            return try Permissions(words: arguments.all(.allow))
        } catch {
            var message = error.reason == "unknown capability" ? "unknown capability '\(error.word)'" : error.reason
            let known = Capability.allCases.map(\.rawValue)
            if let suggestion = Suggestions.closest(to: error.word, among: known), error.reason == "unknown capability" {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message + "; --allow takes " + Suggestions.list(known) + ", scoped as network=HOST, files=PATH, files:read=PATH, files:write=PATH, message=NAME",
                             command: spec)
        }
    }

    /// Runs a checked shortcut as `flow run` does: its session, the
    /// capabilities it declares granted or asked for, the run, its output.
    /// `flow say` runs a phrase's shortcut through here too.
    static func execute(_ graph: ShortcutGraph, of program: ProgramGraph, answers: [(String, String)], allowed: Permissions,
                        input: String = "", inputs: [String: RuntimeValue] = [:], trigger: RuntimeValue = .nothing,
                        arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let session: RunSession
        switch RunSession.open(apps: program.apps, answers: answers, allowed: allowed, input: input, arguments: arguments, context: context) {
        case .success(let opened): session = opened
        case .failure(let code): return code
        }
        defer { session.close() }
        var environment = session.environment
        switch grant(graph, program: program, allowed: &environment.allowed, stateDirectory: environment.stateDirectory, context: context) {
        case .success: break
        case .failure(let refusal):
            context.stderr.line("error: \(refusal); nothing ran")
            if arguments.has(.json) { context.stdout.line(RunDiagnostic.json(refusal, at: nil, context: context)) }
            return .notPermitted
        }
        environment.trigger = trigger
        let history = ManualRunHistory.begin(graph, environment: &environment, context: context)
        let interpreter = Interpreter(program: program, graph: graph, environment: environment)
        if let code = session.perform(context: context, currentStep: { interpreter.currentStep }, ended: { history?.finish($0) },
                                      failedAt: { interpreter.failedAt },
                                      useColor: ColorChoice(rawValue: arguments.value(.color) ?? "auto")?
                                          .resolve(isTerminal: context.stderr.isTerminal, environment: context.environment) ?? false,
                                      json: arguments.has(.json),
                                      { try await interpreter.run(inputs: inputs) }) {
            return code
        }
        return deliver(interpreter.result, arguments: arguments, context: context)
    }

    /// Adds what the shortcut declares and was granted for always to exactly
    /// this content; at a terminal, asks once for the rest. Without a
    /// terminal, what `--allow` does not cover stops the run before its first
    /// step: nothing is half done. The run then gets what it declares, no more.
    static func grant(_ graph: ShortcutGraph, program: ProgramGraph?, allowed: inout Permissions, stateDirectory: URL,
                      context: CommandContext) -> Result<Void, RunFailure> {
        let grants = CapabilityGrants(stateDirectory: stateDirectory, workingDirectory: URL(fileURLWithPath: context.currentDirectory))
        let folder = context.currentDirectory
        let remembered = grants.rememberedWithReason(for: graph, program: program)
        var granted = allowed.resolvingPaths(against: folder).union(remembered.0)
        switch PermissionGate.admit(graph, granted: granted, folder: folder, whyMissing: remembered.whyNot) {
        case .admitted(let permitted):
            allowed = permitted
            return .success(())
        case .refused(let refusal, let missing):
            guard context.interactive else { return .failure(refusal) }
            switch CapabilityGrants.ask(graph, missing: missing, output: context.stdout) {
            case .refused:
                return .failure(refusal)
            case .thisRun:
                granted.formUnion(missing)
            case .always:
                granted.formUnion(missing)
                do { try grants.remember(missing, for: graph, program: program) } catch {
                    context.stderr.line("warning: could not remember the answer in \(grants.file.path): \(SystemReason.describe(error))")
                }
            }
            guard case .admitted(let permitted) = PermissionGate.admit(graph, granted: granted, folder: folder) else { return .failure(refusal) }
            allowed = permitted
            return .success(())
        }
    }

    /// The shortcut's output: on standard output or in `-o FILE`, as text or `--json`.
    static func deliver(_ result: RuntimeValue?, arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let value = result ?? .nothing
        var text: String
        if arguments.has(.json) {
            text = RuntimeJSON.encode(["output": value]) + "\n"
        } else {
            text = value == .nothing ? "" : value.description + "\n"
        }
        if let path = arguments.value(.outputFile) {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: context.absolutePath(path)), options: .atomic)
            } catch {
                context.stderr.line("error: cannot write the output to \(path): \(SystemReason.describe(error))")
                return .cannotCreate
            }
            text = ""
        }
        context.stdout.write(text)
        return .success
    }

    static func stateDirectory(_ arguments: ParsedArguments, context: CommandContext) -> URL {
        if let given = arguments.value(.state) { return URL(fileURLWithPath: context.absolutePath(given)) }
        return FlowDirectories.state(environment: context.environment)
    }
}

/// Runs async work from the synchronous command line and waits for it.
///
/// The work runs on its own executor, not the cooperative pool: the caller
/// blocks while it waits, and when the caller is itself on the pool (a test),
/// blocking it must not starve the work it waits for.
enum Blocking {
    /// With `cancelOnInterrupt`, Ctrl-C (SIGINT) cancels the work's task:
    /// handlers and waits see Swift task cancellation and the run ends as cancelled.
    static func run(cancelOnInterrupt: Bool = false, _ work: @escaping @Sendable () async throws -> Void) -> Result<Void, Error> {
        let semaphore = DispatchSemaphore(value: 0)
        let box = ResultBox()
        // The handler goes in first: a Ctrl-C the moment the work starts still cancels it.
        let uninstall = cancelOnInterrupt ? InterruptSignal.install { box.cancel() } : {}
        box.start(Task(executorPreference: RunExecutor.shared) {
            do { try await work(); box.result = .success(()) } catch { box.result = .failure(error) }
            semaphore.signal()
        })
        semaphore.wait()
        uninstall()
        return box.result
    }

    /// The work's result, and its task for cancelling (an interrupt that comes
    /// before the task exists cancels it as soon as it does).
    final class ResultBox: @unchecked Sendable {
        var result: Result<Void, Error> = .success(())
        private let lock = NSLock()
        private var task: Task<Void, Never>?
        private var cancelled = false

        func start(_ task: Task<Void, Never>) {
            let cancelNow = lock.withLock {
                self.task = task
                return cancelled
            }
            if cancelNow { task.cancel() }
        }

        func cancel() {
            let task = lock.withLock {
                cancelled = true
                return self.task
            }
            task?.cancel()
        }
    }
}
