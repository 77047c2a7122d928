import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Dates from Input, for a text that is one date: ISO
    /// 8601, RFC 2822, or written English ("Friday 9am", "tomorrow at
    /// 07:30", "in 3 days", "next Monday"), relative to the run's clock, in
    /// a zone (see `WrittenDate` for exactly what it reads). A text it cannot
    /// read fails the step rather than guessing, or is nothing with
    /// `or-nothing: true` (as Shortcuts gives nothing), for a test.
    public static let getDatesFromInput = ActionEntry(
        name: "get-dates-from-input", category: .dates, shortcutsNames: ["Get Dates from Input"],
        keywords: ["parse date", "read date", "natural language", "rfc 2822", "iso 8601"],
        summary: "Get the date in ${text}",
        parameters: [.first("text", .string), DateArguments.zoneParameter,
                     .labeled("or-nothing", .boolean, default: .boolean(false), help: "nothing, not a failure, when the text is no date")],
        output: .date, outputMayBeAbsent: true, isIdempotent: true,
        example: #"get-dates-from-input("tomorrow at 07:30", zone: "Europe/Paris")"#
    ) { call, context in
        let zone = try DateArguments.zone(call, context)
        if call.value("or-nothing") == .boolean(true) {
            return WrittenDate.parse(call.text("text"), now: context.now(), zone: zone).map(RuntimeValue.date) ?? .nothing
        }
        return .date(try DateArguments.date(call, "text", zone: zone, context))
    }
}
