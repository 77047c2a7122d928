import FlowDiagnostics

/// The days of `at 22:00 on mon-fri`: a day (`mon` … `sun`), a range of
/// two days, `weekdays` or `weekends`.
///
/// A range runs forward through the week from Monday and wraps past
/// Sunday, so `fri-mon` is Friday to Monday and `mon-sun` every day.
public enum Weekdays {
    /// Monday first, as people write weeks; cron numbers Sunday 0.
    public static let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    static let words = ["weekdays", "weekends"]

    /// The days a word names, as cron weekday bits (bit 0 = Sunday), any case.
    /// The error's range covers the whole word.
    public static func parse(_ word: String) throws(CronError) -> UInt8 {
        let lower = word.lowercased()
        switch lower {
        case "weekdays": return 0b0111110
        case "weekends": return 0b1000001
        default: break
        }
        let parts = lower.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let indices = parts.compactMap { names.firstIndex(of: $0) }
        guard (1...2).contains(parts.count), indices.count == parts.count else {
            throw CronError(.friendlyForm, unknownDayMessage(word, parts: parts), at: 0..<word.utf8.count)
        }
        let first = indices[0], last = indices[indices.count - 1]
        var bits: UInt8 = 0
        var index = first
        while true {
            // Monday (0 here) is cron's 1; Sunday (6 here) is cron's 0.
            bits |= 1 << UInt8((index + 1) % 7)
            if index == last { break }
            index = (index + 1) % 7
        }
        return bits
    }

    /// "did you mean 'mon-fri'?" per part, so 'mon-fry' gets 'mon-fri'.
    static func unknownDayMessage(_ word: String, parts: [String]) -> String {
        let suggested = parts.map { part in names.contains(part) ? part : EditDistance.closest(to: part, among: names + words) }
        if !parts.isEmpty, parts.count <= 2, suggested.allSatisfy({ $0 != nil }) {
            return "unknown day '\(word)'; did you mean '\(suggested.compactMap { $0 }.joined(separator: "-"))'?"
        }
        return "unknown day '\(word)'; write mon ... sun, a range such as mon-fri, weekdays or weekends"
    }
}
