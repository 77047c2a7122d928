import FlowDiagnostics

/// `{ statements }`
public struct Block: Hashable, Sendable {
    public var statements: [Stmt]
    public var range: SourceRange
}

/// An expression run as a step, with its options: `f(...) timeout 10s retry 2 every 5s`.
public struct Step: Hashable, Sendable {
    public var expr: Expr
    public var options: [StepOption]
    public var range: SourceRange
}

public struct StepOption: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case timeout(Expr)
        case retry(count: Expr, every: Expr?)
    }

    public var kind: Kind
    public var range: SourceRange
}

/// `title "..."`, `description "..."`, `phrase "..."`, `image "..."`: words
/// about a declaration, shared by apps, intents, shortcuts and automations.
public struct MetadataClause: Hashable, Sendable {
    public enum Key: String, Hashable, Sendable, CaseIterable {
        case title, description, phrase, image
    }

    public var key: Key
    public var value: StringLiteral
    public var range: SourceRange
}

public struct IfStmt: Hashable, Sendable {
    public indirect enum ElseBranch: Hashable, Sendable {
        case elseIf(IfStmt)
        case block(Block)
    }

    public var condition: Expr
    public var then: Block
    public var elseBranch: ElseBranch?
    public var range: SourceRange
}

/// A statement of a shortcut body, a `do` block, a menu item or a control-flow body.
public struct Stmt: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case metadata(MetadataClause)
        case donate(Bool)
        /// `requires shell, message`: the capabilities the shortcut asks for once, before it runs.
        case requires([RequiredCapability])
        /// `let` (immutable) or `var` (mutable).
        case binding(isMutable: Bool, name: Identifier, type: TypeRef?, value: Step)
        case assign(target: Identifier, isAppend: Bool, value: Step)
        case step(Step)
        case ifStmt(IfStmt)
        case forEach(name: Identifier, sequence: Expr, body: Block)
        case whileLoop(condition: Expr, body: Block)
        case repeatCount(count: Expr, body: Block)
        case tryCatch(body: Block, errorName: Identifier?, handler: Block)
        case stop(Expr?)
        case output(Expr)
        /// `break` and `continue`: leave the innermost loop, or go on with its next pass.
        case breakLoop
        case continueLoop
        /// A statement that does not parse; a diagnostic says why. The
        /// blocks its line opened (`iff ready {`) are kept, so what is in
        /// them is still checked.
        case invalid(blocks: [Block])
    }

    public var kind: Kind
    public var range: SourceRange
}

/// One capability a `requires` clause names, with what it is limited to:
/// `network("api.example.com")`, `files(read: "~/Notes", write: "~/out")`,
/// `message("John Appleseed")`; bare `shell` or `network` has no scope.
public struct RequiredCapability: Hashable, Sendable {
    /// One argument of a scope: an optional label (`read:`) and a string.
    public struct ScopeArgument: Hashable, Sendable {
        public var label: Identifier?
        public var value: StringLiteral
    }

    public var name: String
    /// The name's range, where a misspelled capability is reported.
    public var range: SourceRange
    /// nil when written bare; the arguments between the parentheses otherwise.
    public var scope: [ScopeArgument]?
    /// The name through the closing parenthesis.
    public var fullRange: SourceRange

    public init(name: Identifier, scope: [ScopeArgument]? = nil, fullRange: SourceRange? = nil) {
        self.name = name.name
        range = name.range
        self.scope = scope
        self.fullRange = fullRange ?? name.range
    }
}
