import Foundation
import Glibc

/// The history of runs a person started with `flow run`, beside the daemon's.
///
/// The scheduler journal has one writer, the daemon, and `flow run` must work
/// whether or not a daemon runs and while several runs go at once; so each
/// manual run writes a journal of its own, `scheduler/manual/STAMP-ID.journal`
/// (the same checksummed `StoreEntry` records as the scheduler's), and holds
/// `STAMP-ID.lock` while it runs. A run whose journal never reached `finish`
/// and whose lock nobody holds was cut off (SIGKILL, a crash): readers show it
/// as `interrupted`, the way the daemon's start-up does for its own runs.
///
/// Bounded: each new run first removes finished runs older than the policy's
/// age and, past `maximumRuns` files, the oldest (the name starts with the
/// claim time, so the folder listing alone decides).
public final class ManualRunLog: @unchecked Sendable {
    public let record: RunRecord
    private let journal: Journal<StoreEntry>
    private let lock: FileLock
    private let lockPath: String
    private let mutex = NSLock()

    /// How many manual run journals are kept at most.
    public static let maximumRuns = 1_000

    private init(record: RunRecord, journal: Journal<StoreEntry>, lock: FileLock, lockPath: String) {
        self.record = record
        self.journal = journal
        self.lock = lock
        self.lockPath = lockPath
    }

    /// Records that a run of `shortcut` starts now: claimed and running, on
    /// disk before the first step.
    public static func begin(stateDirectory: URL, shortcut: String, now: Date,
                             retention: RetentionPolicy = RetentionPolicy()) throws(StateError) -> ManualRunLog {
        let folder = StateLayout(stateDirectory: stateDirectory).manualRuns
        try Posix.makeDirectories(folder)
        prune(folder: folder, now: now, retention: retention)
        let id = RunID.make()
        let base = folder + "/" + stamp(now) + "-" + id
        // The lock first: a reader that finds the journal always finds it held.
        let lock = try FileLock.acquire(path: base + ".lock")
        let record = RunRecord(id: id, automation: nil, shortcut: shortcut, slot: nil, eventType: nil, scheduledFor: nil,
                               lateBy: nil, missed: nil, note: nil, claimedAt: now, startedAt: now, endedAt: nil,
                               state: .running, reason: nil, steps: [])
        var claimed = record
        claimed.state = .claimed
        claimed.startedAt = nil
        let (journal, _, _) = try Journal<StoreEntry>.open(path: base + ".journal", now: now)
        try journal.append([.claim(run: claimed, mark: nil), .start(id: id, at: now)])
        return ManualRunLog(record: record, journal: journal, lock: lock, lockPath: base + ".lock")
    }

    /// Adds a step as it ends; durable with the run's end (a step is not
    /// worth an fsync of its own).
    public func appendStep(_ step: StepRecord) throws(StateError) {
        mutex.lock()
        defer { mutex.unlock() }
        try journal.append([.step(id: record.id, step: step)], sync: false)
    }

    /// Records how the run ended and lets go of its lock.
    public func finish(_ outcome: RunOutcome, at time: Date) throws(StateError) {
        mutex.lock()
        defer { mutex.unlock() }
        try journal.append([.finish(id: record.id, state: outcome.state, reason: outcome.reason, at: time)])
        try? Posix.unlink(lockPath)
        lock.release()
    }

    /// Every manual run on disk, oldest first; runs cut off show as
    /// `interrupted`. A damaged journal keeps what it trusted before the damage.
    public static func runs(stateDirectory: URL) -> [RunRecord] { read(stateDirectory: stateDirectory).runs }

    /// Every manual run, and a warning for each journal that could not be
    /// read whole (naming the file and what was wrong): a damaged journal
    /// never makes its run vanish without a word.
    public static func read(stateDirectory: URL) -> (runs: [RunRecord], warnings: [String]) {
        let folder = StateLayout(stateDirectory: stateDirectory).manualRuns
        var warnings: [String] = []
        let runs = journalNames(in: folder).compactMap { name -> RunRecord? in
            let base = folder + "/" + String(name.dropLast(".journal".count))
            // The lock first: a run that finishes between the two reads is read
            // finished; read the other way round it could look cut off.
            let running = isHeld(base + ".lock")
            let scan: JournalScan<StoreEntry>
            do { scan = try Journal<StoreEntry>.read(path: base + ".journal") } catch {
                warnings.append("\(error)")
                return nil
            }
            if let damage = scan.damage, !(damage == .torn && running) {
                warnings.append("\(base).journal: \(damage.rawValue); showing what came before it")
            }
            var state = SchedulerState()
            scan.records.forEach { state.apply($0) }
            guard var run = state.runs.values.first else {
                if scan.damage != nil || scan.records.isEmpty { warnings.append("\(base).journal: holds no run that can be read") }
                return nil
            }
            if !run.state.isFinished, !running {
                run.state = .interrupted
                run.reason = "flow run stopped before the run ended"
            }
            return run
        }.sorted(by: RunRecord.chronologically)
        return (runs, warnings)
    }

    /// Whether a running `flow run` still holds `path` (a missing lock file
    /// is not held: the run ended or was cut off).
    private static func isHeld(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_SH | LOCK_NB) == 0 { return false }
        return errno == EWOULDBLOCK
    }

    private static func journalNames(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".journal") }.sorted()
    }

    /// Removes runs past the age limit or beyond `maximumRuns`, oldest first;
    /// a run still held by its process is left alone.
    static func prune(folder: String, now: Date, retention: RetentionPolicy) {
        let names = journalNames(in: folder)
        let oldest = stamp(now.addingTimeInterval(-retention.maximumAge))
        let excess = names.count - (maximumRuns - 1)
        for (index, name) in names.enumerated() where index < excess || name < oldest {
            let base = folder + "/" + String(name.dropLast(".journal".count))
            guard !isHeld(base + ".lock") else { continue }
            try? Posix.unlink(base + ".journal")
            try? Posix.unlink(base + ".lock")
        }
    }

    /// The claim time as it starts a file name: sortable, UTC, to the millisecond.
    static func stamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let digits = String(max(milliseconds, 0))
        return String(repeating: "0", count: max(0, 15 - digits.count)) + digits
    }
}
