import Foundation
import Glibc

/// An append-only file of checksummed records (see `JournalFraming`), the
/// durable half of every FlowState store: a change is acknowledged once its
/// record is written and fdatasync'ed, and replaying the records rebuilds the
/// state.
///
/// Appending is cheaper than rewriting a file per change: one `write` and one
/// `fdatasync` can carry a whole batch of records (2,000 claims a second is
/// one fsync per batch, not per claim). The file is kept bounded by `rewrite`,
/// which replaces it atomically with only the live records.
///
/// One writer at a time: the stores take a `FileLock` before opening their
/// journal. Readers (`flow history`) use `Journal.read`, which never repairs.
final class Journal<Record: Codable> {
    let path: String
    private var descriptor: Int32
    /// The journal's length in bytes.
    private(set) var size: Int
    /// Records written since the last fdatasync.
    private var unsynced = false
    /// A write failed and the file could not be cut back: appending more could
    /// put good records after a torn one, so nothing more is appended.
    private var broken = false

    private init(path: String, descriptor: Int32, size: Int) {
        self.path = path
        self.descriptor = descriptor
        self.size = size
    }

    deinit { Posix.close(descriptor) }

    /// The records of the journal at `path` (none when it does not exist),
    /// without changing the file: for readers while a writer may be appending,
    /// whose last record may be half written.
    static func read(path: String) throws(StateError) -> JournalScan<Record> {
        guard Posix.exists(path) else { return JournalScan() }
        return JournalReader.scan(try Posix.readFile(path), as: Record.self)
    }

    /// Opens the journal for appending, creating it (and its directory) when
    /// missing and repairing what a crash or damage left: a torn last record
    /// is cut off; any other damage sets the whole file aside as
    /// `NAME.corrupt-TIMESTAMP` and keeps the trusted records before it.
    static func open(path: String, now: Date) throws(StateError) -> (journal: Journal, records: [Record], report: SetAsideReport?) {
        try Posix.makeDirectories((path as NSString).deletingLastPathComponent)
        let created = !Posix.exists(path)
        let descriptor = try Posix.open(path, O_RDWR | O_CREAT | O_APPEND, mode: 0o600)
        let journal = Journal(path: path, descriptor: descriptor, size: 0)
        if created {
            try Posix.syncDirectory((path as NSString).deletingLastPathComponent)
            return (journal, [], nil)
        }
        let scan = JournalReader.scan(try Posix.readFile(path), as: Record.self)
        journal.size = scan.validLength
        guard let damage = scan.damage else { return (journal, scan.records, nil) }
        var report = SetAsideReport(path: path, offset: scan.validLength, damage: damage, keptRecords: scan.records.count,
                                    droppedBytes: scan.totalLength - scan.validLength, preservedAs: nil)
        if damage == .torn {
            try journal.cut(to: scan.validLength)
        } else {
            report.preservedAs = try DamagedFile.preserve(path, now: now)
            try journal.rewrite(scan.records)
        }
        return (journal, scan.records, report)
    }

    /// Appends `records` with one write; with `sync`, returns only once they
    /// are on disk. Without it, they are durable at the next `sync()`.
    func append(_ records: [Record], sync: Bool = true) throws(StateError) {
        guard !broken else { throw .journalBroken(path: path) }
        let bytes = try Self.lines(records)
        do {
            try Posix.writeAll(descriptor, bytes, path: path)
        } catch {
            // Take back a partial write so that the next record starts on a clean line.
            if ftruncate(descriptor, off_t(size)) != 0 { broken = true }
            throw error
        }
        size += bytes.count
        unsynced = true
        if sync { try self.sync() }
    }

    /// A second descriptor for the journal as it is now, for an fdatasync
    /// made without the writer's lock (group commit): appends go on meanwhile,
    /// and a compaction that replaces the file cannot close it under the sync.
    /// The caller closes it.
    func syncHandle() throws(StateError) -> Int32 {
        let handle = dup(descriptor)
        guard handle >= 0 else { throw Posix.failure("duplicate the descriptor of", path) }
        return handle
    }

    /// Makes every appended record durable.
    func sync() throws(StateError) {
        guard unsynced else { return }
        try Posix.syncData(descriptor, path: path)
        unsynced = false
    }

    /// Replaces the journal atomically with `records` (compaction: only the
    /// live state, so the file stays bounded).
    func rewrite(_ records: [Record]) throws(StateError) {
        let bytes = try Self.lines(records)
        do {
            try AtomicFile.write(bytes, toPath: path, mode: 0o600)
        } catch {
            // The rename may or may not have happened; both files replay to
            // the state in memory, so append to whichever is there now.
            try reopen()
            throw error
        }
        try reopen()
        unsynced = false
    }

    private func reopen() throws(StateError) {
        Posix.close(descriptor)
        descriptor = -1
        broken = true
        descriptor = try Posix.open(path, O_RDWR | O_APPEND)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Posix.failure("stat", path) }
        size = Int(info.st_size)
        broken = false
    }

    /// The framed lines of `records`, ready to write at once.
    private static func lines(_ records: [Record]) throws(StateError) -> [UInt8] {
        var bytes: [UInt8] = []
        for record in records {
            guard let line = JournalFraming.frame(try StateJSON.encode(record)) else {
                throw .encoding("the JSON of a record holds a newline")
            }
            bytes += line
        }
        return bytes
    }

    /// Cuts a torn last record off.
    private func cut(to length: Int) throws(StateError) {
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw Posix.failure("truncate", path) }
        try Posix.sync(descriptor, path: path)
        size = length
    }
}
