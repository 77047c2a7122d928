import Foundation
import FlowAutomation
import FlowCompiler
import FlowRuntime
import FlowState

/// Runs as `flow history` prints them.
enum RunText {
    static func time(_ date: Date, zone: ZoneRules) -> String {
        let text = InstantText.format(date, in: zone)
        return String(text.prefix(16)).replacingOccurrences(of: "T", with: " ")
    }

    /// `2026-11-23 12:45  Weekday lunch  succeeded  slot 12:30, 15m late, missed 1  70b89df7a1c2`
    static func line(_ run: RunRecord, zone: ZoneRules) -> String {
        var outcome = run.state.rawValue
        if let reason = run.reason { outcome += ": \(reason)" }
        return [time(run.claimedAt, zone: zone), run.name, outcome, cause(run, zone: zone), String(run.id.prefix(12))]
            .filter { !$0.isEmpty }.joined(separator: "  ")
    }

    /// What fired the run: its slot and lateness, or its event.
    static func cause(_ run: RunRecord, zone: ZoneRules) -> String {
        var parts: [String] = []
        if run.automation == nil && run.slot == nil { parts.append("manual run") }
        if let type = run.eventType { parts.append("event \(type)") }
        if let slot = run.scheduledFor, run.eventType == nil { parts.append("slot " + time(slot, zone: zone).suffix(5)) }
        if let late = run.lateBy, late >= 1 { parts.append("\(DurationText.format(late.rounded())) late") }
        if let missed = run.missed, missed > 0 { parts.append("missed \(missed)") }
        return parts.joined(separator: ", ")
    }

    /// `flow history show`: the run and each step with its inputs, output and duration.
    static func trace(_ run: RunRecord, zone: ZoneRules) -> String {
        var lines = ["run \(run.id)"]
        if let automation = run.automation { lines.append("  automation  \(automation)") }
        if let shortcut = run.shortcut { lines.append("  shortcut    \(shortcut)") }
        lines.append("  outcome     \(run.state.rawValue)" + (run.reason.map { ": \($0)" } ?? ""))
        let cause = cause(run, zone: zone)
        if !cause.isEmpty { lines.append("  fired by    \(cause)") }
        if let note = run.note { lines.append("  note        \(note)") }
        lines.append("  claimed     \(InstantText.format(run.claimedAt, in: zone))")
        if let started = run.startedAt { lines.append("  started     \(InstantText.format(started, in: zone))") }
        if let ended = run.endedAt { lines.append("  ended       \(InstantText.format(ended, in: zone))") }
        if !run.steps.isEmpty { lines.append("  steps") }
        for (index, step) in run.steps.enumerated() {
            lines.append(String(format: "    %d. [%.3fs] ", index + 1, step.duration) + (step.summary ?? step.name)
                         + (step.replayed == true ? " (replayed: its recorded output; it did not run again)" : ""))
            for (name, value) in step.inputs.sorted(by: { $0.key < $1.key }) { lines.append("         \(name): \(show(value))") }
            if let output = step.output { lines.append("         → \(show(output))") }
            if let error = step.error { lines.append("         error: \(error)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func show(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "?" }
        let text = String(decoding: data, as: UTF8.self)
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// `--since`: an ISO 8601 instant or date, or a duration ago (`2h`, `3d`).
    static func since(_ text: String, now: Date, zone: ZoneRules) -> Date? {
        if let instant = InstantText.parse(text, in: zone) { return instant }
        if let instant = InstantText.parse(text + "T00:00", in: zone) { return instant }
        guard let seconds = AnswerParser.duration(text) else { return nil }
        return now.addingTimeInterval(-seconds)
    }
}
