import FlowModel

/// One parameter of a built-in action, as a call writes it and a run reads it.
public struct ActionParameter: Sendable {
    /// The label written in a call; nil for the unlabeled first argument.
    public var label: String?
    /// How the implementation, the summary's `${name}` and the step graph name it.
    public var name: String
    public var type: FlowType
    /// Whether a call may leave it out (always so when it has a default).
    public var isOptional: Bool
    /// What the run reads when a call leaves it out; shown by help.
    public var defaultValue: RuntimeValue?
    /// The only text values it takes (a mode such as "upper" or "lower"):
    /// a literal outside them is a check error with "did you mean", an editor
    /// completes them, and a computed value outside them fails the step.
    /// Empty: any value of the type.
    public var choices: [ActionChoice]
    /// A few words on what it is for, where its type does not say it.
    public var help: String?
    /// What reads its text, and so how a template's `${...}` values are put
    /// in it: as text, or as data a shell, a URL, a JSON body, a header or a
    /// path parser never reads as its own syntax (see `TemplateSink`).
    public var sink: TemplateSink

    public init(label: String?, name: String, type: FlowType, isOptional: Bool = false, defaultValue: RuntimeValue? = nil,
                choices: [ActionChoice] = [], help: String? = nil, sink: TemplateSink = .text) {
        self.label = label
        self.name = name
        self.type = type
        self.isOptional = isOptional || defaultValue != nil
        self.defaultValue = defaultValue
        self.choices = choices
        self.help = help
        self.sink = sink
    }

    /// The first argument, written without a label: `show-result(x)`.
    public static func first(_ name: String, _ type: FlowType, optional: Bool = false, default value: RuntimeValue? = nil,
                             help: String? = nil, sink: TemplateSink = .text) -> ActionParameter {
        ActionParameter(label: nil, name: name, type: type, isOptional: optional, defaultValue: value, help: help, sink: sink)
    }

    /// A labeled argument, its label its name: `get-contents-of-url(url: ...)`.
    public static func labeled(_ name: String, _ type: FlowType, optional: Bool = false, default value: RuntimeValue? = nil,
                               choices: [ActionChoice] = [], help: String? = nil, sink: TemplateSink = .text) -> ActionParameter {
        ActionParameter(label: name, name: name, type: type, isOptional: optional, defaultValue: value, choices: choices, help: help, sink: sink)
    }

    /// The choice a value's text is, if it is one.
    public func choice(_ text: String) -> ActionChoice? {
        choices.first { $0.value == text }
    }

    /// How a signature writes it: `url: URL`, `_ content: Any`, with `?` when optional.
    public var signature: String {
        (label.map { "\($0): " } ?? "") + "\(type)" + (isOptional ? "?" : "")
    }
}

/// One value a parameter with choices takes.
public struct ActionChoice: Sendable, ExpressibleByStringLiteral {
    public var value: String
    /// The step's output type when this choice is given (`ask-for-input`'s
    /// `type: "number"` outputs a Decimal); a parameter whose choices say
    /// this must be written as a literal, so the type is known before the run.
    public var output: FlowType?

    public init(_ value: String, output: FlowType? = nil) {
        self.value = value
        self.output = output
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }
}

/// The parameter naming what an action reaches, and how its value is read:
/// a URL's host, a recipient, a path to read or to write.
public struct ReachParameter: Sendable {
    public enum Kind: Sendable { case host, recipient, read, write }
    public var parameter: String
    public var kind: Kind

    public init(parameter: String, kind: Kind) {
        self.parameter = parameter
        self.kind = kind
    }

    /// The item a value of the parameter reaches.
    public func reach(_ target: String) -> Reach {
        switch kind {
        case .host: .host(target)
        case .recipient: .recipient(target)
        case .read: .read(target)
        case .write: .write(target)
        }
    }
}
