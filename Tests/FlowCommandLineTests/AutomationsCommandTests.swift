import Foundation
import Testing
@testable import FlowCommandLine

/// `flow automations` says each automation as the Automation tab does:
/// trigger sentence → actions, then its next fire, mode and last run.
@Suite struct AutomationsCommandTests {
    func listing(_ file: String) throws -> [String] {
        let state = try temporaryDirectory([:]).path
        let run = Run(["automations", "Workflows/" + file, "--state", state], environment: ["TZ": "UTC"])
        #expect(run.code == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("→") }
    }

    @Test func theHomeRoutinesReadAsTheSeedsShowThem() throws {
        let lines = try listing("home-routines.flow")
        #expect(lines.contains("When I arrive at Work → Set Focus to Do Not Disturb   (Arrive at work)"), "\(lines)")
        #expect(lines.contains("When my Wake-up alarm is stopped → Run shell script   (Wake up)"))
        #expect(lines.contains("When I connect to CarPlay → Run shell script and Show result   (In the car)"))
        #expect(lines.contains("At 22:00 on weekdays → Set Focus to Sleep   (Wind down)"))
        #expect(lines.contains("When the computer starts → Run shell script   (Sync flows at boot)"))
        #expect(lines.contains("When a file matching ~/Downloads/*.pdf changes (once quiet for 5s) → Run shell script   (File soup receipts)"))
        #expect(lines.contains("When an automation run fails (at most 1 per 30m) → Show result   (Tell me when an automation fails)"))
    }

    @Test func aNamedShortcutShowsItsActionsAndAnUnknownEventItsFilter() throws {
        let lines = try listing("soup-automations.flow")
        #expect(lines.contains("At 11:45 on Fridays → Run “Soup for John”: Order Soup and Send message   (Chowder Friday)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("At 12:30 on weekdays (America/Denver) → Run “Lunch”: ") })
        #expect(lines.contains("When a calendar event starts where title matches \"*lunch*\" and not exists(videoLink) → Order Soup and Send message   (Lunch meeting)"))
    }

    /// The trigger's text as the file writes it, said with FlowAutomation's words (ScheduleSentenceTests has the table).
    @Test func timeTriggersInWords() {
        #expect(TriggerSentence.time("cron \"30 12 * * MON-FRI\"") == "At 12:30 on weekdays")
        #expect(TriggerSentence.time("cron \"*/15 9-17 * * 1-5\"") == "Every 15 minutes from 09:00 through 17:45 on weekdays")
        #expect(TriggerSentence.time("cron \"0 0 29 2 *\"") == "At midnight on February 29 (leap years only)")
        #expect(TriggerSentence.time("every 15m offset 2m") == "Every 15 minutes, starting at 2 minutes past the hour")
        #expect(TriggerSentence.time("at 22:00 on mon-fri") == "At 22:00 on weekdays")
        #expect(TriggerSentence.time("every day at 07:30") == "At 07:30 every day")
        #expect(TriggerSentence.base(of: "cron \"30 12 * * MON-FRI\" tz America/Denver") == "cron \"30 12 * * MON-FRI\"")
        #expect(ActionsSentence.joined(["A", "B", "C"]) == "A, B, and C")
        #expect(ActionsSentence.joined(["A", "B"]) == "A and B")
    }

    @Test func explainAndAnUnknownName() throws {
        let state = try temporaryDirectory([:]).path
        let explained = Run(["automations", "explain", "Arrive at work", "Workflows/home-routines.flow", "--state", state])
        #expect(explained.code == 0)
        #expect(explained.stdout.hasPrefix("When I arrive at Work → "))
        #expect(explained.stdout.contains("fires for each event of type location.arrive"))
        // A time trigger in the words `flow cron explain` uses for the same schedule.
        let timed = Run(["automations", "explain", "Order status", "Workflows/soup-automations.flow", "--state", state])
        #expect(timed.stdout.hasPrefix("Every 15 minutes, starting at 2 minutes past the hour → "), "\(timed.stdout)")
        let cron = Run(["cron", "explain", "every 15m offset 2m", "--tz", "America/Denver"])
        #expect(cron.stdout.contains("in words  Every 15 minutes, starting at 2 minutes past the hour (America/Denver)"), "\(cron.stdout)")
        let unknown = Run(["automations", "explain", "Arrive at wrok", "Workflows/home-routines.flow", "--state", state])
        #expect(unknown.code == 64)
        #expect(unknown.stderr.contains("did you mean 'Arrive at work'?"))
    }

    @Test func conditionsTheSentenceDoesNotSayStayVisible() throws {
        let directory = try temporaryDirectory(["a.flow": """
            automation "Car" {
              when event "carplay.connected" where label == "Car"
              do {
                show-result("car")
              }
            }

            automation "Office" {
              when event "location.arrive" where place == "Work" and place == "Home"
              when at 09:00 on mon-fri
              do {
                show-result("q\\"uote")
              }
            }

            automation "Quoted" {
              when event "x.y" where name == "q\\"uote"
              do {
                show-result("x")
              }
            }

            """])
        let run = Run(["automations", "a.flow", "--state", directory.appendingPathComponent("state").path], in: directory)
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("When I connect to CarPlay where label == \"Car\" → "), "\(run.stdout)")
        #expect(run.stdout.contains("When I arrive at Work where place == \"Home\", or at 09:00 on weekdays → "), "\(run.stdout)")
        #expect(run.stdout.contains("When event “x.y” is posted where name == \"q\\\"uote\" → "), "\(run.stdout)")
    }
}
