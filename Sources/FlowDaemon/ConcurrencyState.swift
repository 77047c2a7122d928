import Foundation
import FlowCompiler

/// What each automation is running and what waits, and the decision for a
/// new trigger under the automation's `mode`:
///
/// - `single` (the default): a trigger while a run is going is skipped, "already running";
/// - `restart`: the running one is cancelled, then the new one starts;
/// - `queued [max N]`: it waits its turn, first in first out (at most N wait,
///   default 10; more are skipped, "queue full");
/// - `parallel [max N]`: it starts at once, up to N at a time (default no limit).
///
/// A value type with no clock and no tasks, so every mode is tested exactly;
/// the daemon owns one and acts on its decisions.
public struct ConcurrencyState<Run: Sendable>: Sendable {
    public enum Decision: Equatable, Sendable {
        case start
        /// Not run; the reason goes into its history record.
        case skip(String)
        /// Queued: it starts when the runs before it have finished.
        case wait
        /// Cancel these runs, then start.
        case restart(cancelling: [String])
    }

    public static var defaultQueueLimit: Int { 10 }

    private(set) var running: [String: [String]] = [:]
    private(set) var waiting: [String: [(id: String, run: Run)]] = [:]

    public init() {}

    /// A trigger fired for `automation`: what to do with run `id`. `.start`
    /// and `.restart` count it as running; `.wait` keeps it until its turn.
    public mutating func arrive(_ automation: String, policy: ConcurrencyPolicy, id: String, run: Run) -> Decision {
        let active = running[automation] ?? []
        switch policy.kind {
        case .single:
            guard active.isEmpty else { return .skip("already running") }
        case .restart:
            if !active.isEmpty {
                running[automation] = [id]
                return .restart(cancelling: active)
            }
        case .queued:
            if !active.isEmpty || !(waiting[automation] ?? []).isEmpty {
                let limit = policy.max ?? Self.defaultQueueLimit
                guard (waiting[automation] ?? []).count < limit else { return .skip("queue full (\(limit) waiting)") }
                waiting[automation, default: []].append((id, run))
                return .wait
            }
        case .parallel:
            if let limit = policy.max, active.count >= limit { return .skip("already \(limit) running") }
        }
        running[automation, default: []].append(id)
        return .start
    }

    /// Run `id` ended; returns the next waiting run to start, now counted as running.
    public mutating func finish(_ automation: String, id: String) -> (id: String, run: Run)? {
        running[automation]?.removeAll { $0 == id }
        guard (running[automation] ?? []).isEmpty, var queue = waiting[automation], !queue.isEmpty else { return nil }
        let next = queue.removeFirst()
        waiting[automation] = queue
        running[automation, default: []].append(next.id)
        return next
    }

    /// Everything queued and not started: what a shutdown records as not run.
    public mutating func drainWaiting() -> [(automation: String, id: String, run: Run)] {
        let drained = waiting.sorted { $0.key < $1.key }.flatMap { automation, queue in queue.map { (automation, $0.id, $0.run) } }
        waiting = [:]
        return drained
    }

    public func isRunning(_ automation: String) -> Bool { !(running[automation] ?? []).isEmpty }
    public var runningCount: Int { running.values.reduce(0) { $0 + $1.count } }
}
