import Foundation

/// Where each piece of automation state lives under the state directory (the
/// one `flow run --state` uses). Documented in this folder's README.
struct StateLayout: Sendable {
    let root: String

    init(stateDirectory: URL) {
        root = stateDirectory.path
    }

    /// The scheduler's journal of claims, marks and runs.
    var scheduler: String { root + "/scheduler" }
    var schedulerJournal: String { scheduler + "/state.journal" }
    /// Held by the one process that writes the scheduler journal (the daemon).
    var schedulerLock: String { scheduler + "/lock" }
    /// Runs started with `flow run`: a journal and a lock file each.
    var manualRuns: String { scheduler + "/manual" }
    /// One step journal per run (`StepJournal`): what each step did, for replay.
    var stepJournals: String { root + "/runs" }

    /// The event spool.
    var events: String { root + "/events" }
    /// Events being written by a poster; never read.
    var eventsTemporary: String { events + "/tmp" }
    /// Events posted and not yet delivered.
    var eventsNew: String { events + "/new" }
    /// Events delivered (kept for a while, bounded).
    var eventsDelivered: String { events + "/cur" }
    /// Event files that could not be read as events, set aside.
    var eventsCorrupt: String { events + "/corrupt" }
    /// The (source, id) of every event delivered recently.
    var seenJournal: String { events + "/seen.journal" }
    /// Held by the one process that delivers events (the daemon).
    var consumerLock: String { events + "/consumer.lock" }
    /// The FIFO a poster writes a byte to, to wake a waiting daemon.
    var wake: String { events + "/wake" }
}
