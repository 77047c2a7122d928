import Foundation

/// A step journal read back: for each place, whether its step finished (and
/// with what) or only started, and the inputs recorded there.
public struct StepReplay: Sendable, Equatable {
    public var entries: [StepJournalEntry]
    public var warnings: [String]
    /// Outputs of the steps that finished, by place.
    public private(set) var finished: [String: String] = [:]
    /// Places whose step started and never finished: the step in flight.
    public private(set) var unfinished: Set<String> = []
    /// Inputs by place, in the order they were used.
    public private(set) var inputs: [String: [(kind: String, value: String)]] = [:]

    public init(entries: [StepJournalEntry] = [], warnings: [String] = []) {
        self.entries = entries
        self.warnings = warnings
        for entry in entries {
            switch entry {
            case .started(let place): unfinished.insert(place)
            case .finished(let place, let output):
                unfinished.remove(place)
                finished[place] = output
            case .input(let place, let kind, let value): inputs[place, default: []].append((kind, value))
            }
        }
    }

    /// Whether the journal says the run did anything at all.
    public var isEmpty: Bool { entries.isEmpty }

    public static func == (left: StepReplay, right: StepReplay) -> Bool {
        left.entries == right.entries && left.warnings == right.warnings
    }
}
