import Foundation
import FlowCompiler

/// Everything a run may touch outside the graph, injected so tests control it.
public struct RunEnvironment: Sendable {
    /// Capabilities an action needs before it reaches outside the shortcut.
    public typealias Capability = FlowCompiler.Capability

    public var registry: HandlerRegistry
    public var conversation: Conversation
    /// Where results go: show-result, the shortcut's output.
    public var output: @Sendable (String) -> Void
    public var stateDirectory: URL
    public var input: String
    public var allowed: Permissions
    /// The folder relative file paths (`read-file("notes.txt")`) and
    /// `files(...)` scopes are read against: the command's working folder.
    public var workingDirectory: String = FileManager.default.currentDirectoryPath
    /// Contacts and the message transport, from the user's configuration folder.
    public var configuration = FlowConfiguration()
    public var now: @Sendable () -> Date
    /// Waits; tests pass one that only records.
    public var sleep: @Sendable (Double) async throws -> Void
    /// The time limits of each intent's phases (`PhaseLimits`: 10 seconds each).
    public var limits = PhaseLimits.standard
    /// Sets every phase's limit to the same seconds (the talks' 10).
    public var phaseLimit: Double {
        get { limits.handle }
        set { limits = PhaseLimits(all: newValue) }
    }
    /// `while` loops stop with an error after this many passes.
    public var loopLimit = 100_000
    public var runID: String = UUID().uuidString
    /// Told about every step that ran: `flow run --trace`.
    public var trace: (@Sendable (StepTrace) -> Void)?
    /// What started a triggered run, as `trigger` reads it in steps: a
    /// dictionary with `event` (type, id, source, time, data) or
    /// `scheduledFor`, `lateBy` and `missed`; nothing for a manual run.
    public var trigger: RuntimeValue = .nothing
    /// Told when a step starts (its summary) and ends (nil): the live progress line.
    public var progress: (@Sendable (String?) -> Void)?
    /// Where successful intent runs are donated, and what handlers donate
    /// through; nil records nothing (see `Donating`).
    public var donations: (any Donating)?
    /// The person's phrases, which handlers read through `HandlerContext.phrases`; nil: none known.
    public var phrases: (any PhraseReading)?
    /// The run's step journal and what an earlier attempt recorded in it
    /// (`DurableRun`); nil: the steps are not journaled (a manual run).
    public var durable: DurableRun?

    public init(registry: HandlerRegistry, conversation: Conversation, output: @escaping @Sendable (String) -> Void,
                stateDirectory: URL, input: String = "", allowed: Permissions = [],
                now: @escaping @Sendable () -> Date = { Date() },
                sleep: @escaping @Sendable (Double) async throws -> Void = { try await Task.sleep(nanoseconds: UInt64(nanosecondsSaturating: $0)) }) {
        self.registry = registry
        self.conversation = conversation
        self.output = output
        self.stateDirectory = stateDirectory
        self.input = input
        self.allowed = allowed
        self.now = now
        self.sleep = sleep
    }
}

/// One step as it ran: what it was, what went in and came out, how long it took.
public struct StepTrace: Sendable {
    public var summary: String
    public var inputs: [(String, RuntimeValue)]
    public var output: RuntimeValue
    public var seconds: Double
    /// Why the step failed, when it did: a failed step is in the trace too.
    public var error: String? = nil
    /// The step finished in an earlier attempt of this run: its recorded
    /// output was used, and it did not run again.
    public var replayed = false
}
