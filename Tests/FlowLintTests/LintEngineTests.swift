import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
import FlowLint
import FlowSyntax

/// What the rules share: `# lint:ignore`, the phrases seam, applying fix-its,
/// the examples, and surviving any input.
@Suite struct LintEngineTests {
    // MARK: # lint:ignore

    @Test func anIgnoreCommentSilencesItsLineOrTheNext() {
        let source = app("""
            # Kept as the menu board says it.
            # lint:ignore lint.title.sentence-case lint.title.article: the board's words
            title "A Sandwich Of The Day"
            description "The Bread Of The Day" # lint:ignore lint.title
        """)
        let findings = lint(source)
        #expect(messages(findings) == ["lint.title.verb-first: the title of intent OrderSandwich starts with 'Sandwich', not a verb"])
        #expect(!lint(source.replacingOccurrences(of: "lint:ignore lint.title.sentence-case", with: "lint:ignore lint.title.verb")).isEmpty)
    }

    @Test func anIgnoreCommentNamesRulesBeforeItsReason() {
        let source = app("# lint:ignore because lint.title.article\ntitle \"Order a sandwich\"")
        #expect(messages(lint(source, rule: ArticleRule())).count == 1, "the ids come first")
    }

    // MARK: Phrases

    @Test func thePhraseRulesAreHandedInAndReportedWithAFixIt() throws {
        let source = app("phrase \"Hey Deli, sandwich time\"") + "shortcut \"Lunch\" {\n  phrase \"Sandwich time\"\n  show-result(\"hi\")\n}\n"
        let check: PhraseCheck = { phrase, others in
            var found: [PhraseFinding] = []
            if phrase.phrase.hasPrefix("Hey Deli, ") {
                found.append(PhraseFinding(id: "phrase.wake-word", message: "“\(phrase.phrase)” starts with the wake word",
                                           reason: "the wake word is said before a phrase", replacement: String(phrase.phrase.dropFirst(10))))
            }
            if others.contains(where: { $0.phrase.lowercased() == phrase.phrase.lowercased() }) {
                found.append(PhraseFinding(id: "phrase.duplicate", message: "“\(phrase.phrase)” is bound twice"))
            }
            return found
        }
        let findings = lint([("test.flow", source)], phraseCheck: check).filter { $0.diagnostic.id.hasPrefix("lint.phrase") }
        #expect(messages(findings) == ["lint.phrase.wake-word: “Hey Deli, sandwich time” starts with the wake word"])
        let finding = try #require(findings.first)
        #expect(pointed(finding) == "\"Hey Deli, sandwich time\"")
        #expect(finding.diagnostic.fixIts.map(\.replacement) == ["\"sandwich time\""])
        #expect(finding.diagnostic.notes.map(\.message) == ["the wake word is said before a phrase"])
        // The others are the file's other phrases: fixed, the two collide.
        let (bytes, _) = FixItEdits.apply(finding.diagnostic.fixIts, to: Array(source.utf8))
        let collide = lint([("test.flow", String(decoding: bytes, as: UTF8.self))], phraseCheck: check).filter { $0.diagnostic.id == "lint.phrase.duplicate" }
        #expect(collide.count == 2)
        // No phrase rules, no phrase warnings.
        #expect(lint([("test.flow", source)]).allSatisfy { !$0.diagnostic.id.hasPrefix("lint.phrase") })
    }

    // MARK: Fix-its

    @Test func overlappingFixItsWaitForTheNextRound() {
        let bytes = Array("title \"A Hot Soup\"".utf8)
        let whole = Diagnostic.FixIt("replace", range: SourceRange(start: 6, end: 18), replacement: "\"Hot Soup\"")
        let inner = Diagnostic.FixIt("replace", range: SourceRange(start: 9, end: 12), replacement: "hot")
        let insert = Diagnostic.FixIt("insert", range: .at(0), replacement: "# x\n")
        let (result, applied) = FixItEdits.apply([inner, whole, insert], to: bytes)
        #expect(applied == 2)
        #expect(String(decoding: result, as: UTF8.self) == "# x\ntitle \"Hot Soup\"")
        #expect(FixItEdits.apply([Diagnostic.FixIt("out", range: SourceRange(start: 5, end: 99), replacement: "")], to: bytes).applied == 0)
    }

    // MARK: The examples

    @Test func theExamplesLintCleanAndTheirIgnoresAreTheDeliberateOnes() throws {
        let directory = packageRoot.appendingPathComponent("Workflows")
        let paths = try #require(FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".flow") }.sorted()
        #expect(paths.count >= 13)
        let workspace = Workspace { path in FileManager.default.contents(atPath: path).map(Array.init) }
        for path in paths {
            let url = directory.appendingPathComponent(path)
            workspace.addRoot(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
        }
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors)
        let input = LintInput(files: workspace.roots.compactMap { workspace.units[$0]?.parse }, program: program)
        #expect(messages(Linter.lint(input)) == [])
        let ignored = Linter.lint(input, ignored: true).map { "\(($0.file.path as NSString).lastPathComponent): \($0.diagnostic.message)" }
        #expect(ignored == [
            "reminders.flow: intent CompleteReminder has no shortcut types, so it is never suggested",
            "soupchef.flow: intent ListToppings has no shortcut types, so it is never suggested",
        ])
    }

    // MARK: Any input

    /// Titles made of awkward pieces (quotes, escapes, placeholders, marks,
    /// scripts, app names, articles): linting never traps, and every round
    /// of fix-its leaves a file that still checks.
    @Test func lintingAndFixingRandomTitlesNeverBreaksAFile() {
        let pieces = ["Order", "order", "A", "an", "the", "The", "Deli", "Deli Express", "from", "Sourdough Loaf", "\\\"", "'", "“", "”",
                      "${bread}", "\\${x}", "\\\\", "é", "日本", "🍲", ":", " - ", ".", "USD", "iPhone", "Hot", "To", "  ", "\\n", "\\t", "x"]
        var random = SystemRandomNumberGenerator()
        var linted = 0
        var checked = 0
        for _ in 0..<200 {
            let words = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            let title = words.joined(separator: Bool.random(using: &random) ? " " : "")
            let source = app("""
                title "\(title)"
                description "\(words.reversed().joined(separator: " "))"
                summary "\(title) ${bread}"
                shortcut-type (bread) "\(words.shuffled(using: &random).joined(separator: " "))" subtitle "\(title)"
            """)
            let file = SourceFile(path: "fuzz.flow", text: source)
            guard !Parser.parse(file).hasErrors else { continue }
            linted += 1
            var text = source
            for round in 0..<6 {
                let workspace = Workspace { _ in nil }
                workspace.addRoot(SourceFile(path: "fuzz.flow", text: text))
                let program = Compiler.compile(workspace)
                guard !workspace.hasErrors else {
                    #expect(text == source, "a fix-it broke the file:\n\(source)\n→\n\(text)")
                    break
                }
                if round == 0 { checked += 1 }
                let findings = Linter.lint(LintInput(files: workspace.roots.compactMap { workspace.units[$0]?.parse }, program: program))
                let (bytes, applied) = FixItEdits.apply(findings.flatMap(\.diagnostic.fixIts), to: Array(text.utf8))
                if applied == 0 { break }
                text = String(decoding: bytes, as: UTF8.self)
            }
        }
        #expect(linted > 100 && checked > 50, "most random titles parse (\(linted)) and check (\(checked))")
    }
}
