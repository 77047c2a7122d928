import Foundation
import FlowCompiler

/// `throttle N/period`: at most N runs in any window of `period` seconds.
/// The times of the admitted runs are kept, so the window slides.
public struct ThrottleWindow: Sendable, Equatable {
    public let limit: AutomationTrigger.Throttle
    private(set) var admitted: [Date] = []

    public init(_ limit: AutomationTrigger.Throttle) {
        self.limit = limit
    }

    /// Whether a run at `now` is allowed; records it when it is.
    public mutating func admit(at now: Date) -> Bool {
        admitted.removeAll { now.timeIntervalSince($0) >= limit.period }
        guard admitted.count < max(limit.count, 1) else { return false }
        admitted.append(now)
        return true
    }
}
