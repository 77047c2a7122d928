import Foundation
import FlowModel

/// What the date actions share: a zone by its IANA name (the machine's when
/// none is given), a Gregorian calendar in it with weeks from Monday (ISO
/// 8601), and a date argument that may be a Date or text Get Dates from
/// Input reads, when it is one.
enum DateArguments {
    /// A zone by its IANA name, one the system knows: a literal that is
    /// none is a check error with "did you mean" ("Europe/Pari").
    static let zoneParameter = ActionParameter.labeled("zone", .string, optional: true,
                                                       choices: TimeZone.knownTimeZoneIdentifiers.sorted().map { ActionChoice($0) },
                                                       help: "an IANA time zone: Europe/Paris (the machine's unless given)")

    static func zone(_ call: ActionCall, _ context: any ActionContext) throws -> TimeZone {
        guard let name = call.optionalText("zone"), !name.isEmpty else { return .current }
        guard let zone = TimeZone(identifier: name) else { throw context.fail("'\(name)' is no time zone; write one such as \"Europe/Paris\"") }
        return zone
    }

    static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        return calendar
    }

    /// The parameter's date, or its text read as one; the step fails for anything else.
    static func date(_ call: ActionCall, _ name: String, zone: TimeZone, _ context: any ActionContext) throws -> Date {
        if let date = call.date(name) { return date }
        let text = call.text(name)
        guard let date = WrittenDate.parse(text, now: context.now(), zone: zone) else {
            throw context.fail("'\(text)' is no date flow reads (ISO 8601, RFC 2822, or \"Friday 9am\", \"tomorrow at 07:30\", \"in 3 days\")")
        }
        return date
    }
}
