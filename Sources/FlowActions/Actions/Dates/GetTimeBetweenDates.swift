import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Time Between Dates: whole units from the first date to
    /// the second (negative when the second is earlier), days, months and
    /// years counted in the zone's calendar.
    public static let getTimeBetweenDates = ActionEntry(
        name: "get-time-between-dates", category: .dates, shortcutsNames: ["Get Time Between Dates"],
        keywords: ["difference", "elapsed", "how long", "days until", "age"],
        summary: "Get the ${unit} between ${start} and ${end}",
        parameters: [
            .first("start", .date), .labeled("end", .date),
            .labeled("unit", .string, default: .string("days"), choices: ["seconds", "minutes", "hours", "days", "weeks", "months", "years"]),
            DateArguments.zoneParameter,
        ],
        output: .integer, isIdempotent: true,
        example: #"get-time-between-dates(current-date(), end: adjust-date(current-date(), add: 2, unit: "weeks"), unit: "days")"#
    ) { call, context in
        let zone = try DateArguments.zone(call, context)
        let start = try DateArguments.date(call, "start", zone: zone, context)
        let end = try DateArguments.date(call, "end", zone: zone, context)
        guard let count = DateAdjustment.between(start, end, call.text("unit"), calendar: DateArguments.calendar(zone)) else {
            throw context.fail("cannot count \(call.text("unit")) between the dates")
        }
        return .integer(count)
    }
}
