import Foundation
import Glibc

/// A small whole-file state (an app's data such as Soup Chef's kitchen, the
/// grants, the phrase book) that several processes read and change: each
/// change reads, updates and replaces the file atomically (`AtomicFile`)
/// while holding an exclusive `flock` on `NAME.lock` beside it, so two
/// processes never both read the old content and one's change is lost.
///
/// Reading distinguishes "no file yet" (nil) from a file that exists but
/// cannot be read (an error naming it and the reason); the caller decides
/// what damage in readable bytes means, and never replaces a file it could
/// not read.
public struct LockedFile: Sendable {
    public let url: URL
    public var path: String { url.path }
    var lockPath: String { path + ".lock" }

    public init(url: URL) { self.url = url }

    /// The file's bytes; nil when there is none.
    ///
    /// - Throws: `StateError.system` when it exists but cannot be read (EACCES, EISDIR).
    public func read() throws(StateError) -> [UInt8]? {
        guard Posix.exists(path) else { return nil }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw .system(operation: "read", path: path, errno: EISDIR)
        }
        return try Posix.readFile(path)
    }

    /// Runs `change` on the current bytes (nil: no file) under the lock and,
    /// when it returns new bytes, replaces the file with them atomically
    /// before the lock is released. Waits for another process's change.
    public func update<Result>(_ change: ([UInt8]?) throws -> (bytes: [UInt8]?, result: Result)) throws -> Result {
        try Posix.makeDirectories(url.deletingLastPathComponent().path)
        let descriptor = try Posix.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o644)
        defer { Posix.close(descriptor) }
        try SharedJournal.lock(descriptor, path: lockPath)
        let (bytes, result) = try change(try read())
        if let bytes { try AtomicFile.write(bytes, to: url) }
        return result
    }
}
