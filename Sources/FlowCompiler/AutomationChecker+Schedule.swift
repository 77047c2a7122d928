import Foundation
import FlowDiagnostics
import FlowSyntax

/// The triggers as the scheduler takes them. The friendly time forms become
/// the cron expressions they mean (`every day at 07:30` is `30 7 * * *`), so
/// there is one calendar matcher; intervals become seconds.
extension AutomationChecker {
    func structured(_ clause: TriggerClause, filter: ValueExpr?) -> AutomationTrigger {
        let kind: AutomationTrigger.Kind
        switch clause.trigger {
        case .cron(let expression):
            kind = .calendar(expression: expression.plainText ?? "")
        case .everyDay(let time):
            kind = .calendar(expression: Self.cron(time: time.text, days: "*"))
        case .at(let time, let days):
            kind = .calendar(expression: Self.cron(time: time.text, days: days.isEmpty ? "*" : days.map { Self.cronDays($0.name) }.joined(separator: ",")))
        case .interval(let every, let offset):
            kind = .interval(seconds: seconds(every) ?? 0, offset: offset.flatMap(seconds) ?? 0)
        case .event(let type, _):
            kind = .event(type: type.plainText ?? "", filter: filter)
        case .fileChanged(let pattern):
            kind = .fileChanged(pattern: pattern.plainText ?? "")
        case .boot:
            kind = .boot
        }
        var trigger = AutomationTrigger(kind: kind, text: describe(clause))
        for option in clause.options {
            switch option {
            case .timeZone(let zone):
                switch zone.kind {
                case .string(let string): trigger.timeZone = string.plainText
                case .identifier(let name): trigger.timeZone = name.name
                default: break
                }
            case .debounce(let value): trigger.debounce = seconds(value)
            case .throttle(let count, let period):
                if let count = Int(count.text.replacingOccurrences(of: "_", with: "")), let period = seconds(period) {
                    trigger.throttle = .init(count: count, period: period)
                }
            }
        }
        return trigger
    }

    /// A duration written in the automation, in seconds (nil when it is not
    /// one: the checker has said so already).
    func seconds(_ expr: Expr) -> Double? {
        guard case .duration(let seconds)? = environment.constants.evaluate(expr, expected: .duration, what: "a duration", report: { _ in }) else {
            return nil
        }
        return seconds
    }

    /// `07:30` on `days` as a cron expression: `30 7 * * days`.
    static func cron(time: String, days: String) -> String {
        let parts = time.split(separator: ":").map { Int($0) ?? 0 }
        let hour = parts.first ?? 0, minute = parts.count > 1 ? parts[1] : 0
        return "\(minute) \(hour) * * \(days)"
    }

    /// `mon`, `mon-fri`, `weekdays`, `weekends` as a cron day-of-week term.
    static func cronDays(_ name: String) -> String {
        switch name.lowercased() {
        case "weekdays": "MON-FRI"
        case "weekends": "SAT,SUN"
        default: name.uppercased()
        }
    }
}
