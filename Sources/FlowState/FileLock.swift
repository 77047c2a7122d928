import Foundation
import Glibc

/// An exclusive lock on a file, held until `release()` or the process ends.
///
/// `flock`, because the kernel drops it when the process dies, SIGKILL
/// included: a crashed daemon never leaves a stale lock for the next one to
/// second-guess. Each store holds one while it writes, which is also how a
/// second daemon on the same state directory is refused.
public final class FileLock: @unchecked Sendable {
    public let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { release() }

    /// Takes the lock without waiting; `StateError.locked` when another
    /// process (or another open in this one) holds it.
    public static func acquire(_ url: URL) throws(StateError) -> FileLock {
        try acquire(path: url.path)
    }

    static func acquire(path: String) throws(StateError) -> FileLock {
        try Posix.makeDirectories((path as NSString).deletingLastPathComponent)
        let descriptor = try Posix.open(path, O_RDWR | O_CREAT, mode: 0o600)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let code = errno
            Posix.close(descriptor)
            if code == EWOULDBLOCK { throw .locked(path: path) }
            throw .system(operation: "lock", path: path, errno: code)
        }
        return FileLock(path: path, descriptor: descriptor)
    }

    /// Runs `body` holding an exclusive lock on `url`, waiting for another
    /// process that holds it: for writers that take turns (the donation
    /// journal and its compaction), where `acquire` refuses a second one.
    public static func withLock<Result>(_ url: URL, _ body: () throws -> Result) throws -> Result {
        try Posix.makeDirectories(url.deletingLastPathComponent().path)
        let descriptor = try Posix.open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o644)
        defer { Posix.close(descriptor) }
        try SharedJournal.lock(descriptor, path: url.path)
        return try body()
    }

    public func release() {
        guard descriptor >= 0 else { return }
        Posix.close(descriptor)
        descriptor = -1
    }
}
