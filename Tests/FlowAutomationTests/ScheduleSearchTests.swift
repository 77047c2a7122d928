import Foundation
import Testing
import FlowTestSupport
@testable import FlowAutomation

/// The search against the obvious slow answer, minute by minute, and its
/// cost at the scale of the benchmark.
@Suite struct ScheduleSearchTests {
    static let fields = [
        ["*", "0", "5", "*/5", "*/7", "0-30/10", "15,45", "59"],
        ["*", "0", "12", "*/3", "9-17", "22-23", "*/23"],
        ["*", "1", "15", "*/2", "28-31", "1,15", "31"],
        ["*", "1", "2", "*/3", "JAN-MAR", "2,8", "12"],
        ["*", "0", "1-5", "*/2", "SAT,SUN", "5-0", "7"],
    ]

    /// Random cron text from the fields above that fires at least once.
    static func expressions(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        var result: [String] = []
        while result.count < count {
            let text = fields.map { $0.randomElement(using: &random) ?? "*" }.joined(separator: " ")
            if (try? CronExpression(text)) != nil { result.append(text) }
        }
        return result
    }

    @Test func agreesWithAMinuteByMinuteSearchInUTC() throws {
        let utc = try #require(ZoneRules.named("UTC"))
        let start: Int64 = 1_767_225_600 // 2026-01-01T00:00:00Z
        let window: Int64 = 3 * 24 * 3600
        for text in Self.expressions(count: 60, seed: 7) {
            let schedule = Schedule.calendar(try CronExpression(text).schedule)
            guard case .calendar(let cron) = schedule else { continue }
            var expected: [Int64] = []
            var minute = start + 60
            while minute <= start + window, expected.count < 5 {
                if cron.matches(CivilDateTime(localSeconds: minute)) { expected.append(minute) }
                minute += 60
            }
            let found = schedule.slots(after: Date(timeIntervalSince1970: Double(start)), in: utc, count: expected.count)
            #expect(found.map { Int64($0.instant.timeIntervalSince1970) } == expected, "\(text)")
        }
    }

    @Test func wildcardSlotsAreExactlyTheMatchingInstantsAcrossTransitions() throws {
        // Every instant whose wall clock matches, in real time: through the
        // gap (none) and the repeat (twice), for half-hour and 45-minute zones.
        let cases: [(String, String)] = [
            ("Australia/Lord_Howe", "2026-04-04T12:00:00Z"), ("Australia/Lord_Howe", "2026-10-03T12:00:00Z"),
            ("Pacific/Chatham", "2026-04-04T10:00:00Z"), ("Pacific/Chatham", "2026-09-26T10:00:00Z"),
            ("Europe/Berlin", "2026-10-24T22:00:00Z"), ("America/New_York", "2026-03-08T04:00:00Z"),
        ]
        for (zoneName, from) in cases {
            let zone = try #require(ZoneRules.named(zoneName))
            let start = Int64(try #require(InstantText.parse(from, in: zone)).timeIntervalSince1970)
            for text in ["*/10 * * * *", "*/15 1-4 * * *", "45 * * * *", "* 2 * * *"] {
                let cron = try CronExpression(text).schedule
                var expected: [Int64] = []
                var instant = start + 60
                while instant <= start + 8 * 3600 {
                    if cron.matches(CivilDateTime(localSeconds: zone.local(at: instant))) { expected.append(instant) }
                    instant += 60
                }
                let found = Schedule.calendar(cron).slots(after: Date(timeIntervalSince1970: Double(start)), through: Date(timeIntervalSince1970: Double(start + 8 * 3600)), in: zone, limit: 1000)
                #expect(found.map { Int64($0.instant.timeIntervalSince1970) } == expected, "\(zoneName) \(text)")
                #expect(found.allSatisfy { !$0.moved })
            }
        }
    }

    @Test func slotsAreOrderedAndNamedTimesMatch() throws {
        for zoneName in ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham"] {
            let zone = try #require(ZoneRules.named(zoneName))
            for text in Self.expressions(count: 30, seed: 11) {
                let cron = try CronExpression(text).schedule
                let slots = Schedule.calendar(cron).slots(after: Date(timeIntervalSince1970: 1_774_000_000), in: zone, count: 20)
                #expect(slots.count == 20, "\(zoneName) \(text)")
                for (earlier, later) in zip(slots, slots.dropFirst()) {
                    #expect(earlier.instant < later.instant, "\(zoneName) \(text)")
                }
                for slot in slots {
                    #expect(cron.matches(slot.scheduledFor), "\(zoneName) \(text) \(slot)")
                    let wall = CivilDateTime(localSeconds: zone.local(at: Int64(slot.instant.timeIntervalSince1970)))
                    #expect(slot.moved || wall == slot.scheduledFor, "\(zoneName) \(text) \(slot)")
                }
            }
        }
    }

    @Test func theEndOfTimeHasNoSlots() throws {
        let utc = try #require(ZoneRules.named("UTC"))
        let schedule = try ScheduleText("0 0 1 1 *").schedule
        #expect(schedule.nextSlot(after: Date(timeIntervalSince1970: 253_402_300_000), in: utc) == nil)
        #expect(schedule.nextSlot(after: Date(timeIntervalSince1970: 1e15), in: utc) == nil)
        #expect(schedule.nextSlot(after: Date(timeIntervalSince1970: .infinity), in: utc) == nil)
        #expect(schedule.nextSlot(after: Date(timeIntervalSince1970: -.greatestFiniteMagnitude), in: utc) == nil)
        #expect(schedule.nextSlot(after: .distantPast, in: utc) == nil) // before the year 1
        #expect(schedule.nextSlot(after: Date(timeIntervalSince1970: -62_000_000_000), in: utc) != nil)
        #expect(schedule.nextSlot(after: .distantFuture, in: utc) != nil) // the year 4001
    }

    @Test func tenThousandNextFiresAreCheap() throws {
        // The figure is 50 ms in a release build (flow-bench prints
        // it); a debug build under test is several times slower, so this only
        // guards against falling back to a minute-by-minute search.
        let zones = try ["Europe/Berlin", "America/New_York", "Pacific/Chatham", "UTC"].map { try #require(ZoneRules.named($0)) }
        let schedules = try Self.expressions(count: 200, seed: 3).map { try ScheduleText($0).schedule }
            + [try ScheduleText("0 9 29 2 *").schedule, try ScheduleText("every 15m offset 2m").schedule]
        let from = Date(timeIntervalSince1970: 1_774_000_000)
        let clock = ContinuousClock()
        var found = 0
        let elapsed = clock.measure {
            for index in 0..<10_000 {
                if schedules[index % schedules.count].nextSlot(after: from, in: zones[index % zones.count]) != nil { found += 1 }
            }
        }
        #expect(found == 10_000)
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }
}
