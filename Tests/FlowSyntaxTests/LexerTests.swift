import Testing
import FlowDiagnostics
@testable import FlowSyntax

@Suite struct LexerTests {
    func kinds(_ text: String) -> [TokenKind] {
        var bag = DiagnosticBag()
        return Lexer.lex(SourceFile(path: "t", text: text), diagnostics: &bag).tokens.map(\.kind)
    }

    func lexed(_ text: String) -> (tokens: [Token], comments: [SourceRange], diagnostics: [Diagnostic]) {
        var bag = DiagnosticBag()
        let result = Lexer.lex(SourceFile(path: "t", text: text), diagnostics: &bag)
        return (result.tokens, result.comments, bag.diagnostics)
    }

    @Test func kebabCaseIdentifiersAreOneToken() {
        #expect(kinds("send-message run-without-asking shortcut-type") == [.identifier, .identifier, .identifier, .endOfFile])
    }

    @Test func minusBeforeADigitOrSpaceIsSubtraction() {
        #expect(kinds("total-1") == [.identifier, .minus, .integer, .endOfFile])
        #expect(kinds("a - b") == [.identifier, .minus, .identifier, .endOfFile])
    }

    @Test func reservedWordsAreTheirOwnKinds() {
        #expect(kinds("let var if else for in repeat try catch stop output ask menu when and or not true false")
                == [.kwLet, .kwVar, .kwIf, .kwElse, .kwFor, .kwIn, .kwRepeat, .kwTry, .kwCatch, .kwStop, .kwOutput,
                    .kwAsk, .kwMenu, .kwWhen, .kwAnd, .kwOr, .kwNot, .kwTrue, .kwFalse, .endOfFile])
        // Top-level words are contextual: `shortcut` may name a variable.
        #expect(kinds("app shortcut automation use") == [.identifier, .identifier, .identifier, .identifier, .endOfFile])
    }

    @Test func contextualKeywordsAreIdentifiers() {
        #expect(kinds("title prompt mode catchup param") == [.identifier, .identifier, .identifier, .identifier, .identifier, .endOfFile])
    }

    @Test func numbersQuantitiesAndCurrency() {
        #expect(kinds("42 1_000 2.95") == [.integer, .integer, .decimal, .endOfFile])
        #expect(kinds("500ms 10s 1h30m 2.5km") == [.quantity, .quantity, .quantity, .quantity, .endOfFile])
        #expect(kinds("$2.95 €3 £1 ¥500 2.95 USD") == [.currency, .currency, .currency, .currency, .currency, .endOfFile])
    }

    @Test func currencyCodeMustEndTheWord() {
        #expect(kinds("2 USDX") == [.integer, .identifier, .endOfFile])
    }

    @Test func rangesAreNotDecimals() {
        #expect(kinds("1...99") == [.integer, .ellipsis, .integer, .endOfFile])
        #expect(kinds("0..<5") == [.integer, .halfOpenRange, .integer, .endOfFile])
    }

    @Test func datesAndTimes() {
        #expect(kinds("2026-03-29 2026-03-29T02:30 2026-03-29T02:30:00+02:00 2026-03-29T02:30Z")
                == [.date, .date, .date, .date, .endOfFile])
        #expect(kinds("07:30 7:30:15") == [.time, .time, .endOfFile])
    }

    @Test func invalidDatesAndTimesAreReported() {
        #expect(lexed("2026-13-01").diagnostics.map(\.id) == ["syntax.invalid-date"])
        #expect(lexed("25:00").diagnostics.map(\.id) == ["syntax.invalid-time"])
    }

    @Test func hugeNumbersInDatesAndTimesDoNotOverflow() {
        #expect(lexed("2026-01-01T99999999999999999999999:00").diagnostics.map(\.id) == ["syntax.invalid-date"])
        #expect(kinds("99999999999999999999999999") == [.integer, .endOfFile])
    }

    @Test func stringsOfEveryStyle() {
        #expect(kinds(#""a ${b} c" 'raw ${x}'"#) == [.string, .rawString, .endOfFile])
        #expect(kinds("\"\"\"\n  text\n  \"\"\"") == [.multilineString, .endOfFile])
    }

    @Test func interpolationMayHoldStringsAndBraces() {
        let result = lexed(#""a ${f("}", [k: "{"])} b" x"#)
        #expect(result.tokens.map(\.kind) == [.string, .identifier, .endOfFile])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func unterminatedStringStopsAtTheLineEnd() {
        let result = lexed("\"abc\nnext")
        #expect(result.tokens.map(\.kind) == [.string, .newline, .identifier, .endOfFile])
        #expect(result.tokens[0].isMalformed)
        #expect(result.diagnostics.map(\.id) == ["syntax.unterminated-string"])
    }

    @Test func unterminatedInterpolationPointsAtItsStart() {
        let result = lexed(#""total ${x.total"#)
        #expect(result.diagnostics.map(\.id) == ["syntax.unterminated-interpolation"])
        #expect(result.diagnostics[0].range == SourceRange(start: 7, end: 9))
    }

    @Test func commentsAreKeptAsideAndNewlinesCollapse() {
        let result = lexed("#!/usr/bin/env -S flow run\na # one\n\n\nb")
        #expect(result.comments.count == 2)
        #expect(result.tokens.map(\.kind) == [.newline, .identifier, .newline, .identifier, .endOfFile])
    }

    @Test func aRunOfStrangeCharactersIsOneDiagnostic() {
        let result = lexed("a @@@ b")
        #expect(result.tokens.map(\.kind) == [.identifier, .invalid, .identifier, .endOfFile])
        #expect(result.diagnostics.map(\.id) == ["syntax.invalid-character"])
    }

    @Test func bangSuggestsNot() {
        #expect(lexed("!a").diagnostics.first?.message.contains("did you mean 'not'?") == true)
        #expect(kinds("a != b") == [.identifier, .bangEqual, .identifier, .endOfFile])
    }

    @Test func invalidUTF8AndNULAreReportedOnce() {
        var bag = DiagnosticBag()
        let bytes: [UInt8] = Array("a ".utf8) + [0xFF, 0xFE] + Array(" b ".utf8) + [0, 0] + Array(" c".utf8)
        let result = Lexer.lex(SourceFile(path: "t", bytes: bytes), diagnostics: &bag)
        #expect(bag.diagnostics.map(\.id).sorted() == ["syntax.invalid-utf8", "syntax.nul-byte"])
        #expect(result.tokens.last?.kind == .endOfFile)
    }

    @Test func everyTokenHasARangeInsideTheFile() {
        let text = "shortcut \"x\" { let a = [1, 2][0] + $3 }"
        let result = lexed(text)
        for token in result.tokens {
            #expect(token.range.start >= 0 && token.range.end <= text.utf8.count && token.range.start <= token.range.end)
        }
    }
}
