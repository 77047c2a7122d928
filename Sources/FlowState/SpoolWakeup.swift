import Foundation
import Glibc

/// Wakes a waiting daemon when an event is posted, so it can wait on a file
/// descriptor instead of polling the spool on a timer: post-to-run latency
/// is then a context switch, not half a polling period.
///
/// A FIFO, `STATE/events/wake`, rather than inotify on `new/`: it works on
/// every file system (inotify misses changes made over NFS or from another
/// mount namespace), it costs a poster one `open` and one `write`, and a
/// missed wake-up is harmless because the daemon still lists `new/` at least
/// every 30 seconds (AUTOMATION-SEMANTICS section 3).
///
/// The daemon owns the reading end (`EventConsumer.wakeup`); posters call
/// `poke`, which never blocks and does nothing when no daemon is reading.
public final class SpoolWakeup: @unchecked Sendable {
    /// Readable when something was posted since the last `drain`: give it to
    /// `poll`, or call `wait(timeout:)`.
    public let fileDescriptor: Int32
    /// The FIFO's own writer, so that the reading end never sees end-of-file
    /// (and `poll` never spins on POLLHUP) when posters close.
    private let writer: Int32

    private init(fileDescriptor: Int32, writer: Int32) {
        self.fileDescriptor = fileDescriptor
        self.writer = writer
    }

    deinit {
        Posix.close(fileDescriptor)
        Posix.close(writer)
    }

    /// Creates the FIFO at `path` (replacing anything else there) and opens it.
    static func open(path: String) throws(StateError) -> SpoolWakeup {
        var info = stat()
        if lstat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFIFO { try Posix.unlink(path) }
        if mkfifo(path, 0o600) != 0 && errno != EEXIST { throw Posix.failure("create the FIFO", path) }
        let reader = try Posix.open(path, O_RDONLY | O_NONBLOCK)
        do {
            let writer = try Posix.open(path, O_WRONLY | O_NONBLOCK)
            return SpoolWakeup(fileDescriptor: reader, writer: writer)
        } catch {
            Posix.close(reader)
            throw error
        }
    }

    /// Waits up to `timeout` seconds (0: just look) for a poke; true when one
    /// came. Drains, so the next wait waits for the next post.
    public func wait(timeout: Double) -> Bool {
        var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(timeout * 1000, Double(Int32.max))).rounded(.up))
        var ready: Int32
        repeat {
            ready = poll(&request, 1, milliseconds)
        } while ready < 0 && errno == EINTR
        guard ready > 0 else { return false }
        drain()
        return true
    }

    /// Empties the FIFO.
    public func drain() {
        var buffer = [UInt8](repeating: 0, count: 512)
        while buffer.withUnsafeMutableBytes({ read(fileDescriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Writes one byte to the FIFO at `path` if a daemon has it open. Never
    /// blocks, never fails: no FIFO, no reader (ENXIO), a full FIFO (the
    /// daemon is awake anyway), or something that is not a FIFO are all fine.
    static func poke(path: String) {
        let descriptor = Glibc.open(path, O_WRONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { Posix.close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return }
        var byte: UInt8 = 1
        _ = Glibc.write(descriptor, &byte, 1)
    }
}
