import Foundation
import Testing
import FlowTestSupport
import FlowDiagnostics
import FlowSyntax
@testable import FlowCompiler

/// One line being typed must not hide the rest of the file's mistakes.
///
/// Every `Workflows/` file checks clean, so a known semantic error is first
/// injected into each body (an unknown name), automation (a cron minute out
/// of range) and intent (an unknown parameter type). Then each line in turn
/// is replaced by garbage and, separately, cut in the middle of a word
/// (`LineMutations`; a `}` at its start and a `{` at its end are kept), and
/// the file is checked again. It must not trap, and:
///
/// - every diagnostic of the unbroken file on another statement is still
///   reported, unless it sits in the declaration the broken line opened
///   (`shortcut "..." {`, `intent X {`: what is inside depends on it);
/// - when the line no longer checks, nothing new is reported except on the
///   broken statement's own lines, or about a name written on the broken line
///   (`unknown name 'weather'` when `let weather = ...` broke), or inside the
///   declaration it opened, or anywhere when it was a `use` (everything may
///   come from the used file). A mutation that still checks (`max 1_000`
///   cut to `max 1_`) is another program, and what it changes elsewhere is real.
///
/// Every line of every file is tried, both ways: about 1,900 checks.
@Suite struct OneLineMutationTests {
    static let files = flowFiles(in: packageRoot.appendingPathComponent("Workflows"))
        + flowFiles(in: packageRoot.appendingPathComponent("Workflows/apps"))

    @Test(arguments: files)
    func everyLineBrokenInTurnKeepsTheOtherLinesDiagnostics(_ url: URL) throws {
        let original = try String(contentsOf: url, encoding: .utf8)
        let (text, injected) = Injection.inject(original, path: url.path)
        let base = check(text, path: url.path)
        try #require(injected.count >= 1, "nothing to inject into \(url.lastPathComponent)")
        try #require(base.filter { $0.severity == .error }.count == injected.count,
                     "each injected line must report one error: \(base.map(\.description))")
        let structure = LineStructure(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var checks = 0
        for (index, line) in lines.enumerated() where !injected.contains(index) {
            for mutation in LineMutations.of(line) {
                var mutated = lines
                mutated[index] = mutation
                let after = check(mutated.joined(separator: "\n"), path: url.path)
                checks += 1
                let statement = structure.statementLines(of: index)
                let opened = structure.declarationOpened(on: index)
                let where_ = "\(url.lastPathComponent):\(index + 1) as `\(mutation.trimmingCharacters(in: .whitespaces))`"
                for kept in base where !statement.contains(kept.line) && !(opened?.contains(kept.line) ?? false) {
                    #expect(after.contains(kept), "\(where_) hides \(kept)")
                }
                // A line that still checks is another program, whose consequences are real, not a cascade.
                let broken = after.contains { $0.severity == .error && statement.contains($0.line) && !base.contains($0) }
                guard broken, !structure.isUse(index) else { continue }
                let names = structure.names(on: index)
                for new in after where !base.contains(new) && !statement.contains(new.line) && !(opened?.contains(new.line) ?? false) {
                    // A broken `requires` declares other scopes: what its steps may reach is about that line.
                    let declaresScopes = lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("requires")
                        && Self.capabilityIds.contains(new.id)
                    let aboutTheLine = declaresScopes || names.contains { new.message.contains("'\($0)'") }
                    #expect(aboutTheLine, "\(where_) adds a cascade: \(new)")
                }
            }
        }
        #expect(checks > 0)
    }

    /// What a step reaching outside its declared capabilities reports.
    static let capabilityIds: Set<String> = ["compiler.outside-capability-scope", "compiler.undeclared-capability", "compiler.unneeded-capability"]

    /// A diagnostic by where it is and what it says.
    struct Seen: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var id: String
        var message: String
        var severity: Diagnostic.Severity

        var description: String { "\(line + 1):\(column): \(id): \(message)" }
    }

    /// The file's own diagnostics, checked as `flow check` checks it (its uses read from disk).
    func check(_ text: String, path: String) -> [Seen] {
        let workspace = Workspace { FileManager.default.contents(atPath: $0).map(Array.init) }
        let file = SourceFile(path: path, text: text)
        workspace.addRoot(file)
        _ = Compiler.compile(workspace)
        let own = workspace.allDiagnostics.first { $0.0.path == path }?.1 ?? []
        return own.map { diagnostic in
            let position = file.position(of: diagnostic.range.start)
            return Seen(line: position.line - 1, column: position.column, id: diagnostic.id, message: diagnostic.message,
                        severity: diagnostic.severity)
        }
    }
}

/// Known semantic errors, one per body, automation and intent, each on a line of its own.
enum Injection {
    static let name = "show-result(zzInjectedUnknownName)"
    static let trigger = "when cron \"61 * * * *\""
    static let parameter = "param zzInjected: ZzInjectedUnknownType"

