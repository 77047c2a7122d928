import FlowDiagnostics
import FlowSyntax

/// What the checker saw while it checked shortcut bodies, kept for an editor
/// (`flow lsp`): where each variable is declared, visible and used, the type
/// of what stands before each `.`, the action each call runs, the enum each
/// `.case` was read against, and the names in scope at a probe.
///
/// An editor must not work these out again: scopes, magic variables and the
/// types of expressions are the checker's decisions, and a second copy would
/// drift. Recording is off unless a record is handed to
/// `Compiler.compile(_:recording:)`, so `flow check` pays nothing for it.
///
/// Every entry carries the path of the file it is in (as the workspace
/// names it) and UTF-8 offset ranges into that file.
public final class CheckRecord {
    /// How a name came to be in scope.
    public enum NameKind: String, Sendable {
        case constant, variable, input, loopItem, provided, special, magic
    }

    /// A variable: a `let`, `var`, input, loop item or caught error (or
    /// `repeatIndex` and `error`, which the language provides).
    public struct Variable: Sendable {
        public var name: String
        public var kind: NameKind
        public var type: FlowType
        /// The name where it is declared; empty for the provided ones.
        public var declaration: SourceRange
        /// The block it lives in: it is visible from its declaration to the block's end.
        public var scope: SourceRange
        public var path: String
    }

    /// A name that resolved: to a variable (with its declaration), a special
    /// value or a magic variable (with the step that produced it).
    public struct Use: Sendable {
        public var range: SourceRange
        public var name: String
        public var kind: NameKind
        public var type: FlowType
        /// The variable's declaration, or the producing step's range for a magic variable.
        public var declaration: SourceRange?
        public var path: String
    }

    /// `base.name`: the type of the base, and of the member when it has one.
    public struct Member: Sendable {
        public var name: Identifier
        public var baseType: FlowType
        public var type: FlowType?
        public var path: String
    }

    /// A call of an app's intent or a built-in action.
    public struct Call: Sendable {
        public enum Target: Hashable, Sendable {
            case intent(app: String, intent: String)
            case builtin(String)
        }

        /// The callee as written (`SoupChef.OrderSoup`, `show-result`).
        public var callee: SourceRange
        /// The whole call, arguments included.
        public var range: SourceRange
        public var target: Target
        public var path: String
    }

    /// `.clamChowder`: the enum it was read against, when one was expected.
    public struct ImplicitMember: Sendable {
        public var name: Identifier
        public var expected: FlowType?
        public var path: String
    }

    /// A name in scope at the probe.
    public struct InScope: Sendable {
        public var name: String
        public var kind: NameKind
        public var type: FlowType
        public var declaration: SourceRange?
    }

    /// A name that contains this marker is a probe: when the checker meets it
    /// where a name is resolved, it records every name in scope there. An
    /// editor puts the marker at the cursor to ask "what is in scope here?"
    public let probe: String?

    public private(set) var variables: [Variable] = []
    public private(set) var uses: [Use] = []
    public private(set) var members: [Member] = []
    public private(set) var calls: [Call] = []
    public private(set) var implicitMembers: [ImplicitMember] = []
    /// The names in scope where the probe was met (nil if it was not).
    public private(set) var scopeAtProbe: [InScope]?
    /// The apps each file's shortcuts can see, by path.
    public internal(set) var visibleApps: [String: [AppModel]] = [:]

    public init(probe: String? = nil) {
        self.probe = probe
    }

    /// Is `name` the probe (with whatever was typed around it)?
    public func isProbe(_ name: String) -> Bool {
        guard let probe else { return false }
        return name.contains(probe)
    }

    func add(_ variable: Variable) { variables.append(variable) }
    func add(_ use: Use) { uses.append(use) }
    func add(_ member: Member) { members.append(member) }
    func add(_ call: Call) { calls.append(call) }
    func add(_ member: ImplicitMember) { implicitMembers.append(member) }

    /// Only the first meeting counts: a probe checked twice (a retried
    /// argument) sees the same scope.
    func recordScope(_ names: [InScope]) {
        if scopeAtProbe == nil { scopeAtProbe = names }
    }
}
