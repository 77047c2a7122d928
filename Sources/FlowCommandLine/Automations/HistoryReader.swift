import Foundation
import FlowState

/// The run history as `flow history` and `flow automations` show it: the
/// scheduler's journal and every manual run's, read without locks. Damage is
/// never silent: each file that could not be read whole is named on standard
/// error, and the rest is shown.
enum HistoryReader {
    static func read(stateDirectory: URL, context: CommandContext) -> SchedulerState? {
        let journal = StateStore.journalPath(stateDirectory: stateDirectory)
        var state: SchedulerState
        do {
            let (read, damage) = try StateStore.read(stateDirectory: stateDirectory)
            if let damage {
                context.stderr.line("warning: \(journal): \(damage.rawValue); runs recorded after it are not shown"
                                    + (damage == .torn ? " (a daemon may be writing it right now)" : ""))
            }
            state = read
        } catch {
            // The daemon's journal cannot be read at all: said, and the manual runs are still shown.
            context.stderr.line("warning: \(error); the daemon's runs are not shown")
            state = SchedulerState()
        }
        let manual = ManualRunLog.read(stateDirectory: stateDirectory)
        for warning in manual.warnings { context.stderr.line("warning: \(warning)") }
        state.include(manual.runs)
        return state
    }
}
