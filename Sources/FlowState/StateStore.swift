import Foundation

/// The scheduler's durable state: high-water marks, claims and run records
/// with their step traces, in `STATE/scheduler/state.journal`.
///
/// The daemon's loop, and why each step is safe:
///
/// 1. `StateStore.open` at start-up takes the lock (a second daemon gets
///    `StateError.locked`), replays the journal, and turns runs left
///    `running` by a crash into `interrupted`, and keeps runs left `claimed`
///    (never started) for the daemon to start again (`report`).
/// 2. For each due slot (or each run an event causes), `claim` before
///    starting: the run record, its unique slot key and the trigger's new
///    mark are one journal record, fsynced before `claim` returns. A key
///    claimed before comes back as `.alreadyClaimed` and must not start, so
///    no slot fires twice, whenever the daemon died. A batch of claims costs
///    one fsync.
/// 3. `start`, `appendStep` as the run goes, `finish` with the outcome.
///
/// Every change is written before memory changes, so a failed write leaves
/// the store as it was. A failed fdatasync is different: the record is in
/// memory and may or may not be on disk, so the store trusts itself no
/// more (`failure`): every later write throws, and the daemon stops, for a
/// restart to replay what the disk holds (a claim that made it there runs
/// as `interrupted`, never twice). Methods are safe to call from any thread.
///
/// **Group commit.** A synced call returns once its record is on disk, but
/// callers at the same moment share the fdatasync: each appends its record
/// under the mutex, then waits its turn to sync; one fdatasync, made outside
/// the mutex so that others keep appending while it runs, covers every
/// record appended before it began (`makeDurable`). Runs finishing
/// together, and the daemon's claims beside them, cost one fsync, not one each.
///
/// **`sync: false`** returns once the record is written (not yet on disk)
/// and leaves the fdatasync to a background flush that starts at once: the
/// record is on disk about one fsync later, shared with whatever else was
/// written meanwhile, and the caller never waits. For what nothing waits on
/// (a run's start and steps), so a busy daemon's runs do not queue for the disk.
public final class StateStore: @unchecked Sendable {
    /// What opening found: damage set aside, and runs a crash left unfinished.
    public struct OpenReport: Sendable {
        public var setAside: SetAsideReport?
        /// The runs just marked `interrupted` (they were running).
        public var interrupted: [RunRecord]
        /// The runs claimed and never started, oldest claim first: they had
        /// no effects, and the daemon starts them again.
        public var unstarted: [RunRecord] = []
    }

    public let report: OpenReport

    /// Compaction happens after writes and its failure does not fail them;
    /// the last one is kept here for the daemon to log (nil once one succeeds).
    /// The fdatasync that failed, after which the store writes nothing more;
    /// the daemon stops when it sees one.
    public var failure: StateError? {
        mutex.lock()
        defer { mutex.unlock() }
        return syncFailure
    }

    public var compactionError: StateError? {
        mutex.lock()
        defer { mutex.unlock() }
        return lastCompactionError
    }

    private let mutex = NSLock()
    /// Held by the one caller whose fdatasync is running (taken before `mutex`, never inside it).
    private let syncTurn = NSLock()
    private let fileLock: FileLock
    private let journal: Journal<StoreEntry>
    private var model: SchedulerState
    private let retention: RetentionPolicy
    private let now: @Sendable () -> Date
    /// Compact once the journal is larger than this.
    private var compactAt: Int
    private var lastCompactionError: StateError?
    private var closed = false
    /// Set when an fdatasync failed: nothing more is written (see above).
    private var syncFailure: StateError?
    /// The fdatasync; tests put a failing one here.
    var syncData: @Sendable (Int32, String) throws(StateError) -> Void = { descriptor, path throws(StateError) in
        try Posix.syncData(descriptor, path: path)
    }
    /// Writes appended so far, and how many of them are known to be on disk.
    private var appended: UInt64 = 0
    private var durable: UInt64 = 0
    /// A background flush is queued (for `sync: false` writes).
    private var flushQueued = false
    private static let flushes = DispatchQueue(label: "flow.state.flush")

    private init(fileLock: FileLock, journal: Journal<StoreEntry>, model: SchedulerState, report: OpenReport,
                 retention: RetentionPolicy, now: @escaping @Sendable () -> Date) {
        self.fileLock = fileLock
        self.journal = journal
        self.model = model
        self.report = report
        self.retention = retention
        self.now = now
        compactAt = retention.compactionBytes
    }

