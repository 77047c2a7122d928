import Foundation
import Glibc

/// An append-only file of records that many processes write at once: the
/// outbox (`flow run`, `flow say`, the daemon, each sending messages), and
/// any other log in the state folder with more than one writer.
///
/// Each append, under an exclusive `flock` on the file itself:
///
/// 1. looks at the file's end: a last line without its newline is a torn
///    record (an append a crash cut short, never acknowledged) or a foreign
///    tail; its bytes are kept in `NAME.corrupt-TIMESTAMP`, cut off, and
///    reported, so the new record is never glued onto them;
/// 2. writes one framed, checksummed record (`JournalFraming`) with a single
///    `write(2)` on a descriptor opened with `O_APPEND`;
/// 3. `fdatasync`s before returning: acknowledged means on disk.
///
/// Reading takes no lock and repairs nothing: it keeps every whole record,
/// and reports each line it could not trust by line and byte offset. A line
/// that is plain JSON (`{...}`, the unframed format before records were
/// checksummed) is read as a record, so older files stay readable.
public struct SharedJournal: Sendable {
    public let url: URL
    public var path: String { url.path }

    public init(url: URL) { self.url = url }

    /// A line that was not trusted, for a warning that names the file.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var offset: Int
        public var damage: JournalDamage

        public var description: String { "\(path): line \(line) (byte \(offset)): \(damage.rawValue); skipped it and kept the rest" }
    }

    public struct Contents: Sendable {
        /// The payloads of the whole records, oldest first.
        public var records: [[UInt8]]
        public var problems: [Problem]
    }

    /// Appends one record; returns what was set aside first, if the file
    /// ended in a torn record.
    ///
    /// - Throws: `StateError.system` naming the file and the reason (EACCES,
    ///   EISDIR...) when it cannot be opened, locked, written or synced. A file
    ///   that cannot be opened is never replaced.
    ///
    /// `framed: false` writes the payload as a plain line, for a journal
    /// whose readers scan plain JSON lines (the donations, read by a byte
    /// scanner built for speed); everything else is the same.
    @discardableResult
    public func append(_ payload: [UInt8], framed: Bool = true, now: Date = Date()) throws(StateError) -> SetAsideReport? {
        try append(payload, framed: framed, now: now, unlessAny: nil).setAside
    }

    /// Appends one record unless a whole record already in the file matches
    /// `duplicate`, checked under the same lock as the write, so two
    /// processes appending the same keyed record leave one (the outbox keeps
    /// one message per idempotency key). `appended` is false when one was there.
    public func append(_ payload: [UInt8], framed: Bool = true, now: Date = Date(),
                       unlessAny duplicate: (([UInt8]) -> Bool)?) throws(StateError) -> (appended: Bool, setAside: SetAsideReport?) {
        let framedLine = framed ? JournalFraming.frame(payload) : (payload.contains(JournalFraming.newline) ? nil : payload + [JournalFraming.newline])
        guard let line = framedLine else { throw .encoding("a record holds a newline") }
        try Posix.makeDirectories(url.deletingLastPathComponent().path)
        let descriptor = try Posix.open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, mode: 0o644)
        defer { Posix.close(descriptor) }
        try Self.lock(descriptor, path: path)
        let report = try cutTornTail(descriptor, now: now)
        if let duplicate, try read().records.contains(where: duplicate) { return (false, report) }
        try Posix.writeAll(descriptor, line, path: path)
        try Posix.syncData(descriptor, path: path)
        return (true, report)
    }

    /// Whether an append would be allowed now: the file (or its folder, when
    /// there is no file yet) is writable. A run checks this before its first
    /// step, so nothing is done that could not then be recorded.
    public func checkWritable() throws(StateError) {
        if Posix.exists(path) {
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                throw .system(operation: "write", path: path, errno: EISDIR)
            }
            if access(path, W_OK) != 0 { throw Posix.failure("write", path) }
            return
        }
        var folder = url.deletingLastPathComponent().path
        while !Posix.exists(folder), folder != "/", !folder.isEmpty { folder = (folder as NSString).deletingLastPathComponent }
        if access(folder, W_OK) != 0 { throw Posix.failure("create a file in", folder) }
    }

    /// Every whole record and every line that was not trusted. A missing file
    /// is empty.
    ///
    /// - Throws: the file exists but cannot be read (EACCES, EISDIR), named.
    public func read() throws(StateError) -> Contents {
        guard Posix.exists(path) else { return Contents(records: [], problems: []) }
        let bytes = try Posix.readFile(path)
        var records: [[UInt8]] = []
        var problems: [Problem] = []
        var start = 0
        var lineNumber = 0
        while start < bytes.count {
            lineNumber += 1
            let end = bytes[start...].firstIndex(of: JournalFraming.newline)
            guard let end else {
                problems.append(Problem(path: path, line: lineNumber, offset: start, damage: .torn))
                break
            }
            let line = bytes[start..<end]
            switch JournalFraming.unframe(line) {
            case .success(let payload):
                records.append(Array(payload))
            case .failure(let damage):
                if line.first == UInt8(ascii: "{") {
                    records.append(Array(line))
                } else if !line.isEmpty {
                    problems.append(Problem(path: path, line: lineNumber, offset: start, damage: damage))
                }
            }
            start = end + 1
        }
        return Contents(records: records, problems: problems)
    }

    /// Waits for the exclusive lock: writers take turns, none is refused.
    static func lock(_ descriptor: Int32, path: String) throws(StateError) {
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            throw Posix.failure("lock", path)
        }
    }

    /// Under the lock: when the file does not end in a newline, keeps the
    /// bytes after the last one in a `.corrupt-TIMESTAMP` file and cuts
    /// them off.
    private func cutTornTail(_ descriptor: Int32, now: Date) throws(StateError) -> SetAsideReport? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Posix.failure("inspect", path) }
        let size = Int(info.st_size)
        guard size > 0 else { return nil }
        var last: UInt8 = 0
        guard pread(descriptor, &last, 1, off_t(size - 1)) == 1 else { throw Posix.failure("read", path) }
        if last == JournalFraming.newline { return nil }
        let bytes = try Posix.readFile(path)
        let keep = (bytes.lastIndex(of: JournalFraming.newline).map { $0 + 1 }) ?? 0
        let tail = Array(bytes[keep...])
        let kept = bytes[..<keep].reduce(0) { $0 + ($1 == JournalFraming.newline ? 1 : 0) }
        let preserved = path + ".corrupt-" + StateTimestamp.compact(now) + "-tail"
        try AtomicFile.write(tail, to: URL(fileURLWithPath: preserved))
        guard ftruncate(descriptor, off_t(keep)) == 0 else { throw Posix.failure("cut the torn end of", path) }
        try Posix.syncData(descriptor, path: path)
        return SetAsideReport(path: path, offset: keep, damage: .torn, keptRecords: kept, droppedBytes: tail.count,
                              preservedAs: preserved)
    }
}
