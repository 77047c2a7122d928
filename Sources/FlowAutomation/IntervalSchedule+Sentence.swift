/// An interval in words. Its slots are `k × period + offset` seconds after
/// 1970-01-01 00:00 UTC, the same instants in every zone, so the sentence
/// says where they fall in the hour ("Every 15 minutes, starting at 2
/// minutes past the hour") and, when that depends on the zone, in UTC.
extension IntervalSchedule {
    public var sentence: String {
        let every = "Every " + Self.words(period)
        if 3_600 % period == 0 {
            guard offset > 0 else { return every }
            // Quarter hours fall on the same minutes in every zone (offsets are whole quarter hours).
            let zone = 900 % period == 0 ? "" : " (UTC)"
            let unit = period <= 60 ? "minute" : "hour"
            return every + ", starting at " + Self.words(offset, singular: false) + " past the \(unit)" + zone
        }
        if 86_400 % period == 0 {
            let times = stride(from: offset, to: Int64(86_400), by: Int(period)).map(Self.clock)
            if period == 86_400 { return "Every day at \(times[0]) UTC" }
            return every + (times.count <= 6 ? ", at " + ScheduleWords.list(times) + " UTC" : ", counted from \(times[0]) UTC each day")
        }
        return every + ", counted from \(Self.clock(offset % 86_400)) UTC on January 1, 1970"
            + (offset >= 86_400 ? " plus \(Self.words(offset / 86_400 * 86_400, singular: false))" : "")
    }

    /// "15 minutes", "90 seconds", "2 weeks"; "minute" and "hour" alone
    /// after "Every" (`singular`).
    static func words(_ seconds: Int64, singular: Bool = true) -> String {
        let units: [(Int64, String)] = [(604_800, "week"), (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
        for (size, name) in units where seconds % size == 0 {
            let count = seconds / size
            if count == 1 && singular { return name }
            return ScheduleWords.count(Int(count), name)
        }
        return ScheduleWords.count(Int(seconds), "second")
    }

    /// "06:00", "00:02:30" (seconds only when there are some).
    static func clock(_ secondOfDay: Int64) -> String {
        let hour = Int(secondOfDay / 3_600), minute = Int(secondOfDay % 3_600 / 60), second = Int(secondOfDay % 60)
        return ScheduleWords.clock(hour, minute) + (second == 0 ? "" : ":" + (second < 10 ? "0" : "") + "\(second)")
    }
}
