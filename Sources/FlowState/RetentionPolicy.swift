import Foundation

/// How much history the scheduler keeps. Bounded, so that a daemon running
/// for years neither fills the disk nor takes longer and longer to start.
public struct RetentionPolicy: Sendable, Equatable {
    /// Finished runs kept per automation (per shortcut for manual runs).
    public var runsPerAutomation: Int
    /// Finished runs older than this (by claim time) are dropped.
    public var maximumAge: TimeInterval
    /// The journal is compacted when it grows past this many bytes, or past
    /// twice its size after the last compaction, whichever is larger (so
    /// compaction costs O(1) per record, amortized).
    public var compactionBytes: Int

    public init(runsPerAutomation: Int = 100, maximumAge: TimeInterval = 30 * 24 * 3600, compactionBytes: Int = 1 << 20) {
        self.runsPerAutomation = runsPerAutomation
        self.maximumAge = maximumAge
        self.compactionBytes = compactionBytes
    }
}

extension SchedulerState {
    /// The finished runs that `policy` drops at `now`: beyond the newest
    /// `runsPerAutomation` of their automation, or older than `maximumAge`.
    /// Unfinished runs are never dropped (nor counted).
    ///
    /// - Complexity: O(n log n) in the runs kept.
    func expired(at now: Date, policy: RetentionPolicy) -> Set<String> {
        let oldest = now.addingTimeInterval(-policy.maximumAge)
        var byName: [String: [RunRecord]] = [:]
        for run in runs.values where run.state.isFinished {
            byName[run.name, default: []].append(run)
        }
        var expired = Set<String>()
        for group in byName.values {
            let newestFirst = group.sorted { RunRecord.chronologically($1, $0) }
            for (index, run) in newestFirst.enumerated() where index >= policy.runsPerAutomation || run.claimedAt < oldest {
                expired.insert(run.id)
            }
        }
        return expired
    }
}
