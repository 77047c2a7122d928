/// A system type of the language (`URL`, `Person`, `Date`...) as one entry:
/// the name a program writes, what it is, its properties with their
/// accessors, and a sample value (for tests, help and the conformance kit).
public struct SystemType: Sendable {
    public let type: FlowType
    public let summary: String
    public let properties: [PropertyEntry]
    /// A value of the type with every property present.
    public let sample: @Sendable () -> RuntimeValue

    public init(_ type: FlowType, _ summary: String, properties: [PropertyEntry] = [], sample: @escaping @Sendable () -> RuntimeValue) {
        self.type = type
        self.summary = summary
        self.properties = properties
        self.sample = sample
    }

    public var name: String { type.description }

    public func property(_ name: String) -> PropertyEntry? { properties.first { $0.name == name } }
}
