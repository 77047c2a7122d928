import Foundation
import FlowAutomation
import FlowCompiler

/// What `flow export` was asked for, sorted into what can be handed on and
/// what cannot: the automations of the files (found as `flow automations`
/// finds them), each with its `flow run` and time triggers, or the reason it
/// stays with `flow daemon`. The same for every target; a target may still
/// refuse a schedule it has no words for.
struct ExportPlan {
    var items: [ExportItem] = []
    var refusals: [ExportRefusal] = []
    /// Some file did not compile (its diagnostics went to standard error).
    var hadErrors = false
    /// The files read, for "no automations in ...".
    var paths: [String] = []
    /// The zone of a trigger without `tz`, by the name `$TZ` gives it (`UTC`, not Foundation's `GMT`).
    var localZoneName = ""

    static func make(_ given: [String], context: CommandContext) throws(UsageError) -> ExportPlan {
        let files = AutomationFiles(context: context)
        var plan = ExportPlan()
        plan.paths = try files.paths(given, command: ExportCommand.spec)
        let local = LocalZone.rules(environment: context.environment)
        if let ignored = local.ignoredTZ { context.stderr.line("warning: TZ '\(ignored)' names no time zone; using \(local.rules.identifier)") }
        plan.localZoneName = localZoneName(local.rules, environment: context.environment)
        var names = UnitNames()
        var seen: Set<[String]> = []
        for path in plan.paths {
            let (program, diagnostics) = files.compile(path)
            if !diagnostics.isEmpty { context.stderr.write(diagnostics) }
            guard let program else {
                plan.hadErrors = true
                continue
            }
            for automation in program.automations where seen.insert([automation.path, automation.name]).inserted {
                plan.add(automation, program: program, localZone: local.rules, names: &names, context: context)
            }
        }
        return plan
    }

    mutating func add(_ automation: AutomationGraph, program: ProgramGraph, localZone: ZoneRules, names: inout UnitNames, context: CommandContext) {
        let file = ExportPaths.shown(automation.path, context: context)
        var schedules: [ExportSchedule] = []
        var leftOut: [(trigger: String, reason: String)] = []
        for (index, trigger) in automation.schedule.enumerated() {
            if index < automation.timeTriggers.count, let time = automation.timeTriggers[index] {
                let zone = time.zoneName.flatMap(ZoneRules.named) ?? localZone
                schedules.append(ExportSchedule(text: trigger.text, schedule: time.schedule, zone: zone,
                                                zoneName: time.zoneName ?? localZoneName, zoneIsLocal: time.zoneName == nil))
            } else {
                leftOut.append((trigger.text, Self.daemonOnly(trigger.kind)))
            }
        }
        guard !schedules.isEmpty else {
            let reason = leftOut.isEmpty ? "it has no trigger" : "it has no time trigger, and " + leftOut.map(\.reason).joined(separator: "; ")
            refusals.append(ExportRefusal(name: automation.name, file: file, reason: .daemonOnly(reason)))
            return
        }
        switch RunInvocation.make(automation, program: program, now: context.now()) {
        case .failure(let reason):
            refusals.append(ExportRefusal(name: automation.name, file: file, reason: reason))
        case .success(var run):
            run.file = (context.absolutePath(run.file) as NSString).standardizingPath
            items.append(ExportItem(automation: automation, unitName: names.name(for: automation.name), run: run, schedules: schedules))
            for (trigger, reason) in leftOut {
                refusals.append(ExportRefusal(name: automation.name, file: file, trigger: trigger, reason: .daemonOnly(reason)))
            }
        }
    }

    /// `$TZ` as a zone name (`:Europe/Berlin`, `/usr/share/zoneinfo/UTC`) when it names the local zone, else the zone's identifier.
    static func localZoneName(_ rules: ZoneRules, environment: [String: String]) -> String {
        guard var name = environment["TZ"], !name.isEmpty else { return rules.identifier }
        if name.hasPrefix(":") { name.removeFirst() }
        if let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
        return ZoneRules.named(name)?.identifier == rules.identifier ? name : rules.identifier
    }

    /// Why a trigger that is not a time trigger stays with `flow daemon`.
    static func daemonOnly(_ kind: AutomationTrigger.Kind) -> String {
        switch kind {
        case .event(let type, _): "the event '\(type)' is posted to flow's own spool ('flow trigger'), which only flow daemon reads"
        case .fileChanged: "file changes are watched by flow daemon (inotify, with its debounce)"
        case .boot: "'when boot' fires when flow daemon starts"
        case .time: "its schedule did not check"
        }
    }
}

/// Paths as `flow export` shows them.
enum ExportPaths {
    /// Relative to the working folder when inside it, else absolute.
    static func shown(_ path: String, context: CommandContext) -> String {
        let absolute = (context.absolutePath(path) as NSString).standardizingPath
        let folder = (context.currentDirectory as NSString).standardizingPath
        return absolute.hasPrefix(folder + "/") ? String(absolute.dropFirst(folder.count + 1)) : absolute
    }
}
