import FlowDiagnostics

/// A whole `.flow` file as written.
public struct FileSyntax: Hashable, Sendable {
    public var declarations: [Decl]
    public var range: SourceRange
}

public struct Decl: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case use(UseDecl)
        case app(AppDecl)
        case shortcut(ShortcutDecl)
        case automation(AutomationDecl)
    }

    public var kind: Kind
    public var range: SourceRange
}

/// `use SoupChef` or `use "apps/soupchef.flow"`.
public enum UseDecl: Hashable, Sendable {
    case app(Identifier)
    case file(StringLiteral)
}

/// A type as written: `Soup`, `SoupChef.Soup`, `[Topping]`, `[String: Integer]`.
public struct TypeRef: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        case named([Identifier])
        case list(TypeRef)
        case dictionary(key: TypeRef, value: TypeRef)
        case missing
    }

    public var kind: Kind
    public var range: SourceRange
}

// MARK: - Apps

public struct AppDecl: Hashable, Sendable {
    public enum Member: Hashable, Sendable {
        case handler(HandlerClause)
        case metadata(MetadataClause)
        case enumDecl(EnumDecl)
        case typeDecl(TypeDecl)
        case intent(IntentDecl)
        /// `gallery "Order 1 Clam Chowder" { ... }`: a ready-made shortcut the
        /// app offers, written and checked like a shortcut, that `flow gallery
        /// add` copies into the person's library. Its range starts at `gallery`.
        case gallery(ShortcutDecl)
    }

    public var name: Identifier
    public var displayName: StringLiteral?
    public var members: [Member]
    public var range: SourceRange
    /// A member did not parse (a diagnostic says why): it may have been the
    /// handler, so its absence is not reported.
    public var hasUnparsedMembers = false
}

public struct HandlerClause: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case builtin
        case exec(program: StringLiteral, arguments: [StringLiteral])
    }

    public var kind: Kind
    public var range: SourceRange
}

public struct EnumDecl: Hashable, Sendable {
    public struct Case: Hashable, Sendable {
        public var name: Identifier
        public var displayName: StringLiteral?
        public var range: SourceRange
    }

    public var name: Identifier
    public var cases: [Case]
    public var range: SourceRange
}

public struct PropertyDecl: Hashable, Sendable {
    public var name: Identifier
    public var type: TypeRef
    public var range: SourceRange
    /// `optional due: Date`: a value may leave it out (or give null).
    public var isOptional = false
}

/// A custom type: identifier and display string always, plus named properties.
public struct TypeDecl: Hashable, Sendable {
    public var name: Identifier
    public var displayName: StringLiteral?
    /// Nil when written without braces (`type Topping`).
    public var properties: [PropertyDecl]?
    public var range: SourceRange
}

public struct IntentDecl: Hashable, Sendable {
    public enum Clause: Hashable, Sendable {
        /// The range covers the word `category` and the name.
        case category(Identifier, SourceRange)
        case metadata(MetadataClause)
        case flag(FlagClause)
        case param(ParamDecl)
        case summary(SummaryClause)
        case shortcutType(ShortcutTypeClause)
        case response(ResponseDecl)
        /// `timeout 30s`: the intent's time limit (the expression, and the whole clause's range).
        case timeout(Expr, SourceRange)
    }

    public var name: Identifier
    public var clauses: [Clause]
    public var range: SourceRange
    /// A clause did not parse (a diagnostic says why): it may have been the
    /// response, so what the intent outputs is unknown unless it says.
    public var hasUnparsedClauses = false
}

public struct FlagClause: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case confirmationRequired
        case configurable(Bool)
        case resolvable(Bool)
        case deprecated(StringLiteral?)
    }

    public var kind: Kind
    public var range: SourceRange
}

public struct ParamDecl: Hashable, Sendable {
    public enum Clause: Hashable, Sendable {
        public enum TextKey: String, Hashable, Sendable, CaseIterable {
            case displayName = "display-name", prompt, confirm, disambiguation
        }

        public enum BoundKey: String, Hashable, Sendable, CaseIterable {
            case range, min, max
        }

        public enum DynamicKey: String, Hashable, Sendable {
            case search, `default`
        }

        case text(TextKey, StringLiteral)
        case bound(BoundKey, Expr)
        case unsupported(reason: Identifier, template: StringLiteral)
        case dynamicOptions
        case staticOptions(Expr)
        case dynamic(DynamicKey)
        case flag(FlagClause)
    }

    public struct ClauseSyntax: Hashable, Sendable {
        public var clause: Clause
        public var range: SourceRange
    }

    public var name: Identifier
    public var type: TypeRef
    public var defaultValue: Expr?
    public var relationship: Expr?
    /// Nil when written without braces.
    public var clauses: [ClauseSyntax]?
    public var range: SourceRange
}

public struct SummaryClause: Hashable, Sendable {
    public var template: StringLiteral
    public var condition: Expr?
    public var range: SourceRange
}

