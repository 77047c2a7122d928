import Foundation
import FlowCompiler
import FlowRuntime
import FlowState

/// Events: route each pending event to the automations listening for its
/// type, claim their runs in one batch, then mark the events delivered.
extension Daemon {
    func passEvents(now: Date) {
        guard !isStopping else { return }
        while true {
            let batch: EventBatch
            do { batch = try events.pending(limit: 512) } catch {
                options.log("events: \(error)")
                return
            }
            for unreadable in batch.unreadable { options.log("events: \(unreadable)") }
            for denied in batch.denied { options.log("events: \(denied)") }
            if batch.events.isEmpty && batch.duplicates.isEmpty { return }
            var claims: [Claim] = []
            var targets: [(event: Event, automation: AutomationGraph, program: ProgramGraph)] = []
            // The latest event of the batch for each debounced trigger.
            var holds: [TriggerID: PendingDebounce] = [:]
            let held = store.debounces
            let (currentRoutes, automations) = lock.withLock { (routes, loaded) }
            for pending in batch.events {
                let event = pending.event
                let data = RunTrace.value(.object(event.data))
                for route in currentRoutes.matching(type: event.type, data: data) {
                    guard let (automation, program) = automations.automation(named: route.automation) else { continue }
                    let triggerText = automation.triggerName(route.trigger)
                    if let delay = route.debounce {
                        let trigger = TriggerID(automation: automation.name, trigger: triggerText)
                        // Held already: delivered again after a crash before delivery; the deadline stands.
                        if held[trigger]?.event.key != event.key {
                            holds[trigger] = PendingDebounce(trigger: trigger, event: event, due: now.addingTimeInterval(delay))
                        }
                        continue
                    }
                    let skipped = throttled(automation.name, trigger: route.trigger, limit: route.throttle, now: now)
                    claims.append(Claim(slot: SlotKey(automation: automation.name, trigger: triggerText, event: event.key),
                                        run: RunRequest(automation: automation.name, shortcut: automation.runs, eventType: event.type,
                                                        note: "event \(event.id) from \(event.source)", event: event),
                                        skipped: skipped))
                    targets.append((event, automation, program))
                }
            }
            do {
                // Claims and held events in one record batch, durable before the
                // events leave the spool: a crash loses neither.
                let results = try store.claim(claims, holding: holds.values.sorted { $0.due < $1.due })
                if !claims.isEmpty { fault("after-claim") }
                // Claimed is enough to start (a run is never claimed twice);
                // delivery is recorded after, off the way to the run's start.
                for (index, result) in results.enumerated() where result.isNew && claims[index].skipped == nil {
                    let target = targets[index]
                    submit(PendingRun(record: result.run, automation: target.automation, program: target.program,
                                      trigger: RunTrace.trigger(event: target.event)))
                }
                try events.markDelivered(batch.events + batch.duplicates)
                if !holds.isEmpty { fault("after-debounce") }
            } catch {
                options.log("events: could not claim or deliver: \(error)")
                return
            }
            if batch.events.count + batch.duplicates.count < 512 { return }
        }
    }

    /// Held events whose quiet time has passed run now, claimed like any
    /// event's run (the claim releases the hold in the same record).
    func passDebounced(now: Date) {
        guard !isStopping else { return }
        let due = store.debounces.values.filter { $0.due <= now }.sorted { $0.due < $1.due }
        for hold in due {
            let found = lock.withLock { loaded.automation(named: hold.trigger.automation) }
            guard let (automation, program) = found, automation.isEnabled,
                  let index = automation.triggers.firstIndex(of: hold.trigger.trigger), index < automation.schedule.count,
                  automation.schedule[index].listensToEvents else {
                options.log("\(hold.trigger): its automation or trigger is gone; the event it held (\(hold.event.id)) does not run")
                do { try store.release(hold.trigger) } catch { options.log("\(hold.trigger): could not release its held event: \(error)") }
                continue
            }
            // A debounced trigger's throttle counts the runs the quiet times let through.
            let skipped = throttled(automation.name, trigger: index, limit: automation.schedule[index].throttle, now: now)
            let claim = Claim(slot: hold.slot,
                              run: RunRequest(automation: automation.name, shortcut: automation.runs, eventType: hold.event.type,
                                              note: "event \(hold.event.id) from \(hold.event.source), debounced", event: hold.event),
                              skipped: skipped)
            do {
                let result = try store.claim(claim)
                fault("after-claim")
                if result.isNew && skipped == nil {
                    submit(PendingRun(record: result.run, automation: automation, program: program, trigger: RunTrace.trigger(event: hold.event)))
                }
            } catch {
                options.log("\(automation.name): could not claim a debounced event: \(error)")
            }
        }
    }

    /// Why a run of the automation's trigger is skipped by its `throttle`, or
    /// nil when the throttle (if any) lets it through now.
    func throttled(_ automation: String, trigger: Int, limit: AutomationTrigger.Throttle?, now: Date) -> String? {
        guard let limit else { return nil }
        let gate = "\(automation)#\(trigger)"
        let admitted = lock.withLock {
            var window = throttles[gate] ?? ThrottleWindow(limit)
            defer { throttles[gate] = window }
            return window.admit(at: now)
        }
        return admitted ? nil : "throttled (\(limit.count) per \(DurationText.format(limit.period)))"
    }
}
