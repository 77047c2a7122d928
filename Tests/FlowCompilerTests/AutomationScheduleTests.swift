import Foundation
import Testing
import FlowDiagnostics
@testable import FlowCompiler

/// The scheduler's view of automations: triggers, modes and catch-up as data.
@Suite struct AutomationScheduleTests {
    func automations(_ text: String) -> [AutomationGraph] {
        let (workspace, program) = compile(text)
        #expect(!workspace.hasErrors, "\(rendered(workspace))")
        return program.automations
    }

    static let shortcut = "shortcut \"Hello\" {\n  show-result(\"hello\")\n}\n"

    @Test func timeTriggersCarryTheirSchedulesAndZones() {
        let graphs = automations(Self.shortcut + """
            automation "A" {
              when every day at 07:30
              when at 22:00 on mon-fri, sun
              when at 9:05 on weekends
              when cron "*/15 * * * *" tz "Europe/Berlin"
              run "Hello"
            }
            """)
        #expect(graphs.first?.schedule.map(\.kind) == [.time, .time, .time, .time])
        #expect(graphs.first?.timeTriggers.allSatisfy { $0 != nil } == true)
        #expect(graphs.first?.schedule.last?.timeZone == "Europe/Berlin")
        #expect(graphs.first?.schedule.first?.text == "every day at 07:30")
    }

    @Test func intervalsEventsAndOptions() {
        let graphs = automations(Self.shortcut + """
            automation "B" {
              when every 15m offset 2m
              when event "location.arrive" where place == "Work" debounce 5s throttle 2/30m
              when file-changed "~/Downloads/*.pdf"
              when boot
              mode queued max 3
              catchup all max 5 within 2h
              run "Hello"
            }
            """)
        let schedule = graphs.first?.schedule ?? []
        #expect(schedule.count == 4)
        #expect(schedule.first?.kind == .time)
        if case .event(let type, let filter)? = schedule.dropFirst().first?.kind {
            #expect(type == "location.arrive")
            #expect(filter != nil)
        } else {
            Issue.record("expected an event trigger")
        }
        #expect(schedule.dropFirst().first?.debounce == 5)
        #expect(schedule.dropFirst().first?.throttle == .init(count: 2, period: 1800))
        #expect(schedule.dropFirst(2).first?.kind == .fileChanged(pattern: "~/Downloads/*.pdf"))
        #expect(schedule.last?.kind == .boot)
        #expect(graphs.first?.concurrency == ConcurrencyPolicy(kind: .queued, max: 3))
        #expect(graphs.first?.catchupPolicy == CatchupPolicy(kind: .all, max: 5, within: 7200))
    }

    @Test func defaultsAreSingleAndLatest() {
        let graphs = automations(Self.shortcut + "automation \"C\" {\n  when boot\n  run \"Hello\"\n}\n")
        #expect(graphs.first?.concurrency == ConcurrencyPolicy())
        #expect(graphs.first?.catchupPolicy == CatchupPolicy())
    }
}
