import Foundation

/// The scheduler's state in memory: runs, their slot keys, and the
/// high-water marks. A value: `StateStore` changes it only by applying the
/// journal records it has just written, and readers get a copy.
public struct SchedulerState: Sendable {
    /// Every run kept, by id.
    public private(set) var runs: [String: RunRecord] = [:]
    /// The run that claimed each slot.
    public private(set) var slots: [SlotKey: String] = [:]
    public private(set) var marks: [TriggerID: Date] = [:]
    /// The event each debounced trigger holds until its quiet time has passed.
    public private(set) var debounces: [TriggerID: PendingDebounce] = [:]

    public init() {}

    /// The trigger's high-water mark: slots at or before it were handled.
    public func mark(for trigger: TriggerID) -> Date? { marks[trigger] }

    /// The run that claimed `slot`, if it is still kept.
    public func run(for slot: SlotKey) -> RunRecord? {
        slots[slot].flatMap { runs[$0] }
    }

    /// Runs not finished: claimed or running.
    public var unfinishedRuns: [RunRecord] {
        runs.values.filter { !$0.state.isFinished }.sorted(by: RunRecord.chronologically)
    }

    /// Applies one journal record. Total: a record that does not fit (a step
    /// for a run that is gone, a change to a finished run) changes nothing,
    /// so no journal content can make replay trap or rewrite a finished run.
    mutating func apply(_ entry: StoreEntry) {
        switch entry {
        case .claim(let run, let mark):
            if let existing = runs[run.id], existing.state.isFinished { break }
            runs[run.id] = run
            if let slot = run.slot, slots[slot] == nil { slots[slot] = run.id }
            if let slot = run.slot, debounces[slot.trigger]?.slot == slot { debounces[slot.trigger] = nil }
            if let mark { marks[mark.trigger] = mark.instant }
        case .mark(let mark):
            marks[mark.trigger] = mark.instant
        case .start(let id, let time):
            guard runs[id]?.state == .claimed else { break }
            runs[id]?.state = .running
            runs[id]?.startedAt = time
        case .step(let id, let step):
            guard let run = runs[id], !run.state.isFinished else { break }
            runs[id]?.steps.append(step)
        case .finish(let id, let state, let reason, let time):
            guard let run = runs[id], !run.state.isFinished, state.isFinished else { break }
            runs[id]?.state = state
            runs[id]?.reason = reason
            runs[id]?.endedAt = time
        case .debounce(let hold):
            // A hold for an event whose run was claimed already (a replay
            // after a crash between the claim and delivery) is not held again.
            guard slots[hold.slot] == nil else { break }
            debounces[hold.trigger] = hold
        case .release(let trigger):
            debounces[trigger] = nil
        }
    }

    /// Forgets runs (retention); their slot keys go with them.
    mutating func remove(_ ids: Set<String>) {
        for id in ids {
            if let slot = runs.removeValue(forKey: id)?.slot, slots[slot] == id { slots[slot] = nil }
        }
    }

    /// The records that rebuild this state: what a compacted journal holds.
    var snapshot: [StoreEntry] {
        marks.sorted { ($0.key.automation, $0.key.trigger) < ($1.key.automation, $1.key.trigger) }
            .map { .mark(HighWaterMark(trigger: $0.key, instant: $0.value)) }
            + runs.values.sorted(by: RunRecord.chronologically).map { .claim(run: $0, mark: nil) }
            + debounces.values.sorted { $0.due != $1.due ? $0.due < $1.due : $0.trigger.description < $1.trigger.description }.map { .debounce($0) }
    }
}

extension RunRecord {
    /// Oldest claim first; the id breaks ties so the order is stable.
    static func chronologically(_ a: RunRecord, _ b: RunRecord) -> Bool {
        a.claimedAt != b.claimedAt ? a.claimedAt < b.claimedAt : a.id < b.id
    }
}
