import Testing
import FlowDiagnostics
@testable import FlowCompiler

/// The record an editor reads (`flow lsp`): what the checker decided about
/// names, scopes, members and calls, written down as it checked.
@Suite struct CheckRecordTests {
    static let source = """
    use SoupChef

    shortcut "Lunch" (people: Integer = 1) {
      let order = SoupChef.OrderSoup(soup: .clamChowder, quantity: people)
      for bowl in [1, 2] {
        show-result("${order.total} ${bowl}")
      }
      zz__probe
    }
    """

    func compileRecording(_ text: String, probe: String? = nil) -> CheckRecord {
        let record = CheckRecord(probe: probe)
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "main.flow", text: text))
        _ = Compiler.compile(workspace, recording: record)
        return record
    }

    func offset(of needle: String, in text: String, occurrence: Int = 0) -> Int {
        var rest = Substring(text)
        var base = 0
        for _ in 0..<occurrence {
            let found = rest.range(of: needle)!
            base += rest.utf8.distance(from: rest.startIndex, to: found.upperBound)
            rest = rest[found.upperBound...]
        }
        return base + rest.utf8.distance(from: rest.startIndex, to: rest.range(of: needle)!.lowerBound)
    }

    @Test func variablesHaveTheirDeclarationScopeAndUses() {
        let record = compileRecording(Self.source)
        let order = record.variables.first { $0.name == "order" }
        #expect(order?.type == .custom(app: "SoupChef", name: "OrderDetails"))
        #expect(order?.declaration.start == offset(of: "order =", in: Self.source))
        let bowl = record.variables.first { $0.name == "bowl" }
        #expect(bowl?.kind == .loopItem)
        #expect(bowl?.scope.start == offset(of: "{\n    show-result", in: Self.source))
        let use = record.uses.first { $0.name == "order" }
        #expect(use?.declaration == order?.declaration)
        #expect(record.uses.contains { $0.name == "people" && $0.kind == .input })
    }

    @Test func membersCallsAndImplicitMembersAreRecorded() {
        let record = compileRecording(Self.source)
        let total = record.members.first { $0.name.name == "total" }
        #expect(total?.baseType == .custom(app: "SoupChef", name: "OrderDetails"))
        #expect(total?.type == .currencyAmount)
        #expect(record.calls.map(\.target) == [.intent(app: "SoupChef", intent: "OrderSoup"), .builtin("show-result")])
        #expect(record.implicitMembers.first?.expected == .enumeration(app: "SoupChef", name: "Soup"))
        #expect(record.visibleApps["main.flow"]?.map(\.name) == ["SoupChef"])
    }

    @Test func aProbeRecordsTheNamesInScope() {
        let record = compileRecording(Self.source, probe: "__probe")
        let names = record.scopeAtProbe?.map(\.name) ?? []
        #expect(names.contains("order"))
        #expect(names.contains("people"))
        #expect(names.contains("now"))
        #expect(!names.contains("bowl"), "the loop's item is out of scope after the loop")
        #expect(!names.contains("trigger"), "trigger is only in automations")
    }

    @Test func withoutARecordNothingChanges() {
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "main.flow", text: Self.source))
        _ = Compiler.compile(workspace)
        #expect(workspace.allDiagnostics.flatMap(\.1).map(\.id) == ["compiler.unknown-name"])
    }
}
