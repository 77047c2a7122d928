import Foundation
import FlowRuntime
import FlowState

/// Run-time values and step traces as the history stores them.
public enum RunTrace {
    /// A value as history keeps it: its JSON form (`JSONWriter`), numbers with their digits.
    static func json(_ value: RuntimeValue) -> JSONValue {
        JSONValue(json: JSONWriter.text(value)) ?? .string(value.description)
    }

    /// Stored JSON (event data, history) as a run-time value; an object's keys in code-point order.
    static func value(_ json: JSONValue) -> RuntimeValue {
        switch json {
        case .null: .nothing
        case .bool(let flag): .boolean(flag)
        case .integer(let number): .integer(Int(clamping: number))
        case .decimal(let number): .decimal(number)
        case .string(let text): .string(text)
        case .array(let items): .list(items.map(value))
        case .object(let fields): .dictionary(JSONShape.sorted(fields.map { .init(key: $0.key, value: value($0.value)) }))
        }
    }

    /// A step as history keeps it (the daemon's runs and `flow run`'s).
    public static func step(_ trace: StepTrace, endedAt: Date) -> StepRecord {
        var inputs: [String: JSONValue] = [:]
        for (name, value) in trace.inputs { inputs[name] = json(value) }
        return StepRecord(name: trace.summary, summary: trace.summary, inputs: inputs,
                          output: trace.output == .nothing ? nil : json(trace.output),
                          startedAt: endedAt.addingTimeInterval(-trace.seconds), duration: trace.seconds, error: trace.error,
                          replayed: trace.replayed ? true : nil)
    }

    /// What `trigger` reads in a run's steps (every property FlowModel's
    /// table declares for Trigger and Event; the automation's name is set
    /// when the run starts).
    static func trigger(event: Event) -> RuntimeValue {
        RunValues.trigger(automation: "", scheduledFor: event.time,
                          event: RunValues.event(type: event.type, id: event.id, source: event.source, time: event.time,
                                                 data: value(.object(event.data))))
    }

    public static func trigger(scheduledFor: Date, lateBy: Double, missed: Int?) -> RuntimeValue {
        RunValues.trigger(automation: "", scheduledFor: scheduledFor, lateBy: lateBy, missed: missed ?? 0)
    }
}
