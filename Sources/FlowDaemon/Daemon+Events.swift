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
            if batch.events.isEmpty && batch.duplicates.isEmpty { return }
            var claims: [Claim] = []
            var targets: [(event: Event, automation: AutomationGraph, program: ProgramGraph)] = []
            let (currentRoutes, automations) = lock.withLock { (routes, loaded.automations) }
            for pending in batch.events {
                let event = pending.event
                let data = RunTrace.value(.object(event.data))
                for route in currentRoutes.matching(type: event.type, data: data) {
                    guard let (automation, program) = automations.first(where: { $0.automation.name == route.automation }) else { continue }
                    let triggerText = automation.triggerName(route.trigger)
                    let gate = "\(automation.name)#\(route.trigger)"
                    if let delay = route.debounce {
                        lock.withLock {
                            var debouncer = debouncers[gate] ?? Debouncer(delay: delay)
                            debouncer.arrive(pending, at: now)
                            debouncers[gate] = debouncer
                        }
                        continue
                    }
                    var skipped: String?
                    if let limit = route.throttle {
                        let admitted = lock.withLock {
                            var window = throttles[gate] ?? ThrottleWindow(limit)
                            defer { throttles[gate] = window }
                            return window.admit(at: now)
                        }
                        if !admitted { skipped = "throttled (\(limit.count) per \(DurationText.format(limit.period)))" }
                    }
                    claims.append(Claim(slot: SlotKey(automation: automation.name, trigger: triggerText, event: event.key),
                                        run: RunRequest(automation: automation.name, shortcut: automation.runs, eventType: event.type,
                                                        note: "event \(event.id) from \(event.source)"),
                                        skipped: skipped))
                    targets.append((event, automation, program))
                }
            }
            do {
                let results = try store.claim(claims)
                if !claims.isEmpty { fault("after-claim") }
                try events.markDelivered(batch.events + batch.duplicates)
                for (index, result) in results.enumerated() where result.isNew && claims[index].skipped == nil {
                    let target = targets[index]
                    submit(PendingRun(record: result.run, automation: target.automation, program: target.program,
                                      trigger: RunTrace.trigger(event: target.event)))
                }
            } catch {
                options.log("events: could not claim or deliver: \(error)")
                return
            }
            if batch.events.count + batch.duplicates.count < 512 { return }
        }
    }

    /// Debounced events whose quiet time has passed run now (claimed like any event).
    func passDebounced(now: Date) {
        let due: [(gate: String, event: PendingEvent)] = lock.withLock {
            var found: [(String, PendingEvent)] = []
            for (gate, var debouncer) in debouncers {
                if let event = debouncer.take(at: now) { found.append((gate, event)) }
                debouncers[gate] = debouncer
            }
            return found
        }
        for (gate, pending) in due {
            guard let hash = gate.lastIndex(of: "#"), let index = Int(gate[gate.index(after: hash)...]),
                  let (automation, program) = lock.withLock({ loaded.automation(named: String(gate[..<hash])) }) else { continue }
            let triggerText = automation.triggerName(index)
            let claim = Claim(slot: SlotKey(automation: automation.name, trigger: triggerText, event: pending.event.key),
                              run: RunRequest(automation: automation.name, shortcut: automation.runs, eventType: pending.event.type,
                                              note: "event \(pending.event.id) from \(pending.event.source), debounced"))
            do {
                let result = try store.claim(claim)
                if result.isNew {
                    submit(PendingRun(record: result.run, automation: automation, program: program, trigger: RunTrace.trigger(event: pending.event)))
                }
            } catch {
                options.log("\(automation.name): could not claim a debounced event: \(error)")
            }
        }
    }
}
