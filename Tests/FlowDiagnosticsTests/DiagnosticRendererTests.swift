import Testing
@testable import FlowDiagnostics

@Suite struct DiagnosticRendererTests {
    let file = SourceFile(path: "Workflows/lunch.flow", text: """
    use SoupChef

    shortcut "Soup for John" {
      show-result("Total: ${OrderDetails.total}")

    """)

    @Test func rendersLocationSourceLineCaretAndNote() {
        let diagnostic = Diagnostic(
            id: "syntax.expected-closing-brace", message: "expected '}' to end shortcut body",
            range: .at(file.bytes.count),
            notes: [.init("to match this opening '{'", at: SourceRange(start: 39, end: 40))],
            fixIts: [.init("insert '}'", range: .at(file.bytes.count), replacement: "}")])
        #expect(DiagnosticRenderer(useColor: false).render(diagnostic, in: file) == """
        Workflows/lunch.flow:5:1: error: expected '}' to end shortcut body
         4 |   show-result("Total: ${OrderDetails.total}")
         5 |
           | ^
           = fix-it: insert '}'
        Workflows/lunch.flow:3:26: note: to match this opening '{'

        """)
    }

    @Test func underlinesTheWholeRangeOnItsLine() {
        let offset = file.lineStarts[3] + 2  // "show-result" on line 4, after two spaces
        let diagnostic = Diagnostic(id: "x", message: "m", range: SourceRange(start: offset, end: offset + 11))
        let text = DiagnosticRenderer(useColor: false).render(diagnostic, in: file)
        #expect(text.contains("   |   ^" + String(repeating: "~", count: 10) + "\n"))
    }

    @Test func colorOnlyWhenAsked() {
        let diagnostic = Diagnostic(id: "x", message: "m", range: .at(0))
        #expect(!DiagnosticRenderer(useColor: false).render(diagnostic, in: file).contains("\u{1B}["))
        #expect(DiagnosticRenderer(useColor: true).render(diagnostic, in: file).contains("\u{1B}[1;31merror:"))
    }

    @Test func colorChoiceHonorsNO_COLORAndTerminals() {
        #expect(ColorChoice.auto.resolve(isTerminal: true, environment: [:]))
        #expect(!ColorChoice.auto.resolve(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.auto.resolve(isTerminal: false, environment: [:]))
        #expect(ColorChoice.always.resolve(isTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.never.resolve(isTerminal: true, environment: [:]))
    }

    @Test func columnsCountUnicodeScalars() {
        let file = SourceFile(path: "t", text: "é🍲x")
        #expect(file.position(of: 0) == SourcePosition(line: 1, column: 1))
        #expect(file.position(of: 2) == SourcePosition(line: 1, column: 2))
        #expect(file.position(of: 6) == SourcePosition(line: 1, column: 3))
    }

    @Test func controlCharactersDoNotReachTheTerminal() {
        let file = SourceFile(path: "t", bytes: [0x61, 0x1B, 0x00, 0x62])
        let text = DiagnosticRenderer(useColor: false).render(Diagnostic(id: "x", message: "m", range: .at(1)), in: file)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{0}"))
    }

    @Test func longLinesShowAWindowAroundTheCaret() {
        let long = SourceFile(path: "t", text: String(repeating: "a", count: 1_000) + "X" + String(repeating: "b", count: 1_000))
        let text = DiagnosticRenderer(useColor: false).render(Diagnostic(id: "x", message: "m", range: SourceRange(start: 1_000, end: 1_001)), in: long)
        let lines = text.split(separator: "\n")
        #expect(lines[1].contains("…") && lines[1].contains("X") && lines[1].count < 140)
        let sourceLine = Array(lines[1]), caretLine = Array(lines[2])
        let caretColumn = caretLine.firstIndex(of: "^")!
        #expect(sourceLine[caretColumn] == "X")
    }

    @Test func jsonHasIdsPositionsNotesAndFixIts() {
        let diagnostic = Diagnostic(id: "syntax.x", message: "m", range: SourceRange(start: 14, end: 22),
                                    notes: [.init("n", at: .at(0))], fixIts: [.init("f", range: .at(1), replacement: "r")])
        let json = DiagnosticJSON.encode([DiagnosticJSON(diagnostic, in: file)])
        #expect(json.contains("\"id\" : \"syntax.x\""))
        #expect(json.contains("\"line\" : 3"))
        #expect(json.contains("\"replacement\" : \"r\""))
    }

    @Test func bagIsBoundedAndCountsWhatItDrops() {
        var bag = DiagnosticBag(limit: 2)
        for _ in 0..<5 { bag.add(Diagnostic(id: "x", message: "m", range: .at(0))) }
        #expect(bag.diagnostics.count == 2)
        #expect(bag.droppedCount == 3)
        #expect(bag.errorCount == 5)
    }
}
