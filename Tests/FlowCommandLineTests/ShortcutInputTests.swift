import Foundation
import Testing
@testable import FlowCommandLine

/// `flow run FILE NAME=VALUE...` binds a shortcut's declared inputs.
@Suite struct ShortcutInputTests {
    static let lunch = """
        shortcut "Lunch" (people: Integer, place: String = "Work") {
          show-result("lunch for ${people} at ${place}")
        }
        """

    @Test func inputsAreBoundByNameAndType() throws {
        let directory = try temporaryDirectory(["lunch.flow": Self.lunch])
        let run = Run(["run", "lunch.flow", "--shortcut", "Lunch", "people=4"], in: directory)
        #expect(run.code == 0 && run.stdout == "lunch for 4 at Work\n", "\(run.stderr)")
        #expect(Run(["run", "lunch.flow", "people=2", "place=Home"], in: directory).stdout == "lunch for 2 at Home\n")
    }

    @Test func aValueOfTheWrongTypeOrAnUnknownInputIsAUsageError() throws {
        let directory = try temporaryDirectory(["lunch.flow": Self.lunch])
        let wrong = Run(["run", "lunch.flow", "people=four"], in: directory)
        #expect(wrong.code == 64 && wrong.stderr.contains("'four' is not an Integer for the input 'people'"), "\(wrong.stderr)")
        let unknown = Run(["run", "lunch.flow", "peple=3"], in: directory)
        #expect(unknown.code == 64 && unknown.stderr.contains("did you mean 'people'?"), "\(unknown.stderr)")
    }

    @Test func aRequiredInputWithoutAValueAndWithoutATerminalIsExit75() throws {
        let directory = try temporaryDirectory(["lunch.flow": Self.lunch])
        let run = Run(["run", "lunch.flow"], in: directory)
        #expect(run.code == 75 && run.stderr.contains("needs its input 'people'"), "\(run.stderr)")
    }

    /// `flow say PHRASE NAME=VALUE...`: the phrase's shortcut takes its inputs as flow run does.
    @Test func aPhraseTakesTheShortcutsInputs() throws {
        let home = try PhraseCommandTests.Home(files: ["Workflows/lunch.flow": Self.lunch.replacingOccurrences(of: "{\n", with: "{\n  phrase \"Lunch time\"\n")])
        #expect(home.ok(["say", "lunch", "time", "people=4"]).stdout == "lunch for 4 at Work\n")
        #expect(home.ok(["say", "Lunch time", "people=2", "place=Home"]).stdout == "lunch for 2 at Home\n")
        let wrong = home.run(["say", "lunch time", "people=four"])
        #expect(wrong.code == 64 && wrong.stderr.contains("'four' is not an Integer for the input 'people'"), "\(wrong.stderr)")
        let missing = home.run(["say", "lunch time"])
        #expect(missing.code == 75 && missing.stderr.contains("needs its input 'people'"), "\(missing.stderr)")
    }

    /// `flow run lunch.flow <TAB>` offers the inputs not given yet, with their types.
    @Test func completionOffersTheInputs() throws {
        let directory = try temporaryDirectory(["lunch.flow": Self.lunch])
        let all = Run(["__complete", "--shell", "fish", "--", "run", "lunch.flow", ""], in: directory).stdout
        #expect(all == "people=\tInteger\nplace=\tString\n", "\(all)")
        #expect(Run(["__complete", "--", "run", "lunch.flow", "people=4", ""], in: directory).stdout == "place=\n")
    }

    /// `run-shortcut` with a literal name returns the callee's output type:
    /// a misspelled property of it is a check error, a right one reads at run time.
    @Test func aShortcutsResultIsTypedByItsOutput() throws {
        let source = { (property: String) in """
            shortcut "Order" (people: Integer) {
              output "soup for ${people}"
            }
            shortcut "Caller" {
              let said = run-shortcut(name: "Order", people: 3)
              show-result("${said.\(property)}")
            }
            """ }
        let wrong = try temporaryDirectory(["a.flow": source("cont")])
        let check = Run(["check", "a.flow"], in: wrong)
        #expect(check.code == 65 && check.stderr.contains("String has no property 'cont'; did you mean 'count'?"), "\(check.stderr)")
        let right = try temporaryDirectory(["a.flow": source("count")])
        let run = Run(["run", "a.flow", "--shortcut", "Caller"], in: right)
        #expect(run.code == 0 && run.stdout == "10\n", "\(run.stderr)")
    }

    @Test func runHelpForAFileShowsItsShortcutsInputs() throws {
        let directory = try temporaryDirectory(["lunch.flow": Self.lunch])
        let help = Run(["run", "lunch.flow", "--help"], in: directory)
        #expect(help.code == 0)
        #expect(help.stdout.hasSuffix("SHORTCUTS IN lunch.flow:\n  “Lunch”\n    people=<Integer> (required)\n    place=<String> (default \"Work\")\n"),
                "\(help.stdout)")
    }
}
