import Foundation
import FlowCompiler
import FlowRuntime

/// Which automations listen to which event types, indexed by type so an
/// event costs one lookup for its exact type and one per family
/// (`calendar.*` hears `calendar.event_starting`), plus the filters of the
/// automations found, never a scan of every automation.
public struct EventRoutes: Sendable {
    public struct Route: Sendable, Equatable {
        public var automation: String
        /// The trigger's position among the automation's triggers.
        public var trigger: Int
        public var filter: ValueExpr?
        public var debounce: Double?
        public var throttle: AutomationTrigger.Throttle?
    }

    var exact: [String: [Route]] = [:]
    /// By family: `calendar` for `calendar.*`.
    var families: [String: [Route]] = [:]

    public init(_ automations: [AutomationGraph]) {
        for automation in automations where automation.isEnabled {
            for (index, trigger) in automation.schedule.enumerated() {
                guard case .event(let type, let filter) = trigger.kind else { continue }
                let route = Route(automation: automation.name, trigger: index, filter: filter, debounce: trigger.debounce, throttle: trigger.throttle)
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
        routes(for: type).filter { EventFilter.matches($0.filter, data: data) }
    }

    public var isEmpty: Bool { exact.isEmpty && families.isEmpty }
}
