import FlowAutomation
import FlowCompiler

/// One automation `flow export` hands on: its name, file, the unit name its
/// files take, the `flow run` that does what it does, and its time triggers.
struct ExportItem {
    var automation: AutomationGraph
    /// `flow-weekday-lunch`: lowercase letters, digits and dashes.
    var unitName: String
    var run: RunInvocation
    var schedules: [ExportSchedule]

    var name: String { automation.name }
    var file: String { automation.path }
}

/// A time trigger with its zone resolved.
struct ExportSchedule {
    /// As written: `cron "30 12 * * MON-FRI" tz "America/Denver"`.
    var text: String
    var schedule: Schedule
    var zone: ZoneRules
    /// The zone's name as written (`UTC`), else the local zone's.
    var zoneName: String
    /// No `tz`: the zone is the one flow uses here ($TZ, else the system's).
    var zoneIsLocal: Bool
}

/// An automation, or a part of one, that was not exported, and why.
struct ExportRefusal: Equatable {
    enum Reason: Error, Equatable {
        /// An event, file or boot trigger, or steps written in place: what only `flow daemon` does.
        case daemonOnly(String)
        /// A schedule or setting the target has no words for.
        case cannotSay(String)

        var text: String {
            switch self {
            case .daemonOnly(let text), .cannotSay(let text): text
            }
        }
    }

    var name: String
    var file: String
    /// The one trigger left out, when the automation's other triggers were exported.
    var trigger: String?
    var reason: Reason

    /// `automation "Arrive at work" (Workflows/home-routines.flow) is not exported: ...`,
    /// or `... is exported without its trigger 'event "x"': ...`.
    var message: String {
        "automation \"\(name)\" (\(file)) is " + (trigger.map { "exported without its trigger '\($0)'" } ?? "not exported") + ": " + reason.text
    }
}
