import Foundation

/// One record of the scheduler journal: a change to the scheduler state.
/// Replaying them in order rebuilds the state; a compacted journal is the
/// live state written as `claim` records (with the runs as they are now) and
/// `mark` records.
enum StoreEntry: Codable, Equatable {
    /// A new run and, in the same record (so both or neither survive a crash),
    /// its trigger's new high-water mark.
    case claim(run: RunRecord, mark: HighWaterMark?)
    case mark(HighWaterMark)
    case start(id: String, at: Date)
    case step(id: String, step: StepRecord)
    case finish(id: String, state: RunState, reason: String?, at: Date)
}
