import Foundation

/// One record of a run's step journal (`StepJournal`). A step is named by its
/// place: a stable path of the step in its shortcut's graph and the pass of
/// every loop around it (`"n3@2.1"`), so a rerun of the same source finds the
/// same step in the same pass.
public enum StepJournalEntry: Codable, Equatable, Sendable {
    /// The step is about to run: its effect may happen from here on.
    case started(place: String)
    /// The step ended with this output: JSON text from FlowModel's exact
    /// codec (FlowState keeps it as text; it never reads it).
    case finished(place: String, output: String)
    /// A value the run used that is not in its source (an answer, a clock
    /// read), as JSON text, so a replay takes the same way.
    case input(place: String, kind: String, value: String)

    private enum Key: String, CodingKey { case started, finished, input, output, kind, value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let place = try container.decodeIfPresent(String.self, forKey: .started) {
            self = .started(place: place)
        } else if let place = try container.decodeIfPresent(String.self, forKey: .finished) {
            self = .finished(place: place, output: try container.decode(String.self, forKey: .output))
        } else {
            let place = try container.decode(String.self, forKey: .input)
            self = .input(place: place, kind: try container.decode(String.self, forKey: .kind), value: try container.decode(String.self, forKey: .value))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .started(let place): try container.encode(place, forKey: .started)
        case .finished(let place, let output):
            try container.encode(place, forKey: .finished)
            try container.encode(output, forKey: .output)
        case .input(let place, let kind, let value):
            try container.encode(place, forKey: .input)
            try container.encode(kind, forKey: .kind)
            try container.encode(value, forKey: .value)
        }
    }
}
