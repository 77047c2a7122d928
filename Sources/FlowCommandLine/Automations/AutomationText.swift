import Foundation
import FlowAutomation
import FlowCompiler
import FlowState

/// Automations as `flow automations` prints them.
enum AutomationText {
    /// "When I arrive at Work → Set Focus to Do Not Disturb   (Arrive at work)",
    /// then its next fire time, mode, catch-up and last run.
    static func summary(_ automation: AutomationGraph, program: ProgramGraph?, state: SchedulerState, zone: ZoneRules, now: Date) -> String {
        let triggers = automation.schedule.isEmpty ? automation.triggers : automation.schedule.map(TriggerSentence.sentence)
        let action = ActionsSentence.sentence(automation, program: program)
        // "When I arrive at Work, or at 09:00 on weekdays": later sentences start in lowercase.
        let joined = triggers.enumerated().map { index, sentence in
            index == 0 ? sentence : sentence.prefix(1).lowercased() + sentence.dropFirst()
        }.joined(separator: ", or ")
        var lines = [joined + " → " + action + "   (\(automation.name))"]
        var facts: [String] = []
        if !automation.isEnabled { facts.append("off") }
        if let next = nextFire(automation, state: state, zone: zone, now: now) { facts.append("next " + InstantText.format(next, in: zone)) }
        facts.append("mode \(automation.mode)")
        // The effective window is said even when it is the default (one period, at most a day).
        let hasTime = automation.schedule.contains { if case .time = $0.kind { return true } else { return false } }
        let defaultWindow = hasTime && automation.catchupPolicy.kind != .none && automation.catchupPolicy.within == nil
        facts.append("catchup \(automation.catchup)" + (defaultWindow ? " within one period (at most 1d)" : ""))
        if automation.rerunOnInterrupt { facts.append("on interrupt rerun") }
        if let last = state.history(automation: automation.name).last {
            facts.append("last run " + RunText.time(last.claimedAt, zone: zone) + " " + last.state.rawValue + (last.reason.map { ": \($0)" } ?? ""))
        } else {
            facts.append("never run")
        }
        lines.append("  " + facts.joined(separator: " · "))
        return lines.joined(separator: "\n") + "\n"
    }

    static func nextFire(_ automation: AutomationGraph, state: SchedulerState, zone: ZoneRules, now: Date) -> Date? {
        guard automation.isEnabled else { return nil }
        return automation.timeTriggers.enumerated().compactMap { index, trigger -> Date? in
            guard let trigger else { return nil }
            let triggerZone = trigger.zoneName.flatMap(ZoneRules.named) ?? zone
            let mark = state.mark(for: TriggerID(automation: automation.name, trigger: automation.triggers[index])) ?? now
            return trigger.schedule.nextSlot(after: max(mark, now), in: triggerZone)?.instant
        }.min()
    }

    /// Why it fired or not: each trigger's mark and next slots, and the last runs with their reasons.
    static func explain(_ automation: AutomationGraph, program: ProgramGraph?, state: SchedulerState, zone: ZoneRules, now: Date) -> String {
        var lines = [summary(automation, program: program, state: state, zone: zone, now: now).trimmingCharacters(in: .newlines), ""]
        if !automation.isEnabled { lines.append("It is switched off ('enabled false'): nothing fires it.") }
        for (index, text) in automation.triggers.enumerated() {
            lines.append("Trigger: \(text)")
            let id = TriggerID(automation: automation.name, trigger: text)
            if index < automation.timeTriggers.count, let trigger = automation.timeTriggers[index] {
                let triggerZone = trigger.zoneName.flatMap(ZoneRules.named) ?? zone
                if let mark = state.mark(for: id) {
                    lines.append("  last slot handled: " + InstantText.format(mark, in: triggerZone))
                    let missed = trigger.schedule.slots(after: mark, through: now, in: triggerZone, limit: 1000)
                    if !missed.isEmpty { lines.append("  \(missed.count) slot\(missed.count == 1 ? "" : "s") since then not handled yet (the daemon is not running, or is about to): catch-up \(automation.catchup) decides") }
                } else {
                    lines.append("  the daemon has not seen this trigger yet: it starts from the moment it does (earlier slots never fire)")
                }
                let upcoming = trigger.schedule.slots(after: max(state.mark(for: id) ?? now, now), in: triggerZone, count: 3)
                lines.append("  next: " + upcoming.map { InstantText.format($0.instant, in: triggerZone) + ($0.moved ? " (moved by daylight saving)" : "") }.joined(separator: ", "))
            } else if index < automation.schedule.count, case .event(let type, let filter) = automation.schedule[index].kind {
                lines.append("  fires for each event of type \(type)" + (filter == nil ? "" : " whose data passes the filter") + ", posted with 'flow trigger \(type) key=value'")
            }
        }
        let runs = state.history(automation: automation.name).suffix(10)
        lines.append("")
        lines.append(runs.isEmpty ? "No runs recorded yet." : "Last runs:")
        for run in runs { lines.append("  " + RunText.line(run, zone: zone)) }
        return lines.joined(separator: "\n") + "\n"
    }
}
