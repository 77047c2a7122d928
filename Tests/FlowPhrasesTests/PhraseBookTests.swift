import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
import FlowRuntime
@testable import FlowPhrases

/// What saying something runs: the person's phrases, then declared ones;
/// apps' suggestions run nothing; a miss names the closest.
@Suite struct PhraseBookTests {
    static let lunch = """
        shortcut "Lunch" {
          phrase "Lunch for everyone"
          phrase "Soup time"
          show-result("lunch")
        }
        shortcut "Tea" {
          phrase "Tea, please!"
          show-result("tea")
        }
        """

    func declared(_ text: String = lunch, path: String = "Workflows/lunch.flow") -> [DeclaredShortcut] {
        DeclaredShortcut.scan(SourceFile(path: path, text: text), absolutePath: "/w/" + path)
    }

    @Test func declaredPhrasesAreReadFromTheSyntax() {
        let shortcuts = declared()
        #expect(shortcuts.map(\.name) == ["Lunch", "Tea"])
        #expect(shortcuts[0].position.line == 1)
        #expect(shortcuts[0].phrases.map(\.phrase) == ["Lunch for everyone", "Soup time"])
        #expect(shortcuts[0].phrases[1].location == "Workflows/lunch.flow:3:10")
        #expect(shortcuts[0].phrases[1].target == .shortcut(name: "Lunch", file: "/w/Workflows/lunch.flow"))
        #expect(declared("shortcut \"Broken\" {\n  phrase \"still here\"\n  nosuch(\n}\n").first?.phrases.map(\.phrase) == ["still here"],
                "a file with errors keeps its phrases")
    }

    @Test func thePersonsPhraseComesFirst() {
        let apps = compileApps()
        let mine = UserPhrase(phrase: "Soup time", target: croutonsTarget(apps: apps), added: testNow)
        let book = PhraseBook(user: [mine], declared: declared().flatMap(\.phrases), apps: apps)
        guard case .found(let found) = book.match("SOUP   time!!") else { Issue.record("no match"); return }
        #expect(found.target == mine.target)
        guard case .found(let tea) = book.match("tea please") else { Issue.record("no match"); return }
        #expect(tea.origin == "Workflows/lunch.flow:7:10")
    }

    @Test func thePhrasesAppsSuggestRunNothingUntilAdded() {
        let book = PhraseBook(user: [], declared: [], apps: compileApps())
        guard case .onlySuggested(let suggested) = book.match("soup time") else { Issue.record("expected only a suggestion"); return }
        #expect(suggested.first?.origin == "suggested by Soup Chef")
        #expect(suggested.first?.target.title == "Order Soup")
        #expect(book.claims().isEmpty, "a suggestion is no binding: the person may add it")
    }

    @Test func twoFilesDeclaringOnePhraseForDifferentShortcutsIsAmbiguous() {
        let other = declared("shortcut \"Dinner\" {\n  phrase \"soup time\"\n  show-result(\"x\")\n}\n", path: "dinner.flow")
        let book = PhraseBook(user: [], declared: (declared() + other).flatMap(\.phrases), apps: [])
        guard case .ambiguous(let choices) = book.match("Soup time") else { Issue.record("expected ambiguous"); return }
        #expect(choices.map(\.target.title) == ["shortcut “Lunch”", "shortcut “Dinner”"])
        let same = PhraseBook(user: [], declared: (declared() + declared()).flatMap(\.phrases), apps: [])
        guard case .found = same.match("Soup time") else { Issue.record("the same shortcut twice is no ambiguity"); return }
    }

    @Test func aMissNamesTheClosest() {
        let book = PhraseBook(user: [], declared: declared().flatMap(\.phrases), apps: compileApps())
        guard case .missing(let closest) = book.match("soup tme") else { Issue.record("expected a miss"); return }
        #expect(closest.map(\.phrase) == ["Soup time"], "the declared one; the app's suggestion is the same phrase")
        guard case .missing(let reordered) = book.match("time for soup") else { Issue.record("expected a miss"); return }
        #expect(reordered.first?.phrase == "Soup time")
        guard case .missing(let nothing) = book.match("open the pod bay doors") else { Issue.record("expected a miss"); return }
        #expect(nothing.isEmpty)
    }

    @Test func claimsForTheDuplicateRule() {
        let book = PhraseBook(user: [UserPhrase(phrase: "Chowder please", target: .shortcut(name: "A", file: "/a.flow"), added: testNow)],
                              declared: declared().flatMap(\.phrases), apps: compileApps())
        #expect(book.claims().map(\.phrase) == ["Chowder please", "Lunch for everyone", "Soup time", "Tea, please!"])
        #expect(book.claims(excluding: "chowder PLEASE").map(\.phrase) == ["Lunch for everyone", "Soup time", "Tea, please!"])
        #expect(PhraseRules.check("soup time", against: book.claims()).first?.message
                == "“Soup time” already runs shortcut “Lunch” (Workflows/lunch.flow:3:10)")
    }
}
