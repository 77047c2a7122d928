import Foundation
import FlowRuntime
import FlowState

/// Run-time values and step traces as the history stores them.
public enum RunTrace {
    static func json(_ value: RuntimeValue) -> JSONValue {
        let object = RuntimeJSON.object(value)
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed, .withoutEscapingSlashes]),
              let json = JSONValue(json: String(decoding: data, as: UTF8.self)) else { return .string(value.description) }
        return json
    }

    static func value(_ json: JSONValue) -> RuntimeValue {
        guard let data = try? JSONEncoder().encode(json),
              let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return .nothing }
        return RuntimeJSON.value(object)
    }

    /// A step as history keeps it (the daemon's runs and `flow run`'s).
    public static func step(_ trace: StepTrace, endedAt: Date) -> StepRecord {
        var inputs: [String: JSONValue] = [:]
        for (name, value) in trace.inputs { inputs[name] = json(value) }
        return StepRecord(name: trace.summary, summary: trace.summary, inputs: inputs,
                          output: trace.output == .nothing ? nil : json(trace.output),
                          startedAt: endedAt.addingTimeInterval(-trace.seconds), duration: trace.seconds, error: trace.error)
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
