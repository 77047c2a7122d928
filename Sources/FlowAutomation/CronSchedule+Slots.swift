/// Section 2 of the automation semantics: how cron's wall-clock slots meet
/// a zone's daylight-saving transitions.
extension CronSchedule {
    /// A fixed-time schedule (`30 2 * * *`) names wall-clock times; each
    /// fires once. One in a gap (02:30 the night clocks jump from 02:00 to
    /// 03:00) fires at the first instant after the gap, marked as moved,
    /// and all of one schedule's times in one gap fire as one. One in a
    /// repeated hour fires at the earlier instant only.
    ///
    /// The instant of a wall-clock time never decreases as the time
    /// increases, so the answer is the first matching wall-clock time whose
    /// instant is after `after`: the search starts just after `after`'s wall
    /// clock, or, when `after` is in the second pass of a repeated hour, at
    /// the end of that hour (its times already fired in the first pass).
    func nextFixedTimeSlot(after: Int64, in zone: ZoneRules) -> Slot? {
        let span = zone.span(containing: after)
        var cursor = after + span.offset + 1
        var earlier = zone.span(before: span)
        while let previous = earlier, previous.localEnd > cursor {
            cursor = previous.localEnd
            earlier = zone.span(before: previous)
        }
        while let wall = nextMatch(atOrAfter: cursor) {
            let (instant, moved) = zone.resolve(wall)
            if instant > after {
                // A slot that names the first time after the gap fires there
                // anyway: report it rather than the moved one.
                let shown = zone.local(at: instant)
                if moved, nextMatch(atOrAfter: shown) == shown {
                    return Slot(seconds: instant, scheduledFor: shown)
                }
                return Slot(seconds: instant, scheduledFor: wall, moved: moved)
            }
            cursor = wall + 60
        }
        return nil
    }

    /// A wildcard schedule (`*/15 * * * *`, `0 * * * *`) fires at every
    /// instant whose wall clock matches, in real time: its times in a gap do
    /// not exist (no firing, no burst after), and its times in a repeated
    /// hour fire twice, keeping their spacing.
    ///
    /// Walks the zone's spans of constant offset from `after`: in each, the
    /// first matching wall-clock time inside the span's wall-clock range is
    /// the answer. A match found beyond one span is reused for the next
    /// spans while their ranges start before it, so a rare schedule costs
    /// one calendar search, not one per span.
    func nextWildcardSlot(after: Int64, in zone: ZoneRules) -> Slot? {
        var span = zone.span(containing: after)
        var from = after + span.offset + 1
        var known: (from: Int64, match: Int64)?
        while true {
            let wall: Int64
            if let known, known.from <= from, from <= known.match {
                wall = known.match
            } else {
                guard let match = nextMatch(atOrAfter: from) else { return nil }
                wall = match
                known = (from, match)
            }
            if wall < span.localEnd { return Slot(seconds: wall - span.offset, scheduledFor: wall) }
            guard span.end != .max else { return nil }
            span = zone.span(after: span)
            from = span.localStart
        }
    }
}
