import Foundation
import FlowAutomation

/// Figure 5: the next slot of 10,000 time triggers, as the daemon computes
/// them when it loads its automations. Target: 50 ms.
enum CronBenchmark {
    /// A mix of what people write: daily, weekday, wildcard, rare (Feb 29),
    /// both day fields, macros, friendly forms and intervals.
    static let schedules = [
        "30 12 * * MON-FRI", "@daily", "*/15 * * * *", "0 9 29 2 *", "30 4 1,15 * 5", "0 */2 * * *", "30 2 * * *",
        "every day at 07:30", "at 22:00 on mon-fri", "at 09:00 on sat, sun", "every 15m offset 2m", "0 0 1 JAN *",
        "5-55/10 8-18 * * 1-5", "0 3 * * 0", "@hourly", "45 23 28-31 * *",
    ].compactMap { try? ScheduleText($0).schedule }

    static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham", "UTC", "Asia/Tokyo"]

    static func run(runs: Int) {
        let count = 10_000
        let from = Date(timeIntervalSince1970: 1_774_000_000) // 2026-03-20, days before Europe's spring change
        let timeZones = zones.compactMap { TimeZone(identifier: $0) }
        let baseline = Stopwatch.best(of: runs) {
            // Baseline: one offset lookup per trigger through Foundation.
            var total = 0
            for index in 0..<count { total &+= timeZones[index % timeZones.count].secondsFromGMT(for: from) }
            return total
        }
        let nextSlots = Stopwatch.best(of: runs) {
            // Fresh zone tables each run: the cost of filling them is counted.
            let rules = timeZones.map(ZoneRules.init)
            var found = 0
            for index in 0..<count where schedules[index % schedules.count].nextSlot(after: from, in: rules[index % rules.count]) != nil {
                found += 1
            }
            return found
        }
        print("")
        print("flow-bench: the next slot of 10,000 time triggers (\(schedules.count) schedules × \(zones.count) zones), best of \(runs)")
        for (name, seconds) in [("baseline: one TimeZone offset each", baseline), ("next slot of each trigger", nextSlots)] {
            print("  " + name.padding(toLength: 34, withPad: " ", startingAt: 0) + String(format: "%8.2f ms", seconds * 1000)
                  + String(format: "  %7.1fx baseline time", seconds / baseline))
        }
        print("  target: next slots of 10,000 triggers <= 50 ms: \(nextSlots <= 0.050 ? "met" : "NOT met")")
    }
}
