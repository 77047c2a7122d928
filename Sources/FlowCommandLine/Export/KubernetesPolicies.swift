import Foundation
import FlowAutomation
import FlowCompiler
import FlowDaemon

/// What an automation's `mode` and `catchup` become in a CronJob:
/// `concurrencyPolicy` and `startingDeadlineSeconds`, each with the comment
/// that says how near it comes.
extension KubernetesExport {
    static func concurrencyPolicy(_ mode: ConcurrencyPolicy.Kind) -> String {
        switch mode {
        case .single, .queued: "Forbid"
        case .restart: "Replace"
        case .parallel: "Allow"
        }
    }

    static func modeComment(_ mode: ConcurrencyPolicy.Kind) -> String {
        switch mode {
        case .single: "# mode single: a slot that comes while a run still runs is skipped."
        case .restart: "# mode restart: the running Job is replaced by the new one."
        case .parallel: "# mode parallel: runs may overlap (flow's 'max' has no equivalent)."
        case .queued: "# mode queued has no equivalent: Kubernetes cannot queue a slot, so it is skipped (Forbid)."
        }
    }

    /// From `catchup ... within D`: D; without `within`, flow's default window
    /// (one period, at most a day); `catchup none`: flow's on-time tolerance
    /// (a minute or half the period), but at least the 10 s in which
    /// Kubernetes looks at its schedules. Kubernetes takes one number where
    /// flow measures the period at each slot: the usual one is taken.
    static func startingDeadline(_ automation: AutomationGraph, schedule: ExportSchedule, now: Date) -> (Int, String) {
        let period = usualPeriod(schedule, now: now)
        let policy = automation.catchupPolicy
        if policy.kind == .none {
            return (max(10, Int(min(60, period / 2))), "# catchup none: a slot that cannot start on time (within a minute or half the period) is skipped.")
        }
        var comment = "# catchup \(automation.catchup): a missed slot runs once (the latest) if it can start within this"
        if policy.kind == .all { comment += "; Kubernetes does not run each missed slot" }
        if let within = policy.within { return (Int(within), comment + ".") }
        return (Int(min(period, SlotPlanner.maximumWindow)), comment + " (flow's default window: one period, at most a day).")
    }

    /// The median time between the schedule's next slots (an interval's period).
    static func usualPeriod(_ schedule: ExportSchedule, now: Date) -> Double {
        if case .interval(let interval) = schedule.schedule { return Double(interval.period) }
        let slots = schedule.schedule.slots(after: now, in: schedule.zone, count: 201).map(\.instant)
        let gaps = zip(slots, slots.dropFirst()).map { $1.timeIntervalSince($0) }.sorted()
        return gaps.isEmpty ? SlotPlanner.maximumWindow : gaps[gaps.count / 2]
    }
}
