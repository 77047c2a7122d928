import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// A title, subtitle, description or summary as written: its text and
/// `${...}` placeholders, each text kept with where it starts in the file
/// when it maps there byte for byte (no escapes), so a warning can point at
/// the word. Fix-its replace the whole string literal with the corrected one.
public struct TitleText: Sendable {
    /// How the talks' advice applies: titles start with a verb and drop "a"
    /// and "an"; subtitles (and descriptions) add to a title; summaries are
    /// an action's sentence in the editor, read as its title.
    public enum Role: String, Sendable {
        case title, subtitle, summary
    }

    public enum Piece: Hashable, Sendable {
        /// Text, and the offset in the file where it starts when it maps byte for byte.
        case text(String, start: Int?)
        /// `${soup}`: the path it names and its source text.
        case placeholder(path: [String], source: String, range: SourceRange)
    }

    public var role: Role
    /// "the title of intent OrderSoup", for messages.
    public var what: String
    public var file: SourceFile
    /// The string literal (or the text, for apps' suggestions).
    public var range: SourceRange
    /// How to write a corrected literal; nil when it cannot be edited here
    /// (a multi-line string, text outside a `.flow` file).
    public var style: StringLiteral.Style?
    public var pieces: [Piece]
    /// The apps whose names it should not repeat: an intent's own, or the apps a shortcut uses.
    public var apps: [AppModel] = []
    /// The types of the names placeholders may use (an intent's parameters).
    public var placeholderTypes: [String: FlowType] = [:]
    /// An app's text is checked strictly; a person's own shortcut may name
    /// people and places, so only clear Title Case counts there.
    public var isAppText = true
    /// Text the shortcut passes on verbatim (its string literals): what quotes may enclose.
    public var verbatim: Set<String> = []
    /// A description (an intent's, a shortcut's): a subtitle shown apart
    /// from its title, which may restate the title before adding to it.
    public var isDescription = false
    /// A title and its subtitle share a key, for the duplicate rule.
    public var pair: String?
    /// The intent's category verb, which a title may start with.
    public var categoryVerb: String?

    public init(role: Role, what: String, file: SourceFile, range: SourceRange, style: StringLiteral.Style?, pieces: [Piece]) {
        self.role = role
        self.what = what
        self.file = file
        self.range = range
        self.style = style
        self.pieces = pieces
    }

    /// The text with placeholders as written: `Order ${quantity} ${soup}`.
    public var text: String { Self.text(pieces) }

