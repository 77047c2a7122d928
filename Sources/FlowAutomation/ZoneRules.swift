import Foundation

/// A time zone's offsets as a table of transitions, for resolving wall-clock
/// times to instants without asking `Calendar`.
///
/// The zone data comes from `TimeZone` (`secondsFromGMT(for:)` and
/// `nextDaylightSavingTimeTransition(after:)`; on Linux both read the
/// system's tz database through ICU and report every offset change, not only
/// daylight saving: Moscow's move from +4 to +3 in 2014 is a transition too).
/// The table is filled lazily around the instants asked about and then
/// answered by binary search, so 10,000 automations in one zone cost one
/// walk of its transitions, not 10,000. Offsets are whatever the data says:
/// never assumed to be whole hours (Lord Howe moves 30 minutes; Chatham is
/// +12:45).
///
/// A class with a lock so that one table can be shared by every trigger in
/// the zone, from any thread.
public final class ZoneRules: @unchecked Sendable {
    public let timeZone: TimeZone
    public var identifier: String { timeZone.identifier }

    /// A stretch of time with one offset: instants `start ..< end` (Unix
    /// seconds) show wall-clock time `instant + offset`.
    struct Span: Equatable {
        var start: Int64
        var end: Int64
        var offset: Int64
        /// The wall-clock times this span shows: `start + offset ..< end + offset`.
        var localStart: Int64 { start == .min ? .min : start + offset }
        var localEnd: Int64 { end == .max ? .max : end + offset }
    }

    private let lock = NSLock()
    /// Transitions known, in order: at `instant` the offset becomes `offset`.
    private var transitions: [(instant: Int64, offset: Int64)] = []
    /// The offset before the first transition in the table.
    private var initialOffset: Int64 = 0
    /// The table is complete for instants in `coveredFrom ..< coveredUntil`.
    private var coveredFrom: Int64 = 0
    private var coveredUntil: Int64 = 0
    private var isFilled = false
    /// No transition after `coveredUntil`: the zone's rules have ended.
    private var hasNoMoreTransitions = false

    /// How far around an instant asked about the table is filled: long enough
    /// that a year of daily schedules is one fill, short enough to be cheap.
    static let fillMargin: Int64 = 400 * CivilCalendar.secondsPerDay

    public init(_ timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// Shared tables by zone name, so every trigger in one zone uses one.
    nonisolated(unsafe) private static var shared: [String: ZoneRules] = [:]
    private static let sharedLock = NSLock()

    /// The rules of a zone by its tz name (`Europe/Berlin`, `UTC`), shared;
    /// nil when the system does not know the name.
    public static func named(_ identifier: String) -> ZoneRules? {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let rules = shared[identifier] { return rules }
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        let rules = ZoneRules(zone)
        shared[identifier] = rules
        return rules
    }

    /// The span that contains `instant`. Its end is the next transition;
    /// only in a zone whose data keeps changing nothing for a century is it
    /// an arbitrary point (with the same offset on both sides).
    func span(containing instant: Int64) -> Span {
        lock.lock()
        defer { lock.unlock() }
        fill(around: instant)
        var index = lastTransition(atOrBefore: instant)
        let horizon = instant.addingSaturated(100 * 366 * CivilCalendar.secondsPerDay)
        while index + 1 >= transitions.count, !hasNoMoreTransitions, coveredUntil < horizon {
            extend(to: coveredUntil.addingSaturated(Self.fillMargin))
            index = lastTransition(atOrBefore: instant)
        }
        return spanLocked(index: index)
    }

    /// The span right after `span`: from its end, so that a walk forward
    /// never steps back even where an end was an arbitrary point.
    func span(after span: Span) -> Span {
        var next = self.span(containing: span.end)
        next.start = max(next.start, span.end)
        return next
    }

    /// The span right before `span`; nil when `span` has no known start.
    func span(before span: Span) -> Span? {
        guard span.start != .min else { return nil }
        return self.span(containing: span.start - 1)
    }

    /// The wall-clock offset at an instant, in seconds east of UTC.
    func offset(at instant: Int64) -> Int64 {
        span(containing: instant).offset
    }

    // MARK: - The table

    /// The index of the last transition at or before `instant`, or -1.
    private func lastTransition(atOrBefore instant: Int64) -> Int {
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle].instant <= instant { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    private func spanLocked(index: Int) -> Span {
        let start = index >= 0 ? transitions[index].instant : Int64.min
        let offset = index >= 0 ? transitions[index].offset : initialOffset
        let end = index + 1 < transitions.count ? transitions[index + 1].instant
            : hasNoMoreTransitions ? Int64.max : coveredUntil
        return Span(start: start, end: end, offset: offset)
    }

    /// Makes the table complete for a margin around `instant`: rebuilt when
    /// the instant is before it, extended when after.
    private func fill(around instant: Int64) {
        let low = instant.subtractingSaturated(Self.fillMargin)
        if !isFilled || low < coveredFrom {
            isFilled = true
            transitions = []
            coveredFrom = low
            coveredUntil = low
            hasNoMoreTransitions = false
            initialOffset = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(low))))
        }
        let high = instant.addingSaturated(Self.fillMargin)
        // Ask for more than needed, so a walk forward rarely refills.
        if coveredUntil < high { extend(to: high.addingSaturated(Self.fillMargin)) }
    }

    /// Adds the transitions up to `target`, and the first one at or after it,
    /// so every call makes progress: the table ends on a real transition, or
    /// the zone has no more.
    private func extend(to target: Int64) {
        guard !hasNoMoreTransitions else { return }
        var cursor = Date(timeIntervalSince1970: Double(coveredUntil))
        var previousOffset = transitions.last?.offset ?? initialOffset
        var reached = coveredUntil
        while reached < target {
            guard let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next > cursor else {
                hasNoMoreTransitions = true
                coveredUntil = .max
                return
            }
            reached = Int64(clampingSeconds: next.timeIntervalSince1970)
            let offset = Int64(timeZone.secondsFromGMT(for: next))
            // A change of name or DST flag alone is not a transition for us.
            if offset != previousOffset {
                transitions.append((reached, offset))
                previousOffset = offset
            }
            cursor = next
        }
        // Complete through the last transition asked about.
        coveredUntil = max(target, reached.addingSaturated(1))
    }
}

extension Int64 {
    func addingSaturated(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    func subtractingSaturated(_ other: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other > 0 ? .min : .max) : difference
    }
}
