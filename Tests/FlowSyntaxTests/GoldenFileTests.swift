import Foundation
import Testing
import FlowTestSupport
import FlowDiagnostics
@testable import FlowSyntax

/// Whole-file fixtures with their expected output beside them:
/// `Fixtures/valid/X.flow` → `X.ast` (the tree, with positions) and
/// `Fixtures/invalid/X.flow` → `X.diagnostics` (the rendered diagnostics).
///
/// To re-record after an intended change: `FLOW_RECORD=1 swift test`. A
/// recording run rewrites the goldens and still fails, so a missing or
/// stale golden can never pass silently; run again without it to confirm.
@Suite struct GoldenFileTests {

    static var validFixtures: [URL] { flowFiles(in: fixturesDirectory.appendingPathComponent("valid")) }
    static var invalidFixtures: [URL] { flowFiles(in: fixturesDirectory.appendingPathComponent("invalid")) }

    @Test(arguments: validFixtures)
    func validFixtureParsesCleanlyAndMatchesItsTree(_ fixture: URL) throws {
        let result = Parser.parse(SourceFile(path: fixture.lastPathComponent, bytes: read(fixture)))
        #expect(result.diagnostics.diagnostics.isEmpty, "\(fixture.lastPathComponent):\n\(rendered(result))")
        let actual = SyntaxDumper(file: result.file).dump(result.syntax)
        try GoldenFile.compare(actual, at: fixture.deletingPathExtension().appendingPathExtension("ast"))
    }

    @Test(arguments: invalidFixtures)
    func invalidFixtureReportsExactlyItsDiagnostics(_ fixture: URL) throws {
        let result = Parser.parse(SourceFile(path: fixture.lastPathComponent, bytes: read(fixture)))
        #expect(result.hasErrors, "\(fixture.lastPathComponent) should have errors")
        try GoldenFile.compare(rendered(result), at: fixture.deletingPathExtension().appendingPathExtension("diagnostics"))
    }

    /// Every diagnostic id the syntax module can emit has an invalid fixture.
    @Test func everyParserDiagnosticHasAnInvalidFixture() throws {
        var emitted = Set<String>()
        let sources = packageRoot.appendingPathComponent("Sources/FlowSyntax")
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: /"(syntax\.[a-z0-9-]+)"/) { emitted.insert(String(match.1)) }
        }
        var covered = Set<String>()
        for fixture in Self.invalidFixtures {
            let result = Parser.parse(SourceFile(path: fixture.lastPathComponent, bytes: read(fixture)))
            covered.formUnion(ids(result))
        }
        let missing = emitted.subtracting(covered).sorted()
        #expect(missing.isEmpty, "diagnostics without an invalid fixture in Tests/FlowSyntaxTests/Fixtures/invalid: \(missing)")
    }
}
