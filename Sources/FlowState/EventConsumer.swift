import Foundation
import Glibc

/// An event waiting in `new/`, as the consumer read it.
public struct PendingEvent: Sendable, Equatable {
    public let event: Event
    /// Its file name in the spool (sorts in posting order).
    public let fileName: String
}

/// An event file in `new/` that was not an event, moved to `corrupt/`.
public struct UnreadableEvent: Sendable, Equatable, CustomStringConvertible {
    public let fileName: String
    public let movedTo: String
    public var description: String { "'\(fileName)' in the event spool is not a valid event; set aside as '\(movedTo)'" }
}

/// What `pending` found.
public struct EventBatch: Sendable {
    /// Events to deliver, in posting order, each `(source, id)` once.
    public var events: [PendingEvent] = []
    /// Events whose `(source, id)` was delivered before: dropped (moved to `cur/`).
    public var duplicates: [PendingEvent] = []
    /// Files that were not events, set aside.
    public var unreadable: [UnreadableEvent] = []
    /// Files flow may not read (permission): left in place, each said.
    public var denied: [String] = []
}

/// The delivering side of the event spool: the daemon.
///
/// The loop: `pending()` lists what waits in `new/`; the daemon claims the
/// runs each event causes (`StateStore.claim`, one batch, keyed by the
/// event's `(source, id)`); then `markDelivered` records the keys in the seen
/// journal (one fsync) and moves the files to `cur/`. A crash before
/// `markDelivered` leaves the events pending: they come back from `pending()`
/// and their claims come back `.alreadyClaimed`. A crash after the seen
/// journal is written but before the moves finish leaves files in `new/`
/// whose keys are seen: `pending()` drops them as duplicates. Either way each
/// `(source, id)` causes its runs once.
///
/// One consumer per state directory (it holds `events/consumer.lock`).
public final class EventConsumer: @unchecked Sendable {
    public struct OpenReport: Sendable {
        /// Damage found in the seen journal, set aside.
        public var setAside: SetAsideReport?
        /// Files a crashed poster left in `tmp/` (never acknowledged), removed.
        public var abandonedRemoved: Int
    }

    public let report: OpenReport
    /// Readable when an event has been posted: wait on it between passes.
    public let wakeup: SpoolWakeup

    private let mutex = NSLock()
    private let layout: StateLayout
    private let fileLock: FileLock
    private let seenJournal: Journal<SeenRecord>
    private var seen: SeenSet
    /// Records in the seen journal, live or not: compact at twice the live count.
    private var journalRecords: Int
    /// Names in `cur/`, oldest first, for its retention.
    private var delivered: [String]
    private let retention: EventRetention
    private let now: @Sendable () -> Date
    private var closed = false

    private init(layout: StateLayout, fileLock: FileLock, seenJournal: Journal<SeenRecord>, seen: SeenSet, journalRecords: Int,
                 delivered: [String], report: OpenReport, wakeup: SpoolWakeup, retention: EventRetention,
                 now: @escaping @Sendable () -> Date) {
        self.layout = layout
        self.fileLock = fileLock
        self.seenJournal = seenJournal
        self.seen = seen
        self.journalRecords = journalRecords
        self.delivered = delivered
        self.report = report
        self.wakeup = wakeup
        self.retention = retention
        self.now = now
    }

    public static func open(stateDirectory: URL, retention: EventRetention = EventRetention(),
                            now: @escaping @Sendable () -> Date = { Date() }) throws(StateError) -> EventConsumer {
        let layout = StateLayout(stateDirectory: stateDirectory)
        for directory in [layout.eventsTemporary, layout.eventsNew, layout.eventsDelivered] {
            try Posix.makeDirectories(directory)
        }
        let fileLock = try FileLock.acquire(path: layout.consumerLock)
        let (journal, records, setAside) = try Journal<SeenRecord>.open(path: layout.seenJournal, now: now())
        var seen = SeenSet()
        for record in records { seen.insert(record) }
        let abandoned = try removeAbandoned(in: layout.eventsTemporary, olderThan: now().addingTimeInterval(-retention.abandonedAge))
        let delivered = try Posix.listDirectory(layout.eventsDelivered).filter { !$0.hasPrefix(".") }.sorted()
        let consumer = EventConsumer(
            layout: layout, fileLock: fileLock, seenJournal: journal, seen: seen, journalRecords: records.count,
            delivered: delivered, report: OpenReport(setAside: setAside, abandonedRemoved: abandoned),
            wakeup: try SpoolWakeup.open(path: layout.wake), retention: retention, now: now)
        consumer.mutex.lock()
        defer { consumer.mutex.unlock() }
        try consumer.applyRetention()
        return consumer
    }

