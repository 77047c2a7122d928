import Foundation
import Testing
import FlowModel

/// The README's exit-code table and `ExitCode` list the same codes, so the
/// documentation cannot promise a code flow does not use, or miss one it does.
@Suite struct ExitCodeTableTests {
    @Test func readmeTableListsExactlyTheExitCodes() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "### Exit codes").dropFirst().first)
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        let codes = rows.compactMap { row in Int32(row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? "") }
        #expect(codes == ExitCode.allCases.map(\.rawValue), "README's exit codes differ from ExitCode; edit one to match the other")
    }

    @Test func everyCodeHasAMeaning() {
        for code in ExitCode.allCases { #expect(!code.meaning.isEmpty) }
        #expect(Set(ExitCode.allCases.map(\.rawValue)).count == ExitCode.allCases.count)
    }
}
