import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Format Date: a style (short, medium, long, full, ISO 8601,
    /// RFC 2822, relative "in 3 hours") or a Unicode date pattern ("yyyy-MM-dd
    /// HH:mm" when neither is given), in a zone and a locale (English
    /// whatever the machine's language unless one is given, so a shortcut's
    /// text does not change with where it runs). A value that is no date is
    /// passed on as its text.
    public static let formatDate = ActionEntry(
        name: "format-date", category: .dates, shortcutsNames: ["Format Date"], keywords: ["date format", "strftime", "time", "string"],
        summary: "Format ${date}",
        parameters: [
            .first("date", .date),
            .labeled("format", .string, optional: true, help: "a Unicode date pattern (yyyy-MM-dd HH:mm unless a style is given)"),
            .labeled("style", .string, optional: true, choices: DateStyle.names.map { ActionChoice($0) }),
            DateArguments.zoneParameter,
            .labeled("locale", .string, optional: true, help: "a locale such as fr_FR (English unless given)"),
        ],
        output: .string, isIdempotent: true, atMostOneOf: ["format", "style"],
        example: #"format-date(current-date(), format: "EEEE d MMMM")"#
    ) { call, context in
        guard let date = call.date("date") else { return .string(call.text("date")) }
        let zone = try DateArguments.zone(call, context)
        let locale = Locale(identifier: call.optionalText("locale") ?? "en_US_POSIX")
        if let style = call.optionalText("style") {
            return .string(DateStyle.format(date, style: style, zone: zone, locale: call.isGiven("locale") ? locale : Locale(identifier: "en_US"),
                                            now: context.now()))
        }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = zone
        formatter.dateFormat = call.optionalText("format") ?? "yyyy-MM-dd HH:mm"
        return .string(formatter.string(from: date))
    }
}
