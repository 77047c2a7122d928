import Foundation

/// Errors, triggers and events: the values a run is handed rather than
/// computes. A trigger and an event are dictionaries at run time, made only by
/// `RunValues`, so every property the table declares is a key they have.
enum RunProperties {
    static let error: [PropertyEntry] = [
        PropertyEntry("message", .string, "What went wrong.") { value in
            guard case .error(let message, _, _) = value else { return .nothing }
            return .string(message)
        },
        PropertyEntry("code", .string, "A short stable code: failed, timed-out, or the system's reason (ENOENT, EACCES).") { value in
            guard case .error(_, _, let code) = value else { return .nothing }
            return .string(code)
        },
        PropertyEntry("step", .string, "The step that failed, as its summary.") { value in
            guard case .error(_, let step, _) = value else { return .nothing }
            return .string(step)
        },
    ]

    static let trigger: [PropertyEntry] = [
        PropertyEntry("scheduledFor", .date, "The slot a time trigger fired for; an event's time.", read: key("scheduledFor")),
        PropertyEntry("lateBy", .duration, "How late the run started after its slot.", read: key("lateBy")),
        PropertyEntry("missed", .integer, "Slots missed before this one (catch-up).", read: key("missed")),
        PropertyEntry("moved", .boolean, "Whether daylight saving moved the slot.", read: key("moved")),
        PropertyEntry("event", .event, "The event that started the run, for an event trigger.", read: key("event")),
        PropertyEntry("automation", .string, "The automation's name.", read: key("automation")),
    ]

    static let event: [PropertyEntry] = [
        PropertyEntry("type", .string, "The event's type (location.arrive).", read: key("type")),
        PropertyEntry("id", .string, "Its id, unique per source.", read: key("id")),
        PropertyEntry("source", .string, "Who posted it (cli, the daemon...).", read: key("source")),
        PropertyEntry("time", .date, "When it was posted.", read: key("time")),
        PropertyEntry("data", .json, "Its fields, as JSON.", read: key("data")),
    ]

    static func key(_ name: String) -> @Sendable (RuntimeValue) -> RuntimeValue {
        { value in
            guard case .dictionary(let entries) = value else { return .nothing }
            return entries.first { $0.key == name }?.value ?? .nothing
        }
    }
}

/// The only makers of trigger and event values (see `RunProperties`).
public enum RunValues {
    public static func event(type: String, id: String, source: String, time: Date, data: RuntimeValue) -> RuntimeValue {
        .dictionary([.init(key: "type", value: .string(type)), .init(key: "id", value: .string(id)),
                     .init(key: "source", value: .string(source)), .init(key: "time", value: .date(time)),
                     .init(key: "data", value: data)])
    }

    /// A run's trigger: `event` is `.nothing` for a time trigger; for an event
    /// trigger `scheduledFor` is the event's time.
    public static func trigger(automation: String, scheduledFor: Date, lateBy: Double = 0, missed: Int = 0, moved: Bool = false,
                               event: RuntimeValue = .nothing) -> RuntimeValue {
        .dictionary([.init(key: "scheduledFor", value: .date(scheduledFor)), .init(key: "lateBy", value: .duration(seconds: lateBy)),
                     .init(key: "missed", value: .integer(missed)), .init(key: "moved", value: .boolean(moved)),
                     .init(key: "event", value: event), .init(key: "automation", value: .string(automation))])
    }

    /// The same trigger with its automation's name, set where the run starts.
    public static func naming(_ trigger: RuntimeValue, automation: String) -> RuntimeValue {
        guard case .dictionary(var entries) = trigger else { return trigger }
        if let index = entries.firstIndex(where: { $0.key == "automation" }) {
            entries[index].value = .string(automation)
        } else {
            entries.append(.init(key: "automation", value: .string(automation)))
        }
        return .dictionary(entries)
    }
}
