import Foundation
import FlowAutomation

/// `flow cron explain "30 12 * * MON-FRI" --tz America/Denver`: what a
/// schedule means, as `systemd-analyze calendar` answers for its own: the
/// schedule, one sentence (the one `flow automations` uses), and the next
/// slots in the zone and in UTC, with any daylight-saving move said.
enum CronExplain {
    static func print(_ text: String, parsed: ScheduleText, zone: ZoneRules, from: Date, count: Int, json: Bool,
                      context: CommandContext) {
        let normalized = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // The wording flow automations uses for the same trigger: "At 12:30 on weekdays (America/Denver)".
        let sentence = parsed.schedule.sentence + " (\(zone.identifier))"
        let slots = parsed.schedule.slots(after: from, in: zone, count: count)
        if json {
            let next: [[String: Any]] = slots.map { slot in
                var entry: [String: Any] = ["local": InstantText.format(slot.instant, in: zone),
                                            "utc": InstantText.format(slot.instant, in: (ZoneRules.named("UTC") ?? zone))]
                if slot.moved { entry["moved"] = "\(slot.scheduledFor.timeText) does not exist on \(slot.scheduledFor.dateText)" }
                return entry
            }
            let document: [String: Any] = ["schedule": normalized, "sentence": sentence, "zone": zone.identifier, "next": next]
            if let data = try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes]) {
                context.stdout.line(String(decoding: data, as: UTF8.self))
            }
            return
        }
        context.stdout.line("  schedule  \(normalized)")
        context.stdout.line("  in words  \(sentence)")
        for (index, slot) in slots.enumerated() {
            var line = (index == 0 ? "  next      " : "            ") + InstantText.format(slot.instant, in: zone)
                + "  (" + InstantText.format(slot.instant, in: (ZoneRules.named("UTC") ?? zone)) + ")"
            if slot.moved { line += "  \(slot.scheduledFor.dateText) \(slot.scheduledFor.timeText) does not exist; runs at the end of the gap" }
            context.stdout.line(line)
        }
    }
}
