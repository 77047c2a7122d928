import Foundation
import Testing
@testable import FlowCommandLine

/// `flow lint` as a person runs it: the examples, a file with bad titles,
/// `--json`, `--fix`, `--donations` and every exit code.
@Suite struct LintCommandTests {
    static let badTitles = """
        app Deli "Deli Express" {
          handler exec "deli"

          intent OrderSandwich {
            category order
            title "A Sandwich From Deli Express"
            description "Sandwich from the deli"
            param bread: String
            shortcut-type (bread) "Order ${bread} sandwich"
          }
        }

        """

    @Test func theExamplesLintClean() {
        let run = Run(["lint", "Workflows"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stderr == "linted 15 files: no warnings\n")
    }

    @Test func withoutFilesItLintsTheWorkingDirectorysWorkflows() throws {
        let run = Run(["lint"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stderr == "linted 15 files: no warnings\n")
        let empty = try temporaryDirectory([:])
        let none = Run(["lint"], in: empty)
        #expect(none.code == 64)
        #expect(none.stderr.contains("name the .flow files to lint; there is no Workflows/ folder here"))
    }

    @Test func warningsAreRenderedLikeTheCheckersWithExit1() throws {
        let directory = try temporaryDirectory(["deli.flow": Self.badTitles])
        let run = Run(["lint", "--color", "never", "deli.flow"], in: directory)
        #expect(run.code == 1)
        #expect(run.stderr.contains("""
            deli.flow:6:12: warning: the title of intent OrderSandwich has the article 'A'; keep titles concise [lint.title.article]
             5 |     category order
             6 |     title "A Sandwich From Deli Express"
               |            ^
               = fix-it: replace with "Sandwich From Deli Express"

            """))
        #expect(run.stderr.contains("deli.flow:6:14: warning: the title of intent OrderSandwich starts with 'Sandwich', not a verb [lint.title.verb-first]"))
        #expect(run.stderr.contains("note: the intent's category says 'Order': 'Order …'"))
        #expect(run.stderr.contains("deli.flow:7:17: warning: the description of intent OrderSandwich says nothing the title"))
        #expect(run.stderr.hasSuffix("5 warnings in 1 file linted (3 fixable with --fix)\n"))
    }

    @Test func jsonListsTheWarningsWithTheirFixIts() throws {
        let directory = try temporaryDirectory(["deli.flow": Self.badTitles])
        let run = Run(["lint", "--json", "deli.flow"], in: directory)
        #expect(run.code == 1)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(list.compactMap { $0["id"] as? String } == [
            "lint.title.article", "lint.title.verb-first", "lint.title.sentence-case", "lint.title.app-name", "lint.title.duplicate",
        ])
        #expect(list.allSatisfy { $0["severity"] as? String == "warning" })
        let fixIt = try #require((list[0]["fixIts"] as? [[String: Any]])?.first)
        #expect(fixIt["replacement"] as? String == "\"Sandwich From Deli Express\"")
        #expect((fixIt["location"] as? [String: Any])?["line"] as? Int == 6)
        #expect(run.stderr.isEmpty)
    }

    @Test func fixAppliesTheFixItsAndKeepsTheFileChecking() throws {
        let directory = try temporaryDirectory(["deli.flow": Self.badTitles])
        let run = Run(["lint", "--fix", "--color", "never", "deli.flow"], in: directory)
        #expect(run.code == 1, "the verb is the author's to find")
        #expect(run.stderr.hasPrefix("fixed deli.flow: 3 fix-its applied\n"))
        let text = try String(contentsOf: directory.appendingPathComponent("deli.flow"), encoding: .utf8)
        #expect(text == Self.badTitles.replacingOccurrences(of: "\"A Sandwich From Deli Express\"", with: "\"Sandwich\""))
        #expect(run.stderr.hasSuffix("1 warning in 1 file linted\n"))
        #expect(Run(["check", "deli.flow"], in: directory).code == 0)
        #expect(Run(["fmt", "--check", "deli.flow"], in: directory).code == 0)
        // Nothing left to fix: nothing written.
        let again = Run(["lint", "--fix", "deli.flow"], in: directory)
        #expect(!again.stderr.contains("fixed "))
    }

    @Test func fixInsertsAShortcutTypeInCanonicalLayout() throws {
        let source = """
            app Deli {
              handler exec "deli"

              intent ListBreads {
                category view
                title "List breads"
                param shop: String
                summary "List the breads at ${shop}"

                response {
                  success "Here they are."
                }
              }
            }

            """
        let directory = try temporaryDirectory(["deli.flow": source])
        let run = Run(["lint", "--fix", "deli.flow"], in: directory)
        #expect(run.code == 0, "\(run.stderr)")
        let text = try String(contentsOf: directory.appendingPathComponent("deli.flow"), encoding: .utf8)
        #expect(text == source.replacingOccurrences(of: "    summary \"List the breads at ${shop}\"\n",
                                                     with: "    summary \"List the breads at ${shop}\"\n    shortcut-type (shop) \"List the breads at ${shop}\"\n"))
    }

    @Test func aFileWithErrorsIsReportedAsCheckDoesWithExit65() throws {
        let types = (1...17).map { "    shortcut-type (p\($0)) \"Order ${p\($0)}\"" }.joined(separator: "\n")
        let params = (1...17).map { "    param p\($0): String" }.joined(separator: "\n")
        let source = "app Deli {\n  handler exec \"deli\"\n  intent OrderSandwich {\n    title \"Order sandwich\"\n\(params)\n\(types)\n  }\n}\n"
        let directory = try temporaryDirectory(["deli.flow": source])
        let run = Run(["lint", "--color", "never", "deli.flow"], in: directory)
        #expect(run.code == 65)
        #expect(run.stderr.contains("error: an intent has at most 16 shortcut types; this is one more"))
        #expect(run.stderr.hasSuffix("1 error in 1 file checked\n"))
        let json = Run(["lint", "--json", "deli.flow"], in: directory)
        #expect(json.code == 65)
        #expect(json.stdout.contains("\"id\" : \"compiler.too-many-shortcut-types\""))
        // --fix touches nothing that does not check.
        #expect(Run(["lint", "--fix", "deli.flow"], in: directory).code == 65)
        #expect(try String(contentsOf: directory.appendingPathComponent("deli.flow"), encoding: .utf8) == source)
    }

    @Test func anUnreadableFileExits66() {
        let run = Run(["lint", "no-such-file.flow"])
        #expect(run.code == 66)
        #expect(run.stderr.contains("no-such-file.flow: no such file or directory"))
    }

    @Test func donationsAreLintedFromTheStateFolder() throws {
        let state = try temporaryDirectory([:])
        let empty = try temporaryDirectory([:])
        for arguments in [
            ["SoupChef.OrderSoup", "soup=tomatoSoup", "quantity=1", "--time", "Mon 12:10"],
            ["SoupChef.OrderSoup", "soup=tomatoSoup", "quantity=1", "--time", "Tue 12:10"],
            ["SoupChef.OrderSoup", "soup=clamChowder", "--time", "Wed 12:10", "--id", "o-3"],
            ["--activity", "SoupChef.showOrder", "order=o-17", "placedAt=2026-03-12T09:30:00+01:00"],
        ] {
            // A fixed Saturday: "Mon 12:10" to "Wed 12:10" of that week are all past (--time replays the past).
            let donate = Run(["donate"] + arguments + ["--state", state.path], in: empty, environment: ["TZ": "UTC"],
                             now: Date(timeIntervalSince1970: 1_795_262_400))
            #expect(donate.code == 0, "\(donate.stderr)")
        }
        let run = Run(["lint", "--donations", "--state", state.path, "--color", "never"], in: empty)
        #expect(run.code == 1)
        let journal = state.appendingPathComponent("donations/journal.jsonl").path
        #expect(run.stderr.contains("\(journal):3:1: warning: donation 'o-3' of SoupChef.OrderSoup lacks 'quantity', unlike 2 other donations of it"))
        #expect(run.stderr.contains("\(journal):4:"))
        #expect(run.stderr.contains("holds an absolute time in 'placedAt' (2026-03-12T09:30:00+01:00) [lint.donations.absolute-timestamp]"))
        #expect(run.stderr.hasSuffix("2 warnings in 4 donations linted\n"))
        // Without --donations the state folder is not read.
        #expect(Run(["lint", "Workflows", "--state", state.path], in: packageRoot).code == 0)
        let json = Run(["lint", "--donations", "--json", "--state", state.path], in: empty)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(list.compactMap { ($0["location"] as? [String: Any])?["file"] as? String } == [journal, journal])
    }

    @Test func titlesAppsSuggestAreLintedWhereTheyArePublished() throws {
        let state = try temporaryDirectory([:])
        let donations = state.appendingPathComponent("donations")
        try FileManager.default.createDirectory(at: donations, withIntermediateDirectories: true)
        try """
            {
              "Reminders" : [
                {
                  "intent" : "AddReminder",
                  "title" : "Add 'Buy milk' to To-Do",
                  "values" : { "list" : "To-Do", "title" : "Buy milk" }
                },
                {
                  "intent" : "ListReminders",
                  "title" : "List reminders On To-Do",
                  "values" : { "list" : "To-Do" }
                }
              ]
            }
            """.write(to: donations.appendingPathComponent("suggested.json"), atomically: true, encoding: .utf8)
        let run = Run(["lint", "--donations", "--state", state.path, "--color", "never", "Workflows/apps/reminders.flow"])
        #expect(run.code == 1)
        let file = donations.appendingPathComponent("suggested.json").path
        // 'Buy milk' is the reminder's own text, quoted verbatim; the second title is in Title Case.
        #expect(run.stderr.contains("\(file):10:33: warning: the title Reminders suggests for ListReminders is in Title Case ('On'); use sentence case [lint.title.sentence-case]"))
        #expect(!run.stderr.contains("quotation marks"))
        #expect(run.stderr.hasSuffix("1 warning in 1 file and 0 donations linted\n"))
    }

    @Test func helpListsTheOptionsAndExitCodes() {
        let run = Run(["help", "lint"])
        #expect(run.code == 0)
        #expect(run.stdout.contains("--donations") && run.stdout.contains("--fix") && run.stdout.contains("1 when there are warnings"))
        #expect(Run(["--help"]).stdout.contains("  lint "))
    }
}

/// The phrases group: `PhraseRules` applied to the phrases files declare.
@Suite struct LintPhraseTests {
    @Test func declaredPhrasesFollowThePhraseRules() throws {
        let directory = try temporaryDirectory(["p.flow": """
            shortcut "Hello" {
              phrase "Hey Siri say hello"
              phrase "greet me"
              show-result("hi")
            }

            shortcut "Bye" {
              phrase "Greet me!"
              show-result("bye")
            }

            """])
        let run = Run(["lint", "--color", "never", "p.flow"], in: directory)
        #expect(run.code == 1)
        #expect(run.stderr.contains("p.flow:2:10: warning: “Hey Siri say hello” starts with the wake word 'hey siri' [lint.phrase.wake-word]"), "\(run.stderr)")
        #expect(run.stderr.contains("= fix-it: replace with \"say hello\""))
        #expect(run.stderr.contains("[lint.phrase.duplicate]"))
        let fixed = Run(["lint", "--fix", "p.flow"], in: directory)
        #expect(fixed.code == 1, "the duplicate has no fix-it")
        #expect(try String(contentsOf: directory.appendingPathComponent("p.flow"), encoding: .utf8).contains("phrase \"say hello\""))
    }

    @Test func thePersonsPhrasesJoinWithTheStateFolder() throws {
        let directory = try temporaryDirectory(["p.flow": "shortcut \"Hello\" {\n  phrase \"soup time\"\n  show-result(\"hi\")\n}\n"])
        let state = directory.appendingPathComponent("state").path
        #expect(Run(["phrase", "add", "Soup time", "--intent", "SoupChef.OrderSoup", "soup=tomatoSoup", "--state", state], in: directory).code == 0)
        #expect(Run(["lint", "p.flow"], in: directory).code == 0, "files alone: no phrase book")
        let withBook = Run(["lint", "p.flow", "--state", state], in: directory)
        #expect(withBook.code == 1 && withBook.stderr.contains("[lint.phrase.duplicate]"), "\(withBook.stderr)")
    }
}
