import FlowDiagnostics

/// The result of lexing: tokens (ending with `endOfFile`) and the comments,
/// which are not tokens but must survive formatting.
public struct LexedSource: Sendable {
    public var tokens: [Token]
    public var comments: [SourceRange]
}

/// Turns bytes into tokens. Hand-written, one pass, no backtracking beyond a
/// few bytes of look-ahead; it never fails: bytes that start no token become
/// an `invalid` token and one diagnostic per run of them.
///
/// The lexer can work on a slice of a file (`start..<end`): the parser lexes
/// the inside of a string interpolation that way, so offsets stay file offsets.
public struct Lexer {
    let bytes: [UInt8]
    var index: Int
    let end: Int
    var tokens: [Token] = []
    var comments: [SourceRange] = []
    var diagnostics: DiagnosticBag

    public init(bytes: [UInt8], range: Range<Int>? = nil, diagnostics: DiagnosticBag = DiagnosticBag()) {
        self.bytes = bytes
        self.index = range?.lowerBound ?? 0
        self.end = range?.upperBound ?? bytes.count
        self.diagnostics = diagnostics
    }

    /// Lexes a whole file: UTF-8 validation first, then tokens.
    public static func lex(_ file: SourceFile, diagnostics: inout DiagnosticBag) -> LexedSource {
        UTF8Validation.report(file.bytes, into: &diagnostics)
        var lexer = Lexer(bytes: file.bytes, diagnostics: diagnostics)
        let result = lexer.run()
        diagnostics = lexer.diagnostics
        return result
    }

    /// token = identifier | reserved-word | integer | decimal | quantity | currency
    ///       | date | time | string | punctuator | newline ;
    /// end-of-file = ? the end of the input ? ;
    public mutating func run() -> LexedSource {
        tokens.reserveCapacity((end - index) / 4)
        while true {
            skipSpacesAndComments()
            guard index < end else { break }
            lexToken()
        }
        tokens.append(Token(kind: .endOfFile, range: .at(end)))
        return LexedSource(tokens: tokens, comments: comments)
    }