    /// Opens the state for writing: locks it, replays the journal (setting
    /// aside damage), and marks runs a crash left unfinished `interrupted`.
    public static func open(stateDirectory: URL, retention: RetentionPolicy = RetentionPolicy(),
                            now: @escaping @Sendable () -> Date = { Date() }) throws(StateError) -> StateStore {
        let layout = StateLayout(stateDirectory: stateDirectory)
        let fileLock = try FileLock.acquire(path: layout.schedulerLock)
        let (journal, entries, setAside) = try Journal<StoreEntry>.open(path: layout.schedulerJournal, now: now())
        var model = SchedulerState()
        for entry in entries { model.apply(entry) }
        let time = now()
        // A run claimed and never started had no effects: it is kept claimed
        // for the daemon to start again (`report.unstarted`). A run that was
        // running may have done part of its work: it is interrupted.
        // After damage (not a torn last record but a journal that could not be
        // trusted to its end), a start may be among what was set aside: whether
        // a claimed run ran is unknown, so it is interrupted rather than run again.
        let damaged = setAside?.preservedAs != nil
        let recovery: [StoreEntry] = model.unfinishedRuns.filter { $0.state == .running || damaged }.map { run in
            let reason = run.state == .running ? "flow stopped while the run was running"
                : "the state journal was damaged after its claim, so whether it ran is unknown"
            return .finish(id: run.id, state: .interrupted, reason: reason, at: time)
        }
        // In the order they were due: the claim, then the event's posting time or the slot.
        let unstarted = model.unfinishedRuns.filter { $0.state == .claimed }.sorted {
            ($0.claimedAt, $0.event?.time ?? $0.scheduledFor ?? $0.claimedAt, $0.id)
                < ($1.claimedAt, $1.event?.time ?? $1.scheduledFor ?? $1.claimedAt, $1.id)
        }
        if !recovery.isEmpty { try journal.append(recovery) }
        for entry in recovery { model.apply(entry) }
        let interrupted = recovery.compactMap { entry -> RunRecord? in
            if case .finish(let id, _, _, _) = entry { return model.runs[id] }
            return nil
        }
        let store = StateStore(fileLock: fileLock, journal: journal, model: model,
                               report: OpenReport(setAside: setAside, interrupted: interrupted, unstarted: unstarted), retention: retention, now: now)
        store.mutex.lock()
        store.compactIfNeeded()
        store.mutex.unlock()
        return store
    }

    /// The state as `flow history` sees it, read without the lock and without
    /// changing anything (the daemon may be writing): the records up to the
    /// first one that is not whole, and why that one was not trusted (a torn
    /// last record is normal while the daemon appends).
    /// Where the scheduler's journal is, for messages that name it.
    public static func journalPath(stateDirectory: URL) -> String { StateLayout(stateDirectory: stateDirectory).schedulerJournal }

    public static func read(stateDirectory: URL) throws(StateError) -> (state: SchedulerState, damage: JournalDamage?) {
        let scan = try Journal<StoreEntry>.read(path: StateLayout(stateDirectory: stateDirectory).schedulerJournal)
        var model = SchedulerState()
        for entry in scan.records { model.apply(entry) }
        return (model, scan.damage)
    }

    /// A copy of the state, for queries (`history`, `run(idPrefix:)`, `mark(for:)`).
    public var state: SchedulerState {
        mutex.lock()
        defer { mutex.unlock() }
        return model
    }

    /// The debounced triggers' held events. Cheaper than `state.debounces`
    /// while runs are writing: a copy of the whole state kept alive across
    /// another thread's write makes that write copy every run record.
    public var debounces: [TriggerID: PendingDebounce] {
        mutex.lock()
        defer { mutex.unlock() }
        return model.debounces
    }

    /// The trigger's high-water mark (as `state.mark(for:)`, without copying the state).
    public func mark(for trigger: TriggerID) -> Date? {
        mutex.lock()
        defer { mutex.unlock() }
        return model.mark(for: trigger)
    }

    /// Persists the run with its slot key and mark before the run starts;
    /// refuses a key claimed before, returning that run.
    public func claim(slot: SlotKey, newMark: Date?, run: RunRequest) throws(StateError) -> ClaimResult {
        try claim(Claim(slot: slot, newMark: newMark, run: run))
    }

