import FlowCompiler
import FlowDiagnostics
import FlowSyntax
import FlowState

/// `textDocument/semanticTokens/full`: colors from what the lexer and the
/// checker know, so an editor without the TextMate grammar still colors,
/// and one with it learns what only the checker knows (a name is a variable,
/// an input, an app, an enum case).
extension LanguageServer {
    func semanticTokens(_ params: JSONValue) throws(RPC.Failure) -> JSONValue {
        let document = try document(params)
        let analysis = analysis(of: document)
        let spans = SemanticTokens.spans(document.file, analysis: analysis)
        return ["data": .array(SemanticTokens.encode(spans, positions: document.positions(encoding)).map { JSONValue($0) })]
    }
}

enum SemanticTokens {
    enum Kind: Int, CaseIterable {
        case namespace, type, enumeration, enumMember, function, parameter, variable, property, keyword, string, number, comment

        var name: String {
            switch self {
            case .enumeration: "enum"
            default: "\(self)"
            }
        }
    }

    struct Modifiers: OptionSet {
        let rawValue: Int
        static let declaration = Modifiers(rawValue: 1)
        static let readonly = Modifiers(rawValue: 2)
        static let defaultLibrary = Modifiers(rawValue: 4)
        static let names = ["declaration", "readonly", "defaultLibrary"]
    }

    static var legend: JSONValue {
        ["tokenTypes": .array(Kind.allCases.map { JSONValue($0.name) }), "tokenModifiers": .array(Modifiers.names.map { JSONValue($0) })]
    }

    struct Span {
        var range: SourceRange
        var kind: Kind
        var modifiers: Modifiers = []
    }

    /// Every colored span of the file, sorted, none overlapping.
    static func spans(_ file: SourceFile, analysis: Analysis) -> [Span] {
        let names = NameColors(analysis: analysis)
        let lexed = Lexer.scan(file.bytes)
        var spans = lexed.comments.map { Span(range: $0, kind: .comment) }
        spans += tokenSpans(lexed.tokens, bytes: file.bytes, names: names)
        return spans.sorted { $0.range.start < $1.range.start }
    }

    static func tokenSpans(_ tokens: [Token], bytes: [UInt8], names: NameColors, depth: Int = 0) -> [Span] {
        var spans: [Span] = []
        var lineStart = true
        for token in tokens {
            defer { lineStart = token.kind == .newline || token.kind == .semicolon || token.kind == .leftBrace }
            let kind = token.kind
            if kind.isReservedWord {
                spans.append(Span(range: token.range, kind: kind == .kwTrue || kind == .kwFalse ? .number : .keyword))
            } else if [.integer, .decimal, .quantity, .currency, .date, .time].contains(kind) {
                spans.append(Span(range: token.range, kind: .number))
            } else if kind.isStringLiteral {
                spans += stringSpans(token.range, bytes: bytes, names: names, depth: depth)
            } else if kind == .identifier {
                if let known = names.colors[token.range.start] {
                    spans.append(Span(range: token.range, kind: known.0, modifiers: known.1))
                } else {
                    let word = String(decoding: bytes[token.range.start..<token.range.end], as: UTF8.self)
                    if (lineStart && NameColors.keywords.contains(word)) || NameColors.inlineKeywords.contains(word) {
                        spans.append(Span(range: token.range, kind: .keyword))
                    }
                }
            }
        }
        return spans
    }

    /// A string's text as string spans, and each `${...}` inside as code
    /// (down to the parser's nesting limit; deeper, all of it is string).
    static func stringSpans(_ range: SourceRange, bytes: [UInt8], names: NameColors, depth: Int) -> [Span] {
        var spans: [Span] = []
        var textStart = range.start
        for hole in depth < Parser.maximumDepth ? TemplateScanner.holes(in: bytes, literal: range) : [] {
            if hole.lowerBound - 2 > textStart { spans.append(Span(range: SourceRange(start: textStart, end: hole.lowerBound - 2), kind: .string)) }
            let inner = Lexer.scan(bytes, range: hole).tokens
            spans += tokenSpans(inner, bytes: bytes, names: names, depth: depth + 1)
            textStart = min(hole.upperBound + 1, range.end)
        }
        if range.end > textStart { spans.append(Span(range: SourceRange(start: textStart, end: range.end), kind: .string)) }
        return spans
    }

    /// LSP's relative encoding: per token, the line delta, the start delta
    /// (from the previous token on the same line), length, type, modifiers.
    /// A span over several lines is cut at each line's end.
    static func encode(_ spans: [Span], positions: PositionMap) -> [Int] {
        var data: [Int] = []
        data.reserveCapacity(spans.count * 5)
        var previousLine = 0
        var previousCharacter = 0
        var lastEnd = 0
        for span in spans where span.range.start >= lastEnd && span.range.end > span.range.start {
            lastEnd = span.range.end
            var start = span.range.start
            while start < span.range.end {
                let (line, character) = positions.position(start)
                let end = min(span.range.end, positions.lineEnd(line))
                let length = positions.position(end).character - character
                if length > 0 {
                    data += [line - previousLine, line == previousLine ? character - previousCharacter : character, length,
                             span.kind.rawValue, span.modifiers.rawValue]
                    previousLine = line
                    previousCharacter = character
                }
                guard line + 1 < positions.file.lineStarts.count else { break }
                start = max(end + 1, positions.file.lineStarts[line + 1])
            }
        }
        return data
    }
}
