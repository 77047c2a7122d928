import Foundation

/// The queries `flow history` answers.
extension SchedulerState {
    /// Adds runs kept elsewhere (`ManualRunLog`'s) so that history's queries
    /// see them beside the daemon's; an id already present is left alone.
    public mutating func include(_ others: [RunRecord]) {
        for run in others where runs[run.id] == nil { apply(.claim(run: run, mark: nil)) }
    }

    /// Runs, oldest first: of one automation (or shortcut, for manual runs)
    /// when `automation` is given, claimed at or after `since` when given.
    ///
    /// - Complexity: O(n log n) in the runs kept.
    public func history(automation: String? = nil, since: Date? = nil) -> [RunRecord] {
        runs.values
            .filter { run in
                (automation == nil || run.name == automation) && (since.map { run.claimedAt >= $0 } ?? true)
            }
            .sorted(by: RunRecord.chronologically)
    }

    /// The run whose id is `prefix`, or the only one whose id starts with it.
    public func run(idPrefix prefix: String) throws(StateError) -> RunRecord {
        if let run = runs[prefix] { return run }
        let matches = prefix.isEmpty ? [] : runs.keys.filter { $0.hasPrefix(prefix) }.sorted()
        guard let id = matches.first else { throw .noSuchRun(prefix) }
        guard matches.count == 1, let run = runs[id] else { throw .ambiguousRunID(prefix: prefix, matches: matches) }
        return run
    }
}