    public func claim(_ claim: Claim) throws(StateError) -> ClaimResult {
        let results = try self.claim([claim])
        return results[0]
    }

    /// Claims a batch with one write and one fsync; results in the order of
    /// `claims`. A key given twice in the batch is claimed once. `holding`
    /// are debounced triggers' held events (`PendingDebounce`), written in
    /// the same record batch, after the claims.
    public func claim(_ claims: [Claim], holding: [PendingDebounce] = []) throws(StateError) -> [ClaimResult] {
        let (results, sequence) = try locked { () throws(StateError) in try claimLocked(claims, holding: holding) }
        try makeDurable(sequence)
        return results
    }

    private func claimLocked(_ claims: [Claim], holding: [PendingDebounce]) throws(StateError) -> ([ClaimResult], UInt64) {
        let time = now()
        var results: [ClaimResult] = []
        var entries: [StoreEntry] = []
        var claimedNow: [SlotKey: RunRecord] = [:]
        var newIDs = Set<String>()
        for claim in claims {
            if let slot = claim.slot, let existing = model.run(for: slot) ?? claimedNow[slot] {
                results.append(.alreadyClaimed(existing))
                continue
            }
            var id = RunID.make()
            while model.runs[id] != nil || newIDs.contains(id) { id = RunID.make() }
            newIDs.insert(id)
            let request = claim.run
            let run = RunRecord(
                id: id, automation: request.automation, shortcut: request.shortcut, slot: claim.slot,
                eventType: request.eventType, scheduledFor: request.scheduledFor, lateBy: request.lateBy,
                missed: request.missed, note: request.note, claimedAt: time, startedAt: nil,
                endedAt: claim.skipped == nil ? nil : time, state: claim.skipped == nil ? .claimed : .skipped,
                reason: claim.skipped, steps: [], event: claim.skipped == nil ? request.event : nil)
            if let slot = claim.slot { claimedNow[slot] = run }
            entries.append(.claim(run: run, mark: claim.mark))
            results.append(.claimed(run))
        }
        entries += holding.map(StoreEntry.debounce)
        return (results, try write(entries))
    }

    /// Releases a debounced trigger's held event without a run (its
    /// automation or trigger is gone). Claiming the held event's run
    /// releases it by itself.
    public func release(_ trigger: TriggerID) throws(StateError) {
        let sequence = try locked { () throws(StateError) in model.debounces[trigger] == nil ? 0 : try write([.release(trigger)]) }
        try makeDurable(sequence)
    }

    /// Moves a trigger's mark without a run (a clock correction).
    public func setMark(_ instant: Date, for trigger: TriggerID) throws(StateError) {
        try setMarks([HighWaterMark(trigger: trigger, instant: instant)])
    }

    /// Moves several triggers' marks with one write and one fsync (triggers
    /// seen for the first time start from now).
    public func setMarks(_ marks: [HighWaterMark]) throws(StateError) {
        let sequence = try locked { () throws(StateError) in try write(marks.map(StoreEntry.mark)) }
        try makeDurable(sequence)
    }

    /// A claimed run starts now.
    @discardableResult
    public func start(_ id: String, sync: Bool = true) throws(StateError) -> RunRecord {
        let (run, sequence) = try locked { () throws(StateError) -> (RunRecord, UInt64) in
            let run = try existing(id)
            guard run.state == .claimed else { throw .invalidTransition(runID: id, from: run.state, to: .running) }
            let sequence = try write([.start(id: id, at: now())])
            return (model.runs[id] ?? run, sequence)
        }
        try settle(sequence, sync: sync)
        return run
    }

    /// Appends a step to a run's trace (durable before it returns, unless
    /// `sync` is false: then at the next `sync()` or synced write).
    public func appendStep(_ step: StepRecord, to id: String, sync: Bool = true) throws(StateError) {
        let sequence = try locked { () throws(StateError) -> UInt64 in
            let run = try existing(id)
            guard !run.state.isFinished else { throw .invalidTransition(runID: id, from: run.state, to: run.state) }
            return try write([.step(id: id, step: step)])
        }
        try settle(sequence, sync: sync)
    }

