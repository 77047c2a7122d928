import Foundation

/// One `when` clause of an automation, checked, in the form the scheduler
/// needs (the graph's `triggers` keeps the text people read, and
/// `timeTriggers` the schedules of time triggers).
public struct AutomationTrigger: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A cron expression, a friendly time form or an interval: its
        /// schedule is the graph's `timeTriggers` entry at the same position
        /// (nil there when it did not check).
        case time
        /// `event "location.arrive" where place == "Work"`: the filter reads the event's data.
        case event(type: String, filter: ValueExpr?)
        case fileChanged(pattern: String)
        case boot
    }

    public var kind: Kind
    /// `tz "Europe/Berlin"`; nil for the local zone.
    public var timeZone: String?
    /// `debounce 5s`: fire once the events stop for this long.
    public var debounce: Double?
    /// `throttle 1/30m`: at most `count` runs per `period` seconds.
    public var throttle: Throttle?
    /// As written, for history and `flow automations`.
    public var text: String

    public struct Throttle: Hashable, Sendable {
        public var count: Int
        public var period: Double
    }

    public init(kind: Kind, timeZone: String? = nil, debounce: Double? = nil, throttle: Throttle? = nil, text: String) {
        self.kind = kind
        self.timeZone = timeZone
        self.debounce = debounce
        self.throttle = throttle
        self.text = text
    }
}

/// `mode single|restart|queued|parallel [max N]`.
public struct ConcurrencyPolicy: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case single, restart, queued, parallel }
    public var kind: Kind = .single
    /// Queued: how many may wait (default 10); parallel: how many may run at once (default unbounded).
    public var max: Int?

    public init(kind: Kind = .single, max: Int? = nil) {
        self.kind = kind
        self.max = max
    }
}

/// `catchup none|latest|all [max N] [within D]`: what happens to slots missed
/// while the daemon was not running.
public struct CatchupPolicy: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case none, latest, all }
    public var kind: Kind = .latest
    public var max: Int?
    /// Missed slots older than this are skipped; nil means one period, at most 24 hours.
    public var within: Double?

    public init(kind: Kind = .latest, max: Int? = nil, within: Double? = nil) {
        self.kind = kind
        self.max = max
        self.within = within
    }
}
