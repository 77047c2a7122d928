import FlowModel

/// A question an action asks (`ask-for-input`, `choose-from-list`), as the
/// run's one way of asking takes it.
public struct ActionQuestion: Sendable {
    /// What is asked for, as `--answer NAME=VALUE` names it ("input", "choice").
    public var parameter: String
    public var displayName: String
    /// The program's own prompt, when it gave one.
    public var prompt: String?
    /// The prompt when the program gave none.
    public var definedPrompt: String?
    /// The type of the answer.
    public var type: FlowType
    /// Choices, when the answer must be one of them.
    public var options: [RuntimeValue]?
    /// With options, whether an answer that is no option but is a value of the type is taken.
    public var acceptsOtherValues: Bool
    /// How often to ask before giving up; nil: the run's usual number.
    public var attempts: Int?
    /// Taken when nobody is there to answer.
    public var fallback: RuntimeValue?

    public init(parameter: String, displayName: String, prompt: String?, definedPrompt: String? = nil, type: FlowType,
                options: [RuntimeValue]? = nil, acceptsOtherValues: Bool = true, attempts: Int? = nil, fallback: RuntimeValue? = nil) {
        self.parameter = parameter
        self.displayName = displayName
        self.prompt = prompt
        self.definedPrompt = definedPrompt
        self.type = type
        self.options = options
        self.acceptsOtherValues = acceptsOtherValues
        self.attempts = attempts
        self.fallback = fallback
    }
}
