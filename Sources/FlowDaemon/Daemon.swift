import Foundation
import FlowAutomation
import FlowCompiler
import FlowRuntime
import FlowState

/// `flow daemon`: runs automations when their time comes or their event is
/// posted, one daemon per state directory.
///
/// The loop is `pass()` then `waitForWork()`, over and over. A pass reads the
/// clock once, plans each time trigger's due slots from its high-water mark
/// (`SlotPlanner`), claims them durably before starting anything (so a crash
/// never fires a slot twice), then takes the pending events from the spool,
/// claims the runs they cause (or, for a `debounce` trigger, holds the event
/// in the scheduler journal with its deadline: `PendingDebounce`) and only
/// then marks them delivered (so a crash never loses one), and claims the
/// held events whose quiet time has passed. Files that `file-changed`
/// triggers name are watched (`FileWatcher`); each change is posted to the
/// spool and goes the way of any event. Runs go through `AutomationRunner` on their own tasks;
/// each step is appended to the run's record as it ends. The clock is
/// injected and `pass()` is public, so tests drive time without sleeping.
public final class Daemon: @unchecked Sendable {
    public struct Options: Sendable {
        public var stateDirectory: URL
        /// The `.flow` files whose automations run.
        public var files: [String]
        public var compile: LoadedAutomations.Compile
        public var modified: @Sendable (String) -> Date?
        public var runner: @Sendable (ProgramGraph) -> AutomationRunner
        public var environment: [String: String]
        public var now: @Sendable () -> Date
        public var log: @Sendable (String) -> Void
        /// How long running steps may take to finish on SIGTERM before they are cancelled.
        public var grace: Double = 30
        /// Test-only: "after-claim", "during-run" (started, before its first
        /// step) or "after-step" (each step's end) kills the daemon there (SIGKILL).
        public var fault: String?
        /// When the machine booted (`when boot` runs once per boot); injected by tests.
        public var bootTime: Date? = Daemon.bootTime()

        public init(stateDirectory: URL, files: [String], compile: @escaping LoadedAutomations.Compile,
                    modified: @escaping @Sendable (String) -> Date?, runner: @escaping @Sendable (ProgramGraph) -> AutomationRunner,
                    environment: [String: String], now: @escaping @Sendable () -> Date = { Date() },
                    log: @escaping @Sendable (String) -> Void) {
            self.stateDirectory = stateDirectory
            self.files = files
            self.compile = compile
            self.modified = modified
            self.runner = runner
            self.environment = environment
            self.now = now
            self.log = log
        }
    }

    /// A claimed run waiting for its turn or running.
    struct PendingRun: Sendable {
        var record: RunRecord
        var automation: AutomationGraph
        var program: ProgramGraph
        var trigger: RuntimeValue
        /// A rerun after a crash: the interrupted run whose step journal it
        /// replays and goes on writing. Nil: the run keeps its own.
        var resuming: String? = nil
    }

    let options: Options
    let store: StateStore
    let events: EventConsumer
    let spool: EventSpool
    let lock = NSLock()
    var loaded = LoadedAutomations()
    var routes = EventRoutes([])
    var concurrency = ConcurrencyState<PendingRun>()
    var tasks: [String: Task<Void, Never>] = [:]
    var throttles: [String: ThrottleWindow] = [:]
    /// The time triggers and when each is next due; nil until the first pass after a (re)load.
    var timeTable: TimeTable?
    var stopping = false
    let localZone: ZoneRules
    /// Watches the files `file-changed` triggers name; nil where inotify is missing.
    let watcher: FileWatcher?
    /// Signalled whenever a run ends, for `waitUntilIdle` and shutdown.
    let runEnded = NSCondition()

