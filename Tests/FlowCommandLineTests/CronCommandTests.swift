import Foundation
import Testing
@testable import FlowCommandLine

/// `flow cron next`: slots on stdout, diagnostics on stderr, the exit codes.
@Suite struct CronCommandTests {
    @Test func printsTheNextSlotsWithOffsetsAndMarksMovedOnes() {
        let run = Run(["cron", "next", "30 2 * * *", "--tz", "Europe/Berlin", "--from", "2026-03-28T00:00:00+01:00", "-n", "3"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout == """
        2026-03-28T02:30:00+01:00
        2026-03-29T03:00:00+02:00  (moved: 02:30 does not exist on this day)
        2026-03-30T02:30:00+02:00

        """)
        #expect(run.stderr.isEmpty)
    }

    @Test func fivePerDefaultAndTheFriendlyForms() {
        let daily = Run(["cron", "next", "every day at 07:30", "--tz", "UTC", "--from", "2026-01-01T00:00:00Z"])
        #expect(daily.stdout.split(separator: "\n").count == 5)
        #expect(daily.stdout.hasPrefix("2026-01-01T07:30:00+00:00\n2026-01-02T07:30:00+00:00\n"))
        let weekdays = Run(["cron", "next", "at 22:00 on mon-fri", "--tz", "America/New_York", "--from", "2026-01-02T12:00", "-n", "2"])
        #expect(weekdays.stdout == "2026-01-02T22:00:00-05:00\n2026-01-05T22:00:00-05:00\n")
        let interval = Run(["cron", "next", "every 15m offset 2m", "--tz", "Pacific/Chatham", "--from", "2026-01-01T00:00:00Z", "-n=2"])
        #expect(interval.stdout == "2026-01-01T13:47:00+13:45\n2026-01-01T14:02:00+13:45\n")
    }

    @Test func theLocalZoneIsTZ() {
        let run = Run(["cron", "next", "0 9 29 2 *", "--from", "2025-03-01", "-n", "1"], environment: ["TZ": "Australia/Lord_Howe"])
        #expect(run.stdout == "2028-02-29T09:00:00+11:00\n")
        let ignored = Run(["cron", "next", "@daily", "--from", "2026-01-01T12:00:00Z", "-n", "1"], environment: ["TZ": "Nowhere/Land"])
        #expect(ignored.code == 0)
        #expect(ignored.stderr.contains("warning: TZ 'Nowhere/Land' names no time zone"))
    }

    @Test func anInvalidScheduleIsRenderedLikeACompilerErrorAndExits65() {
        let run = Run(["cron", "next", "0 0 * * THURS", "--color", "never", "--tz", "UTC"])
        #expect(run.code == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
        <cron>:1:9: error: unknown day name 'THURS'; did you mean 'THU'? (names are three letters)
         1 | 0 0 * * THURS
           |         ^~~~~
           = fix-it: replace with 'THU'

        """)
        let never = Run(["cron", "next", "0 0 30 2 *", "--color", "never", "--tz", "UTC"])
        #expect(never.code == 65)
        #expect(never.stderr.contains("never fires: February has no day '30'"))
    }

    @Test func theDayRuleWarningDoesNotStopTheSlots() {
        let run = Run(["cron", "next", "30 4 1,15 * 5", "--color", "never", "--tz", "UTC", "--from", "2026-05-01", "-n", "2"])
        #expect(run.code == 0)
        #expect(run.stdout == "2026-05-01T04:30:00+00:00\n2026-05-08T04:30:00+00:00\n")
        #expect(run.stderr.contains("warning: both day fields are restricted"))
    }

    @Test func usageErrorsExit64() {
        let zone = Run(["cron", "next", "@daily", "--tz", "Europe/Berlim"])
        #expect(zone.code == 64)
        #expect(zone.stderr.contains("unknown time zone 'Europe/Berlim'; did you mean 'Europe/Berlin'?"))
        #expect(Run(["cron", "next", "@daily", "--from", "yesterday"]).code == 64)
        #expect(Run(["cron", "next", "@daily", "-n", "0"]).code == 64)
        #expect(Run(["cron", "next", "@daily", "-n", "many"]).code == 64)
        #expect(Run(["cron", "next"]).code == 64)
        #expect(Run(["cron"]).code == 64)
        let typo = Run(["cron", "nxt", "@daily"])
        #expect(typo.code == 64)
        #expect(typo.stderr.contains("did you mean 'next'?"))
    }

    @Test func helpListsTheCommand() {
        #expect(Run(["help"]).stdout.contains("  cron         Show when a schedule fires"))
        #expect(Run(["cron", "--help"]).stdout.contains("USAGE: flow cron next <schedule>"))
    }
}
