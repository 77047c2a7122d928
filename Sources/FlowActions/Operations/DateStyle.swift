import Foundation

/// Format Date's styles: the locale's short, medium, long and full forms
/// (date and time), ISO 8601 with the zone's offset, RFC 2822 (mail, HTTP,
/// always in English), and relative to a "now" in English ("in 3 hours",
/// "2 days ago", "now"), the largest whole unit.
public enum DateStyle {
    public static let names = ["short", "medium", "long", "full", "iso8601", "rfc2822", "relative"]

    public static func format(_ date: Date, style: String, zone: TimeZone, locale: Locale, now: Date) -> String {
        let formatter = DateFormatter()
        formatter.timeZone = zone
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = locale
        switch style {
        case "iso8601":
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
        case "rfc2822":
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        case "relative":
            return relative(date, to: now)
        default:
            let styles: [String: DateFormatter.Style] = ["short": .short, "medium": .medium, "long": .long, "full": .full]
            formatter.dateStyle = styles[style] ?? .medium
            formatter.timeStyle = styles[style] ?? .medium
        }
        return formatter.string(from: date)
    }

    static func relative(_ date: Date, to now: Date) -> String {
        let seconds = date.timeIntervalSince(now)
        let size = abs(seconds)
        let units: [(String, Double)] = [("year", 365 * 86400), ("month", 30 * 86400), ("week", 7 * 86400), ("day", 86400),
                                         ("hour", 3600), ("minute", 60), ("second", 1)]
        guard size >= 1, let (name, length) = units.first(where: { size >= $0.1 }) else { return "now" }
        let count = Int((size / length).rounded(.down))
        let phrase = "\(count) \(name)\(count == 1 ? "" : "s")"
        return seconds > 0 ? "in \(phrase)" : "\(phrase) ago"
    }
}
