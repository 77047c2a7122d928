import Foundation
import FlowModel

extension ActionEntry {
    /// Shortcuts' Adjust Date: a number of a unit added (negative:
    /// subtracted), in the calendar of a zone so "1 day" crosses a clock
    /// change as a day; or the start or end (its last second) of the day,
    /// week (from Monday), month or year.
    public static let adjustDate = ActionEntry(
        name: "adjust-date", category: .dates, shortcutsNames: ["Adjust Date"], keywords: ["add days", "subtract", "start of week", "end of month"],
        summary: "Adjust ${date} by ${add} ${unit}",
        parameters: [
            .first("date", .date),
            .labeled("add", .decimal, default: .integer(0), help: "how many of the unit; negative subtracts"),
            .labeled("unit", .string, default: .string("days"), choices: DateAdjustment.units.map { ActionChoice($0) }),
            DateArguments.zoneParameter,
        ],
        output: .date, isIdempotent: true,
        example: #"adjust-date(current-date(), add: 3, unit: "days", zone: "Europe/Paris")"#
    ) { call, context in
        let zone = try DateArguments.zone(call, context)
        let date = try DateArguments.date(call, "date", zone: zone, context)
        guard let adjusted = DateAdjustment.adjust(date, by: call.number("add") ?? 0, call.text("unit"), calendar: DateArguments.calendar(zone)) else {
            throw context.fail("cannot adjust the date by \(call.text("add")) \(call.text("unit"))")
        }
        return .date(adjusted)
    }
}
