import FlowDiagnostics
import FlowSyntax

/// What surrounds the cursor, read from tokens so it works on text that
/// does not parse (which is most text while someone types): the word being
/// typed, the tokens before it in the innermost code region (the file, or
/// the `${...}` the cursor is in), and whether the cursor is in a comment or
/// in a string's text, where nothing is completed.
struct CursorContext {
    enum Place { case code, comment, stringText }

    let place: Place
    /// The part of an identifier before the cursor (`ord` in `ord|er`).
    let prefix: String
    let wordStart: Int
    /// The region's tokens that end at or before `wordStart`, without the end-of-file token.
    let tokens: [Token]
    let bytes: [UInt8]
    /// Whether the region is an interpolation (`${...}`) rather than the file.
    let inInterpolation: Bool

    init(file: SourceFile, offset: Int) {
        bytes = file.bytes
        let cursor = min(max(offset, 0), file.bytes.count)
        var start = cursor
        while start > 0, Self.isWordByte(file.bytes[start - 1]) { start -= 1 }
        // A word starts with a letter or '_': `2h` and a leading '-' are not identifiers.
        while start < cursor, !Self.isWordStart(file.bytes[start]) { start += 1 }
        wordStart = start
        prefix = String(decoding: file.bytes[start..<cursor], as: UTF8.self)
        var region = 0..<file.bytes.count
        var interpolation = false
        var lexed = Lexer.scan(file.bytes, range: region)
        if lexed.comments.contains(where: { $0.start < cursor && cursor <= $0.end }) {
            (place, tokens, inInterpolation) = (.comment, [], false)
            return
        }
        // Down through the strings the cursor is in, to the innermost code.
        while let string = lexed.tokens.first(where: { $0.kind.isStringLiteral && $0.range.start < cursor && (cursor < $0.range.end || $0.isMalformed && cursor == $0.range.end) }) {
            guard let inner = TemplateScanner.innermostHole(in: file.bytes, literal: string.range, cursor: cursor) else {
                (place, tokens, inInterpolation) = (.stringText, [], false)
                return
            }
            region = inner..<cursor
            interpolation = true
            lexed = Lexer.scan(file.bytes, range: region)
        }
        place = .code
        inInterpolation = interpolation
        tokens = lexed.tokens.filter { $0.kind != .endOfFile && $0.range.end <= start }
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isWordStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
    }

    static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_")
    }

    func text(_ token: Token) -> String {
        String(decoding: bytes[token.range.start..<min(token.range.end, bytes.count)], as: UTF8.self)
    }

    /// The last token before the word, if any (newlines included).
    var previous: Token? { tokens.last }

    func token(before index: Int) -> Token? { index > 0 ? tokens[index - 1] : nil }

    /// The tokens since the start of the cursor's line (or statement, after `;`).
    var lineTokens: ArraySlice<Token> {
        let start = (tokens.lastIndex { $0.kind == .newline || $0.kind == .semicolon }).map { $0 + 1 } ?? 0
        return tokens[start...]
    }

    /// For each `{` still open at the cursor, the first word of the line that opened it
    /// (`shortcut`, `app`, `intent`, `if`, ...), outermost first.
    var openBlocks: [String] {
        var blocks: [String] = []
        var lineStart = 0
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .newline, .semicolon: lineStart = index + 1
            case .leftBrace: blocks.append(lineStart < index ? text(tokens[lineStart]) : "")
            case .rightBrace: if !blocks.isEmpty { blocks.removeLast() }
            default: break
            }
        }
        return blocks
    }
}
