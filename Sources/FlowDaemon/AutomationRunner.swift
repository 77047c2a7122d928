import Foundation
import FlowCompiler
import FlowRuntime

/// Runs one automation's shortcut (or its own `do` steps) with nobody at the
/// keyboard, as the semantics page's section 7 says: questions take the
/// automation's `answering` values (then parameter defaults), a question
/// without one fails the run with "needs a value for 'soup' (...)", and an
/// intent that asks for confirmation runs only with `run-without-asking`
/// (else the run ends as "needs confirmation"). Every step is reported as it
/// ends, for the run's history.
public struct AutomationRunner: Sendable {
    /// The handlers of a program's apps for one run, and how to end them.
    public typealias MakeHandlers = @Sendable (_ apps: [AppModel], _ stateDirectory: URL, _ runID: String) throws -> (HandlerRegistry, close: @Sendable () -> Void)

    public enum Outcome: Equatable, Sendable {
        case succeeded(output: String?)
        case failed(String)
        case needsValue(String)
        case needsConfirmation(String)
        case notPermitted(String)
        case cancelled
        /// Cut short by a crash earlier and not resumed: why (the step that
        /// may or may not have happened, or the shortcut changed since).
        case interrupted(String)
    }

    public var program: ProgramGraph
    public var stateDirectory: URL
    public var configuration: FlowConfiguration
    /// What a shortcut run unattended is granted: what was remembered as
    /// "always" for exactly its file's content, and the daemon's `--allow`;
    /// with why a grant does not count, when one exists for other content.
    public var allowed: @Sendable (ShortcutGraph) -> (Permissions, whyNot: String?)
    /// The folder relative paths in `files(...)` scopes resolve against.
    public var folder: String = FileManager.default.currentDirectoryPath
    public var makeHandlers: MakeHandlers
    public var now: @Sendable () -> Date
    public var phaseLimit: Double = 10
    /// Where completed intents are donated, as in `flow run`: what an
    /// automation does on the person's behalf is what they do, so it counts
    /// towards suggestions too (unless the shortcut says `donate false`).
    public var donations: (any Donating)?
    /// The person's phrases, for handlers that show them (`HandlerContext.phrases`).
    public var phrases: (any PhraseReading)?
    /// The digest of a shortcut's files, as the grants use it: a run is
    /// resumed by replay only if it is what the run started with. Nil: no
    /// digest, so a journal with steps in it is never replayed.
    public var digest: (@Sendable (ShortcutGraph) -> String)?

    public init(program: ProgramGraph, stateDirectory: URL, configuration: FlowConfiguration = FlowConfiguration(),
                allowed: @escaping @Sendable (ShortcutGraph) -> (Permissions, whyNot: String?), makeHandlers: @escaping MakeHandlers,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.program = program
        self.stateDirectory = stateDirectory
        self.configuration = configuration
        self.allowed = allowed
        self.makeHandlers = makeHandlers
        self.now = now
    }

    /// The graph an automation runs: its `do` steps, or the shortcut it names
    /// (from its own file first, then any file of the program).
    public func graph(of automation: AutomationGraph) -> ShortcutGraph? {
        automation.steps ?? Self.shortcut(runBy: automation, in: program)
    }

    /// The shortcut an automation's `run "Name"` names: from its own file
    /// first, then any file of the program; nil for `do` steps.
    public static func shortcut(runBy automation: AutomationGraph, in program: ProgramGraph) -> ShortcutGraph? {
        guard let name = automation.runs else { return nil }
        return program.shortcuts.first { $0.name == name && $0.path == automation.path } ?? program.shortcuts.first { $0.name == name }
    }

    /// `durable`: the run's step journal, and what an earlier attempt of
    /// the same run recorded in it (replayed, see `DurableRun`).
    public func run(_ automation: AutomationGraph, trigger: RuntimeValue, runID: String, durable: DurableRun? = nil,
                    step: @escaping @Sendable (StepTrace) -> Void, say: @escaping @Sendable (String) -> Void) async -> Outcome {
        guard let graph = graph(of: automation) else { return .failed("no shortcut named '\(automation.runs ?? "")'") }
        if let durable, let refusal = Self.checkDigest(durable, now: digest?(graph)) { return refusal }
        // Refused before anything starts, apps included: nothing is half done.
        let granted = allowed(graph)
        let permitted: Permissions
        switch PermissionGate.admit(graph, granted: granted.0, folder: folder, whyMissing: granted.whyNot) {
        case .admitted(let admitted): permitted = admitted
        case .refused(let refusal, _): return .notPermitted(refusal.description + "; nothing ran")
        }
        let handlers: (HandlerRegistry, close: @Sendable () -> Void)
        do { handlers = try makeHandlers(program.apps, stateDirectory, runID) } catch { return .failed("\(error)") }
        defer { handlers.close() }
        let answers = automation.answers.sorted { $0.key < $1.key }.map { ($0.key, Self.answerText($0.value)) }
        let conversation = PreparedAnswers(answers: answers, confirmAll: automation.runWithoutAsking, output: say)
        var environment = RunEnvironment(registry: handlers.0, conversation: conversation, output: say,
                                         stateDirectory: stateDirectory, allowed: permitted, now: now)
        environment.runID = runID
        environment.workingDirectory = folder
        environment.configuration = configuration
        environment.trigger = RunValues.naming(trigger, automation: automation.name)
        environment.phaseLimit = phaseLimit
        environment.trace = step
        environment.donations = donations
        environment.phrases = phrases
        environment.durable = durable
        let interpreter = Interpreter(program: program, graph: graph, environment: environment)
        let inputs = automation.arguments.mapValues { RuntimeValue(constant: $0, apps: program.apps) }
        do {
            try await interpreter.run(inputs: inputs)
            return .succeeded(output: interpreter.result.map(\.description))
        } catch let failure as RunFailure {
            switch failure {
            case .stopped: return .succeeded(output: interpreter.result.map(\.description))
            case .needsValue: return .needsValue(failure.description)
            case .needsConfirmation(let question): return .needsConfirmation(question)
            case .notPermitted: return .notPermitted(failure.description)
            case .cancelled: return .cancelled
            case .failed, .timedOut, .phaseTimedOut, .stateUnwritable, .stateDamaged: return .failed(failure.description)
            }
        } catch is CancellationError {
            return .cancelled
        } catch let interrupted as InterruptedStep {
            return .interrupted(interrupted.description)
        } catch {
            return .failed("\(error)")
        }
    }

    /// An `answering` value as an answer is typed: an enum case by its name.
    public static func answerText(_ value: Value) -> String {
        switch value {
        case .enumCase(_, _, let caseName): caseName
        case .string(let text): text
        default: value.description
        }
    }
}
