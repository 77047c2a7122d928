import FlowDiagnostics
import FlowSyntax

/// Text that does not parse, made to parse without moving any offset: the
/// statements with syntax errors are blanked to spaces (their braces kept,
/// so blocks stay blocks), a few rounds, since one repair can uncover the
/// next error. While someone types, one line is usually broken; the rest of
/// the file still has names, types and calls worth knowing (hover,
/// definition, colors), which the checker only gives for text that parses.
enum Repair {
    /// The text, repaired, or nil when a few rounds do not make it parse.
    static func parseable(_ text: [UInt8], path: String) -> [UInt8]? {
        var bytes = text
        for _ in 0..<4 {
            let parse = Parser.parse(SourceFile(path: path, bytes: bytes))
            guard parse.hasErrors else { return bytes }
            let errors = parse.diagnostics.diagnostics.filter { $0.severity == .error }.map(\.range.start)
            guard blankStatements(at: errors, in: &bytes, keepingLineOf: nil) else { return nil }
        }
        return nil
    }

    /// Blanks the statements holding `errors` (from the line where their
    /// brackets opened to the error's line), all but braces and the line of
    /// `kept`; false when there was nothing to blank.
    static func blankStatements(at errors: [Int], in bytes: inout [UInt8], keepingLineOf kept: Int?) -> Bool {
        let file = SourceFile(path: "", bytes: bytes)
        let keptLine = kept.map(file.lineIndex(of:))
        // The first line of the statement each line belongs to: lines inside open ( or [ continue the one before.
        var statementLine = Array(0..<file.lineCount)
        var depth = 0
        let tokens = Lexer.scan(bytes).tokens
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .newline where depth > 0:
                let line = file.lineIndex(of: token.range.start)
                if line + 1 < statementLine.count { statementLine[line + 1] = statementLine[line] }
            default: break
            }
        }
        var lines: Set<Int> = []
        for error in errors {
            let line = file.lineIndex(of: min(error, max(bytes.count - 1, 0)))
            for inner in statementLine[line]...line where inner != keptLine { lines.insert(inner) }
        }
        var changed = false
        for token in tokens where token.kind != .leftBrace && token.kind != .rightBrace && token.kind != .endOfFile {
            guard lines.contains(file.lineIndex(of: token.range.start)) else { continue }
            for position in token.range.start..<token.range.end where bytes[position] != 0x0A && bytes[position] != 0x20 {
                bytes[position] = 0x20
                changed = true
            }
        }
        return changed
    }
}
