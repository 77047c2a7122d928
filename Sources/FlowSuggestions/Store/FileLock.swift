import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on a file beside the journal, held while a
/// donation is appended or the journal rewritten, so two flow processes
/// (two runs, a run and `flow donations delete`) never lose each other's
/// lines. Readers take no lock: a rewrite replaces the journal by renaming,
/// so a reader sees the old file or the new one, never half of one.
enum FileLock {
    static func withLock<T>(_ file: URL, _ body: () throws -> T) throws -> T {
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXFailure(what: "open \(file.path)", code: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw POSIXFailure(what: "lock \(file.path)", code: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}

/// A system call that failed, with what it was doing.
struct POSIXFailure: Error, CustomStringConvertible {
    var what: String
    var code: Int32
    var description: String { "cannot \(what): \(String(cString: strerror(code)))" }
}
