import Foundation
import FlowState

/// Where a run's steps are recorded as they start and finish (a run's
/// `StepJournal`); a protocol so a test can stop a run between a step's
/// effect and its record, as a SIGKILL would.
public protocol StepRecording: Sendable {
    func record(_ entry: StepJournalEntry) throws
}

extension StepJournal: StepRecording {
    public func record(_ entry: StepJournalEntry) throws { try append(entry) }
}

/// A run that keeps a step journal, and what an earlier attempt of the same
/// run recorded in it. With a replay, steps that finished give their recorded
/// outputs without running again (so branches and loops take the same way),
/// and the step that was in flight runs again only when that is safe.
public struct DurableRun: Sendable {
    public var recorder: any StepRecording
    /// What the attempt before this one recorded; empty for a run's first attempt.
    public var replay: StepReplay
    /// The run whose journal this is: the first attempt's id. Idempotency
    /// keys are made from it and the step's place, so every attempt of the
    /// run gives a step the same key.
    public var runID: String
    /// `on interrupt rerun`: the step in flight runs again even when its
    /// action is neither idempotent nor keyed (it may happen twice; the
    /// automation asked for that). Otherwise such a step stops the run as
    /// interrupted, naming the step that may or may not have happened.
    public var repeatsUnsafeSteps: Bool

    public init(recorder: any StepRecording, replay: StepReplay = StepReplay(), runID: String, repeatsUnsafeSteps: Bool = false) {
        self.recorder = recorder
        self.replay = replay
        self.runID = runID
        self.repeatsUnsafeSteps = repeatsUnsafeSteps
    }

    /// A run's journal in the state folder, read back for replay.
    public static func open(stateDirectory: URL, runID: String, repeatsUnsafeSteps: Bool = false) throws -> DurableRun {
        let journal = StepJournal(stateDirectory: stateDirectory, runID: runID)
        return DurableRun(recorder: journal, replay: try journal.read(), runID: runID, repeatsUnsafeSteps: repeatsUnsafeSteps)
    }

    /// The key an effect is done under: the same for every attempt of the
    /// run at this step, different for any other step or pass.
    public func idempotencyKey(place: String) -> String { runID + "/" + place }
}

/// A step that was in flight when the run was cut short, may or may not have
/// happened, and is not safe to run again: the run ends as interrupted.
public struct InterruptedStep: Error, Sendable, CustomStringConvertible {
    public var step: String
    public var description: String {
        "interrupted at '\(step)': it was running when flow stopped and may or may not have happened; it is not run again (it is not idempotent)"
    }
}
