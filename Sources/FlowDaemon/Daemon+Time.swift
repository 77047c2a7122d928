import Foundation
import FlowAutomation
import FlowCompiler
import FlowState

/// Time triggers: plan each one's due slots, claim them, start the runs.
extension Daemon {
    /// A time trigger as a pass plans it.
    struct ScheduledTrigger {
        var id: TriggerID
        var schedule: Schedule
        var zone: ZoneRules
        var catchup: CatchupPolicy
    }

    /// Every enabled automation's time triggers that checked cleanly. A
    /// trigger is known by its text, so editing one trigger keeps the others' marks.
    func timeTriggers() -> [ScheduledTrigger] {
        lock.withLock { loaded.automations }.flatMap { automation, _ -> [ScheduledTrigger] in
            guard automation.isEnabled else { return [] }
            return automation.timeTriggers.enumerated().compactMap { index, trigger in
                guard let trigger else { return nil }
                let zone = trigger.zoneName.flatMap(ZoneRules.named) ?? localZone
                return ScheduledTrigger(id: TriggerID(automation: automation.name, trigger: automation.triggerName(index)),
                                        schedule: trigger.schedule, zone: zone, catchup: automation.catchupPolicy)
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
        let (kept, automations) = lock.withLock { (timeTable, loaded) }
        var table = kept ?? TimeTable(automations)
        let planAll = table.lastPass.map { now < $0 } ?? true
        table.lastPass = now
        var firstSeen: [HighWaterMark] = []
        for (position, entry) in table.entries.enumerated() {
            if !planAll, let due = table.nextDue[position], due > now { continue }
            let program = automations.files[Int(entry.file)].program
            let automation = program.automations[Int(entry.automation)]
            guard let timeTrigger = automation.timeTriggers[Int(entry.trigger)] else { continue }
            let trigger = ScheduledTrigger(id: TriggerID(automation: automation.name, trigger: automation.triggerName(Int(entry.trigger))),
                                           schedule: timeTrigger.schedule, zone: timeTrigger.zoneName.flatMap(ZoneRules.named) ?? localZone,
                                           catchup: automation.catchupPolicy)
            let schedule = trigger.schedule, zone = trigger.zone
            let planner = SlotPlanner(slots: { after, through, limit in
                schedule.slots(after: after, through: through, in: zone, limit: limit).map(\.instant)
            }, next: { schedule.nextSlot(after: $0, in: zone)?.instant })
            let oldMark = store.mark(for: trigger.id)
            let plan = planner.plan(mark: oldMark, now: now, policy: trigger.catchup)
            table.nextDue[position] = (plan.newMark ?? oldMark).flatMap { schedule.nextSlot(after: $0, in: zone)?.instant } ?? .distantFuture
            if plan.clockCorrection { options.log("\(trigger.id): the clock went back more than 3 hours; continuing from now") }
            if plan.skipped == nil && plan.fire.isEmpty {
                // Marks without runs (first sight, a clock correction) go in one write below.
                if let mark = plan.newMark { firstSeen.append(HighWaterMark(trigger: trigger.id, instant: mark)) }
                continue
            }
            var claims: [Claim] = []
            if let skipped = plan.skipped {
                claims.append(Claim(slot: SlotKey(automation: trigger.id.automation, trigger: trigger.id.trigger, slot: skipped.latest),
                                    newMark: nil, run: RunRequest(automation: automation.name, scheduledFor: skipped.latest),
                                    skipped: skipped.reason))
            }
            for firing in plan.fire {
                claims.append(Claim(slot: SlotKey(automation: trigger.id.automation, trigger: trigger.id.trigger, slot: firing.slot),
                                    newMark: firing.slot,
                                    run: RunRequest(automation: automation.name, shortcut: automation.runs,
                                                    scheduledFor: firing.slot, lateBy: firing.lateBy, missed: firing.missed)))
            }
            do {
                let results = try store.claim(claims)
                if let mark = plan.newMark, plan.fire.isEmpty { try store.setMark(mark, for: trigger.id) }
                fault("after-claim")
                for (claim, result) in zip(claims, results) where result.isNew && claim.skipped == nil {
                    let firing = plan.fire.first { $0.slot == claim.run.scheduledFor }
                    let value = RunTrace.trigger(scheduledFor: claim.run.scheduledFor ?? now, lateBy: firing?.lateBy ?? 0, missed: firing?.missed)
                    submit(PendingRun(record: result.run, automation: automation, program: program, trigger: value))
                }
                for (claim, result) in zip(claims, results) where result.isNew && claim.skipped != nil {
                    options.log("\(automation.name): skipped, \(claim.skipped ?? "")")
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
        // The first pass after a load writes every new trigger's mark (and
        // may compact the journal): give back what that took.
        if kept == nil { Self.trimMemory() }
    }
}

/// Where the loaded automations' time triggers are and when each is next
/// due (nil: plan it at the next pass). Positions, not copies of the
/// graphs or schedules: with 10,000 triggers that is a few hundred
/// kilobytes. Made afresh on every reload.
struct TimeTable {
    struct Entry {
        var file: Int32
        var automation: Int32
        var trigger: Int32
    }

    var entries: [Entry] = []
    var nextDue: [Date?]
    /// The clock at the last pass: a clock earlier than this plans every trigger.
    var lastPass: Date?

    init(_ loaded: LoadedAutomations) {
        var count = 0
        for file in loaded.files {
            for automation in file.program.automations where automation.isEnabled { count += automation.timeTriggers.count }
        }
        entries.reserveCapacity(count)
        for (fileIndex, file) in loaded.files.enumerated() {
            for (index, automation) in file.program.automations.enumerated() where automation.isEnabled {
                for (trigger, timeTrigger) in automation.timeTriggers.enumerated() where timeTrigger != nil {
                    entries.append(Entry(file: Int32(fileIndex), automation: Int32(index), trigger: Int32(trigger)))
                }
            }
        }
        nextDue = Array(repeating: nil, count: entries.count)
    }
}
