import Foundation

/// One record of the scheduler journal: a change to the scheduler state.
/// Replaying them in order rebuilds the state; a compacted journal is the
/// live state written as `mark` records, `claim` records (with the runs as
/// they are now) and `debounce` records.
enum StoreEntry: Codable, Equatable {
    /// A new run and, in the same record (so both or neither survive a crash),
    /// its trigger's new high-water mark.
    case claim(run: RunRecord, mark: HighWaterMark?)
    case mark(HighWaterMark)
    case start(id: String, at: Date)
    case step(id: String, step: StepRecord)
    case finish(id: String, state: RunState, reason: String?, at: Date)
    /// A debounced trigger holds this event until it is due (replacing what
    /// it held). A claim of the held event's key releases it.
    case debounce(PendingDebounce)
    /// A hold released without a run (its automation or trigger is gone).
    case release(TriggerID)
}
