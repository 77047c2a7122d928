import FlowDiagnostics

/// What a token is. Reserved words have their own kinds; contextual keywords
/// (`title`, `prompt`, `mode`, ...) are identifiers the parser recognizes by text.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case endOfFile, newline, identifier, invalid
    // Literals
    case integer, decimal, quantity, currency, date, time
    case string, rawString, multilineString
    // Reserved words
    case kwLet, kwVar, kwIf, kwElse, kwFor, kwIn
    case kwRepeat, kwTry, kwCatch, kwStop, kwOutput, kwAsk, kwMenu, kwWhen, kwAnd, kwOr
    case kwNot, kwTrue, kwFalse
    // Punctuators
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case comma, colon, semicolon, dot, ellipsis, halfOpenRange
    case equal, plusEqual, equalEqual, bangEqual, less, lessEqual, greater, greaterEqual
    case plus, minus, star, slash, percent

    /// The reserved words, by spelling. Everything else spelled like an
    /// identifier is one.
    public static let reservedWords: [String: TokenKind] = [
        "let": .kwLet, "var": .kwVar, "if": .kwIf, "else": .kwElse, "for": .kwFor, "in": .kwIn,
        "repeat": .kwRepeat, "try": .kwTry, "catch": .kwCatch, "stop": .kwStop,
        "output": .kwOutput, "ask": .kwAsk, "menu": .kwMenu, "when": .kwWhen, "and": .kwAnd,
        "or": .kwOr, "not": .kwNot, "true": .kwTrue, "false": .kwFalse,
    ]

    public var isReservedWord: Bool { rawValue >= TokenKind.kwLet.rawValue && rawValue <= TokenKind.kwFalse.rawValue }
    public var isStringLiteral: Bool { self == .string || self == .rawString || self == .multilineString }

    /// How the kind is named in messages: "expected ')'", "found identifier".
    public var spelling: String {
        switch self {
        case .endOfFile: "end of file"
        case .newline: "end of line"
        case .identifier: "identifier"
        case .invalid: "invalid character"
        case .integer: "integer"
        case .decimal: "decimal number"
        case .quantity: "quantity"
        case .currency: "currency amount"
        case .date: "date"
        case .time: "time of day"
        case .string, .rawString, .multilineString: "string"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .leftBracket: "'['"
        case .rightBracket: "']'"
        case .comma: "','"
        case .colon: "':'"
        case .semicolon: "';'"
        case .dot: "'.'"
        case .ellipsis: "'...'"
        case .halfOpenRange: "'..<'"
        case .equal: "'='"
        case .plusEqual: "'+='"
        case .equalEqual: "'=='"
        case .bangEqual: "'!='"
        case .less: "'<'"
        case .lessEqual: "'<='"
        case .greater: "'>'"
        case .greaterEqual: "'>='"
        case .plus: "'+'"
        case .minus: "'-'"
        case .star: "'*'"
        case .slash: "'/'"
        case .percent: "'%'"
        default:
            "'" + (TokenKind.reservedWords.first { $0.value == self }?.key ?? "?") + "'"
        }
    }
}

/// A token: its kind and where it is. The text is read from the source on
/// demand, so a token is three words.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: SourceRange
    /// True when the lexer already reported a problem inside this token (an
    /// unterminated string); the parser then stays quiet about it.
    public var isMalformed: Bool

    public init(kind: TokenKind, range: SourceRange, isMalformed: Bool = false) {
        self.kind = kind
        self.range = range
        self.isMalformed = isMalformed
    }
}
