import Foundation
import FlowAutomation
import FlowCompiler
import FlowState

/// Time triggers: plan each one's due slots, claim them, start the runs.
extension Daemon {
    struct ScheduledTrigger {
        var id: TriggerID
        var automation: AutomationGraph
        var program: ProgramGraph
        var schedule: Schedule
        var zone: ZoneRules
    }

    /// Every enabled automation's time triggers that checked cleanly. A
    /// trigger is known by its text, so editing one trigger keeps the others' marks.
    func timeTriggers() -> [ScheduledTrigger] {
        lock.withLock { loaded.automations }.flatMap { automation, program -> [ScheduledTrigger] in
            guard automation.isEnabled else { return [] }
            return automation.timeTriggers.enumerated().compactMap { index, trigger in
                guard let trigger else { return nil }
                let zone = trigger.zoneName.flatMap(ZoneRules.named) ?? localZone
                let text = automation.triggerName(index)
                return ScheduledTrigger(id: TriggerID(automation: automation.name, trigger: text), automation: automation,
                                        program: program, schedule: trigger.schedule, zone: zone)
            }
        }
    }

    func passTime(now: Date) {
        guard !isStopping else { return }
        for trigger in timeTriggers() {
            let schedule = trigger.schedule, zone = trigger.zone
            let planner = SlotPlanner(slots: { after, through, limit in
                schedule.slots(after: after, through: through, in: zone, limit: limit).map(\.instant)
            }, next: { schedule.nextSlot(after: $0, in: zone)?.instant })
            let plan = planner.plan(mark: store.state.mark(for: trigger.id), now: now, policy: trigger.automation.catchupPolicy)
            if plan.clockCorrection { options.log("\(trigger.id): the clock went back more than 3 hours; continuing from now") }
            var claims: [Claim] = []
            if let skipped = plan.skipped {
                claims.append(Claim(slot: SlotKey(automation: trigger.id.automation, trigger: trigger.id.trigger, slot: skipped.latest),
                                    newMark: nil, run: RunRequest(automation: trigger.automation.name, scheduledFor: skipped.latest),
                                    skipped: skipped.reason))
            }
            for firing in plan.fire {
                claims.append(Claim(slot: SlotKey(automation: trigger.id.automation, trigger: trigger.id.trigger, slot: firing.slot),
                                    newMark: firing.slot,
                                    run: RunRequest(automation: trigger.automation.name, shortcut: trigger.automation.runs,
                                                    scheduledFor: firing.slot, lateBy: firing.lateBy, missed: firing.missed)))
            }
            do {
                if claims.isEmpty {
                    if let mark = plan.newMark { try store.setMark(mark, for: trigger.id) }
                    continue
                }
                let results = try store.claim(claims)
                if let mark = plan.newMark, plan.fire.isEmpty { try store.setMark(mark, for: trigger.id) }
                fault("after-claim")
                for (claim, result) in zip(claims, results) where result.isNew && claim.skipped == nil {
                    let firing = plan.fire.first { $0.slot == claim.run.scheduledFor }
                    let value = RunTrace.trigger(scheduledFor: claim.run.scheduledFor ?? now, lateBy: firing?.lateBy ?? 0, missed: firing?.missed)
                    submit(PendingRun(record: result.run, automation: trigger.automation, program: trigger.program, trigger: value))
                }
                for (claim, result) in zip(claims, results) where result.isNew && claim.skipped != nil {
                    options.log("\(trigger.automation.name): skipped, \(claim.skipped ?? "")")
                }
            } catch {
                options.log("\(trigger.id): could not claim its slots: \(error)")
            }
        }
    }
}
