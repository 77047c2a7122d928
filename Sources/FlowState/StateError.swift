import Glibc

/// Everything that can go wrong with flow's state on disk, as data.
///
/// FlowState never traps on what it reads: a file that is not what it should
/// be becomes a `SetAsideReport` (when it can be set aside and the rest
/// trusted) or one of these errors (when the caller must decide).
public enum StateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A system call failed: what flow was doing, on which path, and `errno`.
    case system(operation: String, path: String, errno: Int32)
    /// Another process holds the lock on this part of the state directory.
    case locked(path: String)
    /// A record could not be turned into JSON (a value JSON cannot hold, such as NaN).
    case encoding(String)
    /// The journal could not be written completely and could not be put back
    /// as it was; nothing more is appended until it is opened again.
    case journalBroken(path: String)
    /// The store or consumer was closed (its lock released): writing now
    /// could race the process that took the lock since.
    case closed(path: String)
    /// A state file exists but does not hold what it should (cut short,
    /// garbage); it is kept as it is, never replaced by a fresh one.
    case damaged(path: String, reason: String)
    /// No run has this id, or no run's id starts with this prefix.
    case noSuchRun(String)
    /// More than one run's id starts with this prefix.
    case ambiguousRunID(prefix: String, matches: [String])
    /// The run is not in a state that allows this change (a finished run is never rewritten).
    case invalidTransition(runID: String, from: RunState, to: RunState)

    public var description: String {
        switch self {
        case .system(let operation, let path, let code):
            return "cannot \(operation) '\(path)': \(String(cString: strerror(code)))"
        case .locked(let path):
            return "'\(path)' is locked by another flow process (is a flow daemon running on this state directory?)"
        case .encoding(let reason):
            return "cannot encode a state record: \(reason)"
        case .journalBroken(let path):
            return "'\(path)' could not be written completely; open it again to recover"
        case .closed(let path):
            return "'\(path)' was closed; open it again to write"
        case .damaged(let path, let reason):
            return "'\(path)' is damaged (\(reason)); it was kept as it is: move it aside to start afresh"
        case .noSuchRun(let id):
            return "no run with id '\(id)'"
        case .ambiguousRunID(let prefix, let matches):
            return "'\(prefix)' matches \(matches.count) runs (\(matches.prefix(5).joined(separator: ", "))); give more of the id"
        case .invalidTransition(let id, let from, let to):
            return "run '\(id)' is \(from.rawValue) and cannot become \(to.rawValue)"
        }
    }
}
