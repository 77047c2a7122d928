import Foundation
import Glibc

/// Keeping a damaged state file for a person to look at, before flow
/// replaces it with what it could trust: the journals do this, and so does
/// every small state file (the phrase book) that must never be trusted
/// half-read nor lost.
public enum DamagedFile {
    /// Keeps `path` as `NAME.corrupt-TIMESTAMP` (`-2`, `-3`, ... when taken)
    /// and returns that path. A hard link, so the original stays in place
    /// until its repaired version replaces it: a crash in between repeats
    /// the repair rather than losing the file.
    public static func preserve(_ path: String, now: Date) throws(StateError) -> String {
        let base = path + ".corrupt-" + StateTimestamp.compact(now)
        var candidate = base
        var attempt = 1
        while link(path, candidate) != 0 {
            guard errno == EEXIST else { throw Posix.failure("set aside a copy of", path) }
            attempt += 1
            candidate = base + "-\(attempt)"
        }
        try Posix.syncDirectory((path as NSString).deletingLastPathComponent)
        return candidate
    }
}
