import FlowDiagnostics

/// The parser: tokens in, a syntax tree and diagnostics out.
///
/// It never throws and never traps. Everything that can go wrong becomes a
/// diagnostic plus a *missing* node (`Expr.Kind.missing`, `Stmt.Kind.invalid`),
/// and parsing goes on, so one run reports every independent mistake.
///
/// Four rules keep that honest:
/// - **One mistake, one diagnostic.** After an error, no further error is
///   reported until the parser has moved past the token that caused it
///   (`lastErrorIndex`); recovery then skips to the end of the line or the
///   enclosing `}`.
/// - **Progress.** Every loop either consumes a token or leaves; `parseList`
///   skips a token itself when an item parser consumed nothing.
/// - **Bounded depth.** Brackets, blocks and the levels of an expression's
///   tree (operators, `.member`, calls, subscripts) nest at most
///   `maximumDepth` deep; beyond that one diagnostic, and the tree stops
///   growing, so hostile input cannot exhaust the stack here or in any phase
///   that walks the tree after (checker, formatter, dumper, interpreter).
/// - **A broken statement is an error node, and only it.** A statement (or
///   automation clause) with a syntax error of its own becomes an error node
///   (`Stmt.Kind.invalid`, a `let` whose value is `.missing`, a condition
///   that is `.missing`), so the checker checks everything around it without
///   a cascade from it; blocks the broken line opens are kept and checked
///   (`trackingErrors`, `errorNode(for:)`).
///
/// Newlines end clauses and statements, except inside `(...)` and `[...]`;
/// `newlineContext` is that stack. Each `parseX` function quotes the
/// production of `Grammar/flow.ebnf` it implements.
public struct Parser {
    /// Deep enough for any program a person writes, shallow enough that a
    /// recursive descent stays far from the 512 KiB stacks of worker threads.
    public static let maximumDepth = 100

    let file: SourceFile
    var tokens: [Token]
    var index = 0
    var diagnostics: DiagnosticBag
    var newlineContext: [Bool] = [true]
    var depth: Int
    var lastErrorIndex = -1
    var reportedDepthError = false
    /// True in the parser of a `${...}`, whose end is the closing '}'.
    var inInterpolation = false
    /// Errors that were not added to `diagnostics`: held back by cascade
    /// suppression, or already reported by the lexer in a token the parser
    /// consumed. They still make the statement they are in broken.
    var heldBackErrors = 0
    /// Errors inside the tracked regions nested in the current one
    /// (statements in a block of this statement), which are theirs, not its.
    var nestedErrors = 0

    init(file: SourceFile, tokens: [Token], diagnostics: DiagnosticBag, depth: Int = 0) {
        self.file = file
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.depth = depth
    }

    /// Parses a whole file.
    public static func parse(_ file: SourceFile) -> ParseResult {
        var diagnostics = DiagnosticBag()
        let lexed = Lexer.lex(file, diagnostics: &diagnostics)
        var parser = Parser(file: file, tokens: lexed.tokens, diagnostics: diagnostics)
        let syntax = parser.parseFile()
        parser.diagnostics.sortByPosition()
        return ParseResult(file: file, syntax: syntax, diagnostics: parser.diagnostics,
                           comments: lexed.comments, tokens: lexed.tokens)
    }

    // MARK: - Looking at tokens

    var current: Token { tokens[index] }
    var kind: TokenKind { tokens[index].kind }

    func text(_ token: Token) -> String { file.text(token.range) }

    /// Whether the current token is the identifier `word` (a contextual keyword).
    func at(_ word: String) -> Bool {
        guard tokens[index].kind == .identifier else { return false }
        return matches(tokens[index], word)
    }

    func matches(_ token: Token, _ word: String) -> Bool {
        let range = token.range
        guard range.length == word.utf8.count else { return false }
        var offset = range.start
        for byte in word.utf8 {
            if file.bytes[offset] != byte { return false }
            offset += 1
        }
        return true
    }

    /// The kind `n` tokens ahead, skipping newlines when they are not significant here.
    func peekKind(_ n: Int = 1) -> TokenKind {
        var position = index
        var remaining = n
        while remaining > 0 && tokens[position].kind != .endOfFile {
            position += 1
            if !newlinesSignificant {
                while tokens[position].kind == .newline { position += 1 }
            }
            remaining -= 1
        }
        return tokens[position].kind
    }

    /// True when a line break separates the current token from the one before.
    var atLineStart: Bool { index > 0 && tokens[index - 1].kind == .newline }

    var newlinesSignificant: Bool { newlineContext[newlineContext.count - 1] }

