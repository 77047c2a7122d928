import FlowAutomation
import FlowDiagnostics

/// What `flow check` produces when a program is sound: every shortcut and
/// automation as a typed step graph the interpreter runs without source text.
public struct ProgramGraph: Sendable {
    public var apps: [AppModel]
    public var shortcuts: [ShortcutGraph]
    public var automations: [AutomationGraph]
}

/// A variable's storage: `let`, `var`, inputs, loop items, caught errors and
/// the temporaries that hold nested steps' outputs.
public struct Slot: Hashable, Sendable {
    public var id: Int
    public var name: String
    public var type: FlowType
    public var isMutable: Bool
}

/// A special value of the shell: Shortcut Input, Current Date, Clipboard,
/// Current Location, and loop counters.
public enum SpecialValue: String, Hashable, Sendable, CaseIterable {
    case input, now, clipboard, here, trigger

    public var type: FlowType {
        switch self {
        case .input, .clipboard: .string
        case .now: .date
        case .here: .location
        case .trigger: .trigger
        }
    }
}

/// A typed, resolved expression: what a parameter is bound to.
public indirect enum ValueExpr: Hashable, Sendable {
    case constant(Value)
    case slot(Int)
    /// A step's output (a magic variable), by node id.
    case output(node: Int)
    /// The most recent of several steps' outputs, when branches each produce one.
    case latestOutput(nodes: [Int])
    case ask(prompt: String?)
    case special(SpecialValue)
    /// A string with interpolations: text and values, rendered by display string.
    case template([TemplatePiece])
    case list([ValueExpr])
    case dictionary([DictionaryPiece])
    case negate(ValueExpr)
    case not(ValueExpr)
    case binary(Operator, ValueExpr, ValueExpr)
    case member(ValueExpr, String)
    case subscripted(ValueExpr, ValueExpr)
    /// The content graph applied: convert to the type.
    case convert(ValueExpr, to: FlowType)
    /// In an event filter: whether a path exists in the event's data.
    case exists([String])

    public enum TemplatePiece: Hashable, Sendable {
        case text(String)
        case value(ValueExpr)
    }

    public struct DictionaryPiece: Hashable, Sendable {
        public var key: String
        public var value: ValueExpr
    }

    public enum Operator: String, Hashable, Sendable {
        case or, and, equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
        case `in`, matches, startsWith = "starts-with", endsWith = "ends-with", contains
        case closedRange = "...", halfOpenRange = "..<", add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    }
}

/// One action of a shortcut: an app intent or a built-in action, with each
/// parameter bound.
public struct StepNode: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case intent(app: String, intent: String)
        case builtin(String)
    }

    public struct Binding: Hashable, Sendable {
        public var parameter: String
        public var value: ValueExpr
    }

    public var id: Int
    public var action: Action
    public var bindings: [Binding]
    public var outputType: FlowType
    public var timeout: ValueExpr?
    public var retryCount: ValueExpr?
    public var retryEvery: ValueExpr?
    /// The sentence the action shows as: "Order 2 Clam Chowders for pickup from 7401 S Lewis Ave".
    public var summary: String
    public var range: SourceRange
    public var path: String
    /// Line and column of `range.start`, for output that leaves the tool.
    public var position = SourcePosition(line: 0, column: 0)
}

/// Structured control flow over the nodes.
public indirect enum Region: Hashable, Sendable {
    case sequence([Region])
    /// Run a node; keep its output in a slot when it is named.
    case step(node: Int, into: Int?)
    case evaluate(ValueExpr, into: Int)
    case assign(slot: Int, value: ValueExpr, append: Bool)
    case branches([Branch], otherwise: Region?)
    case repeatCount(ValueExpr, body: Region, index: Int)
    /// Runs the body while the condition holds; `index` counts passes from 1.
    case whileLoop(ValueExpr, body: Region, index: Int)
    case forEach(item: Int, sequence: ValueExpr, body: Region, index: Int)
    case menu(prompt: String, items: [MenuItem], into: Int?)
    case tryCatch(body: Region, error: Int, handler: Region)
    case stop(ValueExpr?)
    case output(ValueExpr)
    /// Leaves the innermost loop; goes on with its next pass.
    case breakLoop
    case continueLoop

    public struct Branch: Hashable, Sendable {
        public var condition: ValueExpr
        public var body: Region
    }

    public struct MenuItem: Hashable, Sendable {
        public var label: String
        public var body: Region
    }
}

/// A data dependency: what flows from one node into another's parameter.
public struct DataEdge: Hashable, Sendable {
    public var from: Int
    public var to: Int
    /// What flows, as written: `OrderDetails`, `OrderDetails.total`, `weather`.
    public var label: String
    public var parameter: String
}

public struct ShortcutGraph: Sendable {
    public var name: String
    public var title: String?
    public var description: String?
    public var phrases: [String]
    public var donates: Bool
    public var inputs: [Input]
    public var slots: [Slot]
    public var nodes: [StepNode]
    public var body: Region
    public var edges: [DataEdge]
    public var path: String
    public var range: SourceRange
    /// The capabilities declared with `requires` and their scopes, asked for once before the run.
    public var requires: Permissions = []

    public struct Input: Hashable, Sendable {
        public var slot: Int
        public var name: String
        public var type: FlowType
        public var defaultValue: Value?
    }
}

public struct AutomationGraph: Sendable {
    public var name: String
    public var triggers: [String]
    /// Beside each trigger, its schedule and zone when it is a time trigger
    /// (cron, `every day at`, `at ... on`, `every D`) that checked cleanly.
    public var timeTriggers: [TimeTrigger?] = []
    /// The same triggers, structured for the scheduler.
    public var schedule: [AutomationTrigger] = []
    /// The shortcut it runs, or its own steps (`do`), as a graph.
    public var runs: String?
    public var steps: ShortcutGraph?
    public var answers: [String: Value]
    public var runWithoutAsking: Bool
    /// `on interrupt rerun`: a run the daemon was running when it stopped is
    /// run again once at the next start (default: recorded as interrupted).
    public var rerunOnInterrupt = false
    /// The inputs passed to the shortcut it runs: `run "Lunch" (people: 2)`.
    public var arguments: [String: Value] = [:]
    public var mode = "single"
    public var catchup = "latest"
    public var concurrency = ConcurrencyPolicy()
    public var catchupPolicy = CatchupPolicy()
    public var isEnabled = true
    public var path: String
    public var range: SourceRange
}
