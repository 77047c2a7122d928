import Foundation
import Testing
@testable import FlowAutomation

/// The next `count` slots of a schedule in a zone, from a fixed instant
/// given as ISO 8601, printed as `flow cron next` prints them: the instant
/// with its offset, and `moved from HH:MM` for a slot daylight saving moved.
func nextSlots(_ text: String, in zone: String, from: String, count: Int = 5,
               sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    guard let rules = ZoneRules.named(zone) else {
        Issue.record("unknown zone \(zone)", sourceLocation: sourceLocation)
        return []
    }
    guard let start = InstantText.parse(from, in: rules) else {
        Issue.record("bad instant \(from)", sourceLocation: sourceLocation)
        return []
    }
    do {
        let schedule = try ScheduleText(text).schedule
        return schedule.slots(after: start, in: rules, count: count).map { slot in
            InstantText.format(slot.instant, in: rules) + (slot.moved ? " moved from \(slot.scheduledFor.timeText)" : "")
        }
    } catch {
        Issue.record("'\(text)': \(error.message)", sourceLocation: sourceLocation)
        return []
    }
}

/// The error a schedule is rejected with; records an issue when it is accepted.
func rejection(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> CronError? {
    do {
        _ = try ScheduleText(text)
        Issue.record("'\(text)' was accepted", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// The text an error's range covers.
func covered(_ text: String, by error: CronError?) -> String? {
    guard let error else { return nil }
    let bytes = Array(text.utf8)
    guard error.range.lowerBound >= 0, error.range.upperBound <= bytes.count else { return "<out of bounds>" }
    return String(decoding: bytes[error.range], as: UTF8.self)
}