    /// The text with the lines inserted before the closing `}` of each
    /// place, and the indices of the inserted lines.
    static func inject(_ text: String, path: String) -> (String, Set<Int>) {
        let parse = Parser.parse(SourceFile(path: path, text: text))
        var insertions: [(offset: Int, line: String)] = []
        func before(_ range: SourceRange, _ line: String) { insertions.append((range.end - 1, line)) }
        func body(_ shortcut: ShortcutDecl) { before(shortcut.body.range, name) }
        for decl in parse.syntax.declarations {
            switch decl.kind {
            case .shortcut(let shortcut): body(shortcut)
            case .automation(let automation):
                before(automation.range, trigger)
                for case .doBlock(let block) in automation.clauses { before(block.range, name) }
            case .app(let app):
                for member in app.members {
                    switch member {
                    case .intent(let intent): before(intent.range, parameter)
                    case .gallery(let shortcut): body(shortcut)
                    default: break
                    }
                }
            case .use: break
            }
        }
        var bytes = Array(text.utf8)
        var lines: [String] = []
        for (offset, line) in insertions.sorted(by: { $0.offset > $1.offset }) {
            // Only where the `}` starts its line: a one-line block stays as it is.
            var lineStart = offset
            while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            guard bytes[lineStart..<offset].allSatisfy({ $0 == 0x20 }) else { continue }
            let indent = String(repeating: " ", count: offset - lineStart + 2)
            bytes.insert(contentsOf: Array((indent + line + "\n").utf8), at: lineStart)
            lines.append(line)
        }
        let result = String(decoding: bytes, as: UTF8.self)
        let injected = result.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { lines.contains($0.element.trimmingCharacters(in: .whitespaces)) }.map(\.offset)
        return (result, Set(injected))
    }
}

/// What a line is part of, read from the unbroken text's tokens.
struct LineStructure {
    let file: SourceFile
    let tokens: [Token]
    /// For each line, the first line of its statement: lines inside an open `(` or `[` continue the one before.
    let statementStart: [Int]

    init(_ text: String) {
        file = SourceFile(path: "", text: text)
        tokens = Parser.parse(file).tokens
        var start = Array(0..<file.lineCount)
        var depth = 0
        for token in tokens {
            // A token over several lines (a multi-line string) makes them one statement.
            let (first, last) = (file.lineIndex(of: token.range.start), file.lineIndex(of: max(token.range.start, token.range.end - 1)))
            if last > first { for line in (first + 1)...last { start[line] = start[first] } }
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .newline where depth > 0:
                let line = file.lineIndex(of: token.range.start)
                if line + 1 < start.count { start[line + 1] = start[line] }
            default: break
            }
        }
        statementStart = start
    }

    func lineTokens(_ line: Int) -> [Token] {
        tokens.filter { $0.kind != .newline && $0.kind != .endOfFile && file.lineIndex(of: $0.range.start) == line }
    }

    /// The lines of the statement `line` belongs to.
    func statementLines(of line: Int) -> ClosedRange<Int> {
        let first = statementStart[line]
        var last = line
        while last + 1 < statementStart.count && statementStart[last + 1] == first { last += 1 }
        return first...last
    }

    /// Words written on the line: the names a diagnostic about it would quote.
    func names(on line: Int) -> [String] {
        lineTokens(line).filter { $0.kind == .identifier }.map { file.text($0.range) }
            + lineTokens(line).filter(\.kind.isStringLiteral).map { file.text($0.range).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    }

    func isUse(_ line: Int) -> Bool { lineTokens(line).first.map { file.text($0.range) == "use" } ?? false }

    /// Words that open a block whose statements depend on its header: an
    /// automation's `do` block holds the `requires` its steps are held to.
    static let declarationWords: Set<String> = ["app", "enum", "type", "intent", "param", "response", "shortcut", "automation", "gallery", "do"]

    /// The lines of the declaration whose header this line starts, to its closing `}`.
    func declarationOpened(on line: Int) -> ClosedRange<Int>? {
        guard let first = lineTokens(line).first, Self.declarationWords.contains(file.text(first.range)) else { return nil }
        let lastHeaderLine = statementLines(of: line).upperBound
        guard let open = tokens.firstIndex(where: { $0.kind == .leftBrace && file.lineIndex(of: $0.range.start) >= line
                                                   && file.lineIndex(of: $0.range.start) <= lastHeaderLine }) else {
            return line...lastHeaderLine
        }
        var depth = 0
        for token in tokens[open...] {
            if token.kind == .leftBrace { depth += 1 }
            if token.kind == .rightBrace {
                depth -= 1
                if depth == 0 { return line...file.lineIndex(of: token.range.start) }
            }
        }
        return line...(file.lineCount - 1)
    }
}
