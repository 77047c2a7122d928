import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child started with posix_spawn (never a shell) in its own process group,
/// with default signal handling and no blocked signals, and flow's ends of
/// its three pipes (close-on-exec, so other children never inherit them).
public struct Spawned: Sendable {
    public var pid: pid_t
    public var input: Int32, output: Int32, errors: Int32
    /// Whether the child has been waited for; after that its pid (and so its
    /// group's id) may belong to another process, and must not be signalled.
    public let reaped = ReapedFlag()

    public final class ReapedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        private var status: Int32?
        private var watchers: [@Sendable (Int32) -> Void] = []

        public func withLock<T>(_ body: (inout Bool) -> T) -> T { lock.withLock { body(&value) } }

        /// Calls `body` with the wait status once the child has been reaped:
        /// at once if it already has been, else from the reaping thread.
        public func whenReaped(_ body: @escaping @Sendable (Int32) -> Void) {
            let known: Int32? = lock.withLock {
                if status == nil { watchers.append(body) }
                return status
            }
            if let known { body(known) }
        }

        /// Blocks until the child has been reaped, or `seconds` have passed
        /// (nil: no limit): its wait status, nil when time ran out first.
        public func wait(seconds: Double? = nil) -> Int32? {
            let semaphore = DispatchSemaphore(value: 0)
            let box = StatusBox()
            whenReaped { status in
                box.status = status
                semaphore.signal()
            }
            if let seconds {
                guard semaphore.wait(timeout: .now() + seconds) == .success else { return nil }
            } else {
                semaphore.wait()
            }
            return box.status
        }

        private final class StatusBox: @unchecked Sendable { var status: Int32? }

        var isReaped: Bool { lock.withLock { status != nil } }

        fileprivate func report(_ status: Int32) {
            let waiting: [@Sendable (Int32) -> Void] = lock.withLock {
                self.status = status
                defer { watchers = [] }
                return watchers
            }
            waiting.forEach { $0(status) }
        }
    }

    /// A signal (SIGKILL unless said) to the child's whole group, unless it was already reaped.
    public func killUnlessReaped(_ signal: Int32 = SIGKILL) {
        reaped.withLock { done in if !done { kill(-pid, signal) } }
    }

    /// Waits for the child to exit; its wait status. It waits without reaping
    /// first, then reaps under the same lock `killUnlessReaped` takes, so a
    /// kill can never reach a pid that has been handed to someone else.
    ///
    /// With `killingGroup`, what the child left running in its process group
    /// (a helper it started, a `sleep` under a shell) is killed the moment the
    /// child exits: while the exited child is not yet reaped its pid, and so
    /// its group's id, cannot be reused, so the signal reaches only that group.
    /// An app's program is reaped so: nothing it started outlives it.
    public func reap(killingGroup: Bool = false) -> Int32 {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        let status = reaped.withLock { done in
            if killingGroup { kill(-pid, SIGKILL) }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            done = true
            return status
        }
        reaped.report(status)
        return status
    }

    public static func start(_ executable: String, arguments: [String], environment: [String: String]?) throws(ChildProcess.LaunchError) -> Spawned {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard pipe(&input) else { throw ChildProcess.LaunchError(executable: executable, code: errno) }
        guard pipe(&output) else {
            input.forEach { close($0) }
            throw ChildProcess.LaunchError(executable: executable, code: errno)
        }
        guard pipe(&errors) else {
            (input + output).forEach { close($0) }
            throw ChildProcess.LaunchError(executable: executable, code: errno)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        // Nothing else: a descriptor some other thread has just opened without
        // close-on-exec (Foundation's writes do) must not live on in the child,
        // or a script that thread is writing cannot be run ("Text file busy").
        if let closeFrom = Self.addCloseFrom { _ = closeFrom(&actions, 3) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        // The child starts with default signal handling, whatever flow ignores.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // ...and no blocked signals: Dispatch's threads block some, and a child
        // would inherit that and outlive SIGTERM.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { variables.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, variables)
        close(input[0]); close(output[1]); close(errors[1])
        guard result == 0 else {
            close(input[1]); close(output[0]); close(errors[0])
            throw ChildProcess.LaunchError(executable: executable, code: result)
        }
        return Spawned(pid: pid, input: input[1], output: output[0], errors: errors[0])
    }

    public typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later),
    /// looked up when first needed: the Glibc module does not declare it.
    /// Without it (an older glibc) children inherit what is not close-on-exec.
    public static let addCloseFrom: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// A pipe whose ends other children do not inherit (Glibc's module has
    /// no pipe2, so close-on-exec is set right after).
    public static func pipe(_ ends: inout [Int32]) -> Bool {
        guard Glibc.pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }
}
