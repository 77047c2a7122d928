import Foundation

/// One firing of a time trigger: when it fires, the wall-clock time it was
/// scheduled for, and whether daylight saving moved it.
public struct Slot: Hashable, Sendable, CustomStringConvertible {
    /// The real instant (whole seconds).
    public var instant: Date
    /// The wall-clock time in the trigger's zone that the schedule named.
    /// For a moved slot this time does not exist in the zone (02:30 on the
    /// day clocks jump from 02:00 to 03:00); for an interval it is the wall
    /// clock at `instant`.
    public var scheduledFor: CivilDateTime
    /// True when `scheduledFor` fell in a daylight-saving gap and the slot
    /// fires at the first instant after it instead.
    public var moved: Bool

    public init(instant: Date, scheduledFor: CivilDateTime, moved: Bool) {
        self.instant = instant
        self.scheduledFor = scheduledFor
        self.moved = moved
    }

    init(seconds: Int64, scheduledFor localSeconds: Int64, moved: Bool = false) {
        self.init(instant: Date(timeIntervalSince1970: Double(seconds)),
                  scheduledFor: CivilDateTime(localSeconds: localSeconds), moved: moved)
    }

    /// Unix seconds of `instant`, whole.
    var seconds: Int64 { Int64(clampingSeconds: instant.timeIntervalSince1970) }

    public var description: String {
        "\(seconds) (\(scheduledFor)\(moved ? ", moved" : ""))"
    }
}

extension Int64 {
    /// Whole seconds of a time interval, rounded down; values beyond the
    /// schedules' years (and NaN) are clamped rather than trapping.
    init(clampingSeconds seconds: Double) {
        let bounds = Schedule.supportedSeconds
        guard !seconds.isNaN else { self = bounds.lowerBound; return }
        self = Int64(Swift.min(Swift.max(seconds.rounded(.down), Double(bounds.lowerBound)), Double(bounds.upperBound)))
    }
}
