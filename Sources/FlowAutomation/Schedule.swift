import Foundation

/// What a time trigger fires on: a calendar schedule (cron text and the
/// friendly `every day at` / `at ... on` forms) or a real-time interval
/// (`every 15m offset 2m`). The daemon asks one question of either:
/// "the slots after this instant, in this zone".
public enum Schedule: Hashable, Sendable {
    case calendar(CronSchedule)
    case interval(IntervalSchedule)

    /// Instants the schedules answer for: years 1 to 9999. Beyond them
    /// there are no slots (and the arithmetic stays far from overflow).
    static let supportedSeconds: ClosedRange<Int64> = -62_135_596_800 ... 253_402_300_799

    /// The first slot strictly after `instant`, in `zone`; nil when there is
    /// none before the year 10000.
    /// - Complexity: a calendar schedule costs O(months searched) plus a few
    ///   binary searches of the zone's transitions; an interval, O(1).
    public func nextSlot(after instant: Date, in zone: ZoneRules) -> Slot? {
        let seconds = instant.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, seconds >= Double(Self.supportedSeconds.lowerBound),
              seconds < Double(Self.supportedSeconds.upperBound) else { return nil }
        return nextSlot(after: Int64(seconds), in: zone)
    }

    /// The next `count` slots after `instant`, in order.
    public func slots(after instant: Date, in zone: ZoneRules, count: Int) -> [Slot] {
        var slots: [Slot] = []
        var cursor = instant
        while slots.count < count, let slot = nextSlot(after: cursor, in: zone) {
            slots.append(slot)
            cursor = slot.instant
        }
        return slots
    }

    /// The slots after `start` and not after `end`, oldest first, at most
    /// `limit` of them: the missed slots the daemon catches up on.
    public func slots(after start: Date, through end: Date, in zone: ZoneRules, limit: Int) -> [Slot] {
        var slots: [Slot] = []
        var cursor = start
        while slots.count < limit, let slot = nextSlot(after: cursor, in: zone), slot.instant <= end {
            slots.append(slot)
            cursor = slot.instant
        }
        return slots
    }

    func nextSlot(after seconds: Int64, in zone: ZoneRules) -> Slot? {
        let slot: Slot?
        switch self {
        case .interval(let interval):
            let next = interval.next(after: seconds)
            slot = Slot(seconds: next, scheduledFor: next + zone.offset(at: next))
        case .calendar(let cron):
            slot = cron.isFixedTime ? cron.nextFixedTimeSlot(after: seconds, in: zone)
                : cron.nextWildcardSlot(after: seconds, in: zone)
        }
        guard let slot, Self.supportedSeconds.contains(slot.seconds) else { return nil }
        return slot
    }
}
