import Foundation
import FlowCompiler
import FlowDaemon
import FlowRuntime
import FlowState

/// Puts a `flow run` into `flow history` beside the daemon's runs: claimed
/// before the first step, each step as it ends, the outcome at the end. A
/// history that cannot be written is a warning; the run itself goes on.
struct ManualRunHistory {
    let log: ManualRunLog
    let context: CommandContext

    /// Starts the record and adds a step hook to `environment` (after any
    /// `--trace` hook already there).
    static func begin(_ graph: ShortcutGraph, environment: inout RunEnvironment, context: CommandContext) -> ManualRunHistory? {
        let log: ManualRunLog
        do {
            log = try ManualRunLog.begin(stateDirectory: environment.stateDirectory, shortcut: graph.name, now: context.now())
        } catch {
            context.stderr.line("warning: this run is not in flow history: \(error)")
            return nil
        }
        let earlier = environment.trace
        let now = context.now
        let stderr = context.stderr
        environment.trace = { step in
            earlier?(step)
            do { try log.appendStep(RunTrace.step(step, endedAt: now())) } catch {
                stderr.line("warning: a step is missing from flow history: \(error)")
            }
        }
        return ManualRunHistory(log: log, context: context)
    }

    func finish(_ outcome: RunOutcome) {
        do { try log.finish(outcome, at: context.now()) } catch {
            context.stderr.line("warning: the end of this run is missing from flow history: \(error)")
        }
    }
}
