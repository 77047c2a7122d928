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
