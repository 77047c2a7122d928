import Foundation
import Testing
import FlowAutomation
@testable import FlowCompiler

/// The checker hands each time trigger's schedule and zone to the daemon,
/// beside the trigger's description.
@Suite struct TimeTriggerTests {
    @Test func eachTimeTriggerCarriesItsScheduleAndZone() throws {
        let (workspace, program) = compile("""
        automation "Times" {
          when cron "30 12 * * MON-FRI" tz "Europe/Berlin"
          when every day at 07:30 tz UTC
          when at 22:00 on mon-fri
          when every 15m offset 2m
          when event "location.arrive"
          when boot
          do {
            show-result("fired")
          }
        }
        """)
        #expect(!workspace.hasErrors)
        let automation = try #require(program.automations.first)
        #expect(automation.timeTriggers.count == automation.triggers.count)
        let triggers = automation.timeTriggers
        #expect(triggers[0] == TimeTrigger(schedule: try ScheduleText("30 12 * * MON-FRI").schedule, zoneName: "Europe/Berlin"))
        #expect(triggers[1] == TimeTrigger(schedule: try ScheduleText("30 7 * * *").schedule, zoneName: "UTC"))
        #expect(triggers[2] == TimeTrigger(schedule: try ScheduleText("0 22 * * 1-5").schedule, zoneName: nil))
        #expect(triggers[3] == TimeTrigger(schedule: try ScheduleText("every 15m offset 2m").schedule, zoneName: nil))
        #expect(triggers[4] == nil)
        #expect(triggers[5] == nil)
    }

    @Test func aTriggerWithErrorsHasNoSchedule() {
        let (workspace, program) = compile("""
        automation "Broken" {
          when cron "0 0 30 2 *"
          do {
            show-result("never")
          }
        }
        """)
        #expect(workspace.hasErrors)
        #expect(program.automations.first?.timeTriggers == [nil])
    }
}
