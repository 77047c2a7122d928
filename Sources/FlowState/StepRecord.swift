import Foundation

/// One step of a run's trace, appended durably as the run goes so that a
/// crash mid-run still shows how far it got.
public struct StepRecord: Codable, Sendable, Equatable {
    /// The action or intent (`SoupChef.OrderSoup`, `show-result`).
    public var name: String
    /// The step's summary sentence ("Order 2 Clam Chowder ...").
    public var summary: String?
    public var inputs: [String: JSONValue]
    public var output: JSONValue?
    public var startedAt: Date?
    /// Seconds.
    public var duration: Double
    /// The error that ended the step, if one did.
    public var error: String?
    /// True when the step finished in an earlier attempt of the run (one a
    /// crash cut short): its output is the recorded one, and it did not run
    /// again. Nil otherwise, so a record without it reads as it did.
    public var replayed: Bool?

    public init(name: String, summary: String? = nil, inputs: [String: JSONValue] = [:], output: JSONValue? = nil,
                startedAt: Date? = nil, duration: Double = 0, error: String? = nil, replayed: Bool? = nil) {
        self.replayed = replayed
        self.name = name
        self.summary = summary
        self.inputs = inputs
        self.output = output
        self.startedAt = startedAt
        self.duration = duration
        self.error = error
    }
}
