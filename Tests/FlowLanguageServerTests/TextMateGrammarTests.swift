import Foundation
import Testing
import FlowDiagnostics
import FlowSyntax
@testable import FlowLanguageServer

/// Grammar/flow.tmLanguage.json, run by a small TextMate engine over every
/// file in Workflows/: every reserved word the lexer finds (its one list,
/// `TokenKind.reservedWords`) gets a keyword scope, every string literal a
/// string scope, and no string is left open (a quoted one at its line's
/// end, any at the file's end). The contextual keywords (`ContextualKeywords`)
/// are keywords where they start a line.
@Suite struct TextMateGrammarTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func tokenizer() throws -> TextMateTokenizer {
        try TextMateTokenizer(grammar: Data(contentsOf: root.appendingPathComponent("Grammar/flow.tmLanguage.json")))
    }

    static var workflows: [URL] {
        let folder = root.appendingPathComponent("Workflows")
        let names = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".flow") }.sorted()
        return names.map { folder.appendingPathComponent($0) }
    }

    /// The innermost scope at a byte offset of the file.
    static func scopes(at offset: Int, tokens: [TextMateTokenizer.Token], map: PositionMap) -> [String] {
        let (line, character) = map.position(offset)
        return tokens.first { $0.line == line && $0.range.contains(character) }?.scopes ?? []
    }

    static func isKeywordScope(_ scope: String) -> Bool {
        ["keyword.", "storage.", "constant.language."].contains { scope.hasPrefix($0) }
    }

    @Test func theGrammarNamesItsScope() throws {
        #expect(try Self.tokenizer().scopeName == "source.flow")
    }

    @Test func everyWorkflowTokenizesWithKeywordsAndStringsScoped() throws {
        let tokenizer = try Self.tokenizer()
        let files = Self.workflows
        try #require(files.count >= 10)
        var keywordsChecked = 0
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let file = SourceFile(path: url.lastPathComponent, text: text)
            let map = PositionMap(file: file, encoding: .utf16)
            var openStrings: [String] = []
            let tokens = tokenizer.tokenize(text) { line, scopes in
                if scopes.contains(where: { $0.hasPrefix("string.quoted.double") || $0.hasPrefix("string.quoted.single") }) {
                    openStrings.append("\(url.lastPathComponent):\(line + 1)")
                }
            }
            #expect(openStrings.isEmpty, "a quoted string left open at the end of \(openStrings)")
            #expect(!tokenizer.openScopes.contains { $0.hasPrefix("string") }, "\(url.lastPathComponent): a string is open at the end of the file")
            let lexed = Lexer.scan(file.bytes).tokens
            for (index, token) in lexed.enumerated() {
                let word = file.text(token.range)
                if token.kind.isReservedWord {
                    // After a dot, and as a label, a reserved word is a name (Grammar/README.md).
                    if index > 0 && lexed[index - 1].kind == .dot { continue }
                    if index + 1 < lexed.count && lexed[index + 1].kind == .colon { continue }
                    let scopes = Self.scopes(at: token.range.start, tokens: tokens, map: map)
                    #expect(scopes.last.map(Self.isKeywordScope) == true,
                            "\(url.lastPathComponent):\(file.position(of: token.range.start)): '\(word)' is scoped \(scopes)")
                    keywordsChecked += 1
                } else if token.kind.isStringLiteral {
                    let scopes = Self.scopes(at: token.range.start, tokens: tokens, map: map)
                    #expect(scopes.contains { $0.hasPrefix("string.") }, "\(url.lastPathComponent):\(file.position(of: token.range.start)): a string is scoped \(scopes)")
                }
            }
        }
        #expect(keywordsChecked > 50)
    }

    @Test func contextualKeywordsAreKeywordsAtTheStartOfALine() throws {
        let tokenizer = try Self.tokenizer()
        let words = ContextualKeywords.declarations + ContextualKeywords.appMembers + ContextualKeywords.intentClauses
            + ContextualKeywords.parameterClauses + ContextualKeywords.automationClauses + ContextualKeywords.statements
        for word in Set(words) {
            // Followed by a name (`enum Soup`) or a string (`shortcut "Lunch"`), as each is written.
            let scopes = ["  \(word) x", "  \(word) \"x\""].map { line in tokenizer.tokenize(line).first { $0.range.contains(3) }?.scopes ?? [] }
            #expect(scopes.contains { $0.last.map(Self.isKeywordScope) == true }, "'\(word)' at a line's start is scoped \(scopes)")
        }
        for trigger in ContextualKeywords.triggers {
            let scopes = tokenizer.tokenize("  when \(trigger) x").first { $0.range.contains(8) }?.scopes ?? []
            #expect(scopes.last.map(Self.isKeywordScope) == true, "'when \(trigger)' is scoped \(scopes)")
        }
    }

    /// The list, one example each: the scope of a piece of a line.
    @Test(arguments: [
        ("  wait(10s)", "10s", "constant.numeric.duration.flow"),
        ("  catchup latest within 1h", "1h", "constant.numeric.duration.flow"),
        ("  let price = $2.95", "$2.95", "constant.numeric.currency.flow"),
        ("  let n = 1_000", "1_000", "constant.numeric.flow"),
        ("  when at 12:30 on mon-fri", "12:30", "constant.numeric.time.flow"),
        ("  SoupChef.OrderSoup(soup: .clamChowder)", "clamChowder", "constant.other.enum-case.flow"),
        ("  SoupChef.OrderSoup(soup: .clamChowder)", "SoupChef", "entity.name.namespace.flow"),
        ("  SoupChef.OrderSoup(soup: .clamChowder)", "OrderSoup", "entity.name.function.intent.flow"),
        ("  SoupChef.OrderSoup(soup: .clamChowder)", "soup", "variable.parameter.label.flow"),
        ("  send-message(to: \"John\", text: \"hi\")", "send-message", "support.function.builtin.flow"),
        ("  ask-for-input(prompt: \"Name?\")", "ask-for-input", "support.function.builtin.flow"),
        ("  show-result(\"${order.total} \\(x)\") # done", "order", "source.flow.embedded"),
        ("  show-result(\"${order.total} \\n\") # done", "\\n", "constant.character.escape.flow"),
        ("  show-result(\"a\") # done", "# done", "comment.line.number-sign.flow"),
        ("  let x = order.total", "total", "variable.other.property.flow"),
        ("use SoupChef", "SoupChef", "entity.name.namespace.flow"),
        ("  if a matches \"*.pdf\" {", "matches", "keyword.operator.word.flow"),
    ])
    func piecesAreScoped(_ line: String, _ piece: String, _ scope: String) throws {
        let tokens = try Self.tokenizer().tokenize(line)
        let start = (line as NSString).range(of: piece).location
        let found = tokens.first { $0.range.contains(start) }?.scopes ?? []
        #expect(found.contains(scope), "'\(piece)' in '\(line)' is scoped \(found)")
    }
}
