import Foundation

/// A moment a zone's offset changes: clocks jump forward (a gap of wall
/// times that do not exist) or fall back (wall times that happen twice).
public struct ZoneTransition: Hashable, Sendable {
    /// The first instant with the new offset.
    public var instant: Date
    /// Seconds east of UTC before and from `instant`.
    public var offsetBefore: Int
    public var offsetAfter: Int

    /// Positive when clocks jump forward (the gap's length), negative when
    /// they fall back (the repeated stretch's length).
    public var change: Int { offsetAfter - offsetBefore }
}

extension ZoneRules {
    /// The zone's offset changes after `start` and not after `end`, oldest
    /// first, from the same table the schedules resolve wall times with.
    public func transitions(after start: Date, through end: Date) -> [ZoneTransition] {
        let first = Int64(clampingSeconds: start.timeIntervalSince1970)
        let last = Int64(clampingSeconds: end.timeIntervalSince1970)
        var result: [ZoneTransition] = []
        var span = span(containing: first)
        while span.end != .max, span.end <= last {
            let next = self.span(after: span)
            if next.offset != span.offset, span.end > first {
                result.append(ZoneTransition(instant: Date(timeIntervalSince1970: Double(span.end)),
                                             offsetBefore: Int(span.offset), offsetAfter: Int(next.offset)))
            }
            span = next
        }
        return result
    }
}
