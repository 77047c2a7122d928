import Foundation
import FlowCompiler
import FlowRuntime
import FlowState

/// Starting, finishing and announcing runs, under the automation's mode.
extension Daemon {
    /// A claimed run: start it, queue it, or record why not, per its automation's mode.
    func submit(_ run: PendingRun) {
        let decision = lock.withLock { () -> ConcurrencyState<PendingRun>.Decision in
            if stopping { return .skip("the daemon is stopping") }
            return concurrency.arrive(run.automation.name, policy: run.automation.concurrency, id: run.record.id, run: run)
        }
        switch decision {
        case .start:
            launch(run)
        case .restart(let cancelling):
            let running = lock.withLock { cancelling.compactMap { tasks[$0] } }
            running.forEach { $0.cancel() }
            launch(run)
        case .wait:
            options.log("\(run.automation.name): run \(run.record.id.prefix(8)) waits for the one before it")
        case .skip(let reason):
            finishRecord(run.record.id, .skipped(reason))
            options.log("\(run.automation.name): skipped, \(reason)")
        }
    }

    /// Starts the run on its own task. Its start is on disk before its first
    /// step (synced, sharing the fdatasync with whatever else is written at
    /// that moment): after a crash, a run without a start record did nothing
    /// and is started again, and a run with one is interrupted, never run
    /// twice. Its steps are written at once and put on disk by the store's
    /// background flush about one fsync later, so steps never queue for the disk.
    func launch(_ run: PendingRun) {
        let id = run.record.id
        let runner = options.runner(run.program)
        let store = self.store
        let log = options.log
        let now = options.now
        let state = options.stateDirectory
        // Made under the lock, so the run cannot end (and remove itself) before it is recorded here.
        lock.withLock {
            tasks[id] = Task(executorPreference: RunExecutor.shared) { [weak self] in
                do { _ = try store.start(id, sync: true) } catch {
                    log("could not start run \(id.prefix(8)): \(error)")
                    self?.ended(run)
                    return
                }
                self?.fault("during-run")
                log("\(run.automation.name): run \(id.prefix(8)) started" + (run.record.lateBy.map { $0 >= 1 ? ", \(DurationText.format($0.rounded())) late" : "" } ?? ""))
                let durable: DurableRun
                do {
                    durable = try DurableRun.open(stateDirectory: state, runID: run.resuming ?? id,
                                                  repeatsUnsafeSteps: run.automation.rerunOnInterrupt)
                } catch {
                    log("could not read the step journal of run \(id.prefix(8)): \(error)")
                    self?.finished(run, .failed("its step journal cannot be read: \(error)"))
                    return
                }
                durable.replay.warnings.forEach(log)
                let outcome = await runner.run(run.automation, trigger: run.trigger, runID: id, durable: durable, step: { [weak self] trace in
                    do { try store.appendStep(RunTrace.step(trace, endedAt: now()), to: id, sync: false) } catch {
                        log("could not record a step of \(id.prefix(8)): \(error)")
                    }
                    self?.fault("after-step")
                }, say: { line in log("\(run.automation.name): \(line)") })
                self?.finished(run, outcome)
            }
        }
    }

    func finished(_ run: PendingRun, _ outcome: AutomationRunner.Outcome) {
        let id = run.record.id
        let recorded: RunOutcome
        switch outcome {
        case .succeeded: recorded = .succeeded
        case .failed(let message): recorded = .failed(message)
        case .notPermitted(let message): recorded = .refused(message)
        case .needsValue(let message): recorded = .failed(message)
        case .needsConfirmation(let question): recorded = .failed("needs confirmation: \(question); add 'run-without-asking' to the automation")
        case .cancelled: recorded = .cancelled(lock.withLock { stopping } ? "the daemon stopped" : "cancelled")
        case .interrupted(let reason): recorded = .interrupted(reason)
        }
        let type = recorded.state == .succeeded ? "flow.run.finished" : "flow.run.failed"
        // When an automation chains on the run, its end is on disk before the event is posted.
        let announced = lock.withLock { !routes.routes(for: type).isEmpty }
        finishRecord(id, recorded, sync: announced)
        options.log("\(run.automation.name): run \(id.prefix(8)) \(recorded.state.rawValue)" + (recorded.reason.map { ": \($0)" } ?? ""))
        if announced {
            post(type: type, id: "run-" + id,
                 data: ["automation": .string(run.automation.name), "run": .string(id), "outcome": .string(recorded.state.rawValue)])
        }
        ended(run)
    }

    /// The run's task is over: start the next one waiting, wake whoever waits for idle.
    func ended(_ run: PendingRun) {
        let id = run.record.id
        let next = lock.withLock { () -> (id: String, run: PendingRun)? in
            tasks[id] = nil
            return stopping ? nil : concurrency.finish(run.automation.name, id: id)
        }
        if let next { launch(next.run) }
        runEnded.lock()
        runEnded.broadcast()
        runEnded.unlock()
    }
}