    static func text(_ pieces: [Piece]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text, _): text
            case .placeholder(_, let source, _): source
            }
        }.joined()
    }

    // MARK: - From a string literal

    /// The pieces of `literal` as written in `file`.
    init(role: Role, what: String, literal: StringLiteral, in file: SourceFile) {
        var pieces: [Piece] = []
        let delimiter = literal.style == .multiline ? 3 : 1
        var cursor = min(literal.range.start + delimiter, literal.range.end)
        let contentEnd = max(cursor, literal.range.end - delimiter)
        let bytes = file.bytes
        for (index, segment) in literal.segments.enumerated() {
            switch segment {
            case .text(let text):
                var end = contentEnd
                if index + 1 < literal.segments.count, case .interpolation(let next) = literal.segments[index + 1] {
                    end = Self.placeholderBounds(next.range, in: bytes, within: cursor..<contentEnd).lowerBound
                }
                let exact = literal.style != .multiline && cursor <= end && file.text(SourceRange(start: cursor, end: end)) == text
                pieces.append(.text(text, start: exact ? cursor : nil))
                cursor = max(cursor, end)
            case .interpolation(let expr):
                let bounds = Self.placeholderBounds(expr.range, in: bytes, within: cursor..<contentEnd)
                let range = SourceRange(start: bounds.lowerBound, end: bounds.upperBound)
                let path = file.text(expr.range).split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
                pieces.append(.placeholder(path: path, source: file.text(range), range: range))
                cursor = max(cursor, bounds.upperBound)
            }
        }
        self.init(role: role, what: what, file: file, range: literal.range, style: literal.style, pieces: pieces)
    }

    /// Where `${` ... `}` around an interpolated expression start and end.
    static func placeholderBounds(_ expr: SourceRange, in bytes: [UInt8], within limits: Range<Int>) -> Range<Int> {
        var start = min(max(expr.start, limits.lowerBound), limits.upperBound)
        while start - 2 >= limits.lowerBound && !(bytes[start - 2] == 0x24 && bytes[start - 1] == 0x7B) { start -= 1 }
        start = start - 2 >= limits.lowerBound ? start - 2 : min(max(expr.start, limits.lowerBound), limits.upperBound)
        var end = min(max(expr.end, start), limits.upperBound)
        while end < limits.upperBound && bytes[end] != 0x7D { end += 1 }
        end = end < limits.upperBound ? end + 1 : min(max(expr.end, start), limits.upperBound)
        return start..<max(start, end)
    }

    // MARK: - Tokens

    /// A word, a placeholder or a mark (punctuation, a quotation mark), in order.
    public struct Token: Sendable {
        public enum Kind: Sendable { case word, placeholder, mark }
        public var kind: Kind
        public var text: String
        public var piece: Int
        /// Where in the piece's text (empty for a placeholder).
        public var range: Range<String.Index>
        /// Whether a sentence starts here: the first token, or after '.', '!', '?' or ':'.
        public var startsSentence = false
    }

    public var tokens: [Token] { Self.tokens(pieces) }

    static func tokens(_ pieces: [Piece]) -> [Token] {
        var tokens: [Token] = []
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .placeholder(_, let source, _):
                tokens.append(Token(kind: .placeholder, text: source, piece: index, range: source.startIndex..<source.startIndex))
            case .text(let text, _):
                var position = text.startIndex
                while position < text.endIndex {
                    let character = text[position]
                    if character.isWhitespace {
                        position = text.index(after: position)
                    } else if isWordCharacter(character) {
                        var end = text.index(after: position)
                        while end < text.endIndex {
                            let next = text[end]
                            if isWordCharacter(next) {
                                end = text.index(after: end)
                            } else if next == "'" || next == "’" || next == "-", text.index(after: end) < text.endIndex,
                                      isWordCharacter(text[text.index(after: end)]) {
                                end = text.index(after: end)
                            } else {
                                break
                            }
                        }
                        tokens.append(Token(kind: .word, text: String(text[position..<end]), piece: index, range: position..<end))
                        position = end
                    } else {
                        let end = text.index(after: position)
                        tokens.append(Token(kind: .mark, text: String(character), piece: index, range: position..<end))
                        position = end
                    }
                }
            }
        }
        var startsSentence = true
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .mark {
                if let mark = token.text.first, TitleVocabulary.sentenceEnds.contains(mark) { startsSentence = true }
                continue
            }
            tokens[index].startsSentence = startsSentence
            startsSentence = false
        }
        return tokens
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Quoted spans: the token indices of each opening and closing mark
    /// (nil when it is never closed).
    public var quotations: [(open: Int, close: Int?)] { Self.quotations(tokens) }

    static func quotations(_ tokens: [Token]) -> [(open: Int, close: Int?)] {
        var spans: [(open: Int, close: Int?)] = []
        var open: (index: Int, mark: Character)?
        for (index, token) in tokens.enumerated() where token.kind == .mark {
            guard let mark = token.text.first, TitleVocabulary.quotes.contains(mark) else { continue }
            if let current = open, closes(current.mark, with: mark) {
                spans.append((current.index, index))
                open = nil
            } else if open == nil {
                open = (index, mark)
            }
        }
        if let open { spans.append((open.index, nil)) }
        return spans
    }

    static func closes(_ opening: Character, with mark: Character) -> Bool {
        switch opening {
        case "“": mark == "”" || mark == "\""
        case "‘": mark == "’" || mark == "'"
        case "„": mark == "“" || mark == "”"
        case "«": mark == "»"
        case "»": mark == "«"
        default: mark == opening
        }
    }

    /// Indices of the tokens inside quotation marks.
    var quotedTokens: Set<Int> {
        var quoted = Set<Int>()
        let count = tokens.count
        for span in quotations {
            let end = span.close ?? count
            if span.open + 1 < end { quoted.formUnion((span.open + 1)..<end) }
        }
        return quoted
    }

    // MARK: - Where

    /// The range in the file of a token, or of the whole literal when its text does not map byte for byte.
    func sourceRange(of token: Token) -> SourceRange {
        guard token.piece < pieces.count else { return range }
        switch pieces[token.piece] {
        case .placeholder(_, _, let range): return range
        case .text(let text, let start):
            guard let start else { return range }
            let from = start + text.utf8.distance(from: text.startIndex, to: token.range.lowerBound)
            let to = start + text.utf8.distance(from: text.startIndex, to: token.range.upperBound)
            return SourceRange(start: from, end: to)
        }
    }

    // MARK: - Editing

    /// A change to one piece's text.
    struct Edit {
        var piece: Int
        var range: Range<String.Index>
        var replacement: String
    }

    /// Replaces a word token.
    static func replacing(_ token: Token, with text: String) -> Edit {
        Edit(piece: token.piece, range: token.range, replacement: text)
    }

    /// Removes a token with the spaces after it (before it, at the end of its piece).
    func removing(_ token: Token) -> Edit {
        guard case .text(let text, _) = pieces[token.piece] else { return Edit(piece: token.piece, range: token.range, replacement: "") }
        var end = token.range.upperBound
        while end < text.endIndex && text[end] == " " { end = text.index(after: end) }
        var start = token.range.lowerBound
        if end == token.range.upperBound {
            while start > text.startIndex && text[text.index(before: start)] == " " { start = text.index(before: start) }
        }
        return Edit(piece: token.piece, range: start..<end, replacement: "")
    }

    /// The pieces after `edits` (placeholders unchanged), with spaces tidied
    /// where a removal left them doubled, leading, trailing or before punctuation.
    func applying(_ edits: [Edit]) -> [Piece] {
        var result = pieces
        for index in result.indices {
            guard case .text(var text, _) = result[index] else { continue }
            let mine = edits.filter { $0.piece == index }.sorted { $0.range.lowerBound > $1.range.lowerBound }
            guard !mine.isEmpty else { continue }
            var lastStart = text.endIndex
            for edit in mine {
                // Removals of neighbouring words share the space between them: the earlier one stops where the later began.
                var range = edit.range
                if range.upperBound > lastStart {
                    guard edit.replacement.isEmpty, range.lowerBound <= lastStart else { continue }
                    range = range.lowerBound..<lastStart
                }
                text.replaceSubrange(range, with: edit.replacement)
                lastStart = range.lowerBound
            }
            while text.contains("  ") { text = text.replacingOccurrences(of: "  ", with: " ") }
            for mark in [",", ".", ":", ";", "!", "?"] { text = text.replacingOccurrences(of: " " + mark, with: mark) }
            result[index] = .text(text, start: nil)
        }
        if case .text(let text, _)? = result.first { result[0] = .text(String(text.drop { $0 == " " }), start: nil) }
        if case .text(let text, _)? = result.last {
            result[result.count - 1] = .text(String(text.reversed().drop { $0 == " " }.reversed()), start: nil)
        }
        return result.filter { if case .text(let text, _) = $0 { !text.isEmpty } else { true } }
    }

    /// The string literal that says `pieces`, in this text's style, or nil
    /// when it cannot be written here.
    func literal(_ pieces: [Piece]) -> String? {
        guard let style, style != .multiline else { return nil }
        let hasPlaceholder = pieces.contains { if case .placeholder = $0 { true } else { false } }
        let plain = Self.text(pieces)
        if style == .raw && !hasPlaceholder && !plain.contains("'") && !plain.contains("\n") { return "'" + plain + "'" }
        var literal = "\""
        for piece in pieces {
            switch piece {
            case .placeholder(_, let source, _): literal += source
            case .text(let text, _): literal += Self.escaped(text)
            }
        }
        return literal + "\""
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "{" where previous == "$": result.removeLast(); result += "\\${"
            default:
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1, scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.append(character)
                }
            }
            previous = character
        }
        return result
    }

    /// The fix-it that writes the text after `edits`, or nil when there is
    /// nothing to write (no change, no words left, or not editable here).
    func fixIt(_ edits: [Edit]) -> Diagnostic.FixIt? {
        let fixed = applying(edits)
        guard Self.tokens(fixed).contains(where: { $0.kind != .mark }), let literal = literal(fixed),
              literal != file.text(range) else { return nil }
        return Diagnostic.FixIt("replace with \(literal)", range: range, replacement: literal)
    }

    /// "Order soup" → "order soup": the first character in upper or lower case.
    static func withFirstLetter(_ word: String, uppercased: Bool) -> String {
        guard let first = word.first else { return word }
        return (uppercased ? first.uppercased() : first.lowercased()) + word.dropFirst()
    }

    /// Edits that give the first word left after `removed` tokens a capital,
    /// when the text started with one of them (a sentence starts there).
    func capitalizingAfter(removing removed: Set<Int>) -> [Edit] {
        let tokens = self.tokens
        guard let first = tokens.indices.first(where: { tokens[$0].kind != .mark }), removed.contains(first) else { return [] }
        guard let next = tokens.indices.first(where: { !removed.contains($0) && tokens[$0].kind != .mark }),
              tokens[next].kind == .word, let letter = tokens[next].text.first, letter.isLowercase else { return [] }
        return [Self.replacing(tokens[next], with: Self.withFirstLetter(tokens[next].text, uppercased: true))]
    }
}
