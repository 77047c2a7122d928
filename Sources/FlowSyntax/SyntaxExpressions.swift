import FlowDiagnostics

/// A name as written, with where it was written.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var range: SourceRange

    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// A literal other than a string: the text as written and what kind it is.
/// The checker gives the text its value (a quantity's unit, a date's zone);
/// the parser only guarantees the shape.
public struct Literal: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case integer, decimal, quantity, currency, date, time, boolean
    }

    public var kind: Kind
    public var text: String
    public var range: SourceRange
}

/// A string literal, cooked: escapes resolved, interpolations parsed.
public struct StringLiteral: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable { case quoted, raw, multiline }

    public enum Segment: Hashable, Sendable {
        case text(String)
        case interpolation(Expr)
    }

    public var style: Style
    public var segments: [Segment]
    public var range: SourceRange
    /// `{name}` in the text (not `${name}`): how other shortcut languages
    /// interpolate. Here it is literal text; the checker says so when the
    /// name is a value in scope. Each range covers the braces.
    public var bracePlaceholders: [Identifier] = []

    /// The text when there is no interpolation, as for names and templates without placeholders.
    public var plainText: String? {
        var result = ""
        for segment in segments {
            guard case .text(let text) = segment else { return nil }
            result += text
        }
        return result
    }
}

/// An expression; `kind` holds the shape, `range` covers all of it.
public struct Expr: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        case identifier(Identifier)
        /// `.clamChowder`: an enum case whose enum the checker infers.
        case implicitMember(Identifier)
        case literal(Literal)
        case string(StringLiteral)
        case list([Expr])
        case dictionary([DictionaryEntry])
        case prefix(PrefixOperator, Expr)
        case binary(BinaryOperator, Expr, Expr)
        case call(Expr, [Argument])
        case member(Expr, Identifier)
        case subscripted(Expr, Expr)
        /// Ask Each Time, optionally with its own prompt.
        case ask(StringLiteral?)
        case menu(MenuExpr)
        case parenthesized(Expr)
        /// Nothing parseable was here; a diagnostic says why.
        case missing
    }

    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public enum PrefixOperator: String, Hashable, Sendable {
    case negate = "-"
    case not = "not"
}

/// Binary operators with their spelling; precedence lives in the parser.
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case or, and
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case `in`, matches, startsWith = "starts-with", endsWith = "ends-with", contains
    case closedRange = "...", halfOpenRange = "..<"
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
}

/// `label: value` or a bare value in a call.
public struct Argument: Hashable, Sendable {
    public var label: Identifier?
    public var value: Expr
    public var range: SourceRange
}

/// `key: value` in `[key: value]`; the key is a name or a string literal.
public struct DictionaryEntry: Hashable, Sendable {
    public enum Key: Hashable, Sendable {
        case name(Identifier)
        case string(StringLiteral)
    }

    public var key: Key
    public var value: Expr
    public var range: SourceRange
}

/// `menu "What now?" { "Order" { ... } "Cancel" { ... } }`
public struct MenuExpr: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public var label: StringLiteral
        public var body: Block
        public var range: SourceRange
    }

    public var prompt: StringLiteral
    public var items: [Item]
    public var range: SourceRange
}
