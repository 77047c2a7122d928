/// The time of `every day at 07:30` and `at 22:00`: `H:MM` or `HH:MM`, with
/// `:00` seconds allowed because the language's time literals allow seconds.
public enum TimeOfDay {
    /// The hour and minute of a time, or an error whose range covers it.
    public static func parse(_ text: String) throws(CronError) -> (hour: Int, minute: Int) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.map { part in part.count <= 2 && !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } ? Int(part) : nil }
        let whole = 0..<text.utf8.count
        guard (2...3).contains(parts.count), parts[1].count == 2, let hour = numbers[0], let minute = numbers[1],
              (0...23).contains(hour), (0...59).contains(minute) else {
            throw CronError(.friendlyForm, "expected a time of day such as 07:30 (hours 0 to 23, minutes 0 to 59), not '\(text)'", at: whole)
        }
        if parts.count == 3 {
            guard let second = numbers[2], parts[2].count == 2, (0...59).contains(second) else {
                throw CronError(.friendlyForm, "expected a time of day such as 07:30, not '\(text)'", at: whole)
            }
            if second != 0 {
                let minuteText = CivilDateTime.twoDigits(hour) + ":" + CivilDateTime.twoDigits(minute)
                throw CronError(.friendlyForm, "schedules fire on whole minutes; write '\(minuteText)'", at: whole, replacement: minuteText)
            }
        }
        return (hour, minute)
    }
}
