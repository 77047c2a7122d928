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

/// `debounce D`: a burst of events becomes one run, for the last event of
/// the burst, once no new event has come for D seconds.
public struct Debouncer<Event: Sendable>: Sendable {
    public let delay: Double
    private(set) var pending: (event: Event, due: Date)?

    public init(delay: Double) {
        self.delay = delay
    }

    /// An event arrived: it replaces any pending one, and the wait starts again.
    public mutating func arrive(_ event: Event, at now: Date) {
        pending = (event, now.addingTimeInterval(delay))
    }

    /// When the pending event is due, if there is one.
    public var due: Date? { pending?.due }

    /// The pending event, once it is due (and forgets it).
    public mutating func take(at now: Date) -> Event? {
        guard let pending, pending.due <= now else { return nil }
        self.pending = nil
        return pending.event
    }
}
