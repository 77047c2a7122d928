import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// Asks the checker what it knows at the cursor of text that is being typed:
/// a marker name is put at the cursor (`order.` becomes `order.zzflowprobezz`),
/// the text is checked with a `CheckRecord` watching for the marker, and the
/// record says what the marker's place holds: the names in scope, the type
/// before the `.`, the enum a `.case` must be of.
///
/// The same checker that reports errors answers, so completion offers
/// exactly what the checker accepts. To stay fast on a long file only the
/// declaration with the cursor is checked, with the file's `use` and `app`
/// declarations: every other declaration is blanked to spaces, which keeps
/// every offset where it was. A line being typed elsewhere needs no care:
/// the checker checks around a statement that does not parse.
enum Probe {
    static let marker = "zzflowprobezz"

    /// What may close what the cursor leaves open, tried in order until the
    /// text parses: nothing, a call's `)`, a template's `}"` (and `}")`).
    static let closings = ["", ")", "}\"", "}\")", "\")", " {\n}"]

    static func record(_ document: Document, at offset: Int, project: Project) -> CheckRecord {
        let record = CheckRecord(probe: marker)
        let workspace = project.makeWorkspace()
        workspace.addRoot(SourceFile(path: document.path, bytes: probed(focused(document.bytes, on: offset), at: offset, path: document.path)))
        _ = Compiler.compile(workspace, recording: record)
        return record
    }

    /// The text with the marker at `offset` and the first closing after
    /// which the marker's line has no syntax error, so its statement is
    /// checked (a statement that does not parse is not). Other lines being
    /// typed need nothing: the checker checks around them.
    static func probed(_ text: [UInt8], at offset: Int, path: String) -> [UInt8] {
        var first: [UInt8]?
        for closing in closings {
            var candidate = text
            candidate.insert(contentsOf: Array((marker + closing).utf8), at: offset)
            let parse = Parser.parse(SourceFile(path: path, bytes: candidate))
            let line = parse.file.lineIndex(of: offset)
            let markerLineParses = !parse.diagnostics.diagnostics.contains {
                $0.severity == .error && parse.file.lineIndex(of: $0.range.start) == line
            }
            if markerLineParses { return candidate }
            if first == nil { first = candidate }
        }
        return first ?? text
    }

    /// The text with every top-level declaration blanked but the `use` and
    /// `app` ones and the one holding `offset`. Declarations are found by
    /// their first word at the start of a line outside any bracket, from
    /// tokens, so text that does not parse is cut the same way.
    static func focused(_ bytes: [UInt8], on offset: Int) -> [UInt8] {
        let tokens = Lexer.scan(bytes).tokens
        var starts: [(offset: Int, kept: Bool)] = []
        var depth = 0
        var lineStart = true
        for token in tokens {
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .identifier where depth == 0 && lineStart:
                let word = String(decoding: bytes[token.range.start..<token.range.end], as: UTF8.self)
                if word == "shortcut" || word == "automation" { starts.append((token.range.start, false)) }
                if word == "use" || word == "app" { starts.append((token.range.start, true)) }
            default: break
            }
            lineStart = token.kind == .newline || token.kind == .semicolon
        }
        var result = bytes
        for (index, start) in starts.enumerated() where !start.kept {
            let end = index + 1 < starts.count ? starts[index + 1].offset : bytes.count
            if start.offset <= offset && offset <= end { continue }
            for position in start.offset..<end where result[position] != 0x0A { result[position] = 0x20 }
        }
        return result
    }
}
