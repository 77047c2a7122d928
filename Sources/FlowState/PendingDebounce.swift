import Foundation

/// An event a `debounce` trigger holds until its quiet time has passed: the
/// latest event of a burst, and when it is due. Kept in the scheduler
/// journal, so a daemon killed during the quiet time finds it again at
/// start-up, with its deadline.
///
/// A trigger holds at most one event: holding another replaces it (the
/// burst goes on, and the wait starts again). Claiming the run for the
/// held event, keyed by the event's `(source, id)` like any event's run,
/// releases it in the same journal record, so a crash leaves either the
/// hold or the claim, never both and never neither.
public struct PendingDebounce: Codable, Sendable, Equatable {
    public var trigger: TriggerID
    public var event: Event
    public var due: Date

    public init(trigger: TriggerID, event: Event, due: Date) {
        self.trigger = trigger
        self.event = event
        self.due = due
    }

    /// The key of the run this hold becomes.
    public var slot: SlotKey { SlotKey(trigger: trigger, firing: .event(event.key)) }
}
