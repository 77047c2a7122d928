import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Format Date, with a Unicode date pattern ("yyyy-MM-dd
    /// HH:mm" unless given), in English whatever the machine's language, so
    /// a shortcut's text does not change with where it runs. A value that is
    /// no date is passed on as its text.
    public static let formatDate = ActionEntry(
        name: "format-date", category: .dates, shortcutsNames: ["Format Date"], keywords: ["date format", "strftime", "time", "string"],
        summary: "Format ${date}",
        parameters: [.first("date", .date), .labeled("format", .string, default: .string("yyyy-MM-dd HH:mm"), help: "a Unicode date pattern")],
        output: .string, isIdempotent: true,
        example: #"format-date(current-date(), format: "EEEE d MMMM")"#
    ) { call, _ in
        guard let date = call.date("date") else { return .string(call.text("date")) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = call.text("format")
        return .string(formatter.string(from: date))
    }
}
