extension ZoneRules {
    /// More than any offset from UTC there has ever been (about ±15 hours),
    /// so an instant this far before a wall-clock time is before every
    /// instant that shows it.
    static let offsetBound: Int64 = 26 * 3600

    /// The instant a wall-clock time (local seconds) names in this zone.
    /// A time that happens twice (clocks fall back) names the earlier
    /// instant; a time that does not exist (clocks spring forward) names the
    /// first instant after the gap, and `moved` is true.
    /// - Complexity: a binary search plus a walk over the one or two spans
    ///   around the time.
    func resolve(_ local: Int64) -> (instant: Int64, moved: Bool) {
        var span = span(containing: local.subtractingSaturated(Self.offsetBound))
        while true {
            if local < span.localStart {
                // The previous span ended before `local` and this one starts
                // after it: `local` is in a gap.
                return (span.start, true)
            }
            if local < span.localEnd { return (local - span.offset, false) }
            span = self.span(after: span)
        }
    }

    /// The wall-clock time (local seconds) at an instant.
    func local(at instant: Int64) -> Int64 {
        instant + offset(at: instant)
    }
}
