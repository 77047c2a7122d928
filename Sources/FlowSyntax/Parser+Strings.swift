import FlowDiagnostics

extension Parser {
    /// string = quoted-string | raw-string | multiline-string ;
    ///
    /// Cooks the current string token: resolves escapes and parses each
    /// interpolation with a parser over just its bytes (same file offsets).
    mutating func parseStringLiteral() -> StringLiteral {
        let token = advance()
        let range = token.range
        if token.isMalformed {
            // The lexer reported it and the rest of its line went into the
            // token: stay quiet about what follows on that line.
            lastErrorIndex = max(lastErrorIndex, index)
        }
        switch token.kind {
        case .rawString:
            let contentEnd = token.isMalformed ? range.end : range.end - 1
            let text = file.text(SourceRange(start: range.start + 1, end: contentEnd))
            return StringLiteral(style: .raw, segments: text.isEmpty ? [] : [.text(text)], range: range)
        case .multilineString:
            var literal = cookMultiline(token)
            literal.bracePlaceholders = bracePlaceholders(range.start + 3, token.isMalformed ? range.end : range.end - 3, multiline: true)
            return literal
        default:
            let contentEnd = token.isMalformed ? range.end : range.end - 1
            var cooker = StringCooker()
            cookSegment(range.start + 1, contentEnd, into: &cooker, multiline: false, malformed: token.isMalformed)
            return StringLiteral(style: .quoted, segments: cooker.finish(), range: range,
                                 bracePlaceholders: bracePlaceholders(range.start + 1, contentEnd, multiline: false))
        }
    }