    /// Up to `limit` events waiting in `new/`, oldest first, each
    /// `(source, id)` once and none delivered before. Calling it again before
    /// `markDelivered` returns the same events.
    ///
    /// - Complexity: O(n log n) in the files in `new/`, plus reading `limit` of them.
    public func pending(limit: Int = 1000) throws(StateError) -> EventBatch {
        mutex.lock()
        defer { mutex.unlock() }
        guard !closed else { throw .closed(path: layout.events) }
        var batch = EventBatch()
        var keys = Set<EventKey>()
        for name in try Posix.listDirectory(layout.eventsNew).sorted() where !name.hasPrefix(".") {
            guard batch.events.count < limit else { break }
            let path = layout.eventsNew + "/" + name
            var bytes: [UInt8]?
            do { bytes = try Posix.readFile(path) } catch {
                // Not allowed to read it is not damage: the event stays where it is, and is said.
                if case .system(_, _, let code) = error, code == EACCES || code == EPERM {
                    batch.denied.append("\(error); left in the spool")
                    continue
                }
            }
            guard let size = Posix.regularFileSize(path), size <= Event.maximumFileBytes,
                  let bytes, let event = StateJSON.decode(Event.self, from: bytes) else {
                batch.unreadable.append(try setAside(name))
                continue
            }
            let pending = PendingEvent(event: event, fileName: name)
            if seen.contains(event.key) {
                try? Posix.rename(path, layout.eventsDelivered + "/" + name)
                delivered.append(name)
                batch.duplicates.append(pending)
            } else if keys.insert(event.key).inserted {
                batch.events.append(pending)
            }
            // A second copy within one pass waits: once the first is
            // delivered, the next pass drops it as a duplicate.
        }
        return batch
    }

    /// True when this `(source, id)` was delivered (and is still remembered).
    public func wasDelivered(_ key: EventKey) -> Bool {
        mutex.lock()
        defer { mutex.unlock() }
        return seen.contains(key)
    }

    /// Records the events as delivered (their keys durably, one fsync) and
    /// moves their files to `cur/`. Call only after the runs they cause are
    /// claimed.
    public func markDelivered(_ events: [PendingEvent]) throws(StateError) {
        mutex.lock()
        defer { mutex.unlock() }
        guard !closed else { throw .closed(path: layout.events) }
        let time = now()
        var fresh = SeenSet()
        var records: [SeenRecord] = []
        for pending in events where !seen.contains(pending.event.key) {
            let record = SeenRecord(source: pending.event.source, id: pending.event.id, time: time)
            if fresh.insert(record) { records.append(record) }
        }
        if !records.isEmpty {
            try seenJournal.append(records, sync: true)
            journalRecords += records.count
            for record in records { seen.insert(record) }
        }
        // Not fsynced: the seen journal is what makes delivery durable; a move
        // lost in a crash only sends the file through `pending` once more, as a duplicate.
        for pending in events {
            if Glibc.rename(layout.eventsNew + "/" + pending.fileName, layout.eventsDelivered + "/" + pending.fileName) == 0 {
                delivered.append(pending.fileName)
            }
        }
        try applyRetention()
    }

    /// Releases the lock; `pending` and `markDelivered` afterwards throw
    /// `StateError.closed`.
    public func close() {
        mutex.lock()
        defer { mutex.unlock() }
        fileLock.release()
        closed = true
    }

    // MARK: - Under the mutex

    /// Moves a file that is not an event out of `new/`, into `corrupt/`.
    private func setAside(_ name: String) throws(StateError) -> UnreadableEvent {
        try Posix.makeDirectories(layout.eventsCorrupt)
        let target = layout.eventsCorrupt + "/" + name
        try Posix.rename(layout.eventsNew + "/" + name, target)
        return UnreadableEvent(fileName: name, movedTo: target)
    }

    /// Bounds `cur/` and the seen keys, and compacts the seen journal once it
    /// holds twice the live keys.
    private func applyRetention() throws(StateError) {
        let time = now()
        let oldest = time.addingTimeInterval(-retention.deliveredAge)
        var expired = max(0, delivered.count - retention.deliveredFiles)
        while expired < delivered.count, let posted = EventFileName.time(of: delivered[expired]), posted < oldest {
            expired += 1
        }
        if expired > 0 {
            for name in delivered[..<expired] { try Posix.unlink(layout.eventsDelivered + "/" + name) }
            delivered.removeFirst(expired)
        }
        _ = seen.prune(at: time, retention: retention)
        if journalRecords > 2 * seen.count + 1024 {
            let live = Array(seen.live)
            try seenJournal.rewrite(live)
            journalRecords = live.count
        }
    }

    /// Removes what crashed posters left in `tmp/`.
    private static func removeAbandoned(in directory: String, olderThan oldest: Date) throws(StateError) -> Int {
        var removed = 0
        for name in try Posix.listDirectory(directory) {
            let path = directory + "/" + name
            if let modified = Posix.modificationTime(path), modified < oldest {
                try Posix.unlink(path)
                removed += 1
            }
        }
        return removed
    }
}
