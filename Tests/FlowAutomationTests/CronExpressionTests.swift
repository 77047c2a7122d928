import Foundation
import Testing
@testable import FlowAutomation

/// Section 1 of AUTOMATION-SEMANTICS.md: what cron text is accepted and what
/// it means. Schedules are compared by their slots in UTC from a fixed instant.
@Suite struct CronExpressionTests {
    func utc(_ text: String, from: String = "2026-01-01T00:00:00Z", count: Int = 5) -> [String] {
        nextSlots(text, in: "UTC", from: from, count: count)
    }

    func sameSchedule(_ a: String, _ b: String) throws -> Bool {
        try ScheduleText(a).schedule == ScheduleText(b).schedule
    }

    @Test func fiveFieldsInOrder() {
        #expect(utc("30 12 * * *", count: 2) == ["2026-01-01T12:30:00+00:00", "2026-01-02T12:30:00+00:00"])
    }

    @Test func listsRangesAndSteps() throws {
        #expect(utc("0,30 9-10 * * *", count: 5) == [
            "2026-01-01T09:00:00+00:00", "2026-01-01T09:30:00+00:00", "2026-01-01T10:00:00+00:00",
            "2026-01-01T10:30:00+00:00", "2026-01-02T09:00:00+00:00",
        ])
        #expect(utc("10-40/15 0 * * *", count: 3) == [
            "2026-01-01T00:10:00+00:00", "2026-01-01T00:25:00+00:00", "2026-01-01T00:40:00+00:00",
        ])
        #expect(try sameSchedule("*/20 * * * *", "0,20,40 * * * *"))
    }

    @Test func stepsRestartPerField() {
        // */23 hours is 0 and 23, not every 23 hours.
        #expect(utc("0 */23 * * *", from: "2025-12-31T12:00:00Z", count: 4) == [
            "2025-12-31T23:00:00+00:00", "2026-01-01T00:00:00+00:00",
            "2026-01-01T23:00:00+00:00", "2026-01-02T00:00:00+00:00",
        ])
    }

    @Test func namesInAnyCaseInRangesAndLists() throws {
        #expect(try sameSchedule("0 9 * jan-Mar MON,wed,FRI", "0 9 * 1-3 1,3,5"))
        #expect(try sameSchedule("0 9 * * Sun", "0 9 * * 0"))
    }

    @Test func sundayIsZeroAndSeven() throws {
        #expect(try sameSchedule("0 9 * * 7", "0 9 * * 0"))
        #expect(try sameSchedule("0 9 * * 0-7", "0 9 * * *") == false) // restricted vs not: the day rule differs
        #expect(utc("0 9 * * 7", count: 1) == ["2026-01-04T09:00:00+00:00"])
    }

    @Test func theWeekdayRangeThatEndsOnSunday() throws {
        #expect(try sameSchedule("0 9 * * 5-0", "0 9 * * 5-7"))
        #expect(try sameSchedule("0 9 * * FRI-SUN", "0 9 * * 5,6,0"))
        // 2026-01-02 is a Friday.
        #expect(utc("0 9 * * FRI-SUN", count: 4) == [
            "2026-01-02T09:00:00+00:00", "2026-01-03T09:00:00+00:00", "2026-01-04T09:00:00+00:00",
            "2026-01-09T09:00:00+00:00",
        ])
    }

    @Test func dayOfWeekStarSevenIsSundayOnly() {
        #expect(utc("0 0 * * */7", count: 2) == ["2026-01-04T00:00:00+00:00", "2026-01-11T00:00:00+00:00"])
    }

    @Test func macros() throws {
        #expect(try sameSchedule("@yearly", "0 0 1 1 *"))
        #expect(try sameSchedule("@annually", "0 0 1 1 *"))
        #expect(try sameSchedule("@monthly", "0 0 1 * *"))
        #expect(try sameSchedule("@weekly", "0 0 * * 0"))
        #expect(try sameSchedule("@daily", "0 0 * * *"))
        #expect(try sameSchedule("@midnight", "0 0 * * *"))
        #expect(try sameSchedule("@hourly", "0 * * * *"))
        #expect(utc("@weekly", count: 1) == ["2026-01-04T00:00:00+00:00"])
    }

    @Test func extraSpacesAndTabsSeparateFields() throws {
        #expect(try sameSchedule("  30\t12  * *   *  ", "30 12 * * *"))
    }

    // MARK: The day rule

    @Test func bothDayFieldsRestrictedMeansEither() {
        // The 1st, the 15th and every Friday. 2026-05-01 is a Friday.
        #expect(utc("30 4 1,15 * 5", from: "2026-05-01T00:00:00Z", count: 6) == [
            "2026-05-01T04:30:00+00:00", "2026-05-08T04:30:00+00:00", "2026-05-15T04:30:00+00:00",
            "2026-05-22T04:30:00+00:00", "2026-05-29T04:30:00+00:00", "2026-06-01T04:30:00+00:00",
        ])
    }

    @Test func aDayFieldStartingWithStarMeansBoth() {
        // Odd days (*/2 counts as unrestricted) that are Mondays. 2026-06-01 is a Monday.
        #expect(utc("0 0 */2 * 1", from: "2026-06-01T00:00:00Z", count: 3) == [
            "2026-06-15T00:00:00+00:00", "2026-06-29T00:00:00+00:00", "2026-07-13T00:00:00+00:00",
        ])
        // The 1st when it is a Sunday, Tuesday, Thursday or Saturday.
        #expect(utc("0 0 1 * */2", from: "2026-01-01T00:00:00Z", count: 3) == [
            "2026-02-01T00:00:00+00:00", "2026-03-01T00:00:00+00:00", "2026-08-01T00:00:00+00:00",
        ])
    }

    @Test func bothDayFieldsRestrictedIsWarned() throws {
        let expression = try CronExpression("30 4 1,15 * 5")
        let warning = try #require(expression.warnings.first)
        #expect(warning.message.contains("either"))
        #expect(String(decoding: Array("30 4 1,15 * 5".utf8)[warning.range], as: UTF8.self) == "1,15 * 5")
        #expect(try CronExpression("30 4 */2 * 5").warnings.isEmpty)
        #expect(try CronExpression("30 4 1,15 * *").warnings.isEmpty)
    }

    @Test func february29() {
        #expect(utc("0 9 29 2 *", from: "2025-03-01T00:00:00Z", count: 2) == [
            "2028-02-29T09:00:00+00:00", "2032-02-29T09:00:00+00:00",
        ])
        #expect(nextSlots("0 9 29 2 *", in: "Europe/Berlin", from: "2025-03-01T00:00:00+01:00", count: 1) == [
            "2028-02-29T09:00:00+01:00",
        ])
    }

    @Test func rareButPossibleDatesAreFound() {
        // February 29 that is a Sunday (dow starts with '*', so both must match).
        #expect(utc("0 0 29 2 */7", from: "2026-01-01T00:00:00Z", count: 1) == ["2032-02-29T00:00:00+00:00"])
    }

    @Test func fixedTimeAndWildcardClassification() throws {
        func fixed(_ text: String) throws -> Bool { try CronExpression(text).schedule.isFixedTime }
        #expect(try fixed("30 2 * * *"))
        #expect(try fixed("0,30 1-3 * * *"))
        #expect(try fixed("@daily"))
        #expect(try !fixed("*/15 * * * *"))
        #expect(try !fixed("30 * * * *"))
        #expect(try !fixed("* 2 * * *"))
        #expect(try !fixed("@hourly"))
    }
}