    /// Opens the state (taking its locks: a second daemon on the same
    /// directory fails here with `StateError.locked`).
    public init(options: Options) throws(StateError) {
        self.options = options
        Self.fixMmapThreshold()
        store = try StateStore.open(stateDirectory: options.stateDirectory, now: options.now)
        do {
            events = try EventConsumer.open(stateDirectory: options.stateDirectory, now: options.now)
        } catch {
            store.close()
            throw error
        }
        spool = EventSpool(stateDirectory: options.stateDirectory)
        switch FileWatcher.open() {
        case .success(let opened): watcher = opened
        case .failure(let reason):
            watcher = nil
            options.log("cannot watch files (inotify: \(reason)); file-changed triggers will not fire")
        }
        let (zone, ignored) = LocalZone.rules(environment: options.environment)
        localZone = zone
        if let ignored { options.log("TZ='\(ignored)' names no time zone; using \(zone.identifier)") }
    }

    /// Reports what a crash left, loads the automations and announces the start.
    public func start() {
        if let damage = store.report.setAside { options.log("state: \(damage)") }
        if let damage = events.report.setAside { options.log("events: \(damage)") }
        for run in store.report.interrupted {
            options.log("run \(run.id.prefix(8)) of \(run.name) was interrupted when flow stopped")
        }
        for hold in store.debounces.values.sorted(by: { $0.due < $1.due }) {
            options.log("\(hold.trigger): holds event \(hold.event.id) from \(hold.event.source) until \(hold.due.formatted(.iso8601)) (debounce)")
        }
        reload()
        resumeUnstarted()
        passBoot(bootedAt: options.bootTime)
        post(type: "flow.daemon.started", id: "daemon-" + UUID().uuidString.lowercased(), data: ["pid": .integer(Int64(getpid()))])
    }

    /// (Re)compiles the configured files, keeping what still compiles.
    public func reload() {
        let reports = lock.withLock { loaded.load(options.files, compile: options.compile, modified: options.modified) }
        for report in reports { options.log(report.trimmingCharacters(in: .newlines)) }
        let next = lock.withLock { EventRoutes(loaded.automations.map(\.automation), home: options.environment["HOME"]) }
        lock.withLock {
            routes = next
            timeTable = nil
        }
        rearmFiles(next.watched)
        // Compiling builds syntax trees and workspaces that are gone now; hand
        // the pages they freed back to the system, so the daemon's resident
        // memory is what it keeps (with 10,000 automations, about a third less).
        Self.trimMemory()
        let count = lock.withLock { loaded.count }
        options.log("loaded \(count) automation\(count == 1 ? "" : "s") from \(options.files.count) file\(options.files.count == 1 ? "" : "s")")
    }

    /// Reloads when a configured file changed on disk.
    public func reloadIfChanged() {
        if lock.withLock({ loaded.changed(modified: options.modified) }) { reload() }
    }

    /// One scheduling pass at the current time.
    public func pass() {
        let now = options.now()
        passFiles(now: now)
        passTime(now: now)
        passEvents(now: now)
        passDebounced(now: now)
    }

    /// Seconds until the next slot of any time trigger (or a debounced
    /// event), at most 30: the daemon never holds one long timer, so a clock
    /// step or a suspend is noticed within 30 seconds.
    public func secondsUntilNextWork() -> Double {
        let now = options.now()
        var next = 30.0
        if let table = lock.withLock({ timeTable }), !table.nextDue.contains(nil) {
            for due in table.nextDue { next = min(next, due!.timeIntervalSince(now)) }
        } else {
            for trigger in timeTriggers() {
                let mark = store.mark(for: trigger.id) ?? now
                if let slot = trigger.schedule.nextSlot(after: mark, in: trigger.zone) {
                    next = min(next, slot.instant.timeIntervalSince(now))
                }
            }
        }
        for hold in store.debounces.values { next = min(next, hold.due.timeIntervalSince(now)) }
        return max(0, next)
    }

