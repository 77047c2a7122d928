import Testing
import FlowDiagnostics
@testable import FlowCompiler

/// A line that does not parse becomes an error node, and the checker checks
/// the rest of the file: what the broken line could explain is not reported
/// (no cascade), and every other mistake is.
@Suite struct RecoveryTests {
    func diagnosticsOf(_ text: String) -> [(line: Int, id: String, message: String)] {
        let (workspace, _) = compile(text)
        let file = workspace.allDiagnostics[0].0
        return diagnostics(workspace).map { (file.position(of: $0.range.start).line, $0.id, $0.message) }
    }

    /// The example: `SoupChef.` being typed hides nothing.
    @Test func theLineBeingTypedHidesNoOtherMistake() {
        let found = diagnosticsOf("""
            use SoupChef
            shortcut "Typing" {
              let order = SoupChef.OrderSoup(soup: .clamChowder, quantity: 2)
              SoupChef.
              show-result("${order.totl}")
            }
            """)
        #expect(found.map(\.id) == ["syntax.expected-identifier", "compiler.unknown-member"], "\(found)")
        #expect(found.last?.line == 5)
        #expect(found.last?.message.contains("did you mean 'total'") == true)
    }

    /// Names declared before and after a broken line stay known; a `let`
    /// whose value broke keeps its name, so its uses are no cascade.
    @Test func namesAroundABrokenLineStayKnown() {
        let found = diagnosticsOf("""
            shortcut "Names" {
              let before = 1
              let half = before +
              let after = 2
              show-result("${before} ${half} ${after} ${missing}")
            }
            """)
        #expect(found.map(\.id) == ["syntax.expected-expression", "compiler.unknown-name"], "\(found)")
        #expect(found.last?.message == "unknown name 'missing'")
    }

    /// A line that does not parse and ends in `{` still opens a block, and
    /// what is in it is checked (its `break` is no error: it may be a loop).
    @Test func aBrokenHeaderKeepsItsBlock() {
        let found = diagnosticsOf("""
            shortcut "Blocks" {
              let items = [1, 2]
              fro item inn items {
                show-result(itemz)
                break
              }
              if items.count > {
                show-result(items.cuont)
              }
            }
            """)
        let ids = found.map(\.id)
        #expect(ids.contains("compiler.unknown-name"), "\(found)")
        #expect(found.contains { $0.message.contains("'cuont'") }, "\(found)")
        #expect(!ids.contains("compiler.break-outside-loop"))
        #expect(found.filter { $0.id.hasPrefix("syntax.") }.count == 2, "one syntax error per broken line: \(found)")
    }

    /// A broken line may use any name and need any capability: nothing is
    /// reported unused or unneeded because of it.
    @Test func noWarningsTheBrokenLineCouldExplain() {
        let found = diagnosticsOf("""
            shortcut "Quiet" {
              requires message
              let text = "hi"
              send-message(to: "John Appleseed", text: text
            }
            """)
        #expect(found.map(\.id) == ["syntax.expected-closing-paren"], "\(found)")
    }

    /// An automation clause that does not parse may have been the trigger or the run.
    @Test func aBrokenClauseIsNotAMissingOne() {
        let found = diagnosticsOf("""
            automation "Half" {
              when cron "61 * * * *"
              run "Lun
            }
            automation "Other" {
              wen every 15m
              do {
                show-result(nope)
              }
            }
            """)
        let ids = found.map(\.id)
        #expect(ids.contains("compiler.invalid-cron"))
        #expect(ids.contains("compiler.unknown-name"))
        #expect(!ids.contains("compiler.missing-trigger") && !ids.contains("compiler.nothing-to-run"), "\(found)")
    }
}
