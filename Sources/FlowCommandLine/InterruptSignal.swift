import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C while a run is going: a plain signal handler that writes one byte
/// to a pipe (all a handler may safely do), and a thread that reads the pipe
/// and calls back. The handler is in place as soon as `install` returns, so
/// an interrupt can never fall into a gap and be lost, as it could while a
/// Dispatch signal source was still being registered.
enum InterruptSignal {
    /// The pipe's write end, for the handler; set before the handler is.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Calls `onInterrupt` on each SIGINT until the returned function is called,
    /// which puts back the default handling.
    static func install(_ onInterrupt: @escaping @Sendable () -> Void) -> () -> Void {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return {} }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let (readEnd, ownWriteEnd) = (ends[0], ends[1])
        writeEnd = ownWriteEnd
        // A parent may have started flow with SIGINT blocked (a signal mask is
        // inherited): unblock it here, or Ctrl-C would never arrive.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
        signal(SIGINT) { _ in
            var byte: UInt8 = 1
            _ = write(InterruptSignal.writeEnd, &byte, 1)
        }
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                onInterrupt()
            }
            close(readEnd)
        }
        return {
            // Only the latest install owns the handler (tests run several at once).
            if writeEnd == ownWriteEnd {
                signal(SIGINT, SIG_DFL)
                writeEnd = -1
            }
            close(ownWriteEnd)
        }
    }
}
