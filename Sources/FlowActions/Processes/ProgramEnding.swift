import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How flow ends an app's programs once it has told them to stop (sent
/// `shutdown` and closed their input): each has `shutdownGrace` seconds to
/// exit on its own, then its process group gets SIGTERM, and
/// `terminateGrace` seconds later SIGKILL; flow waits until every one has
/// been reaped. So nothing an app started outlives flow, not even a zombie,
/// whether the app exits at once, ignores `shutdown`, ignores SIGTERM or hangs.
/// The programs are ended together, so several slow apps cost the same wait as one.
public enum ProgramEnding {
    /// Seconds a program has to exit after `shutdown` (the protocol README says so).
    public static let shutdownGrace = 1.0
    /// Seconds between SIGTERM and SIGKILL.
    public static let terminateGrace = 1.0

    /// Blocks until every program in `programs` has been reaped, signalling
    /// the ones still running at each deadline. Each program must have a
    /// thread reaping it (`AppConnection` starts one with the program).
    public static func end(_ programs: [Spawned], shutdownGrace: Double = shutdownGrace, terminateGrace: Double = terminateGrace) {
        var running = programs.filter { !$0.reaped.isReaped }
        running = waitUntilReaped(running, seconds: shutdownGrace)
        running.forEach { $0.killUnlessReaped(SIGTERM) }
        running = waitUntilReaped(running, seconds: terminateGrace)
        running.forEach { $0.killUnlessReaped(SIGKILL) }
        // SIGKILL cannot be ignored: each is reaped as soon as the kernel has ended it.
        running.forEach { _ = $0.reaped.wait() }
    }

    /// Waits up to `seconds` in all for the programs to be reaped; those still running.
    private static func waitUntilReaped(_ programs: [Spawned], seconds: Double) -> [Spawned] {
        let deadline = Date().addingTimeInterval(seconds)
        return programs.filter { program in
            program.reaped.wait(seconds: max(0, deadline.timeIntervalSinceNow)) == nil
        }
    }
}
