import Foundation
import Glibc
import Synchronization

/// Replaces a file so that, whatever instant the process or the machine
/// stops, the file holds either all of the old content or all of the new.
///
/// The steps, each needed: write a temporary file in the same directory
/// (rename is atomic only within one file system), fsync it (else the rename
/// can reach the disk before the data and leave an empty file), rename it over
/// the target, and fsync the directory (else the rename itself can be lost).
public enum AtomicFile {
    /// Distinguishes temporary files written at the same time by one process.
    private static let counter = Atomic<Int>(0)

    public static func write(_ bytes: [UInt8], to url: URL, mode: mode_t = 0o644) throws(StateError) {
        try write(bytes, toPath: url.path, mode: mode)
    }

    static func write(_ bytes: [UInt8], toPath path: String, mode: mode_t = 0o644) throws(StateError) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let serial = counter.wrappingAdd(1, ordering: .relaxed).newValue
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).tmp.\(getpid()).\(serial)"
        let descriptor = try Posix.open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode: mode)
        do {
            defer { Posix.close(descriptor) }
            try Posix.writeAll(descriptor, bytes, path: temporary)
            try Posix.sync(descriptor, path: temporary)
            try Posix.rename(temporary, path)
        } catch {
            _ = Glibc.unlink(temporary)
            throw error
        }
        try Posix.syncDirectory(directory.isEmpty ? "." : directory)
    }
}
