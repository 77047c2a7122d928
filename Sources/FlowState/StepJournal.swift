import Foundation

/// A run's step journal: `runs/RUNID.steps` under the state folder, an
/// append-only file of checksummed records (`SharedJournal`: locked, one
/// `write(2)`, fdatasync before returning). A step with an effect is recorded
/// as started before it runs and with its output when it ends, so after a
/// crash the rerun knows which steps finished (their outputs stand in for
/// them) and which one was in flight (it may or may not have happened).
public struct StepJournal: Sendable {
    public let runID: String
    let journal: SharedJournal
    public var path: String { journal.path }

    public init(stateDirectory: URL, runID: String) {
        self.runID = runID
        journal = SharedJournal(url: URL(fileURLWithPath: StateLayout(stateDirectory: stateDirectory).stepJournals)
            .appendingPathComponent(Self.fileName(runID)))
    }

    /// A run id as a file name: only its letters, digits and dashes.
    static func fileName(_ runID: String) -> String {
        String(runID.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" ? Character($0) : "_" }) + ".steps"
    }

    /// Appends one record, on disk when it returns.
    public func append(_ entry: StepJournalEntry) throws(StateError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let payload = try? encoder.encode(entry) else { throw .encoding("a step record could not be written as JSON") }
        try journal.append(Array(payload))
    }

    /// Whether the run has a journal at all.
    public var exists: Bool { Posix.exists(path) }

    /// What the journal says, with a warning naming the file for each record
    /// that was not trusted (a torn last record is what a crash mid-append leaves).
    public func read() throws(StateError) -> StepReplay {
        let (entries, warnings) = try journal.decoded(as: StepJournalEntry.self, what: "a step record")
        return StepReplay(entries: entries, warnings: warnings)
    }
}
