import Foundation
import Testing
import FlowTestSupport
import FlowDiagnostics
@testable import FlowCompiler

/// Checker fixtures: `Fixtures/valid/X.flow` → `X.graph` (the step graph as
/// text) and `Fixtures/invalid/X.flow` → `X.diagnostics`. Files in
/// subfolders are only there to be `use`d. Re-record with
/// `FLOW_RECORD=1 swift test` (that run fails; run again to confirm).
@Suite struct CompilerGoldenTests {
    static var validFixtures: [URL] { flowFiles(in: fixturesDirectory.appendingPathComponent("valid")) }
    static var invalidFixtures: [URL] { flowFiles(in: fixturesDirectory.appendingPathComponent("invalid")) }

    @Test(arguments: validFixtures)
    func validFixtureChecksCleanlyAndMatchesItsGraph(_ fixture: URL) throws {
        let (workspace, program) = compile([fixture])
        #expect(!workspace.hasErrors, "\(fixture.lastPathComponent):\n\(rendered(workspace))")
        for graph in program.shortcuts + program.automations.compactMap(\.steps) {
            #expect(GraphInvariants.violations(graph).isEmpty, "\(graph.name): \(GraphInvariants.violations(graph))")
        }
        try GoldenFile.compare(GraphText.render(program), at: fixture.deletingPathExtension().appendingPathExtension("graph"))
    }

    @Test(arguments: invalidFixtures)
    func invalidFixtureReportsExactlyItsDiagnostics(_ fixture: URL) throws {
        let (workspace, _) = compile([fixture])
        #expect(!diagnostics(workspace).isEmpty, "\(fixture.lastPathComponent) should have diagnostics")
        try GoldenFile.compare(rendered(workspace), at: fixture.deletingPathExtension().appendingPathExtension("diagnostics"))
    }

    @Test func everyCheckerDiagnosticHasAnInvalidFixture() throws {
        var emitted = Set<String>()
        let sources = packageRoot.appendingPathComponent("Sources/FlowCompiler")
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: /"(compiler\.[a-z0-9-]+)"/) { emitted.insert(String(match.1)) }
        }
        var covered = Set<String>()
        for fixture in Self.invalidFixtures { covered.formUnion(ids(compile([fixture]).0)) }
        let missing = emitted.subtracting(covered).sorted()
        #expect(missing.isEmpty, "checker diagnostics without an invalid fixture in Tests/FlowCompilerTests/Fixtures/invalid: \(missing)")
    }
}

/// Every example in Workflows/ checks cleanly, and its graphs keep their invariants.
@Suite struct WorkflowCheckTests {
    @Test func everyWorkflowChecksCleanly() {
        let (workspace, program) = compile(flowFiles(in: packageRoot.appendingPathComponent("Workflows")))
        #expect(diagnostics(workspace).isEmpty, "\(rendered(workspace))")
        #expect(program.shortcuts.count >= 5)
        #expect(program.automations.count >= 2)
        for graph in program.shortcuts + program.automations.compactMap(\.steps) {
            #expect(GraphInvariants.violations(graph).isEmpty, "\(graph.name): \(GraphInvariants.violations(graph))")
        }
    }

    @Test func theBuiltInSoupChefIsTheExampleDefinition() throws {
        let example = try String(contentsOf: packageRoot.appendingPathComponent("Workflows/soupchef.flow"), encoding: .utf8)
        let builtin = try #require(BuiltinApps.source(named: "SoupChef"))
        #expect(String(decoding: builtin.bytes, as: UTF8.self) == example,
                "Sources/FlowCompiler/BuiltinApps/SoupChef.flow must equal Workflows/soupchef.flow: copy one over the other")
    }
}

/// Gallery shortcuts are checked with their app, and actions are counted as
/// the editor shows them.
@Suite struct GalleryAndActionCountTests {
    @Test func soupChefOffersItsGalleryCheckedAgainstItself() throws {
        let (workspace, program) = compile([packageRoot.appendingPathComponent("Workflows/soupchef.flow")])
        #expect(diagnostics(workspace).isEmpty, "\(rendered(workspace))")
        let soupChef = try #require(program.apps.first { $0.name == "SoupChef" })
        #expect(soupChef.gallery.map(\.name) == ["Order 1 Clam Chowder", "Soup for the table", "Today's toppings"])
        #expect(soupChef.gallery[0].description == "Get a tasty soup in minutes")
        #expect(soupChef.gallery.map(\.actionCount) == [1, 2, 3])
        #expect(program.shortcuts.isEmpty, "gallery shortcuts are not the file's shortcuts")
        for graph in soupChef.gallery { #expect(GraphInvariants.violations(graph).isEmpty, "\(graph.name)") }
    }

    @Test func aGalleryShortcutMaySeeOnlyItsOwnApp() {
        let (workspace, _) = compile("""
            app Other { handler builtin; intent Go {} }
            app Mine {
              handler builtin
              intent Go {}
              gallery "Both" {
                Mine.Go()
                Other.Go()
              }
            }
            """)
        #expect(ids(workspace) == ["compiler.unknown-app"])
        #expect(diagnostics(workspace).first?.notes.first?.message.contains("only its own app, Mine") == true)
    }

    @Test func actionsCountNestedStepsAndControlBlocks() throws {
        let (workspace, program) = compile("""
            shortcut "Nested" {
              let n = number(3)
              if n > 2 {
                show-result("big")
              } else if n > 1 {
                show-result("middle")
              } else {
                stop
              }
              repeat 2 {
                show-result(text("again"))
              }
              for item in [1, 2] {
                show-result(item)
              }
              try {
                show-result("try")
              } catch {
                show-result("caught")
              }
              var total = 0
              total += 1
              output total
            }
            """)
        #expect(diagnostics(workspace).filter { $0.severity == .error }.isEmpty, "\(rendered(workspace))")
        let graph = try #require(program.shortcuts.first)
        // Steps: number, 2 in the if, 2 in repeat (text nested in show-result), 1 in for, 2 in try = 8.
        // Control: if + else if, stop, repeat, for, output = 6. Not counted: let, var, +=, try/catch.
        #expect(graph.actionCount == 14)
    }
}
