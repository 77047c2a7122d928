import Foundation

/// One trigger of one automation: what a high-water mark belongs to.
public struct TriggerID: Hashable, Codable, Sendable, CustomStringConvertible {
    public var automation: String
    /// The trigger's name within the automation, stable across reloads (the
    /// daemon chooses it, e.g. the trigger's text or its position).
    public var trigger: String

    public init(automation: String, trigger: String) {
        self.automation = automation
        self.trigger = trigger
    }

    public var description: String { "\(automation) [\(trigger)]" }
}

/// What makes a firing unique: one automation's trigger at one slot instant,
/// or for one event. The store refuses a second claim of the same key, so a
/// slot or an event never runs an automation twice.
public struct SlotKey: Hashable, Codable, Sendable {
    public var trigger: TriggerID
    public var firing: Firing

    public enum Firing: Hashable, Codable, Sendable {
        /// A time slot, in whole milliseconds since 1970: an integer, so the
        /// same slot computed twice is the same key (a `Date` is a `Double`).
        case time(milliseconds: Int64)
        /// An event, by its `(source, id)`.
        case event(EventKey)
    }

    public init(trigger: TriggerID, firing: Firing) {
        self.trigger = trigger
        self.firing = firing
    }

    /// The key of a time slot (rounded to the millisecond).
    public init(automation: String, trigger: String, slot: Date) {
        let milliseconds = (slot.timeIntervalSince1970 * 1000).rounded()
        self.init(trigger: TriggerID(automation: automation, trigger: trigger),
                  firing: .time(milliseconds: Int64(exactly: milliseconds) ?? 0))
    }

    /// The slot instant of a time key; nil for an event's.
    public var instant: Date? {
        guard case .time(let milliseconds) = firing else { return nil }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// The key of the run an event causes for an automation's trigger.
    public init(automation: String, trigger: String, event: EventKey) {
        self.init(trigger: TriggerID(automation: automation, trigger: trigger), firing: .event(event))
    }
}
