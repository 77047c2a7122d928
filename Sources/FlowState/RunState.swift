/// Where a run is in its life. A run is claimed (persisted before it
/// starts), then running, then finished in one of the other states; a
/// finished run is never changed again.
public enum RunState: String, Codable, Sendable, CaseIterable {
    case claimed, running, succeeded, failed, cancelled, interrupted, skipped, refused

    public var isFinished: Bool {
        switch self {
        case .claimed, .running: return false
        case .succeeded, .failed, .cancelled, .interrupted, .skipped, .refused: return true
        }
    }
}

/// How a run ended, with the reason where there is one.
public enum RunOutcome: Sendable, Equatable {
    case succeeded
    /// The error, as the person should read it.
    case failed(String)
    case cancelled(String?)
    /// Flow stopped before the run finished (found at start-up).
    case interrupted(String)
    /// Why the run did not happen: "already running", "missed 3", "needs confirmation".
    case skipped(String)
    /// Not started: what it needs was not granted (a changed file's old grant
    /// does not count), with what was missing and why.
    case refused(String)

    public var state: RunState {
        switch self {
        case .succeeded: return .succeeded
        case .failed: return .failed
        case .cancelled: return .cancelled
        case .interrupted: return .interrupted
        case .skipped: return .skipped
        case .refused: return .refused
        }
    }

    public var reason: String? {
        switch self {
        case .succeeded: return nil
        case .failed(let reason), .interrupted(let reason), .skipped(let reason), .refused(let reason): return reason
        case .cancelled(let reason): return reason
        }
    }
}
