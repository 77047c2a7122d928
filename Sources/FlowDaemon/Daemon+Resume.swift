import Foundation
import FlowCompiler
import FlowRuntime
import FlowState

/// After a crash: runs that were claimed and never started had no effects,
/// so they are started again, in the order they were claimed, through the
/// same concurrency rules as any run (a `queued` automation's ten waiting
/// runs all run, one after another). A run that was running when flow
/// stopped is `interrupted` (StateStore.open) and is run again once, as a
/// new run whose slot key is the old one's marked "(rerun)" (so it is claimed
/// once however often the daemon restarts), when its automation says
/// `on interrupt rerun` or it had not started a step. The rerun replays the
/// interrupted run's step journal (`DurableRun`): finished steps are not
/// done again, and the step in flight runs again only when that is safe or
/// the policy is `rerun`. A rerun that is itself interrupted stays so.
extension Daemon {
    func resumeUnstarted() {
        rerunInterrupted()
        for run in store.report.unstarted {
            guard let name = run.automation, let (automation, program) = lock.withLock({ loaded.automation(named: name) }) else {
                // Its automation is gone (the file was removed or no longer compiles): nothing can run it.
                _ = try? store.finish(run.id, .interrupted("flow stopped before starting it, and its automation is no longer loaded"))
                options.log("run \(run.id.prefix(8)) of \(run.name) was claimed before flow stopped; its automation is gone, so it is interrupted")
                continue
            }
            let trigger: RuntimeValue
            if let event = run.event {
                trigger = RunTrace.trigger(event: event)
            } else {
                trigger = RunTrace.trigger(scheduledFor: run.scheduledFor ?? run.claimedAt, lateBy: run.lateBy ?? 0, missed: run.missed)
            }
            options.log("run \(run.id.prefix(8)) of \(run.name) was claimed but not started when flow stopped; starting it now")
            submit(PendingRun(record: run, automation: automation, program: program, trigger: trigger))
        }
    }

    func rerunInterrupted() {
        for run in store.report.interrupted {
            guard let name = run.automation, let slot = run.slot,
                  run.startedAt != nil, let (automation, program) = lock.withLock({ loaded.automation(named: name) }) else { continue }
            // A rerun is not rerun again: `on interrupt rerun` means once.
            guard !slot.trigger.trigger.hasSuffix(Self.rerunSuffix) else { continue }
            // One that did nothing yet runs whatever the policy: there is nothing to repeat.
            guard automation.rerunOnInterrupt || didNothing(run) else { continue }
            let key = SlotKey(trigger: TriggerID(automation: slot.trigger.automation, trigger: slot.trigger.trigger + Self.rerunSuffix),
                              firing: slot.firing)
            let request = RunRequest(automation: name, shortcut: run.shortcut, eventType: run.eventType, scheduledFor: run.scheduledFor,
                                     lateBy: run.lateBy, missed: run.missed, note: "rerun of \(run.id.prefix(8)), interrupted when flow stopped",
                                     event: run.event)
            do {
                let result = try store.claim(Claim(slot: key, run: request))
                guard result.isNew else { continue }
                let trigger = run.event.map { RunTrace.trigger(event: $0) }
                    ?? RunTrace.trigger(scheduledFor: run.scheduledFor ?? run.claimedAt, lateBy: run.lateBy ?? 0, missed: run.missed)
                options.log("run \(run.id.prefix(8)) of \(name) was interrupted; running it again, replaying the steps it finished"
                            + (automation.rerunOnInterrupt ? " (on interrupt rerun)" : " (it had not started a step)"))
                submit(PendingRun(record: result.run, automation: automation, program: program, trigger: trigger, resuming: run.id))
            } catch {
                options.log("\(name): could not claim the rerun of \(run.id.prefix(8)): \(error)")
            }
        }
    }

    /// What marks a rerun's slot key, so it is claimed once however often the daemon restarts.
    static let rerunSuffix = " (rerun)"

    /// The run started no step: its step journal has none, and neither has its record.
    func didNothing(_ run: RunRecord) -> Bool {
        guard run.steps.isEmpty, let replay = try? StepJournal(stateDirectory: options.stateDirectory, runID: run.id).read() else { return false }
        return replay.finished.isEmpty && replay.unfinished.isEmpty
    }
}