    /// Records how a claimed or running run ended. A finished run is never
    /// rewritten (`invalidTransition`).
    @discardableResult
    public func finish(_ id: String, _ outcome: RunOutcome, sync: Bool = true) throws(StateError) -> RunRecord {
        let (run, sequence) = try locked { () throws(StateError) -> (RunRecord, UInt64) in
            let run = try existing(id)
            guard !run.state.isFinished else { throw .invalidTransition(runID: id, from: run.state, to: outcome.state) }
            let sequence = try write([.finish(id: id, state: outcome.state, reason: outcome.reason, at: now())])
            return (model.runs[id] ?? run, sequence)
        }
        try settle(sequence, sync: sync)
        return run
    }

    /// Makes every change so far durable now (after calls with `sync: false`).
    public func sync() throws(StateError) {
        try makeDurable(locked { appended })
    }

    /// Drops the runs retention no longer keeps and rewrites the journal with
    /// only the live state. Happens by itself as the journal grows.
    public func compact() throws(StateError) {
        mutex.lock()
        defer { mutex.unlock() }
        guard !closed else { throw .closed(path: journal.path) }
        try compactNow()
    }

    /// Releases the lock; writing afterwards throws `StateError.closed`.
    public func close() {
        mutex.lock()
        defer { mutex.unlock() }
        try? journal.sync()
        fileLock.release()
        closed = true
    }

    /// With `sync`, waits until write `sequence` is on disk; without, makes
    /// sure a background flush will put it there.
    private func settle(_ sequence: UInt64, sync: Bool) throws(StateError) {
        if sync { return try makeDurable(sequence) }
        let queue = try locked { () throws(StateError) -> Bool in
            defer { flushQueued = true }
            return !flushQueued
        }
        guard queue else { return }
        Self.flushes.async { [weak self] in
            guard let self else { return }
            // Writes made while this flush syncs queue the next one.
            guard let target = try? self.locked({ () throws(StateError) -> UInt64 in
                flushQueued = false
                return closed ? 0 : appended
            }) else { return }
            // A failure here is reported by the next synced call, which syncs again.
            try? self.makeDurable(target)
        }
    }

    /// Waits until write `sequence` is on disk. Callers take turns to sync;
    /// each fdatasync covers every write appended before it starts, so those
    /// that appended while another's ran find theirs done by the next one,
    /// shared. The fdatasync runs on a duplicate descriptor outside the mutex
    /// (a compaction meanwhile writes and fsyncs a whole new file, and marks
    /// everything durable itself). Called without the mutex.
    private func makeDurable(_ sequence: UInt64) throws(StateError) {
        if try locked({ () throws(StateError) in durable >= sequence }) { return }
        syncTurn.lock()
        defer { syncTurn.unlock() }
        let (covered, handle) = try locked { () throws(StateError) -> (UInt64, Int32?) in
            guard durable < sequence else { return (durable, nil) }
            return (appended, try journal.syncHandle())
        }
        guard let handle else { return }
        defer { Posix.close(handle) }
        do { try syncData(handle, journal.path) } catch {
            try locked { () throws(StateError) in if syncFailure == nil { syncFailure = error } }
            throw error
        }
        try locked { () throws(StateError) in durable = max(durable, covered) }
    }

    private func locked<T>(_ body: () throws(StateError) -> T) throws(StateError) -> T {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }

    // MARK: - Under the mutex

    private func existing(_ id: String) throws(StateError) -> RunRecord {
        guard let run = model.runs[id] else { throw .noSuchRun(id) }
        return run
    }

    /// Writes first, then changes memory: a failed write changes nothing.
    /// Returns the write's sequence number, for `makeDurable` (0 when there
    /// was nothing to write).
    private func write(_ entries: [StoreEntry]) throws(StateError) -> UInt64 {
        guard !closed else { throw .closed(path: journal.path) }
        if let syncFailure { throw syncFailure }
        guard !entries.isEmpty else { return 0 }
        try journal.append(entries, sync: false)
        for entry in entries { model.apply(entry) }
        appended += 1
        let sequence = appended
        compactIfNeeded()
        return sequence
    }

    private func compactIfNeeded() {
        guard journal.size > compactAt else { return }
        do {
            try compactNow()
            lastCompactionError = nil
        } catch {
            lastCompactionError = error
            compactAt = journal.size + retention.compactionBytes
        }
    }

    private func compactNow() throws(StateError) {
        var pruned = model
        pruned.remove(pruned.expired(at: now(), policy: retention))
        try journal.rewrite(pruned.snapshot)
        // The rewritten file is fsynced: everything appended is on disk.
        durable = appended
        model = pruned
        compactAt = max(retention.compactionBytes, 2 * journal.size)
    }
}