    // MARK: - Consuming tokens

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if token.kind != .endOfFile { index += 1 }
        if token.kind == .invalid || token.isMalformed { heldBackErrors += 1 }
        skipIgnoredNewlines()
        return token
    }

    mutating func skipIgnoredNewlines() {
        if !newlinesSignificant {
            while tokens[index].kind == .newline { index += 1 }
        }
    }

    mutating func consume(_ kind: TokenKind) -> Token? {
        self.kind == kind ? advance() : nil
    }

    mutating func consume(_ word: String) -> Token? {
        at(word) ? advance() : nil
    }

    /// Consumes `kind` or reports `message` (and returns nil).
    mutating func expect(_ kind: TokenKind, _ message: String, id: String = "syntax.expected-token",
                         notes: [Diagnostic.Note] = []) -> Token? {
        if self.kind == kind { return advance() }
        let closes = kind == .rightParen || kind == .rightBracket || kind == .rightBrace
        errorAtCurrent(id, message, notes: notes, missingCloser: closes)
        return nil
    }

    /// Enters `(`/`[` (newlines ignored) or `{` (newlines count).
    mutating func pushNewlines(significant: Bool) {
        newlineContext.append(significant)
        skipIgnoredNewlines()
    }

    mutating func popNewlines() {
        if newlineContext.count > 1 { newlineContext.removeLast() }
    }

    // MARK: - Errors

    /// Reports unless the parser has not moved since the last error (cascade
    /// suppression), or the offending token was already reported by the lexer.
    mutating func error(_ id: String, _ message: String, at range: SourceRange,
                        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        guard index > lastErrorIndex else {
            heldBackErrors += 1
            return
        }
        lastErrorIndex = index
        if current.kind == .invalid || current.isMalformed {
            heldBackErrors += 1
            return
        }
        diagnostics.add(Diagnostic(id: id, message: message, range: range, notes: notes, fixIts: fixIts))
    }

    /// An error at the current token, naming what was found; a `hint`
    /// ("did you mean 'title'?") follows the finding.
    mutating func errorAtCurrent(_ id: String, _ message: String, hint: String? = nil, notes: [Diagnostic.Note] = [],
                                 fixIts: [Diagnostic.FixIt] = [], missingCloser: Bool = false) {
        error(id, message + ", found " + describeCurrent() + (hint.map { "; " + $0 } ?? ""),
              at: rangeForError(missingCloser: missingCloser), notes: notes, fixIts: fixIts)
    }

    /// What the current token is, for messages: "'foo'", "end of line".
    func describeCurrent() -> String {
        switch kind {
        case .endOfFile where inInterpolation: return "the end of the interpolation"
        case .endOfFile, .newline, .invalid: return kind.spelling
        case .string, .rawString, .multilineString: return "a string"
        default:
            let spelled = text(current)
            return "'" + (spelled.count > 30 ? String(spelled.prefix(30)) + "…" : spelled) + "'"
        }
    }

    /// Where to point for "expected X": at the token, or just after the
    /// previous one when the current token is a newline or the end (or,
    /// for a missing closing bracket, starts the next line: in `f(a` with
    /// the `)` never typed, the mistake is at the end of that line).
    func rangeForError(missingCloser: Bool = false) -> SourceRange {
        if (kind == .newline || kind == .endOfFile || (missingCloser && atLineStart)) && index > 0 {
            var previous = index - 1
            while previous > 0 && tokens[previous].kind == .newline { previous -= 1 }
            if tokens[previous].kind != .newline { return .at(tokens[previous].range.end) }
        }
        return current.range
    }

    // MARK: - Recovery

    /// Skips to the end of the current line or `;`, or to (not past) the `}`
    /// that closes the enclosing block, stepping over balanced groups.
    mutating func skipToEndOfLine() {
        var braces = 0
        var brackets = 0
        while kind != .endOfFile {
            switch kind {
            case .newline, .semicolon:
                if braces == 0 && brackets == 0 { return }
            case .leftBrace: braces += 1
            case .rightBrace:
                if braces == 0 { return }
                braces -= 1
            case .leftParen, .leftBracket: brackets += 1
            case .rightParen, .rightBracket: brackets = max(0, brackets - 1)
            default: break
            }
            index += 1
        }
    }

    /// Skips a bracketed group starting at the current opening token, to just
    /// past its matching closer (or the end), without recursion.
    mutating func skipGroup() {
        var open = 0
        repeat {
            switch kind {
            case .leftBrace, .leftParen, .leftBracket: open += 1
            case .rightBrace, .rightParen, .rightBracket: open -= 1
            default: break
            }
            if kind == .endOfFile { return }
            index += 1
        } while open > 0
        skipIgnoredNewlines()
    }

    /// Enters one level of nesting, or reports (once per file) and skips the group.
    mutating func enterNesting() -> Bool {
        if depth >= Parser.maximumDepth {
            reportTooDeep("brackets and blocks nest more than \(Parser.maximumDepth) levels deep here; the group is skipped")
            skipGroup()
            return false
        }
        depth += 1
        return true
    }

    /// Enters one level of an expression's tree that has no brackets of its
    /// own: a binary operator, a prefix `-` or `not`, a `.member`, a call or
    /// a subscript. Later phases walk the tree recursively, so a flat chain
    /// (`a + a + ...`, `x.x.x...`) is as deep as its length and counts
    /// against the same limit as brackets. Past it the caller parses on but
    /// does not grow the tree; the diagnostic (once per file) points here.
    mutating func enterExpressionLevel(at token: Token) -> Bool {
        if depth >= Parser.maximumDepth {
            reportTooDeep("this expression nests more than \(Parser.maximumDepth) levels deep here (each operator, '-', 'not', '.', call and subscript is a level); split it with 'let'",
                          at: token.range)
            return false
        }
        depth += 1
        return true
    }

    /// The one `syntax.nesting-too-deep` diagnostic of a file.
    mutating func reportTooDeep(_ message: String, at range: SourceRange? = nil) {
        heldBackErrors += 1
        if !reportedDepthError {
            reportedDepthError = true
            diagnostics.add(Diagnostic(id: "syntax.nesting-too-deep", message: message, range: range ?? current.range))
        }
        lastErrorIndex = max(lastErrorIndex, index)
    }

    mutating func leaveNesting() { depth -= 1 }

    /// `shortcut "..."`, `automation "..."` or `app Name` at the start of a
    /// line: inside a body this means a `}` is missing above, so the body
    /// ends there and the declaration is parsed as one.
    var atStartOfDeclaration: Bool {
        ((at("shortcut") || at("automation")) && peekKind().isStringLiteral) || (at("app") && peekKind() == .identifier)
    }

    /// When a bracketed list lacks its ',' or closer: if the closer comes
    /// later on (before any brace), a comma was missing; skip to the closer
    /// and consume it so one mistake stays one diagnostic. Otherwise the
    /// closer itself is missing; stay put.
    mutating func recoverToCloser(_ closer: TokenKind) -> Token? {
        var position = index
        var depth = 0
        while tokens[position].kind != .endOfFile {
            switch tokens[position].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 {
                    guard tokens[position].kind == closer else { return nil }
                    index = position
                    return advance()
                }
                depth -= 1
            case .leftBrace, .rightBrace:
                return nil
            default: break
            }
            position += 1
        }
        return nil
    }

    /// True when the current token ends an item of a list of lines.
    var atItemEnd: Bool {
        switch kind {
        case .newline, .semicolon, .rightBrace, .endOfFile: return true
        default: return atLineStart
        }
    }

    /// After an item of a `{ ... }` body: anything left on the line is an error.
    mutating func expectItemEnd(after what: String) {
        if atItemEnd { return }
        errorAtCurrent("syntax.expected-line-end", "expected end of line or ';' after \(what)")
        skipToEndOfLine()
    }

    /// `{ items }` for every braced body: skips separators, calls `parseItem`
    /// at each item, guarantees progress, and reports a missing `}` with a
    /// note at the opening one. Returns the range from `{` to `}` (or the end).
    mutating func parseBraced(_ context: String, openingFor opener: SourceRange? = nil,
                              _ parseItem: (inout Parser) -> Void) -> SourceRange? {
        guard kind == .leftBrace else {
            errorAtCurrent("syntax.expected-opening-brace", "expected '{' to begin \(context)")
            return nil
        }
        guard enterNesting() else { return nil }
        defer { leaveNesting() }
        let open = current.range
        pushNewlines(significant: true)
        index += 1
        while true {
            while kind == .newline || kind == .semicolon { index += 1 }
            if kind == .rightBrace || kind == .endOfFile { break }
            if atLineStart && atStartOfDeclaration { break }
            let before = index
            parseItem(&self)
            if index == before {
                // Every item parser reports before giving up; this only
                // guarantees progress should one ever consume nothing.
                if kind == .leftBrace || kind == .leftParen || kind == .leftBracket { skipGroup() } else { index += 1 }
                skipToEndOfLine()
            }
        }
        popNewlines()
        if kind == .rightBrace {
            let close = advance()
            return open.union(close.range)
        }
        // Missing '}': at the end of the file, or before the next declaration.
        let end = kind == .endOfFile ? file.bytes.count : tokens[index - 1].range.end
        let place = kind == .endOfFile ? "" : " before the next declaration"
        error("syntax.expected-closing-brace", "expected '}' to end \(context)\(place)", at: .at(end),
              notes: [.init("to match this opening '{'", at: open)],
              fixIts: [.init("insert '}'", range: .at(end), replacement: "}")])
        return SourceRange(start: open.start, end: end)
    }
}

/// What parsing one file produced.
public struct ParseResult: Sendable {
    public let file: SourceFile
    public let syntax: FileSyntax
    public let diagnostics: DiagnosticBag
    public let comments: [SourceRange]
    public let tokens: [Token]

    public var hasErrors: Bool { diagnostics.hasErrors }
}
