import FlowAutomation
import FlowCompiler

/// `every 15m offset 2m` as calendar terms in UTC: sets of weekdays, hours,
/// minutes and seconds whose every combination is a slot, together naming
/// every slot exactly once. An interval fires at `k × period + offset` Unix
/// seconds, so when the period divides a minute, an hour, a day or a week,
/// its slots repeat with that cycle in UTC (weeks of the epoch start on
/// Thursday) and a calendar can say them; otherwise (`every 2d`, whose days
/// do not follow months) no calendar can.
enum IntervalTerms {
    struct Term: Hashable {
        /// 0–6, 0 = Sunday.
        var weekdays: [Int]
        var hours: [Int]
        var minutes: [Int]
        var seconds: [Int]
    }

    static let cycles: [Int64] = [60, 3600, 86_400, 604_800]

    /// The terms, or nil when the interval does not repeat with a cycle or
    /// needs more than `limit` terms.
    static func terms(_ interval: IntervalSchedule, limit: Int) -> [Term]? {
        guard let cycle = cycles.first(where: { $0 % interval.period == 0 }) else { return nil }
        let everyWeekday = Array(0...6), everyHour = Array(0...23), everyMinute = Array(0...59)
        var terms: [Term] = stride(from: interval.offset, to: cycle, by: Int(interval.period)).map { second in
            let seconds = Int(second)
            return Term(weekdays: cycle == 604_800 ? [(4 + seconds / 86_400) % 7] : everyWeekday,
                        hours: cycle >= 86_400 ? [seconds / 3600 % 24] : everyHour,
                        minutes: cycle >= 3600 ? [seconds / 60 % 60] : everyMinute,
                        seconds: [seconds % 60])
        }
        // Merge terms that differ in one field only, a field at a time.
        for field in [\Term.seconds, \Term.minutes, \Term.hours, \Term.weekdays, \Term.minutes, \Term.hours] {
            terms = merged(terms, along: field)
        }
        // In the order of their first slots in the cycle.
        return terms.count <= limit ? terms : nil
    }

    /// Terms equal in every other field become one, with the union of `field`.
    static func merged(_ terms: [Term], along field: WritableKeyPath<Term, [Int]>) -> [Term] {
        var order: [Term] = []
        var groups: [Term: [Int]] = [:]
        for term in terms {
            var key = term
            key[keyPath: field] = []
            if groups[key] == nil { order.append(key) }
            groups[key, default: []] += term[keyPath: field]
        }
        return order.map { key in
            var term = key
            term[keyPath: field] = groups[key, default: []].sorted()
            return term
        }
    }

    /// "every 15m offset 2m", for messages.
    static func words(_ interval: IntervalSchedule) -> String {
        "every " + DurationText.format(Double(interval.period)) + (interval.offset == 0 ? "" : " offset " + DurationText.format(Double(interval.offset)))
    }
}
