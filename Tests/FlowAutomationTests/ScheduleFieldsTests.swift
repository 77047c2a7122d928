import Foundation
import Testing
@testable import FlowAutomation

/// What an exporter reads: a calendar schedule's fields with the facts
/// cron's rules hang on, and a zone's offset changes.
@Suite struct ScheduleFieldsTests {
    func fields(_ text: String) throws -> CronFields {
        guard case .calendar(let cron) = try ScheduleText(text).schedule else { throw CronError(.empty, "not a calendar", at: 0..<0) }
        return cron.fields
    }

    @Test func fieldsAreTheSetsWithWhichStartedWithAStar() throws {
        let lunch = try fields("*/20 9-17 * * MON-FRI")
        #expect(lunch.minutes == [0, 20, 40])
        #expect(lunch.hours == Array(9...17))
        #expect(lunch.daysOfMonth == Array(1...31) && lunch.months == Array(1...12))
        #expect(lunch.daysOfWeek == [1, 2, 3, 4, 5])
        #expect(lunch.minuteStartsWithStar && !lunch.hourStartsWithStar)
        #expect(lunch.dayOfMonthStartsWithStar && !lunch.dayOfWeekStartsWithStar && !lunch.daysMatchEither)
        let either = try fields("30 4 1,15 * 5")
        #expect(either.daysMatchEither && either.daysOfMonth == [1, 15] && either.daysOfWeek == [5])
        #expect(try fields("0 9 * * 7").daysOfWeek == [0], "7 is Sunday, folded onto 0")
        let friendly = try fields("at 22:00 on fri-mon")
        #expect(friendly.daysOfWeek == [0, 1, 5, 6] && !friendly.minuteStartsWithStar && !friendly.hourStartsWithStar)
    }

    @Test func equalityIsBySlotsNotBySpelling() throws {
        #expect(try ScheduleText("*/20 * * * *").schedule == ScheduleText("0,20,40 * * * *").schedule)
        #expect(try fields("*/20 * * * *") != fields("0,20,40 * * * *"), "the fields keep the spelling's star")
    }

    @Test func transitionsAreTheOffsetChanges() throws {
        let berlin = try #require(ZoneRules.named("Europe/Berlin"))
        let start = try #require(InstantText.parse("2027-01-01T00:00:00Z", in: berlin))
        let changes = berlin.transitions(after: start, through: start.addingTimeInterval(365 * 86_400))
        #expect(changes.map { InstantText.format($0.instant, in: berlin) } == ["2027-03-28T03:00:00+02:00", "2027-10-31T02:00:00+01:00"])
        #expect(changes.map(\.change) == [3600, -3600])
        let utc = try #require(ZoneRules.named("UTC"))
        #expect(utc.transitions(after: start, through: start.addingTimeInterval(365 * 86_400)).isEmpty)
        let lordHowe = try #require(ZoneRules.named("Australia/Lord_Howe"))
        #expect(lordHowe.transitions(after: start, through: start.addingTimeInterval(365 * 86_400)).map(\.change) == [-1800, 1800])
    }
}
