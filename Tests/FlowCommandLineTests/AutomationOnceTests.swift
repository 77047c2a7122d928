import Foundation
import Testing
@testable import FlowCommandLine

/// `flow run FILE --automation NAME`: one run of an automation now, as the
/// daemon runs it at a slot (what exported timers run).
@Suite struct AutomationOnceTests {
    static let file = """
        shortcut "Lunch" (people: Integer, place: String = "Work") {
          show-result("lunch for ${people} at ${place}")
        }
        automation "Weekday lunch" {
          when cron "30 12 * * MON-FRI" tz "UTC"
          run "Lunch" (people: 2)
        }
        automation "Dues" {
          when every day at 10:00
          do {
            show-result("dues for ${trigger.automation}")
            run-shell-script(script: "echo paid")
          }
        }
        """

    @Test func anAutomationRunsItsShortcutWithItsInputs() throws {
        let folder = try temporaryDirectory(["a.flow": Self.file])
        let run = Run(["run", "a.flow", "--automation", "Weekday lunch", "--state", folder.appendingPathComponent("s").path], in: folder)
        #expect(run.code == 0 && run.stdout == "lunch for 2 at Work\n", "\(run.stderr)")
        let override = Run(["run", "a.flow", "--automation", "Weekday lunch", "place=Home", "--state", folder.appendingPathComponent("s").path], in: folder)
        #expect(override.stdout == "lunch for 2 at Home\n", "\(override.stderr)")
    }

    @Test func stepsWrittenInPlaceRunWithWhatTheyUseGranted() throws {
        let folder = try temporaryDirectory(["a.flow": Self.file])
        let state = folder.appendingPathComponent("s").path
        let refused = Run(["run", "a.flow", "--automation", "Dues", "--state", state], in: folder)
        #expect(refused.code == 77 && refused.stdout.isEmpty, "refused before its first step: \(refused.stderr)")
        let run = Run(["run", "a.flow", "--automation", "Dues", "--allow", "shell", "--state", state], in: folder)
        #expect(run.code == 0 && run.stdout == "dues for Dues\n", "\(run.stderr)")
        let typo = Run(["run", "a.flow", "--automation", "Due", "--state", state], in: folder)
        #expect(typo.code == 64 && typo.stderr.contains("did you mean 'Dues'?"), "\(typo.stderr)")
    }

    /// A `do` block's `requires` is scoped as a shortcut's, and a scoped `--allow` grants it.
    @Test func stepsWrittenInPlaceDeclareScopedCapabilities() throws {
        let file = """
            automation "Notes" {
              when every day at 10:00
              do {
                requires files(write: "notes")
                write-file("notes/${trigger.automation}.txt", text: "written")
              }
            }
            """
        let folder = try temporaryDirectory(["a.flow": file])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("notes"), withIntermediateDirectories: true)
        let state = folder.appendingPathComponent("s").path
        let run = Run(["run", "a.flow", "--automation", "Notes", "--allow", "files:write=notes", "--state", state], in: folder)
        #expect(run.code == 0, "\(run.stderr)")
        #expect((try? String(contentsOf: folder.appendingPathComponent("notes/Notes.txt"), encoding: .utf8)) == "written")
        let narrower = Run(["run", "a.flow", "--automation", "Notes", "--allow", "files:write=notes/other", "--state", state], in: folder)
        #expect(narrower.code == 77, "\(narrower.stderr)")
    }
}
