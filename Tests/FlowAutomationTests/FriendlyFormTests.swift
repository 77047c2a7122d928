import Foundation
import Testing
@testable import FlowAutomation

/// The language's friendly time triggers compile to the same schedules as
/// cron text; `every D offset D` is an epoch-aligned real-time interval.
@Suite struct FriendlyFormTests {
    func same(_ friendly: String, _ cron: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try ScheduleText(friendly).schedule == ScheduleText(cron).schedule, "\(friendly) vs \(cron)",
                sourceLocation: sourceLocation)
    }

    @Test func everyDayAtIsAFixedDailyCron() throws {
        try same("every day at 07:30", "30 7 * * *")
        try same("every day at 7:05", "5 7 * * *")
        try same("every day at 00:00:00", "@daily")
    }

    @Test func atOnDaysIsACronWithWeekdays() throws {
        try same("at 22:00", "0 22 * * *")
        try same("at 22:00 on mon-fri", "0 22 * * 1-5")
        try same("at 09:00 on sat, sun", "0 9 * * 6,0")
        try same("at 09:00 on sat,sun", "0 9 * * SAT,SUN")
        try same("at 10:00 on weekdays", "0 10 * * MON-FRI")
        try same("at 10:00 on weekends", "0 10 * * 0,6")
        try same("at 10:00 on mon, wed-thu, sun", "0 10 * * 1,3,4,0")
        // Ranges run forward from Monday and wrap past Sunday.
        try same("at 08:00 on fri-mon", "0 8 * * 5-7,1")
        try same("at 08:00 on mon-sun", "0 8 * * *")
    }

    @Test func weekdayWordsAsTheCheckerSeesThem() throws {
        #expect(try Weekdays.parse("mon") == 0b0000010)
        #expect(try Weekdays.parse("SUN") == 0b0000001)
        #expect(try Weekdays.parse("sat-sun") == 0b1000001)
        #expect(throws: CronError.self) { try Weekdays.parse("mon-") }
        #expect(throws: CronError.self) { try Weekdays.parse("mon-tue-wed") }
        #expect(throws: CronError.self) { try Weekdays.parse("") }
    }

    @Test func theFriendlyFormsFireWhereCronDoes() {
        // 2026-01-02 is a Friday, 2026-01-05 a Monday.
        #expect(nextSlots("at 22:00 on mon-fri", in: "Europe/Berlin", from: "2026-01-02T12:00:00+01:00", count: 2) == [
            "2026-01-02T22:00:00+01:00", "2026-01-05T22:00:00+01:00",
        ])
        #expect(nextSlots("every day at 07:30", in: "UTC", from: "2026-01-01T07:30:00Z", count: 1) == [
            "2026-01-02T07:30:00+00:00",
        ])
    }

    @Test func intervalsAreAlignedToTheUnixEpochPlusTheOffset() {
        #expect(nextSlots("every 15m offset 2m", in: "UTC", from: "2026-01-01T00:00:00Z", count: 5) == [
            "2026-01-01T00:02:00+00:00", "2026-01-01T00:17:00+00:00", "2026-01-01T00:32:00+00:00",
            "2026-01-01T00:47:00+00:00", "2026-01-01T01:02:00+00:00",
        ])
        // 11 minutes does not divide a day: slots are multiples of 660 s since 1970.
        #expect(nextSlots("every 11m", in: "UTC", from: "2026-01-01T00:00:00Z", count: 2) == [
            "2026-01-01T00:05:00+00:00", "2026-01-01T00:16:00+00:00",
        ])
        // 2026-01-01 00:00 UTC is a multiple of 90 minutes since the epoch.
        #expect(nextSlots("every 1h30m offset 90s", in: "UTC", from: "2026-01-01T00:00:00Z", count: 2) == [
            "2026-01-01T00:01:30+00:00", "2026-01-01T01:31:30+00:00",
        ])
        // A slot exactly at the start is not after it.
        #expect(nextSlots("every 15m offset 2m", in: "UTC", from: "2026-01-01T00:02:00Z", count: 1) == [
            "2026-01-01T00:17:00+00:00",
        ])
    }

    @Test func intervalsShowTheWallClockOfTheirZone() {
        #expect(nextSlots("every 1d", in: "Asia/Kolkata", from: "2026-01-01T00:00:00Z", count: 1) == [
            "2026-01-02T05:30:00+05:30",
        ])
    }

    @Test func intervalValidation() throws {
        #expect(try IntervalSchedule(period: 900, offset: 120).next(after: 0) == 120)
        #expect(throws: IntervalError.self) { try IntervalSchedule(period: 0.5) }
        #expect(throws: IntervalError.self) { try IntervalSchedule(period: .infinity) }
        #expect(throws: IntervalError.self) { try IntervalSchedule(period: 60, offset: -1) }
        #expect(throws: IntervalError.self) { try IntervalSchedule(period: 60, offset: 60) }
    }
}
