import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
import FlowLint
import FlowSyntax

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Lints `files` (path → text; the first is linted, the rest only used),
/// which must check without errors, with `rule` alone or every group.
func lint(_ files: [(String, String)], rule: (any LintRule)? = nil, donations: DonationJournal? = nil,
          phraseCheck: PhraseCheck? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> [LintFinding] {
    let texts = Dictionary(files, uniquingKeysWith: { first, _ in first })
    let workspace = Workspace { path in texts[path].map { Array($0.utf8) } ?? texts[(path as NSString).lastPathComponent].map { Array($0.utf8) } }
    workspace.addRoot(SourceFile(path: files[0].0, text: files[0].1))
    let program = Compiler.compile(workspace)
    let errors = workspace.allDiagnostics.flatMap { file, diagnostics in
        diagnostics.filter { $0.severity == .error }.map { "\(file.path):\(file.position(of: $0.range.start)): \($0.message)" }
    }
    #expect(errors.isEmpty, "the test's source has errors: \(errors)", sourceLocation: sourceLocation)
    let input = LintInput(files: workspace.roots.compactMap { workspace.units[$0]?.parse }, program: program,
                          donations: donations, phraseCheck: phraseCheck)
    return Linter.lint(input, groups: rule.map { [LintGroup(name: "test", rules: [$0])] } ?? LintGroup.standard)
}

func lint(_ source: String, rule: (any LintRule)? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> [LintFinding] {
    lint([("test.flow", source)], rule: rule, sourceLocation: sourceLocation)
}

/// An app with one intent whose clauses are `body`.
func app(_ body: String, name: String = "Deli", display: String = "Deli Express", extra: String = "") -> String {
    """
    app \(name) "\(display)" {
      handler exec "deli"

      enum Bread {
        sourdough "Sourdough Loaf"
        rye
      }
    \(extra)
      intent OrderSandwich {
        category order
        configurable false
        param bread: Bread
    \(body)
      }
    }

    """
}

/// The source after applying every fix-it, round after round (as `--fix` does), and checking it still compiles.
func fixed(_ source: String, rule: any LintRule, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    var text = source
    for _ in 0..<10 {
        let fixIts = lint(text, rule: rule, sourceLocation: sourceLocation).flatMap(\.diagnostic.fixIts)
        let (bytes, count) = FixItEdits.apply(fixIts, to: Array(text.utf8))
        if count == 0 { break }
        text = String(decoding: bytes, as: UTF8.self)
    }
    return text
}

/// The messages, for `#expect` failures that say what was found.
func messages(_ findings: [LintFinding]) -> [String] { findings.map { "\($0.diagnostic.id): \($0.diagnostic.message)" } }

/// The source text a finding points at.
func pointed(_ finding: LintFinding) -> String { finding.file.text(finding.diagnostic.range) }
