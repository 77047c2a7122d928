import Foundation
import FlowDiagnostics
import FlowSyntax

/// The triggers as the scheduler takes them: events with their checked
/// filters, files, boot, and every trigger's options.
extension AutomationChecker {
    func structured(_ clause: TriggerClause, filter: ValueExpr?) -> AutomationTrigger {
        let kind: AutomationTrigger.Kind
        switch clause.trigger {
        case .cron, .everyDay, .at, .interval:
            kind = .time
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
                if let count = Int(LiteralEvaluator.withoutUnderscores(count.text)), let period = seconds(period) {
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
}
