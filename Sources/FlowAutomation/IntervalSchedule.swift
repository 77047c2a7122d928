/// `every 15m offset 2m`: a real-time interval aligned to the Unix epoch.
///
/// Slots are the instants `k × period + offset` in Unix seconds, so they
/// ignore time zones and daylight saving entirely (a 15-minute interval is
/// 15 real minutes apart through any transition), every machine agrees on
/// them, and restarting the daemon does not shift them.
public struct IntervalSchedule: Hashable, Sendable {
    /// Seconds between slots, at least 1.
    public let period: Int64
    /// Seconds after each multiple of the period, `0 ..< period`.
    public let offset: Int64

    /// Validates a period and offset given in seconds (as the checker's
    /// durations are). Whole seconds only: the daemon wakes at most once a
    /// second, and sub-second schedules are a loop, not an automation.
    public init(period: Double, offset: Double = 0) throws(IntervalError) {
        let whole = { (value: Double) in value.isFinite && value.rounded(.down) == value && abs(value) < 1e15 }
        guard whole(period), period >= 1 else {
            throw IntervalError(message: "an interval is a whole number of seconds, at least 1s", concernsOffset: false)
        }
        guard whole(offset), offset >= 0 else {
            throw IntervalError(message: "an offset is a whole number of seconds, zero or more", concernsOffset: true)
        }
        guard offset < period else {
            throw IntervalError(message: "an offset must be shorter than the interval, or it names the slots of a smaller offset",
                                concernsOffset: true)
        }
        self.period = Int64(period)
        self.offset = Int64(offset)
    }

    /// The first slot strictly after `seconds` (Unix seconds).
    func next(after seconds: Int64) -> Int64 {
        let periods = CivilCalendar.floorDivide(seconds - offset, period)
        return (periods + 1) * period + offset
    }
}

/// Why an interval's period or offset was rejected.
public struct IntervalError: Error, Hashable, Sendable {
    public var message: String
    /// The offset is wrong, not the period.
    public var concernsOffset: Bool
}
