import Foundation
import FlowCompiler

/// `flow export systemd`: per automation a oneshot `.service` that runs its
/// `flow run`, and a `.timer` whose `OnCalendar=` values fire at flow's
/// slots (`CalendarLine`), `Persistent=` from the catch-up policy,
/// `AccuracySec=1s`.
enum SystemdExport {
    static func render(_ items: [ExportItem], settings: ExportSettings) -> ExportResult {
        var result = ExportResult()
        for item in items {
            var calendars: [(ExportSchedule, CalendarLine.Lines)] = []
            var failed: [(schedule: ExportSchedule, reason: ExportRefusal.Reason)] = []
            for schedule in item.schedules {
                switch CalendarLine.lines(schedule, from: settings.now) {
                case .success(let lines): calendars.append((schedule, lines))
                case .failure(let reason): failed.append((schedule, reason))
                }
            }
            result.refusals += item.refusals(failed, settings: settings)
            guard !calendars.isEmpty else { continue }
            result.files.append(.init(name: item.unitName + ".service", text: service(item, settings: settings)))
            result.files.append(.init(name: item.unitName + ".timer", text: timer(item, calendars: calendars, settings: settings)))
        }
        return result
    }

    static func service(_ item: ExportItem, settings: ExportSettings) -> String {
        let command = [settings.flow] + item.run.arguments(file: item.run.file)
        var text = item.header("systemd", settings: settings) + "# Started by \(item.unitName).timer.\n"
        text += "[Unit]\nDescription=" + ExportQuoting.systemdValue("flow automation \"\(item.name)\"") + "\n\n"
        text += "[Service]\nType=oneshot\n"
        text += "WorkingDirectory=" + ExportQuoting.systemdValue(settings.workingDirectory) + "\n"
        text += "Environment=" + environment("FLOW_STATE_DIR=" + settings.stateDirectory) + "\n"
        text += modeComment(item.automation.concurrency.kind)
        if !item.run.capabilities.isEmpty {
            text += "# --allow \(item.run.capabilities.joined(separator: ",")): what the shortcut declares with 'requires'; nobody is there to be asked\n"
        }
        text += "ExecStart=" + command.map(ExportQuoting.systemdWord).joined(separator: " ") + "\n"
        return text
    }

    static func timer(_ item: ExportItem, calendars: [(ExportSchedule, CalendarLine.Lines)], settings: ExportSettings) -> String {
        var text = item.header("systemd", settings: settings)
        text += "[Unit]\nDescription=" + ExportQuoting.systemdValue("flow automation \"\(item.name)\" (timer)") + "\n\n[Timer]\n"
        for (schedule, lines) in calendars {
            text += item.whenComment(schedule)
            text += lines.lines.map { "OnCalendar=\($0)\n" }.joined()
            if !lines.daylightSaving.isEmpty {
                text += "# Daylight saving in \(schedule.zoneName): systemd never fires a wall time that does not exist and fires a\n"
                text += "# repeated one once; flow runs these slots too (\(CalendarLine.years) years from the export: export again before then).\n"
                text += lines.daylightSaving.map { "OnCalendar=\($0)\n" }.joined()
            }
        }
        text += "AccuracySec=1s\n"
        text += catchupComment(item.automation)
        text += "Persistent=\(item.automation.catchupPolicy.kind != .none)\n"
        if item.automation.isEnabled {
            text += "\n[Install]\nWantedBy=timers.target\n"
        } else {
            text += "\n# 'enabled false' in the .flow file: without an install section, 'systemctl enable' leaves it off.\n"
        }
        return text
    }

    /// `Environment=` takes one assignment, in quotes unless plain.
    static func environment(_ assignment: String) -> String {
        ExportQuoting.isPlain(assignment) ? assignment : ExportQuoting.systemdValue(ExportQuoting.cQuoted(assignment))
    }

    static func modeComment(_ mode: ConcurrencyPolicy.Kind) -> String {
        switch mode {
        case .single: "# mode single: systemd does not start this service again while it runs, so that slot is skipped, as in flow.\n"
        case .restart, .queued, .parallel:
            "# mode \(mode.rawValue) has no systemd equivalent: systemd skips a slot that comes while this service still runs (as mode single).\n"
        }
    }

    static func catchupComment(_ automation: AutomationGraph) -> String {
        switch automation.catchupPolicy.kind {
        case .none: "# catchup none: slots missed while the machine was off or asleep are skipped.\n"
        case .latest: "# catchup \(automation.catchup): a slot missed while the machine was off runs once when the timer is next started; systemd has no window, so however late.\n"
        case .all: "# catchup \(automation.catchup): systemd runs missed slots once, not once for each, and has no window.\n"
        }
    }
}
