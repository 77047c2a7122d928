import Foundation
import FlowAutomation
import FlowCompiler
import FlowDaemon

/// A trigger as the Shortcuts app's Automation tab says it: "When I arrive at
/// Work", "At 12:30 on weekdays", "When the computer starts". Events flow
/// knows (location, alarm, CarPlay, its own run events) read as sentences;
/// any other event reads as its type and filter. The trigger's text as written
/// stays the automation's key in the state: this is only how it is shown.
enum TriggerSentence {
    static func sentence(_ trigger: AutomationTrigger) -> String {
        var sentence: String
        switch trigger.kind {
        case .time: sentence = time(base(of: trigger.text))
        case .event(let type, let filter): sentence = "When " + event(type, filter: filter)
        case .fileChanged(let pattern): sentence = "When a file matching \(pattern) changes"
        case .boot: sentence = "When the computer starts"
        }
        var options: [String] = []
        if let zone = trigger.timeZone { options.append(zone) }
        if let debounce = trigger.debounce { options.append("once quiet for " + DurationText.format(debounce)) }
        if let throttle = trigger.throttle { options.append("at most \(throttle.count) per " + DurationText.format(throttle.period)) }
        if !options.isEmpty { sentence += " (" + options.joined(separator: ", ") + ")" }
        return sentence
    }

    /// The trigger's text without the options `describe` appended to it.
    static func base(of text: String) -> String {
        var end = text.endIndex
        for option in [" tz ", " debounce ", " throttle "] {
            if let range = text.range(of: option, options: .backwards), range.lowerBound < end, !text[range.upperBound...].contains("\"") {
                end = range.lowerBound
            }
        }
        return String(text[..<end])
    }

    // MARK: - Time

    /// A time trigger's schedule in words ("At 12:30 on weekdays"), from
    /// the schedule it compiles to (FlowAutomation's `sentence`); its text
    /// as written only if it does not compile (a checked file's always does).
    static func time(_ text: String) -> String {
        let isCron = text.hasPrefix("cron \"") && text.hasSuffix("\"")
        let schedule = isCron ? String(text.dropFirst(6).dropLast()) : text
        guard let parsed = try? ScheduleText(schedule) else { return text.prefix(1).uppercased() + text.dropFirst() }
        return parsed.schedule.sentence
    }

    // MARK: - Events

    /// The events the Automation tab has a sentence for, with the filter's
    /// `field == "value"` filled in where it names one.
    static func event(_ type: String, filter: ValueExpr?) -> String {
        let equal = filter.map(equalities) ?? [:]
        // Each sentence and the one field it says, if it says one.
        let (known, field): (String?, String?) = switch type {
        case "location.arrive": (equal["place"].map { "I arrive at \($0)" } ?? "I arrive somewhere", "place")
        case "location.leave": (equal["place"].map { "I leave \($0)" } ?? "I leave somewhere", "place")
        case "alarm.stopped": (equal["label"].map { "my \($0) alarm is stopped" } ?? "an alarm is stopped", "label")
        case "carplay.connected", "carplay.connect": ("I connect to CarPlay", nil)
        case "carplay.disconnected", "carplay.disconnect": ("I disconnect from CarPlay", nil)
        case "calendar.event_starting": ("a calendar event starts", nil)
        case "flow.run.finished": (equal["automation"].map { "“\($0)” finishes" } ?? "an automation run finishes", "automation")
        case "flow.run.failed": (equal["automation"].map { "“\($0)” fails" } ?? "an automation run fails", "automation")
        case "flow.daemon.started": ("flow daemon starts", nil)
        default: (nil, nil)
        }
        // Conditions the sentence does not already say stay visible.
        let said = known == nil ? nil : field.flatMap { name in equal[name].map { (name, $0) } }
        let rest = filter.flatMap { remainder($0, without: said) }.map { " where " + condition($0) } ?? ""
        return (known ?? "event “\(type)” is posted") + rest
    }

    /// `field == "text"` conditions joined by `and`: the field and the text.
    static func equalities(_ filter: ValueExpr) -> [String: String] {
        switch filter {
        case .binary(.and, let lhs, let rhs): return equalities(lhs).merging(equalities(rhs)) { first, _ in first }
        case .binary(.equal, let field, .constant(.string(let text))):
            guard let path = EventFilter.fieldPath(field), path.count == 1 else { return [:] }
            return [path[0]: text]
        default: return [:]
        }
    }

    /// The filter without the one equality the sentence says (nil when
    /// nothing is left); any other condition, even on the same field, stays.
    static func remainder(_ filter: ValueExpr, without said: (field: String, value: String)?) -> ValueExpr? {
        var dropped = false
        func strip(_ expr: ValueExpr) -> ValueExpr? {
            switch expr {
            case .binary(.and, let lhs, let rhs):
                switch (strip(lhs), strip(rhs)) {
                case (let left?, let right?): return .binary(.and, left, right)
                case (let left?, nil): return left
                case (nil, let right?): return right
                case (nil, nil): return nil
                }
            case .binary(.equal, let field, .constant(.string(let text))):
                if !dropped, let said, EventFilter.fieldPath(field) == [said.field], text == said.value {
                    dropped = true
                    return nil
                }
                return expr
            default: return expr
            }
        }
        return strip(filter)
    }

    static func condition(_ filter: ValueExpr) -> String { EventFilterText.text(filter) }
}
