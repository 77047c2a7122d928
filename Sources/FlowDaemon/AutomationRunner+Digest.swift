import Foundation
import FlowRuntime
import FlowState

extension AutomationRunner {
    /// Where the step journal keeps the digest of the shortcut's files the run started with.
    static let digestPlace = "run"

    /// A journal is replayed only against the files it was written by: the
    /// places and recorded outputs belong to that source. A fresh journal
    /// gets the digest now; one whose steps ran against other files (or an
    /// unknown digest) is not replayed, and the run is recorded as interrupted.
    static func checkDigest(_ durable: DurableRun, now digest: String?) -> Outcome? {
        let recorded = durable.replay.inputs[digestPlace]?.first { $0.kind == "digest" }?.value
        if let recorded {
            if recorded == digest.map(quoted) { return nil }
            return .interrupted("not resumed: the shortcut's files changed since the run started")
        }
        if !durable.replay.finished.isEmpty || !durable.replay.unfinished.isEmpty {
            return .interrupted("not resumed: its step journal does not say which files it ran")
        }
        guard let digest else { return nil }
        do { try durable.recorder.record(.input(place: digestPlace, kind: "digest", value: quoted(digest))) } catch {
            return .failed("could not write the run's step journal: \(error)")
        }
        return nil
    }

    /// The digest as a JSON string, the form every recorded value has.
    private static func quoted(_ digest: String) -> String { "\"\(digest)\"" }
}
