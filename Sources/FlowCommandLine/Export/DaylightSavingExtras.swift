import Foundation
import FlowAutomation

/// The slots where flow and systemd's calendar part ways at a zone's offset
/// changes, so a timer can fire them too with dated lines.
///
/// systemd (checked with `systemd-analyze calendar`, version 252) fires a
/// wall time that does not exist never, and one that happens twice once, the
/// first time. flow agrees on all but two kinds of slot (see
/// Sources/FlowAutomation/README.md): a fixed time in a gap fires once at the
/// end of the gap (`moved`), and a wildcard pattern fires again in the second
/// pass of a repeated hour. Those are the extras; every other flow slot is one
/// systemd fires, and systemd fires no other.
enum DaylightSavingExtras {
    /// flow's slots after `start` and not after `end` that systemd's calendar would skip.
    static func slots(_ schedule: Schedule, zone: ZoneRules, after start: Date, through end: Date) -> [Slot] {
        zone.transitions(after: start, through: end).flatMap { transition -> [Slot] in
            let before = transition.instant.addingTimeInterval(-1)
            if transition.change > 0 {
                return schedule.slots(after: before, through: transition.instant, in: zone, limit: 10).filter(\.moved)
            }
            let repeatEnd = transition.instant.addingTimeInterval(Double(-transition.change - 1))
            return schedule.slots(after: before, through: repeatEnd, in: zone, limit: 10_000).filter { !$0.moved }
        }
    }

    /// The slots as `OnCalendar=` values in UTC, one per hour they fall in:
    /// `2027-11-07 08:00,15,30,45:00 UTC`.
    static func lines(_ slots: [Slot]) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var order: [[Int]] = []
        var minutes: [[Int]: [Int]] = [:]
        for slot in slots {
            let time = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: slot.instant)
            let key = [time.year, time.month, time.day, time.hour, time.second].map { $0 ?? 0 }
            if minutes[key] == nil { order.append(key) }
            minutes[key, default: []].append(time.minute ?? 0)
        }
        return order.map { key in
            String(format: "%04d-%02d-%02d %02d:", key[0], key[1], key[2], key[3])
                + FieldText.systemd(minutes[key, default: []].sorted(), range: 0...59) + String(format: ":%02d UTC", key[4])
        }
    }
}
