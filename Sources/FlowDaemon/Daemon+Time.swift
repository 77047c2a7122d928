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

    /// A pass plans only the triggers that are due: each trigger's next slot
    /// after its mark is kept (`TimeTable`), so with 10,000 triggers a pass
    /// that finds none due costs a comparison each. Every trigger is planned
    /// when the table is new (a reload) and when the clock has gone back
    /// since the last pass (a step of more than 3 hours resets marks).
    func passTime(now: Date) {
        guard !isStopping else { return }
        var table = lock.withLock { timeTable } ?? TimeTable(triggers: timeTriggers())
        let planAll = table.lastPass.map { now < $0 } ?? true
        table.lastPass = now
        let state = store.state
        var firstSeen: [HighWaterMark] = []
        for (position, trigger) in table.triggers.enumerated() {
            if !planAll, let due = table.nextDue[position], due > now { continue }
            let schedule = trigger.schedule, zone = trigger.zone
            let planner = SlotPlanner(slots: { after, through, limit in
                schedule.slots(after: after, through: through, in: zone, limit: limit).map(\.instant)
            }, next: { schedule.nextSlot(after: $0, in: zone)?.instant })
            let oldMark = state.mark(for: trigger.id)
            let plan = planner.plan(mark: oldMark, now: now, policy: trigger.automation.catchupPolicy)
            table.nextDue[position] = (plan.newMark ?? oldMark).flatMap { schedule.nextSlot(after: $0, in: zone)?.instant } ?? .distantFuture
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
            if claims.isEmpty {
                // Marks without runs (first sight, a clock correction) go in one write below.
                if let mark = plan.newMark { firstSeen.append(HighWaterMark(trigger: trigger.id, instant: mark)) }
                continue
            }
            do {
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
                table.nextDue[position] = nil
            }
        }
        do { try store.setMarks(firstSeen) } catch {
            options.log("could not record where \(firstSeen.count) time trigger\(firstSeen.count == 1 ? "" : "s") start: \(error)")
            table.nextDue = table.nextDue.map { _ in nil }
        }
        lock.withLock { timeTable = table }
    }
}

/// The time triggers of the loaded automations and when each is next due
/// (nil: plan it at the next pass). Made afresh on every reload.
struct TimeTable {
    var triggers: [Daemon.ScheduledTrigger]
    var nextDue: [Date?]
    /// The clock at the last pass: a clock earlier than this plans every trigger.
    var lastPass: Date?

    init(triggers: [Daemon.ScheduledTrigger]) {
        self.triggers = triggers
        nextDue = Array(repeating: nil, count: triggers.count)
    }
}
