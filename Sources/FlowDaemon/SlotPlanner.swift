import Foundation
import FlowCompiler

/// Which slots of one time trigger to fire now, from its high-water mark (the
/// last slot handled) and the clock: the semantics page's sections 3 and 4 as
/// a pure function, so every case is tested without a daemon or a clock.
///
/// - A trigger seen for the first time starts from now: nothing in the past fires.
/// - Slots after the mark and not after now are due. One less than
///   `lateTolerance` old is on time; older ones were missed (the daemon was
///   down, the machine slept, the clock jumped forward) and go by the
///   automation's catch-up policy: `none` skips them (one "missed N" record),
///   `latest` (the default) runs once for the latest if it is within the
///   window (and not at all when a slot is due now: that one is the latest), `all [max N]` runs each within the window, oldest first.
/// - The window is the policy's `within`, else one period of the schedule, at most 24 hours.
/// - A clock stepped back by up to 3 hours fires nothing until it passes the
///   mark again (a slot never fires twice); stepped back further, it is taken
///   as a correction: the mark moves to now, and the plan says so.
public struct SlotPlanner: Sendable {
    public struct Firing: Equatable, Sendable {
        public var slot: Date
        public var lateBy: Double
        /// How many slots were missed, counting this one, for a catch-up run; nil on time.
        public var missed: Int?
    }

    public struct Plan: Equatable, Sendable {
        public var fire: [Firing] = []
        /// Missed slots that will not run: how many, and the latest of them (its key records the skip).
        public var skipped: (count: Int, latest: Date, reason: String)?
        /// The mark to store after this plan, when it changes.
        public var newMark: Date?
        /// Set when the clock went back more than 3 hours and the mark was reset.
        public var clockCorrection: Bool = false

        public static func == (lhs: Plan, rhs: Plan) -> Bool {
            lhs.fire == rhs.fire && lhs.newMark == rhs.newMark && lhs.clockCorrection == rhs.clockCorrection
                && lhs.skipped?.count == rhs.skipped?.count && lhs.skipped?.latest == rhs.skipped?.latest && lhs.skipped?.reason == rhs.skipped?.reason
        }
    }

    /// The slots after the first date and not after the second, oldest first, at most `limit`.
    public var slots: @Sendable (Date, Date, Int) -> [Date]
    /// The first slot after a date.
    public var next: @Sendable (Date) -> Date?
    public var lateTolerance: Double = 60
    public static let backwardStepLimit: Double = 3 * 3600
    public static let maximumWindow: Double = 24 * 3600

    public init(slots: @escaping @Sendable (Date, Date, Int) -> [Date], next: @escaping @Sendable (Date) -> Date?) {
        self.slots = slots
        self.next = next
    }

    public func plan(mark: Date?, now: Date, policy: CatchupPolicy) -> Plan {
        var plan = Plan()
        // First sight: from just before now, so a slot due this very second still fires.
        let isNew = mark == nil
        let mark = mark ?? now.addingTimeInterval(-1)
        if mark.timeIntervalSince(now) > Self.backwardStepLimit {
            plan.newMark = now
            plan.clockCorrection = true
            return plan
        }
        let due = slots(mark, now, 100_000)
        guard let last = due.last else {
            if isNew { plan.newMark = now }
            return plan
        }
        plan.newMark = last
        // On time means less late than the smaller of a minute and half the
        // schedule's period at that slot: with a sub-minute interval (or a
        // daemon paused for 50 s) the slots past that are missed, and the
        // catch-up policy decides each of them.
        let tolerance = { (slot: Date) -> Double in
            guard let following = next(slot) else { return lateTolerance }
            return min(lateTolerance, following.timeIntervalSince(slot) / 2)
        }
        let missed = due.filter { now.timeIntervalSince($0) >= tolerance($0) }
        let onTime = due.filter { now.timeIntervalSince($0) < tolerance($0) }
        plan.fire = onTime.map { Firing(slot: $0, lateBy: max(0, now.timeIntervalSince($0)), missed: nil) }
        guard let latest = missed.last else { return plan }
        let window = policy.within ?? min(next(latest).map { $0.timeIntervalSince(latest) } ?? Self.maximumWindow, Self.maximumWindow)
        let count = missed.count
        switch policy.kind {
        case .none:
            plan.skipped = (count, latest, "missed \(count) (catchup none)")
        case .latest:
            if !onTime.isEmpty {
                plan.skipped = (count, latest, "missed \(count); the slot due now runs instead")
            } else if now.timeIntervalSince(latest) <= window {
                plan.fire.insert(Firing(slot: latest, lateBy: now.timeIntervalSince(latest), missed: count), at: 0)
            } else {
                plan.skipped = (count, latest, "missed \(count); the latest was \(Self.spoken(now.timeIntervalSince(latest))) ago, beyond the catch-up window of \(Self.spoken(window))")
            }
        case .all:
            var within = missed.filter { now.timeIntervalSince($0) <= window }
            if let limit = policy.max, within.count > limit { within = Array(within.suffix(limit)) }
            plan.fire.insert(contentsOf: within.map { Firing(slot: $0, lateBy: now.timeIntervalSince($0), missed: count) }, at: 0)
            let left = count - within.count
            if left > 0, let latestLeft = missed.last(where: { !within.contains($0) }) {
                plan.skipped = (left, latestLeft, "missed \(left) beyond the catch-up window or limit")
            }
        }
        return plan
    }

    static func spoken(_ seconds: Double) -> String { DurationText.format(seconds.rounded()) }
}
