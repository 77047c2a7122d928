import Foundation
import Testing
@testable import FlowCommandLine

/// Defects reported in "One model, one truth", each kept fixed here.
@Suite struct ReportedDefectTests {
    @Test func aBrokenFileGivenWithFileIsReportedNotSkipped() throws {
        let directory = try temporaryDirectory(["bad.flow": "app Broken {\n  intent X {\n"])
        for command in [["actions"], ["apps"]] {
            let run = Run(command + ["--file", "bad.flow"], in: directory)
            #expect(run.code == 65, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("bad.flow:3:1: error:"), "\(run.stderr)")
        }
    }

    @Test func aDonationCannotBeInTheFuture() throws {
        let state = try temporaryDirectory([:])
        let run = Run(["donate", "SoupChef.OrderSoup", "soup=clamChowder", "--time", "2030-01-01T12:00", "--state", state.path], in: state)
        #expect(run.code == 64 && run.stderr.contains("is in the future"), "\(run.stderr)")
    }

    @Test func historyShowsAFailedStepWithItsErrorAndUnescapedSlashes() throws {
        let directory = try temporaryDirectory(["fail.flow": """
            shortcut "Fail" {
              requires files
              show-result("https://example.com/a/b")
              read-file("/nonexistent/flow-test")
            }
            """])
        let state = directory.appendingPathComponent("state").path
        let run = Run(["run", "fail.flow", "--allow", "files", "--state", state], in: directory)
        #expect(run.code == 70)
        #expect(run.stderr.hasPrefix("fail.flow:4:3: error: Read /nonexistent/flow-test: cannot read /nonexistent/flow-test: no such file or directory (ENOENT)"),
                "\(run.stderr)")
        let id = try #require(Run(["history", "--state", state], in: directory).stdout.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        let shown = Run(["history", "show", id, "--state", state], in: directory).stdout
        #expect(shown.contains("content: \"https://example.com/a/b\""), "\(shown)")
        #expect(shown.contains("2. [") && shown.contains("error: Read /nonexistent/flow-test"), "\(shown)")
    }
}

/// `flow cron explain`: the schedule in words and its next slots in the zone and in UTC.
@Suite struct CronExplainTests {
    @Test func aWeekdayScheduleReadsAsASentenceWithItsSlots() {
        let run = Run(["cron", "explain", "30 12 * * MON-FRI", "--tz", "America/Denver", "--from", "2026-11-24T00:00", "-n", "2"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("in words  At 12:30 on weekdays (America/Denver)"), "\(run.stdout)")
        #expect(run.stdout.contains("2026-11-24T12:30:00-07:00  (2026-11-24T19:30:00+00:00)"), "\(run.stdout)")
    }

    @Test func aDaylightSavingMoveIsSaid() {
        let run = Run(["cron", "explain", "every day at 02:30", "--tz", "Europe/Berlin", "--from", "2027-03-27T12:00", "-n", "1"])
        #expect(run.stdout.contains("2027-03-28 02:30 does not exist"), "\(run.stdout)")
    }
}

/// An app defined twice on the search path: `flow actions show` names both
/// files instead of a screen cut short, and the list marks its actions.
@Suite struct AmbiguousAppCatalogTests {
    @Test func anAmbiguousAppsActionIsNotShownCutShort() throws {
        let definition = "app Pantry \"Pantry\" {\n  handler exec \"./p\"\n  intent AddItem {\n    title \"Add item\"\n    param name: String {\n      display-name \"Name\"\n    }\n    summary \"Add ${name}\"\n  }\n}\n"
        let folder = try temporaryDirectory(["config/apps/a.flow": definition, "config/apps/b.flow": definition])
        let environment = ["FLOW_CONFIG_HOME": folder.appendingPathComponent("config").path]
        let show = Run(["actions", "show", "Pantry.AddItem"], in: folder, environment: environment)
        #expect(show.code == 64 && show.stderr.contains("'use Pantry' is ambiguous") && show.stderr.contains("a.flow and "), "\(show.stderr)")
        let list = Run(["actions", "--search", "Add"], in: folder, environment: environment)
        #expect(list.stdout.contains("(ambiguous: Pantry is defined more than once"), "\(list.stdout)")
    }
}