    /// The `{name}`s in a string's text between `start` and `end`, outside
    /// its `${...}` interpolations and not escaped.
    func bracePlaceholders(_ start: Int, _ end: Int, multiline: Bool) -> [Identifier] {
        let bytes = file.bytes
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2D
        }
        var found: [Identifier] = []
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
            } else if byte == UInt8(ascii: "$") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "{") {
                guard let close = Lexer.interpolationEnd(in: bytes, openedAt: index, end: end, multiline: multiline) else { return found }
                index = close + 1
            } else if byte == UInt8(ascii: "{") {
                var nameEnd = index + 1
                while nameEnd < end && isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                if nameEnd > index + 1, nameEnd < end, bytes[nameEnd] == UInt8(ascii: "}"), !(bytes[index + 1] >= 0x30 && bytes[index + 1] <= 0x39) {
                    let name = String(decoding: bytes[(index + 1)..<nameEnd], as: UTF8.self)
                    found.append(Identifier(name, range: SourceRange(start: index, end: nameEnd + 1)))
                    index = nameEnd + 1
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return found
    }

    /// multiline-string = '"""' newline { ... } newline { " " | ? tab ? } '"""' ;
    /// The closing delimiter's indentation is removed from every line.
    mutating func cookMultiline(_ token: Token) -> StringLiteral {
        let range = token.range
        let bytes = file.bytes
        var cooker = StringCooker()
        guard !token.isMalformed else {
            return StringLiteral(style: .multiline, segments: [.text(file.text(SourceRange(start: range.start + 3, end: range.end)))], range: range)
        }
        // The opening delimiter must end its line.
        var contentStart = range.start + 3
        while contentStart < range.end && (bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09 || bytes[contentStart] == 0x0D) {
            contentStart += 1
        }
        let closing = range.end - 3
        guard contentStart < closing, bytes[contentStart] == 0x0A else {
            diagnostics.add(Diagnostic(id: "syntax.multiline-string-delimiter",
                                       message: "a multi-line string's text starts on the line after '\"\"\"'",
                                       range: SourceRange(start: range.start, end: range.start + 3),
                                       fixIts: [.init("insert a line break", range: .at(range.start + 3), replacement: "\n")]))
            return StringLiteral(style: .multiline, segments: [], range: range)
        }
        contentStart += 1
        // The closing delimiter must start its line (after indentation).
        var indentStart = closing
        while indentStart > contentStart - 1 && (bytes[indentStart - 1] == 0x20 || bytes[indentStart - 1] == 0x09) {
            indentStart -= 1
        }
        guard indentStart == contentStart || bytes[indentStart - 1] == 0x0A else {
            diagnostics.add(Diagnostic(id: "syntax.multiline-string-delimiter",
                                       message: "a multi-line string's closing '\"\"\"' goes on a line of its own",
                                       range: SourceRange(start: closing, end: range.end),
                                       fixIts: [.init("insert a line break", range: .at(closing), replacement: "\n")]))
            return StringLiteral(style: .multiline, segments: [], range: range)
        }
        let indent = Array(bytes[indentStart..<closing])
        // The content is every line from contentStart up to the newline before the indentation.
        let contentEnd = max(contentStart, indentStart - 1)
        var lineStart = contentStart
        while lineStart <= contentEnd {
            var lineEnd = lineStart
            while lineEnd < contentEnd && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var textStart = lineStart
            let isBlank = bytes[lineStart..<lineEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if isBlank {
                textStart = lineEnd
            } else if lineEnd - lineStart >= indent.count && Array(bytes[lineStart..<(lineStart + indent.count)]) == indent {
                textStart = lineStart + indent.count
            } else {
                diagnostics.add(Diagnostic(id: "syntax.multiline-string-indentation",
                                           message: "this line of the multi-line string is indented less than its closing '\"\"\"'",
                                           range: .at(lineStart),
                                           notes: [.init("the closing delimiter is here", at: SourceRange(start: closing, end: range.end))]))
            }
            if lineStart > contentStart { cooker.append("\n") }
            cookSegment(textStart, lineEnd, into: &cooker, multiline: true, malformed: false)
            if lineEnd >= contentEnd { break }
            lineStart = lineEnd + 1
        }
        return StringLiteral(style: .multiline, segments: cooker.finish(), range: range)
    }

    /// escape = "\" ( "n" | "t" | "r" | "0" | "\" | '"' | "'" | "$" | "u{" hex-digit { hex-digit } "}" ) ;
    /// interpolation = "${" expr "}" ;
    /// hex-digit = digit | ? "a"..."f" | "A"..."F" ? ;
    mutating func cookSegment(_ start: Int, _ end: Int, into cooker: inout StringCooker, multiline: Bool, malformed: Bool) {
        let bytes = file.bytes
        var index = start
        var runStart = start
        func flush(_ upTo: Int, _ cooker: inout StringCooker) {
            if upTo > runStart { cooker.append(String(decoding: bytes[runStart..<upTo], as: UTF8.self)) }
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                flush(index, &cooker)
                let escapeStart = index
                let next = index + 1 < end ? bytes[index + 1] : 0
                index += 2
                switch next {
                case UInt8(ascii: "n"): cooker.append("\n")
                case UInt8(ascii: "t"): cooker.append("\t")
                case UInt8(ascii: "r"): cooker.append("\r")
                case UInt8(ascii: "0"): cooker.append("\0")
                case UInt8(ascii: "\\"): cooker.append("\\")
                case UInt8(ascii: "\""): cooker.append("\"")
                case UInt8(ascii: "'"): cooker.append("'")
                case UInt8(ascii: "$"): cooker.append("$")
                case UInt8(ascii: "u"):
                    index = cookUnicodeEscape(escapeStart, end, into: &cooker)
                default:
                    if !malformed {
                        let shown = next == 0 || next == 0x0A ? "\\" : file.text(SourceRange(start: escapeStart, end: min(end, escapeStart + 2)))
                        diagnostics.add(Diagnostic(id: "syntax.invalid-escape",
                                                   message: "invalid escape sequence '\(shown)'; use \\n \\t \\r \\0 \\\\ \\\" \\' \\$ or \\u{...}, or a raw string '...'",
                                                   range: SourceRange(start: escapeStart, end: min(end, escapeStart + 2))))
                    }
                }
                index = min(index, end)
                runStart = index
            } else if byte == UInt8(ascii: "$") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "{") {
                flush(index, &cooker)
                guard !malformed, let close = Lexer.interpolationEnd(in: bytes, openedAt: index, end: end, multiline: multiline) else {
                    // The lexer already reported the unterminated interpolation: keep the rest as text.
                    runStart = index
                    index = end
                    break
                }
                cooker.appendInterpolation(parseInterpolation(from: index, close: close))
                index = close + 1
                runStart = index
            } else {
                // Plain text up to the next escape or `$`, in a tight loop.
                index += 1
                while index < end && bytes[index] != UInt8(ascii: "\\") && bytes[index] != UInt8(ascii: "$") { index += 1 }
            }
        }
        flush(min(index, end), &cooker)
    }

    /// `\u{1F372}`: one to eight hex digits naming a Unicode scalar.
    mutating func cookUnicodeEscape(_ escapeStart: Int, _ end: Int, into cooker: inout StringCooker) -> Int {
        let bytes = file.bytes
        var index = escapeStart + 2
        var value: UInt32 = 0
        var digits = 0
        var valid = index < end && bytes[index] == UInt8(ascii: "{")
        if valid {
            index += 1
            while index < end, let digit = hexValue(bytes[index]) {
                value = value &* 16 &+ UInt32(digit)
                digits += 1
                index += 1
            }
            valid = digits >= 1 && digits <= 8 && index < end && bytes[index] == UInt8(ascii: "}")
            if index < end && bytes[index] == UInt8(ascii: "}") { index += 1 }
        }
        if valid, let scalar = Unicode.Scalar(value) {
            cooker.append(String(Character(scalar)))
        } else {
            diagnostics.add(Diagnostic(id: "syntax.invalid-unicode-escape",
                                       message: "invalid Unicode escape; write \\u{...} with 1 to 8 hex digits naming a Unicode scalar, e.g. \\u{1F372}",
                                       range: SourceRange(start: escapeStart, end: index)))
        }
        return index
    }

    func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// Parses the expression between `${` at `open` and `}` at `close`.
    mutating func parseInterpolation(from open: Int, close: Int) -> Expr {
        let whole = SourceRange(start: open, end: close + 1)
        // Checked before lexing the inside: past the limit, the rest of a
        // deeply nested string is not lexed again at every level.
        if depth + 1 > Parser.maximumDepth {
            reportTooDeep("brackets, blocks and interpolations nest more than \(Parser.maximumDepth) levels deep here; the inner interpolations are skipped",
                          at: whole)
            return Expr(.missing, range: whole)
        }
        let inner = (open + 2)..<close
        var lexer = Lexer(bytes: file.bytes, range: inner, diagnostics: DiagnosticBag(limit: 100))
        let lexed = lexer.run()
        var sub = Parser(file: file, tokens: lexed.tokens.filter { $0.kind != .newline }, diagnostics: lexer.diagnostics,
                         depth: depth + 1)
        sub.newlineContext = [false]
        sub.inInterpolation = true
        sub.reportedDepthError = reportedDepthError
        var expr: Expr
        if sub.kind == .endOfFile {
            sub.error("syntax.empty-interpolation", "expected an expression inside '${}'", at: whole)
            expr = Expr(.missing, range: whole)
        } else {
            expr = sub.parseExpr()
            if sub.kind != .endOfFile {
                sub.errorAtCurrent("syntax.unexpected-in-interpolation", "expected '}' to end the interpolation")
            }
        }
        reportedDepthError = sub.reportedDepthError
        for diagnostic in sub.diagnostics.diagnostics { diagnostics.add(diagnostic) }
        return expr
    }
}

/// Builds a string literal's segments, merging adjacent text.
struct StringCooker {
    var segments: [StringLiteral.Segment] = []
    var text = ""

    mutating func append(_ piece: String) { text += piece }

    mutating func appendInterpolation(_ expr: Expr) {
        if !text.isEmpty { segments.append(.text(text)) }
        text = ""
        segments.append(.interpolation(expr))
    }

    mutating func finish() -> [StringLiteral.Segment] {
        if !text.isEmpty { segments.append(.text(text)) }
        text = ""
        return segments
    }
}
