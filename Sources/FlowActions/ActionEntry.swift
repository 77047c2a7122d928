import FlowModel

/// One built-in action: everything flow knows about it, in one value. The
/// checker resolves calls against it, `flow actions`, `flow help actions` and
/// `flow lsp` describe it from it, and a run calls its `run`. Adding an action
/// is adding one of these (one file under `Actions/`) and its line in
/// `ActionCatalog.all`; nothing else keeps a list.
///
/// A class, so that looking an entry up (the checker does it for every step
/// of every shortcut) hands over one reference, not a copy of every field.
public final class ActionEntry: Sendable {
    /// The implementation: the call's arguments in, the step's output out.
    /// What it needs of the run (a question, a permission, the clock) it asks
    /// of the context, so it can be run by the interpreter and by tests alike.
    public typealias Run = @Sendable (ActionCall, any ActionContext) async throws -> RuntimeValue

    /// Given a parameter's name and the literal written for it, what is wrong
    /// with it (nil: nothing). The checker reports it at the argument, so a
    /// value that could only fail when the step runs fails `flow check`.
    public typealias LiteralCheck = @Sendable (_ parameter: String, _ literal: RuntimeValue) -> String?

    /// Given every literal of a call by parameter name (a parameter left out
    /// is there with its default; a computed one is absent), what is wrong
    /// with them together: a regular expression that does not compile only
    /// when `regular-expression: true`, a `$2` the pattern has no group for.
    /// The checker reports each at its argument, at the offset when it has one.
    public typealias CallLiteralCheck = @Sendable (_ literals: [String: RuntimeValue]) -> [LiteralProblem]

    /// The kebab-case name a program writes (`show-result`).
    public let name: String
    /// Where Shortcuts' action library lists it; `flow actions` groups by it.
    public let category: ActionCategory
    /// The Shortcuts actions it stands for ("Get Dictionary Value"): searched
    /// by `flow actions --search`, shown by help and hover, and each is a row
    /// of `SHORTCUTS-ACTIONS.md`. Empty only when `isFlowOnly`.
    public let shortcutsNames: [String]
    /// Set for an action Shortcuts has no counterpart of.
    public let isFlowOnly: Bool
    /// More words `flow actions --search` finds it by ("http", "bash").
    public let keywords: [String]
    /// The step's sentence, naming parameters as `${name}`: "Get contents of ${url}".
    public let summary: String
    public let parameters: [ActionParameter]
    /// The output's type; `.nothing` for an action that outputs nothing.
    public let output: FlowType
    /// Whether the output may be nothing (an index past the end, a missing key).
    public let outputMayBeAbsent: Bool
    /// The permission it needs to run (`requires` or `--allow`); nil for none.
    public let capability: Capability?
    /// Capabilities some of its steps need too, by the values they are given
    /// (a multipart body's files need `files`): required as the step runs,
    /// and declaring them is never "unneeded", since the checker cannot tell.
    public let mayAlsoNeed: [Capability]
    /// The parameter naming what it reaches (the URL's host, the recipients,
    /// the path), checked against a scoped capability by the checker when it
    /// is a literal and by the runtime always.
    public let reach: ReachParameter?
    /// More parameters it reaches (a move reads its source and writes its
    /// destination), proved and permitted like `reach`.
    public let alsoReach: [ReachParameter]
    /// `reach` and `alsoReach`: every parameter naming what the action touches.
    public var reaches: [ReachParameter] { (reach.map { [$0] } ?? []) + alsoReach }
    /// Who else a run of it involves besides the run itself: a person asked,
    /// the desktop, other shortcuts. The agreement tests run only actions that
    /// involve nobody and need no capability.
    public let involves: Set<Involvement>
    /// Whether running it again with the same arguments changes nothing more
    /// than running it once did: pure computations and reads are; anything
    /// that shows, asks, sends, appends or runs a program is not. A durable
    /// run may repeat an interrupted step only when this holds.
    public let isIdempotent: Bool
    /// Parameters of which a call gives at most one (`run-shell-script`'s
    /// `script:` or `code:`); empty when any may go together.
    public let atMostOneOf: [String]
    /// Parameters of which a call gives at least one (`script:`, `code:` or
    /// `arguments:`), each said with its `help` when a call gives none.
    public let atLeastOneOf: [String]
    /// The parameter naming a shortcut this action runs (`run-shortcut`'s
    /// `name`): the call's other labels are that shortcut's inputs, the
    /// step's output is its output, and what it needs the caller needs.
    public let shortcutParameter: String?
    /// Literal arguments checked before the run (see `LiteralCheck`).
    public let checkLiteral: LiteralCheck?
    /// Literal arguments checked together (see `CallLiteralCheck`).
    public let checkLiterals: CallLiteralCheck?
    /// One line of flow that calls it, as help shows it. The agreement tests
    /// check it inside a shortcut that declares the action's capability (and
    /// run it when the action involves nobody); a shortcut "Lunch" with an
    /// Integer input `people` is beside it, for actions that run another.
    public let example: String
    public let run: Run

    public init(name: String, category: ActionCategory, shortcutsNames: [String], isFlowOnly: Bool = false, keywords: [String] = [],
                summary: String, parameters: [ActionParameter], output: FlowType, outputMayBeAbsent: Bool = false,
                capability: Capability? = nil, mayAlsoNeed: [Capability] = [], reach: ReachParameter? = nil, alsoReach: [ReachParameter] = [],
                involves: Set<Involvement> = [],
                isIdempotent: Bool, atMostOneOf: [String] = [], atLeastOneOf: [String] = [], shortcutParameter: String? = nil,
                checkLiteral: LiteralCheck? = nil, checkLiterals: CallLiteralCheck? = nil,
                example: String, run: @escaping Run) {
        self.name = name
        self.category = category
        self.shortcutsNames = shortcutsNames
        self.isFlowOnly = isFlowOnly
        self.keywords = keywords
        self.summary = summary
        self.parameters = parameters
        self.output = output
        self.outputMayBeAbsent = outputMayBeAbsent
        self.capability = capability
        self.mayAlsoNeed = mayAlsoNeed
        self.reach = reach
        self.alsoReach = alsoReach
        self.involves = involves
        self.isIdempotent = isIdempotent
        self.atMostOneOf = atMostOneOf
        self.atLeastOneOf = atLeastOneOf
        self.shortcutParameter = shortcutParameter
        self.checkLiteral = checkLiteral
        self.checkLiterals = checkLiterals
        self.example = example
        self.run = run
    }

    /// The parameter of this name (not label).
    public func parameter(_ name: String) -> ActionParameter? {
        parameters.first { $0.name == name }
    }

    /// The parameter a call writes with this label.
    public func parameter(labeled label: String) -> ActionParameter? {
        parameters.first { $0.label == label }
    }

    /// The parameter written first and without a label, if there is one.
    public var unlabeledParameter: ActionParameter? {
        parameters.first { $0.label == nil }
    }

    /// "Send message": the kebab-case name as words, as the Automation tab
    /// and the action search title it.
    public var title: String {
        let words = name.split(separator: "-").map { $0 == "url" ? "URL" : String($0) }.joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

/// Who besides the run itself an action involves.
public enum Involvement: String, Sendable, CaseIterable {
    /// It asks the person a question, a choice or a confirmation: a run
    /// without a terminal needs `--answer` or `--yes`.
    case person
    /// It shows something on the desktop (a notification).
    case desktop
    /// It runs other shortcuts, which may do anything they declare.
    case otherShortcuts
}
