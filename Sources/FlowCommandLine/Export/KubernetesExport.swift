import Foundation
import FlowAutomation

/// `flow export kubernetes`: per automation a `batch/v1` CronJob (one per
/// cron line when its schedules need several): `schedule` and `timeZone`,
/// `concurrencyPolicy` from the mode, `startingDeadlineSeconds` from the
/// catch-up policy, the image given, the state on a PersistentVolumeClaim
/// mounted at `/var/lib/flow`. The image holds the working folder at `/flows`.
enum KubernetesExport {
    static let stateMount = "/var/lib/flow"
    static let workingDirectory = "/flows"

    static func render(_ items: [ExportItem], settings: ExportSettings) -> ExportResult {
        var result = ExportResult()
        for item in items {
            var documents: [String] = []
            var failed: [(schedule: ExportSchedule, reason: ExportRefusal.Reason)] = []
            for schedule in item.schedules {
                switch lines(schedule) {
                case .success(let lines):
                    for line in lines.lines {
                        let number = documents.count + 1
                        documents.append(cronJob(item, schedule: schedule, line: line, zone: lines.zone, number: number, settings: settings))
                    }
                case .failure(let reason): failed.append((schedule, reason))
                }
            }
            result.refusals += item.refusals(failed, settings: settings)
            guard !documents.isEmpty else { continue }
            if settings.shown(item.run.file).hasPrefix("/") {
                result.notes.append("automation \"\(item.name)\" runs \(item.run.file), outside the working folder: the image must hold it at that path")
            }
            if documents.count > 1 {
                result.notes.append("automation \"\(item.name)\" needs \(documents.count) CronJobs (Kubernetes takes one schedule each): its mode holds within each, not across them")
            }
            if item.automation.concurrency.kind == .queued {
                result.notes.append("automation \"\(item.name)\": mode queued has no Kubernetes equivalent; its CronJob skips a slot that comes while a run still runs (concurrencyPolicy: Forbid)")
            }
            result.files.append(.init(name: item.unitName + ".yaml", text: item.header("kubernetes", settings: settings) + documents.joined(separator: "---\n")))
        }
        if settings.stateVolume == nil, !result.files.isEmpty {
            result.notes.append("no --state-volume: each run's state (its history, apps' data) lives in an emptyDir and is gone when its pod is")
        }
        return result
    }

    /// The cron lines, in a form Kubernetes reads as cronie does: its cron
    /// (robfig/cron) lets either day field match unless one is exactly `*`,
    /// so a starred step (`*/2`) that cronie requires alongside a weekday cannot be said.
    static func lines(_ schedule: ExportSchedule) -> Result<CronLine.Lines, ExportRefusal.Reason> {
        if case .calendar(let cron) = schedule.schedule {
            let fields = cron.fields
            let everyDay = fields.dayOfMonthStartsWithStar && fields.daysOfMonth == Array(CronFields.ranges[2])
            let everyWeekday = fields.dayOfWeekStartsWithStar && fields.daysOfWeek == Array(CronFields.ranges[4])
            if !fields.daysMatchEither && !everyDay && !everyWeekday {
                return .failure(.cannotSay("it needs a day to match both day fields while one is a step like */2, which Kubernetes' cron reads as either"))
            }
        }
        return CronLine.lines(schedule.schedule, zone: schedule.zoneName)
    }

    static func cronJob(_ item: ExportItem, schedule: ExportSchedule, line: String, zone: String, number: Int, settings: ExportSettings) -> String {
        let name = number == 1 ? item.unitName : UnitNames.clipped(item.unitName, leaving: 3) + "-\(number)"
        let command = ["flow"] + item.run.arguments(file: settings.shown(item.run.file))
        let (deadline, deadlineComment) = startingDeadline(item.automation, schedule: schedule, now: settings.now)
        let volume = settings.stateVolume.map { "persistentVolumeClaim:\n                claimName: \(ExportQuoting.yaml($0))" } ?? "emptyDir: {}"
        return """
            \(item.whenComment(schedule))apiVersion: batch/v1
            kind: CronJob
            metadata:
              name: \(name)
              labels:
                app.kubernetes.io/managed-by: flow
              annotations:
                flow/automation: \(ExportQuoting.yaml(item.name))
                flow/file: \(ExportQuoting.yaml(settings.shown(item.file)))
            spec:
              schedule: \(ExportQuoting.yaml(line))
              timeZone: \(ExportQuoting.yaml(zone))
              \(modeComment(item.automation.concurrency.kind))
              concurrencyPolicy: \(concurrencyPolicy(item.automation.concurrency.kind))
              \(deadlineComment)
              startingDeadlineSeconds: \(deadline)
              suspend: \(!item.automation.isEnabled)
              jobTemplate:
                spec:
                  # flow daemon does not retry a run that failed: neither does the Job.
                  backoffLimit: 0
                  template:
                    spec:
                      restartPolicy: Never
                      containers:
                        - name: flow
                          image: \(ExportQuoting.yaml(settings.image ?? ""))
                          workingDir: \(workingDirectory)
                          command: [\(command.map(ExportQuoting.yaml).joined(separator: ", "))]
                          env:
                            - name: FLOW_STATE_DIR
                              value: \(stateMount)
                          volumeMounts:
                            - name: flow-state
                              mountPath: \(stateMount)
                      volumes:
                        - name: flow-state
                          \(volume)

            """
    }
}
