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
}