    /// Waits for a posted event, a file change, a byte on `fileDescriptor`
    /// (the signal pipe), or until the next work is due.
    public func waitForWork(extra fileDescriptor: Int32? = nil) {
        let timeout = secondsUntilNextWork()
        guard timeout > 0 else { return }
        var fds = [pollfd(fd: events.wakeup.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        for descriptor in [watcher?.fileDescriptor, fileDescriptor].compactMap({ $0 }) {
            fds.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
        }
        _ = poll(&fds, nfds_t(fds.count), Int32(min(timeout, 30) * 1000) + 1)
        if fds[0].revents != 0 { _ = events.wakeup.wait(timeout: 0) }
    }

    public var isStopping: Bool { lock.withLock { stopping } }

    /// Why the daemon must stop: its state could not be made durable (a
    /// failed fdatasync), so going on could lose what it acknowledged.
    public var stateFailure: StateError? { store.failure }

    /// Stops starting runs (queued ones stay claimed for the next start);
    /// lets running ones finish for up to the grace period, then cancels
    /// them; records what it stopped. Blocks until done.
    public func shutdown() {
        let waiting = lock.withLock { () -> [(automation: String, id: String, run: PendingRun)] in
            stopping = true
            return concurrency.drainWaiting()
        }
        // A queued run that has not started has done nothing: it stays claimed,
        // and the next daemon on this state folder starts it (resumeUnstarted).
        if !waiting.isEmpty {
            options.log("\(waiting.count) queued run\(waiting.count == 1 ? "" : "s") will start when the daemon starts again")
        }
        if !waitUntilIdle(deadline: Date().addingTimeInterval(options.grace)) {
            let left = lock.withLock { Array(tasks.values) }
            options.log("cancelling \(left.count) run\(left.count == 1 ? "" : "s") still going after \(Int(options.grace)) s")
            left.forEach { $0.cancel() }
            _ = waitUntilIdle(deadline: .distantFuture)
        }
        try? store.sync()
        store.close()
        events.close()
        options.log("stopped")
    }

    /// Blocks until no run is going, or the deadline passes; true when idle.
    @discardableResult
    public func waitUntilIdle(deadline: Date = .distantFuture) -> Bool {
        runEnded.lock()
        defer { runEnded.unlock() }
        while lock.withLock({ !tasks.isEmpty }) {
            // wait(until:) traps on Linux for dates that do not fit a timespec
            // (.distantFuture): anything past a year is "no deadline".
            if deadline.timeIntervalSinceNow > 365 * 86_400 {
                runEnded.wait()
            } else if !runEnded.wait(until: deadline) {
                return lock.withLock { tasks.isEmpty }
            }
        }
        return true
    }

    // MARK: - Shared

    /// Posts one of the daemon's own events, when some automation listens
    /// to its type (no other would ever be read: an event that no route
    /// takes is dropped at delivery), so runs nobody chains cost no spool writes.
    func post(type: String, id: String, data: [String: JSONValue]) {
        guard !lock.withLock({ routes.routes(for: type).isEmpty }) else { return }
        do {
            let event = try Event(type: type, id: id, source: "flow", time: options.now(), data: data)
            _ = try spool.post(event)
        } catch {
            options.log("could not post \(type): \(error)")
        }
    }

    func finishRecord(_ id: String, _ outcome: RunOutcome, sync: Bool = true) {
        do { _ = try store.finish(id, outcome, sync: sync) } catch { options.log("could not record the end of run \(id.prefix(8)): \(error)") }
    }

    /// glibc's `malloc_trim(0)`: returns the free pages in the middle of the
    /// heap to the system. Looked up at run time (Swift's Glibc module does
    /// not declare it, nor `mallopt`); nothing happens where it is missing.
    static func trimMemory() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// A fixed mmap threshold (glibc's `mallopt(M_MMAP_THRESHOLD, 128 KiB)`):
    /// by default glibc raises it each time a large block is freed, after
    /// which large arrays (a reload's, a compaction's) come from the heap and
    /// their pages stay with a long-running process once freed.
    static func fixMmapThreshold() {
        typealias Option = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mmapThreshold: Int32 = -3
        _ = unsafeBitCast(symbol, to: Option.self)(mmapThreshold, 128 * 1024)
    }

    /// Test-only fault injection: dies at the named point, as SIGKILL would.
    func fault(_ point: String) {
        if options.fault == point { kill(getpid(), SIGKILL) }
    }
}
