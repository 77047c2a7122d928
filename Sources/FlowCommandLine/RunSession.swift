import FlowApps
import Foundation
import FlowState
import FlowDiagnostics
import FlowCompiler
import FlowPhrases
import FlowRuntime
import FlowSuggestions

/// What every run from the command line sets up around the interpreter: the
/// configuration, the run's log, the apps' handlers, the conversation (a
/// terminal, or the answers given in advance and `--yes`), the donor that
/// records each successful intent, `--trace` and the live progress line.
/// `flow run` runs a shortcut in it and `flow suggest --run` one intent, so
/// both ask, confirm and donate alike.
struct RunSession {
    /// The options a session reads, for the commands that offer them.
    static let options: [CommandSpec.Option] = [
        .init(name: .answer, value: "<name=value>", help: "Answer a question in advance: soup=clamChowder, or OrderSoup.soup=... when names clash. Repeatable; repeated answers are used in order.", kind: .answer),
        .init(name: .answers, value: "<file>", help: "Answers from a JSON object: {\"soup\": \"Clam Chowder\", \"quantity\": [10, 2]}."),
        .init(name: .yes, value: nil, help: "Answer yes to every confirmation (--answer confirm=no says no instead)."),
        .init(name: .trace, value: nil, help: "Print each step on standard error: its summary, inputs, output and time."),
        .init(name: .state, value: "<dir>", help: "Where apps keep their data, the outbox and donations (default: $FLOW_STATE_DIR, else $XDG_STATE_HOME/flow, else ~/.local/state/flow)."),
    ]

    var environment: RunEnvironment
    let handlers: AppHandlers
    let progress: ProgressLine?
    /// Where the run's intents are donated (also `environment.donations`).
    let donor: Donor

    /// `--answer name=value` and `--answers FILE`, in order.
    static func answers(_ arguments: ParsedArguments, context: CommandContext, spec: CommandSpec) throws(UsageError) -> [(String, String)] {
        var answers: [(String, String)] = []
        for text in arguments.all(.answer) {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw UsageError("an answer is name=value, as in soup=clamChowder; got '\(text)'", command: spec)
            }
            answers.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
        }
        if let path = arguments.value(.answers) {
            guard let data = FileManager.default.contents(atPath: context.absolutePath(path)),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw UsageError("cannot read answers from '\(path)': expected a JSON object of name to value (or list of values)", command: spec)
            }
            for (name, value) in object.sorted(by: { $0.key < $1.key }) {
                for item in (value as? [Any]) ?? [value] { answers.append((name, "\(item)")) }
            }
        }
        return answers
    }

    /// Sets up a run of `apps`' intents; an exit code when it cannot be (a
    /// configuration file that cannot be used, a handler that does not match
    /// its definition), said on standard error.
    static func open(apps: [AppModel], answers: [(String, String)], allowed: Permissions, input: String = "",
                     arguments: ParsedArguments, context: CommandContext) -> Result<RunSession, ExitCode> {
        let stateDirectory = RunCommand.stateDirectory(arguments, context: context)
        let configuration: FlowConfiguration
        do {
            configuration = try FlowConfiguration.load(from: FlowConfiguration.directory(environment: context.environment))
        } catch {
            context.stderr.line("error: \(error)")
            return .failure(.configuration)
        }
        let stderr = context.stderr
        // With --json, standard output holds the one JSON document; dialog, shown results and questions go to standard error.
        let stdout = arguments.has(.json) ? context.stderr : context.stdout
        let runID = UUID().uuidString
        var echo: (@Sendable (String) -> Void)?
        if arguments.has(.trace) { echo = { @Sendable line in stderr.line("log: " + line) } }
        let runLog = RunLog(stateDirectory: stateDirectory, runID: runID, echo: echo)
        let donor = DonationSetup.donor(stateDirectory: stateDirectory, configuration: configuration, place: nil, context: context)
        let phrases = StoredPhraseReader(store: PhraseStore(stateDirectory: stateDirectory, now: context.now), apps: apps)
        let handlers: AppHandlers
        do {
            handlers = try AppHandlers(apps: apps, stateDirectory: stateDirectory, runID: runID, log: runLog, context: context, donations: donor,
                                       phrases: phrases)
        } catch {
            context.stderr.line("error: \(error)")
            return .failure(.dataError)
        }
        let prepared = PreparedAnswers(answers: answers, confirmAll: arguments.has(.yes), output: { stdout.line($0) })
        // The live progress line, on a terminal only; never mixed into --trace's lines.
        let progress = context.interactive && context.stderr.isTerminal && !arguments.has(.trace) ? ProgressLine(output: context.stderr) : nil
        let conversation: Conversation = context.interactive ? TerminalConversation(prepared: prepared, output: stdout, progress: progress) : prepared
        var environment = RunEnvironment(registry: handlers.registry, conversation: conversation, output: { stdout.line($0) },
                                         stateDirectory: stateDirectory, input: input, allowed: allowed, now: context.now)
        environment.runID = runID
        environment.workingDirectory = context.currentDirectory
        environment.configuration = configuration
        environment.donations = donor
        environment.phrases = phrases
        if arguments.has(.trace) {
            environment.trace = { step in
                let inputs = step.inputs.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
                stderr.line(String(format: "[%.3fs] ", step.seconds) + step.summary + (inputs.isEmpty ? "" : " (\(inputs))")
                            + (step.output == .nothing ? "" : " → \(step.output)"))
            }
        }
        if let progress {
            environment.progress = { summary in if let summary { progress.started(summary) } else { progress.finished() } }
            let output = environment.output
            environment.output = { text in progress.suspend(); output(text) }
        }
        return .success(RunSession(environment: environment, handlers: handlers, progress: progress, donor: donor))
    }

    /// Runs `work` (cancelled by Ctrl-C) with the progress line going; nil
    /// when it finished (or stopped with `stop`), else the exit code, said on
    /// standard error. `currentStep` names where a cancellation struck.
    /// `ended` hears how the run ended, as history records it.
    func perform(context: CommandContext, currentStep: @escaping () -> String?, ended: (RunOutcome) -> Void = { _ in },
                 failedAt: () -> (path: String, range: SourceRange)? = { nil }, useColor: Bool = false, json: Bool = false,
                 _ work: @escaping @Sendable () async throws -> Void) -> ExitCode? {
        progress?.startTimer()
        let outcome = Blocking.run(cancelOnInterrupt: true, work)
        progress?.stop()
        switch outcome {
        case .success:
            ended(.succeeded)
            return nil
        case .failure(let failure as RunFailure):
            if case .stopped = failure {
                ended(.succeeded)
                return nil
            }
            RunDiagnostic.report(failure, at: failedAt(), useColor: useColor, context: context)
            if json { context.stdout.line(RunDiagnostic.json(failure, at: failedAt(), context: context)) }
            ended(.failed(failure.description))
            return ExitCode(rawValue: failure.exitCode) ?? .software
        case .failure(is CancellationError):
            let message = "cancelled" + (currentStep().map { " in \($0)" } ?? "")
            context.stderr.line("error: " + message)
            ended(.cancelled(message))
            return .cancelled
        case .failure(let error):
            context.stderr.line("error: \(error)")
            ended(.failed("\(error)"))
            return .software
        }
    }

    func close() { handlers.close() }
}
