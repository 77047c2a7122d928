import Foundation
import FlowCompiler
import FlowRuntime

/// Which automations listen to which event types, indexed by type so an
/// event costs one lookup for its exact type and one per family
/// (`calendar.*` hears `calendar.event_starting`), plus the filters of the
/// automations found, never a scan of every automation.
///
/// A `file-changed` trigger is a route for `flow.file.changed` events (what
/// the daemon posts for the `FileWatcher`'s changes) whose data's `watch` is
/// its pattern, resolved (`FileWatcher.resolve`); `watched` lists those
/// patterns.
public struct EventRoutes: Sendable {
    public struct Route: Sendable, Equatable {
        public var automation: String
        /// The trigger's position among the automation's triggers.
        public var trigger: Int
        public var filter: ValueExpr?
        public var debounce: Double?
        public var throttle: AutomationTrigger.Throttle?
        /// A `file-changed` trigger's resolved pattern: only changes to it count.
        public var watch: String?
    }

    var exact: [String: [Route]] = [:]
    /// By family: `calendar` for `calendar.*`.
    var families: [String: [Route]] = [:]

    /// The patterns of the `file-changed` triggers, resolved, each once.
    public private(set) var watched: [String] = []

    /// `home` is what `~` means in `file-changed` patterns.
    public init(_ automations: [AutomationGraph], home: String? = nil) {
        var patterns = Set<String>()
        for automation in automations where automation.isEnabled {
            for (index, trigger) in automation.schedule.enumerated() {
                let type: String, filter: ValueExpr?, watch: String?
                switch trigger.kind {
                case .event(let eventType, let eventFilter):
                    (type, filter, watch) = (eventType, eventFilter, nil)
                case .fileChanged(let pattern):
                    (type, filter, watch) = (FileWatcher.eventType, nil, FileWatcher.resolve(pattern, relativeTo: automation.path, home: home))
                    if let watch, patterns.insert(watch).inserted { watched.append(watch) }
                case .time, .boot:
                    continue
                }
                let route = Route(automation: automation.name, trigger: index, filter: filter, debounce: trigger.debounce,
                                  throttle: trigger.throttle, watch: watch)
                if type.hasSuffix(".*") {
                    families[String(type.dropLast(2)), default: []].append(route)
                } else {
                    exact[type, default: []].append(route)
                }
            }
        }
    }

    /// Every route listening to `type`, before filters.
    public func routes(for type: String) -> [Route] {
        var found = exact[type] ?? []
        var prefix = Substring(type)
        while let dot = prefix.lastIndex(of: ".") {
            prefix = prefix[..<dot]
            found += families[String(prefix)] ?? []
        }
        return found
    }

    /// The routes whose filter the event's data passes.
    public func matching(type: String, data: RuntimeValue) -> [Route] {
        let routes = routes(for: type)
        let watch = type == FileWatcher.eventType ? EventFilter.lookup(["watch"], in: data) : nil
        return routes.filter { route in
            if let pattern = route.watch, watch != .string(pattern) { return false }
            return EventFilter.matches(route.filter, data: data)
        }
    }

    public var isEmpty: Bool { exact.isEmpty && families.isEmpty }
}
