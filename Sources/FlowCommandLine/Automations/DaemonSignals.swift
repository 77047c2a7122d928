import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM, SIGINT and SIGHUP for `flow daemon`: each handler writes the
/// signal's number to a pipe (all a handler may safely do); the daemon's
/// loop polls the pipe's read end beside the event spool's wake-up.
enum DaemonSignals {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// The read end to poll; nil when no pipe could be made.
    static func install() -> Int32? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        writeEnd = ends[1]
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for number in [SIGTERM, SIGINT, SIGHUP] {
            signal(number) { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(DaemonSignals.writeEnd, &byte, 1)
            }
        }
        return ends[0]
    }

    /// The signals that arrived since the last call.
    static func drain(_ readEnd: Int32) -> [Int32] {
        var received: [Int32] = []
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1 { received.append(Int32(byte)) }
        return received
    }
}