    // MARK: - Reading bytes

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let position = index + offset
        return position < end ? bytes[position] : 0
    }

    @inline(__always) func has(_ offset: Int) -> Bool { index + offset < end }

    mutating func add(_ kind: TokenKind, from start: Int, malformed: Bool = false) {
        tokens.append(Token(kind: kind, range: SourceRange(start: start, end: index), isMalformed: malformed))
    }

    mutating func report(_ id: String, _ message: String, _ range: SourceRange,
                         notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        diagnostics.add(Diagnostic(id: id, message: message, range: range, notes: notes, fixIts: fixIts))
    }

    // MARK: - Trivia

    /// comment = "#" { ? any byte except a line feed ? } ;
    mutating func skipSpacesAndComments() {
        while index < end {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D, 0x0C, 0x0B:
                index += 1
            case UInt8(ascii: "#"):
                let start = index
                while index < end && bytes[index] != 0x0A { index += 1 }
                comments.append(SourceRange(start: start, end: index))
            default:
                return
            }
        }
    }

    // MARK: - Tokens

    mutating func lexToken() {
        let start = index
        let byte = bytes[index]
        switch byte {
        case 0x0A:
            index += 1
            lexNewline(start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier(start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber(start)
        case UInt8(ascii: "\""):
            if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
                lexMultilineString(start)
            } else {
                lexQuotedString(start)
            }
        case UInt8(ascii: "'"):
            lexRawString(start)
        case UInt8(ascii: "$") where isDigit(peek(1)):
            index += 1
            lexCurrencyAfterSymbol(start)
        case 0xE2 where peek(1) == 0x82 && peek(2) == 0xAC && isDigit(peek(3)):  // €
            index += 3
            lexCurrencyAfterSymbol(start)
        case 0xC2 where (peek(1) == 0xA3 || peek(1) == 0xA5) && isDigit(peek(2)):  // £ ¥
            index += 2
            lexCurrencyAfterSymbol(start)
        default:
            if let kind = lexPunctuator() {
                add(kind, from: start)
            } else {
                lexInvalid(start)
            }
        }
    }

    /// newline = ? a line feed, optionally preceded by a carriage return ? ;
    /// Blank lines collapse into one token: separators are not counted.
    mutating func lexNewline(_ start: Int) {
        if let last = tokens.last, last.kind == .newline {
            return
        }
        add(.newline, from: start)
    }

    /// punctuator = "{" | "}" | "(" | ")" | "[" | "]" | "," | ":" | ";" | "." | "..." | "..<"
    ///            | "=" | "+=" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "+" | "-" | "*" | "/" | "%" ;
    mutating func lexPunctuator() -> TokenKind? {
        let next = peek(1)
        let kind: TokenKind
        var length = 1
        switch bytes[index] {
        case UInt8(ascii: "{"): kind = .leftBrace
        case UInt8(ascii: "}"): kind = .rightBrace
        case UInt8(ascii: "("): kind = .leftParen
        case UInt8(ascii: ")"): kind = .rightParen
        case UInt8(ascii: "["): kind = .leftBracket
        case UInt8(ascii: "]"): kind = .rightBracket
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: ":"): kind = .colon
        case UInt8(ascii: ";"): kind = .semicolon
        case UInt8(ascii: "."):
            if next == UInt8(ascii: ".") && peek(2) == UInt8(ascii: ".") {
                kind = .ellipsis; length = 3
            } else if next == UInt8(ascii: ".") && peek(2) == UInt8(ascii: "<") {
                kind = .halfOpenRange; length = 3
            } else {
                kind = .dot
            }
        case UInt8(ascii: "="):
            if next == UInt8(ascii: "=") { kind = .equalEqual; length = 2 } else { kind = .equal }
        case UInt8(ascii: "!"):
            guard next == UInt8(ascii: "=") else { return nil }
            kind = .bangEqual; length = 2
        case UInt8(ascii: "<"):
            if next == UInt8(ascii: "=") { kind = .lessEqual; length = 2 } else { kind = .less }
        case UInt8(ascii: ">"):
            if next == UInt8(ascii: "=") { kind = .greaterEqual; length = 2 } else { kind = .greater }
        case UInt8(ascii: "+"):
            if next == UInt8(ascii: "=") { kind = .plusEqual; length = 2 } else { kind = .plus }
        case UInt8(ascii: "-"): kind = .minus
        case UInt8(ascii: "*"): kind = .star
        case UInt8(ascii: "/"): kind = .slash
        case UInt8(ascii: "%"): kind = .percent
        default: return nil
        }
        index += length
        return kind
    }

    /// A run of bytes that start no token: one `invalid` token, one diagnostic
    /// (none for invalid UTF-8, which `UTF8Validation` already reported).
    mutating func lexInvalid(_ start: Int) {
        var sawNUL = false
        var sawValidScalar = false
        repeat {
            let byte = bytes[index]
            if byte == 0 {
                sawNUL = true
                index += 1
            } else if byte < 0x80 {
                sawValidScalar = true
                index += 1
            } else {
                let length = UTF8Validation.sequenceLength(bytes, at: index, end: end)
                sawValidScalar = sawValidScalar || length > 0
                index += max(length, 1)
            }
        } while index < end && !startsToken(at: index)
        let range = SourceRange(start: start, end: index)
        add(.invalid, from: start)
        if sawNUL {
            report("syntax.nul-byte", "unexpected NUL byte in source", range)
        } else if sawValidScalar {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if text == "@" {
                reportAtSign(range)
            } else {
                report("syntax.invalid-character", "unexpected character '\(text)'" + hint(for: text), range)
            }
        }
    }

    /// `@x = 5` and `@x`: how other shortcut languages (Cherri, for one)
    /// declare and read variables. flow's form, with a fix-it.
    mutating func reportAtSign(_ range: SourceRange) {
        var end = index
        while end < self.end && (isIdentifierStart(bytes[end]) || isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "-")) { end += 1 }
        guard end > index, isIdentifierStart(bytes[index]) else {
            report("syntax.invalid-character", "unexpected character '@': variables are plain names in flow ('total'), and a cron macro goes in quotes (cron \"@daily\")", range)
            return
        }
        let name = String(decoding: bytes[index..<end], as: UTF8.self)
        var next = end
        while next < self.end && (bytes[next] == 0x20 || bytes[next] == 0x09) { next += 1 }
        let assigns = next < self.end && bytes[next] == UInt8(ascii: "=") && (next + 1 >= self.end || bytes[next + 1] != UInt8(ascii: "="))
        if assigns {
            report("syntax.invalid-character",
                   "unexpected character '@': flow declares a variable with 'var \(name) = ...' ('let' for one that never changes) and reads it as '\(name)'",
                   range, fixIts: [.init("declare it with 'var'", range: range, replacement: "var ")])
        } else {
            report("syntax.invalid-character", "unexpected character '@': a variable is read by its name alone, '\(name)'", range,
                   fixIts: [.init("remove '@'", range: range, replacement: "")])
        }
    }

    /// Whether a token, a space or a comment starts at `position`; ends a run of invalid bytes.
    func startsToken(at position: Int) -> Bool {
        let byte = bytes[position]
        let next = position + 1 < end ? bytes[position + 1] : 0
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: ";"), UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
             UInt8(ascii: "/"), UInt8(ascii: "%"):
            return true
        case UInt8(ascii: "!"): return next == UInt8(ascii: "=")
        case UInt8(ascii: "$"): return isDigit(next)
        case 0xE2, 0xC2: return isCurrencySymbol(at: position)
        default: return isIdentifierStart(byte) || isDigit(byte)
        }
    }

    /// Suggestions for characters people bring from other languages.
    func hint(for text: String) -> String {
        switch text {
        case "!": return "; did you mean 'not'?"
        case "&&", "&": return "; did you mean 'and'?"
        case "||", "|": return "; did you mean 'or'?"
        case "`": return "; strings use \" or '"
        default: return ""
        }
    }

    func isCurrencySymbol(at position: Int) -> Bool {
        let b0 = bytes[position]
        let b1 = position + 1 < end ? bytes[position + 1] : 0
        let b2 = position + 2 < end ? bytes[position + 2] : 0
        return (b0 == 0xE2 && b1 == 0x82 && b2 == 0xAC) || (b0 == 0xC2 && (b1 == 0xA3 || b1 == 0xA5))
    }

    // MARK: - Identifiers

    /// identifier = ident-start { ident-char | "-" ident-start } ;
    /// ident-start = ? "A"..."Z" | "a"..."z" | "_" ? ;
    /// ident-char = ident-start | digit ;
    /// reserved-word = "app" | "shortcut" | ... ;
    mutating func lexIdentifier(_ start: Int) {
        index += 1
        while index < end {
            let byte = bytes[index]
            if isIdentifierStart(byte) || isDigit(byte) {
                index += 1
            } else if byte == UInt8(ascii: "-") && index + 1 < end && isIdentifierStart(bytes[index + 1]) {
                index += 2
            } else {
                break
            }
        }
        let length = index - start
        // Reserved words are 2 to 6 ASCII letters: compared as packed bytes,
        // without building a String and hashing it for every identifier.
        if length >= 2 && length <= 8 && bytes[start] >= UInt8(ascii: "a") {
            var packed: UInt64 = 0
            for offset in 0..<length { packed |= UInt64(bytes[start + offset]) << (8 * UInt64(offset)) }
            if let reserved = ReservedWords.kind(packed) {
                add(reserved, from: start)
                return
            }
        }
        add(.identifier, from: start)
    }

    // MARK: - Numbers, quantities, dates, times, currency

    /// integer = digits ;
    /// decimal = digits "." digits ;
    /// digits = digit { digit | "_" } ;
    /// digit = ? "0"..."9" ? ;
    mutating func lexNumber(_ start: Int) {
        let digitCount = scanDigits()
        if digitCount == 4 && peek() == UInt8(ascii: "-") && isDigit(peek(1)) && isDigit(peek(2))
            && peek(3) == UInt8(ascii: "-") && isDigit(peek(4)) && isDigit(peek(5)) {
            lexDate(start)
            return
        }
        if digitCount <= 2 && peek() == UInt8(ascii: ":") && isDigit(peek(1)) && isDigit(peek(2)) && !isDigit(peek(3)) {
            lexTime(start)
            return
        }
        var kind = TokenKind.integer
        if peek() == UInt8(ascii: ".") && isDigit(peek(1)) {
            index += 1
            _ = scanDigits()
            kind = .decimal
        }
        if isIdentifierStart(peek()) {
            lexQuantityUnits(start)
            return
        }
        // currency = ( integer | decimal ) " " ? three letters "A"..."Z" ? ;
        if peek() == 0x20 && isUpper(peek(1)) && isUpper(peek(2)) && isUpper(peek(3))
            && !isIdentifierStart(peek(4)) && !isDigit(peek(4)) && peek(4) != UInt8(ascii: "-") {
            index += 4
            add(.currency, from: start)
            return
        }
        add(kind, from: start)
    }

    /// Digits and underscores; returns how many bytes.
    mutating func scanDigits() -> Int {
        let start = index
        while index < end && (isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_")) { index += 1 }
        return index - start
    }

    /// quantity = ( integer | decimal ) unit { integer unit } ;
    /// unit = letter { letter } ;
    /// letter = ? "A"..."Z" | "a"..."z" ? ;
    mutating func lexQuantityUnits(_ start: Int) {
        while true {
            while index < end && isLetter(bytes[index]) { index += 1 }
            // A compound duration continues with digits followed by a unit: 1h30m.
            let save = index
            if scanDigits() > 0 && isLetter(peek()) { continue }
            index = save
            break
        }
        add(.quantity, from: start)
    }

    /// currency = currency-symbol ( integer | decimal ) | ... ;
    /// currency-symbol = "$" | "€" | "£" | "¥" ;
    mutating func lexCurrencyAfterSymbol(_ start: Int) {
        _ = scanDigits()
        if peek() == UInt8(ascii: ".") && isDigit(peek(1)) {
            index += 1
            _ = scanDigits()
        }
        add(.currency, from: start)
    }

    /// date = digit digit digit digit "-" digit digit "-" digit digit
    ///        [ "T" time [ "Z" | ( "+" | "-" ) digit digit ":" digit digit ] ] ;
    mutating func lexDate(_ start: Int) {
        index += 6
        var valid = true
        let year = number(start, 4), month = number(start + 5, 2), day = number(start + 8, 2)
        if !(1...12).contains(month) || day < 1 || day > Lexer.daysIn(month: month, year: year) { valid = false }
        if peek() == UInt8(ascii: "T") && isDigit(peek(1)) {
            index += 1
            let timeStart = index
            while index < end && isDigit(bytes[index]) { index += 1 }
            if peek() == UInt8(ascii: ":") && isDigit(peek(1)) && isDigit(peek(2)) {
                valid = scanTimeRest(timeStart) && valid
            } else {
                valid = false
            }
            if peek() == UInt8(ascii: "Z") {
                index += 1
            } else if (peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-")) && isDigit(peek(1))
                        && isDigit(peek(2)) && peek(3) == UInt8(ascii: ":") && isDigit(peek(4)) && isDigit(peek(5)) {
                if number(index + 1, 2) > 14 || number(index + 4, 2) > 59 { valid = false }
                index += 6
            }
        }
        add(.date, from: start, malformed: !valid)
        if !valid {
            report("syntax.invalid-date", "invalid date '\(String(decoding: bytes[start..<index], as: UTF8.self))'; expected a real YYYY-MM-DD day, then optionally THH:MM[:SS] (hours 0-23) and Z or +HH:MM",
                   SourceRange(start: start, end: index))
        }
    }

    /// Days in a month of the proleptic Gregorian calendar: 2026-02-29 is no date.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// time = digit [ digit ] ":" digit digit [ ":" digit digit ] ;
    mutating func lexTime(_ start: Int) {
        let valid = scanTimeRest(start)
        add(.time, from: start, malformed: !valid)
        if !valid {
            report("syntax.invalid-time", "invalid time of day '\(String(decoding: bytes[start..<index], as: UTF8.self))'; hours go from 0 to 23 and minutes and seconds from 0 to 59",
                   SourceRange(start: start, end: index))
        }
    }

    /// After the hour digits of a time (at ":"), scans ":MM[:SS]"; true when in range.
    mutating func scanTimeRest(_ hourStart: Int) -> Bool {
        let hour = number(hourStart, index - hourStart)
        let hourDigits = index - hourStart
        index += 1
        let minute = number(index, 2)
        index += 2
        var second = 0
        if peek() == UInt8(ascii: ":") && isDigit(peek(1)) && isDigit(peek(2)) {
            second = number(index + 1, 2)
            index += 3
        }
        return hourDigits >= 1 && hourDigits <= 2 && hour <= 23 && minute <= 59 && second <= 59
    }

    /// The decimal value of `count` digits at `position`, saturating instead
    /// of overflowing: only small fields (months, hours) are ever range-checked.
    func number(_ position: Int, _ count: Int) -> Int {
        var value = 0
        for offset in 0..<count where position + offset < end {
            value = min(value, 1_000_000) * 10 + Int(bytes[position + offset] &- UInt8(ascii: "0"))
        }
        return value
    }

    // MARK: - Strings

    /// quoted-string = '"' { ? any character except '"', "\" and a line feed ? | escape | interpolation } '"' ;
    /// interpolation = "${" expr "}" ;
    mutating func lexQuotedString(_ start: Int) {
        index += 1
        let outcome = scanStringBody(openedAt: start, multiline: false)
        add(.string, from: start, malformed: outcome != .closed)
    }

    /// multiline-string = '"""' newline { ... } newline { " " | ? tab ? } '"""' ;
    mutating func lexMultilineString(_ start: Int) {
        index += 3
        // `""")` closes a string, and none is open (its opening line was
        // deleted or is being retyped): an error here, not the opening of a
        // string that would swallow the rest of the file.
        var next = index
        while next < end && (bytes[next] == 0x20 || bytes[next] == 0x09) { next += 1 }
        if next < end && (bytes[next] == UInt8(ascii: ")") || bytes[next] == UInt8(ascii: ",") || bytes[next] == UInt8(ascii: "]")) {
            add(.invalid, from: start)
            report("syntax.multiline-string-delimiter",
                   "this '\"\"\"' closes a multi-line string, and none is open; one opens with '\"\"\"' at the end of a line",
                   SourceRange(start: start, end: index))
            return
        }
        let outcome = scanStringBody(openedAt: start, multiline: true)
        add(.multilineString, from: start, malformed: outcome != .closed)
    }

    /// raw-string = "'" { ? any character except "'" and a line feed ? } "'" ;
    mutating func lexRawString(_ start: Int) {
        index += 1
        while index < end && bytes[index] != UInt8(ascii: "'") && bytes[index] != 0x0A { index += 1 }
        if index < end && bytes[index] == UInt8(ascii: "'") {
            index += 1
            add(.rawString, from: start)
        } else {
            add(.rawString, from: start, malformed: true)
            report("syntax.unterminated-string", "unterminated raw string; expected a closing \"'\" on the same line",
                   .at(start), fixIts: [.init("insert \"'\"", range: .at(index), replacement: "'")])
        }
    }

    enum StringOutcome { case closed, unterminated }

    /// What the scanner is inside of, innermost last. An explicit stack, not
    /// recursion, so `"${"${"${...` ten thousand deep cannot exhaust the stack.
    enum StringFrame {
        case string(openedAt: Int, multiline: Bool)
        case interpolation(openedAt: Int, braceDepth: Int)
    }

    /// Scans from just after an opening quote to just after the closing one,
    /// skipping escapes and interpolations (with nested strings and braces).
    /// The inside is cooked and parsed later by the parser.
    mutating func scanStringBody(openedAt start: Int, multiline: Bool, frames: [StringFrame]? = nil) -> StringOutcome {
        var stack: [StringFrame] = frames ?? [.string(openedAt: start, multiline: multiline)]
        while index < end {
            let byte = bytes[index]
            switch stack[stack.count - 1] {
            case .string(_, let isMultiline):
                if byte == UInt8(ascii: "\"") {
                    if isMultiline {
                        if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
                            index += 3
                            stack.removeLast()
                        } else {
                            index += 1
                        }
                    } else {
                        index += 1
                        stack.removeLast()
                    }
                    if stack.isEmpty { return .closed }
                } else if byte == UInt8(ascii: "\\") {
                    if peek(1) == 0x0A && !isMultiline { index += 1 } else { index += 2 }
                } else if byte == UInt8(ascii: "$") && peek(1) == UInt8(ascii: "{") {
                    stack.append(.interpolation(openedAt: index, braceDepth: 0))
                    index += 2
                } else if byte == 0x0A && !isMultiline {
                    return reportUnterminated(stack)
                } else {
                    // Plain text: skip the run in a tight loop rather than
                    // re-reading the frame stack for every byte.
                    index += 1
                    while index < end {
                        let next = bytes[index]
                        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") || next == UInt8(ascii: "$") || next == 0x0A { break }
                        index += 1
                    }
                }
            case .interpolation(let openedAt, let depth):
                if byte == UInt8(ascii: "\"") {
                    stack.append(.string(openedAt: index, multiline: false))
                    index += 1
                } else if byte == UInt8(ascii: "'") {
                    index += 1
                    while index < end && bytes[index] != UInt8(ascii: "'") && bytes[index] != 0x0A { index += 1 }
                    if index < end && bytes[index] == UInt8(ascii: "'") { index += 1 }
                } else if byte == UInt8(ascii: "{") {
                    stack[stack.count - 1] = .interpolation(openedAt: openedAt, braceDepth: depth + 1)
                    index += 1
                } else if byte == UInt8(ascii: "}") {
                    if depth == 0 {
                        stack.removeLast()
                        if stack.isEmpty {
                            index += 1
                            return .closed
                        }
                    } else {
                        stack[stack.count - 1] = .interpolation(openedAt: openedAt, braceDepth: depth - 1)
                    }
                    index += 1
                } else if byte == 0x0A && !multiline {
                    return reportUnterminated(stack)
                } else {
                    index += 1
                }
            }
        }
        index = min(index, end)
        return reportUnterminated(stack)
    }

    /// The offset of the `}` that closes the interpolation whose `${` is at
    /// `open`, or nil; used by the parser on strings the lexer found closed.
    static func interpolationEnd(in bytes: [UInt8], openedAt open: Int, end: Int, multiline: Bool) -> Int? {
        var scanner = Lexer(bytes: bytes, range: (open + 2)..<end)
        let outcome = scanner.scanStringBody(openedAt: open, multiline: multiline,
                                             frames: [.interpolation(openedAt: open, braceDepth: 0)])
        return outcome == .closed ? scanner.index - 1 : nil
    }

    mutating func reportUnterminated(_ stack: [StringFrame]) -> StringOutcome {
        leaveOutOpeningBrace(stack)
        // An open interpolation is the likelier mistake than the quote inside it.
        let frame = stack.last { if case .interpolation = $0 { true } else { false } } ?? stack[stack.count - 1]
        switch frame {
        case .interpolation(let openedAt, _):
            report("syntax.unterminated-interpolation", "unterminated interpolation; expected '}' to end it before the end of the line",
                   SourceRange(start: openedAt, end: openedAt + 2))
        case .string(let openedAt, let multiline):
            if multiline {
                report("syntax.unterminated-string", "unterminated multi-line string; expected '\"\"\"' on a line of its own",
                       SourceRange(start: openedAt, end: openedAt + 3))
            } else {
                report("syntax.unterminated-string", "unterminated string; expected '\"' before the end of the line",
                       .at(openedAt), fixIts: [.init("insert '\"'", range: .at(index), replacement: "\"")])
            }
        }
        return .unterminated
    }

    /// A one-line string left open on a line that ends in ` {` ends before
    /// the brace: that brace most likely opens the block of the line being
    /// typed (`"Clam Cho {`, `gallery "Today's topp {`), so the block is
    /// still parsed and checked rather than swallowed into the string.
    mutating func leaveOutOpeningBrace(_ stack: [StringFrame]) {
        guard case .string(let openedAt, false)? = stack.first else { return }
        var position = index
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        while position > openedAt + 1 && isBlank(bytes[position - 1]) { position -= 1 }
        guard position > openedAt + 2, bytes[position - 1] == UInt8(ascii: "{"), isBlank(bytes[position - 2]) else { return }
        position -= 1
        while position > openedAt + 1 && isBlank(bytes[position - 1]) { position -= 1 }
        index = position
    }

    // MARK: - Character classes

    @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    @inline(__always) func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    @inline(__always) func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
    }
    @inline(__always) func isIdentifierStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == 0x5F }
}
