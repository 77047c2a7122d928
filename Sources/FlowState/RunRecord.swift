import Foundation

/// Everything history keeps about one run, manual or triggered, including
/// runs that were skipped.
public struct RunRecord: Codable, Sendable, Equatable, Identifiable {
    /// 12 lowercase hex digits, random: unique, and a short prefix finds a run.
    public var id: String
    /// The automation that caused the run; nil for a manual run.
    public var automation: String?
    /// The shortcut it ran.
    public var shortcut: String?
    /// The slot or event this run fired for; nil for a manual run.
    public var slot: SlotKey?
    /// For an event trigger, the event's type.
    public var eventType: String?
    /// The slot instant the run was due at.
    public var scheduledFor: Date?
    /// Seconds between `scheduledFor` and the claim.
    public var lateBy: Double?
    /// How many slots were missed (catch-up runs and "skipped: missed N").
    public var missed: Int?
    /// Anything else worth seeing in history ("moved: 02:30 does not exist on 2026-03-29").
    public var note: String?
    public var claimedAt: Date
    public var startedAt: Date?
    public var endedAt: Date?
    public var state: RunState
    /// Why it failed, was skipped, interrupted or cancelled.
    public var reason: String?
    public var steps: [StepRecord]
    /// For an event trigger, the event (see `RunRequest.event`).
    public var event: Event? = nil

    /// What retention counts runs by: the automation, else the shortcut.
    public var name: String { automation ?? shortcut ?? "" }
}
