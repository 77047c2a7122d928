import Foundation

/// What the daemon knows about a run when it claims it.
public struct RunRequest: Sendable, Equatable {
    public var automation: String?
    public var shortcut: String?
    public var eventType: String?
    public var scheduledFor: Date?
    public var lateBy: Double?
    public var missed: Int?
    public var note: String?
    /// The event an event trigger fired for, kept with the claim so a run
    /// claimed and never started (a crash in between) can be started again.
    public var event: Event?

    public init(automation: String? = nil, shortcut: String? = nil, eventType: String? = nil, scheduledFor: Date? = nil,
                lateBy: Double? = nil, missed: Int? = nil, note: String? = nil, event: Event? = nil) {
        self.event = event
        self.automation = automation
        self.shortcut = shortcut
        self.eventType = eventType
        self.scheduledFor = scheduledFor
        self.lateBy = lateBy
        self.missed = missed
        self.note = note
    }
}

/// A trigger's high-water mark: the instant of the last slot handled.
public struct HighWaterMark: Codable, Sendable, Equatable {
    public var trigger: TriggerID
    public var instant: Date

    public init(trigger: TriggerID, instant: Date) {
        self.trigger = trigger
        self.instant = instant
    }
}

/// One claim: a run record, its unique slot key and the trigger's new mark,
/// persisted together in one record, before the run starts.
public struct Claim: Sendable, Equatable {
    /// Unique: a second claim of the same key is refused. Nil for a manual run.
    public var slot: SlotKey?
    /// The mark to persist with the claim (set as given, not as a maximum:
    /// the daemon decides about clocks that stepped back).
    public var mark: HighWaterMark?
    public var run: RunRequest
    /// Record the run as skipped with this reason instead of claiming it
    /// ("missed 3", "already running"); it is finished at once.
    public var skipped: String?

    public init(slot: SlotKey?, mark: HighWaterMark? = nil, run: RunRequest, skipped: String? = nil) {
        self.slot = slot
        self.mark = mark
        self.run = run
        self.skipped = skipped
    }

    /// A time slot's claim that also moves its trigger's mark to `newMark`.
    public init(slot: SlotKey, newMark: Date?, run: RunRequest, skipped: String? = nil) {
        self.init(slot: slot, mark: newMark.map { HighWaterMark(trigger: slot.trigger, instant: $0) }, run: run, skipped: skipped)
    }
}

/// What a claim came to.
public enum ClaimResult: Sendable, Equatable {
    /// The run is claimed (or recorded as skipped): start it.
    case claimed(RunRecord)
    /// The slot was claimed before (perhaps by a daemon that crashed): this
    /// is that run; do not start another.
    case alreadyClaimed(RunRecord)

    public var run: RunRecord {
        switch self {
        case .claimed(let run), .alreadyClaimed(let run): return run
        }
    }

    public var isNew: Bool {
        if case .claimed = self { return true }
        return false
    }
}