public struct ShortcutTypeClause: Hashable, Sendable {
    public enum Execution: String, Hashable, Sendable { case foreground, background }

    public var parameters: [Identifier]
    public var title: StringLiteral
    public var subtitle: StringLiteral?
    public var execution: Execution?
    public var range: SourceRange
}

public struct ResponseDecl: Hashable, Sendable {
    public enum Member: Hashable, Sendable {
        case property(isOutput: Bool, name: Identifier, type: TypeRef, range: SourceRange)
        case code(name: Identifier, isError: Bool, printed: StringLiteral?, voice: StringLiteral?, range: SourceRange)
    }

    public var members: [Member]
    public var range: SourceRange
}

// MARK: - Shortcuts

public struct InputDecl: Hashable, Sendable {
    public var name: Identifier
    public var type: TypeRef
    public var defaultValue: Expr?
    public var range: SourceRange
}

public struct ShortcutDecl: Hashable, Sendable {
    public var name: StringLiteral
    /// Nil when the shortcut takes no input list at all.
    public var inputs: [InputDecl]?
    public var body: Block
    public var range: SourceRange
}

// MARK: - Automations

public struct AutomationDecl: Hashable, Sendable {
    public enum Clause: Hashable, Sendable {
        case trigger(TriggerClause)
        case mode(ModeClause)
        case catchup(CatchupClause)
        case run(RunClause)
        case answering(AnsweringClause)
        case doBlock(Block)
        case runWithoutAsking(SourceRange)
        /// `on interrupt rerun` (true) or `on interrupt record` (false).
        case onInterrupt(rerun: Bool, SourceRange)
        case enabled(Bool, SourceRange)
        case metadata(MetadataClause)
        /// A clause that does not parse (a diagnostic says why): it may
        /// have been any clause, so the checker says nothing its absence
        /// would explain (no trigger, nothing to run).
        case invalid(SourceRange)
    }

    public var name: StringLiteral
    public var clauses: [Clause]
    public var range: SourceRange
}

public struct TriggerClause: Hashable, Sendable {
    public enum Trigger: Hashable, Sendable {
        case cron(StringLiteral)
        case everyDay(at: Literal)
        case interval(every: Expr, offset: Expr?)
        case at(time: Literal, days: [Identifier])
        case event(type: StringLiteral, filter: Expr?)
        case fileChanged(StringLiteral)
        case boot
    }

    public enum Option: Hashable, Sendable {
        /// `tz "Europe/Berlin"` (a string) or `tz UTC` (a name).
        case timeZone(Expr)
        case debounce(Expr)
        case throttle(count: Literal, per: Expr)
    }

    public var trigger: Trigger
    public var options: [Option]
    public var range: SourceRange
}

public struct ModeClause: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable { case single, restart, queued, parallel }

    public var kind: Kind
    public var max: Literal?
    public var range: SourceRange
}

public struct CatchupClause: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable { case none, latest, all }

    public var kind: Kind
    public var max: Literal?
    public var within: Expr?
    public var range: SourceRange
}

public struct RunClause: Hashable, Sendable {
    public var shortcut: StringLiteral
    public var arguments: [Argument]?
    public var answering: AnsweringClause?
    public var range: SourceRange
}

public struct AnsweringClause: Hashable, Sendable {
    public struct Answer: Hashable, Sendable {
        /// `soup` or `OrderSoup.soup` when names clash.
        public var name: [Identifier]
        public var value: Expr
        public var range: SourceRange
    }

    public var answers: [Answer]
    public var range: SourceRange
}

// MARK: - Where each kind of member is

extension AppDecl.Member {
    public var range: SourceRange {
        switch self {
        case .handler(let clause): clause.range
        case .metadata(let clause): clause.range
        case .enumDecl(let decl): decl.range
        case .typeDecl(let decl): decl.range
        case .intent(let decl): decl.range
        case .gallery(let decl): decl.range
        }
    }
}

extension IntentDecl.Clause {
    public var range: SourceRange {
        switch self {
        case .category(_, let range): range
        case .metadata(let clause): clause.range
        case .flag(let clause): clause.range
        case .param(let param): param.range
        case .summary(let clause): clause.range
        case .shortcutType(let clause): clause.range
        case .response(let response): response.range
        case .timeout(_, let range): range
        }
    }
}

extension ResponseDecl.Member {
    public var range: SourceRange {
        switch self {
        case .property(_, _, _, let range): range
        case .code(_, _, _, _, let range): range
        }
    }
}

extension AutomationDecl.Clause {
    public var range: SourceRange {
        switch self {
        case .trigger(let trigger): trigger.range
        case .mode(let mode): mode.range
        case .catchup(let catchup): catchup.range
        case .run(let run): run.range
        case .answering(let answering): answering.range
        case .doBlock(let block): block.range
        case .runWithoutAsking(let range): range
        case .onInterrupt(_, let range): range
        case .enabled(_, let range): range
        case .metadata(let metadata): metadata.range
        case .invalid(let range): range
        }
    }
}
