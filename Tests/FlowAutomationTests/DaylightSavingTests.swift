import Foundation
import Testing
@testable import FlowAutomation

/// Section 2 of AUTOMATION-SEMANTICS.md, in four zones chosen for their
/// transitions: Berlin and New York (one hour, at different local times),
/// Lord Howe (30 minutes) and Chatham (UTC+12:45, at 02:45). Each zone's
/// spring gap and autumn repeat, for fixed-time and wildcard patterns.
@Suite struct DaylightSavingTests {
    // MARK: Europe/Berlin: 2026-03-29 02:00 → 03:00, 2026-10-25 03:00 → 02:00

    @Test func berlinFixedTimeInTheGapMovesToTheEndOfTheGap() {
        #expect(nextSlots("30 2 * * *", in: "Europe/Berlin", from: "2026-03-28T00:00:00+01:00", count: 3) == [
            "2026-03-28T02:30:00+01:00",
            "2026-03-29T03:00:00+02:00 moved from 02:30",
            "2026-03-30T02:30:00+02:00",
        ])
    }

    @Test func berlinFixedTimeInTheRepeatedHourFiresOnceAtTheEarlierInstant() {
        #expect(nextSlots("30 2 * * *", in: "Europe/Berlin", from: "2026-10-24T12:00:00+02:00", count: 2) == [
            "2026-10-25T02:30:00+02:00",
            "2026-10-26T02:30:00+01:00",
        ])
        // Asked from inside the second pass of the hour: already fired.
        #expect(nextSlots("30 2 * * *", in: "Europe/Berlin", from: "2026-10-25T02:10:00+01:00", count: 1) == [
            "2026-10-26T02:30:00+01:00",
        ])
    }

    @Test func berlinSeveralSlotsInOneGapFireOnce() {
        #expect(nextSlots("0,20,40 2 * * *", in: "Europe/Berlin", from: "2026-03-29T00:00:00+01:00", count: 2) == [
            "2026-03-29T03:00:00+02:00 moved from 02:00",
            "2026-03-30T02:00:00+02:00",
        ])
    }

    @Test func aMovedSlotThatMeetsARealOneIsTheRealOne() {
        #expect(nextSlots("0 2,3 * * *", in: "Europe/Berlin", from: "2026-03-29T00:00:00+01:00", count: 2) == [
            "2026-03-29T03:00:00+02:00",
            "2026-03-30T02:00:00+02:00",
        ])
    }

    @Test func berlinWildcardSlotsInTheGapDoNotExist() {
        #expect(nextSlots("30 * * * *", in: "Europe/Berlin", from: "2026-03-29T00:00:00+01:00", count: 4) == [
            "2026-03-29T00:30:00+01:00",
            "2026-03-29T01:30:00+01:00",
            "2026-03-29T03:30:00+02:00",
            "2026-03-29T04:30:00+02:00",
        ])
    }

    @Test func berlinWildcardKeepsItsSpacingThroughTheRepeatedHour() {
        #expect(nextSlots("*/15 * * * *", in: "Europe/Berlin", from: "2026-10-25T01:50:00+02:00", count: 10) == [
            "2026-10-25T02:00:00+02:00",
            "2026-10-25T02:15:00+02:00",
            "2026-10-25T02:30:00+02:00",
            "2026-10-25T02:45:00+02:00",
            "2026-10-25T02:00:00+01:00",
            "2026-10-25T02:15:00+01:00",
            "2026-10-25T02:30:00+01:00",
            "2026-10-25T02:45:00+01:00",
            "2026-10-25T03:00:00+01:00",
            "2026-10-25T03:15:00+01:00",
        ])
    }

    // MARK: America/New_York: 2026-03-08 02:00 → 03:00, 2026-11-01 02:00 → 01:00

    @Test func newYorkFixedTimeInTheGap() {
        #expect(nextSlots("30 2 * * *", in: "America/New_York", from: "2026-03-07T12:00:00-05:00", count: 3) == [
            "2026-03-08T03:00:00-04:00 moved from 02:30",
            "2026-03-09T02:30:00-04:00",
            "2026-03-10T02:30:00-04:00",
        ])
    }

    @Test func newYorkFixedTimeInTheRepeatedHour() {
        #expect(nextSlots("30 1 * * *", in: "America/New_York", from: "2026-10-31T12:00:00-04:00", count: 2) == [
            "2026-11-01T01:30:00-04:00",
            "2026-11-02T01:30:00-05:00",
        ])
    }

    @Test func newYorkWildcardInTheGapAndTheRepeatedHour() {
        #expect(nextSlots("0 * * * *", in: "America/New_York", from: "2026-03-08T00:30:00-05:00", count: 3) == [
            "2026-03-08T01:00:00-05:00",
            "2026-03-08T03:00:00-04:00",
            "2026-03-08T04:00:00-04:00",
        ])
        #expect(nextSlots("*/30 * * * *", in: "America/New_York", from: "2026-11-01T00:45:00-04:00", count: 5) == [
            "2026-11-01T01:00:00-04:00",
            "2026-11-01T01:30:00-04:00",
            "2026-11-01T01:00:00-05:00",
            "2026-11-01T01:30:00-05:00",
            "2026-11-01T02:00:00-05:00",
        ])
    }

    // MARK: Australia/Lord_Howe: half-hour moves. 2026-04-05 02:00 → 01:30, 2026-10-04 02:00 → 02:30

    @Test func lordHoweFixedTimeInTheHalfHourGap() {
        #expect(nextSlots("15 2 * * *", in: "Australia/Lord_Howe", from: "2026-10-03T12:00:00+10:30", count: 2) == [
            "2026-10-04T02:30:00+11:00 moved from 02:15",
            "2026-10-05T02:15:00+11:00",
        ])
    }

    @Test func lordHoweFixedTimeInTheRepeatedHalfHour() {
        #expect(nextSlots("45 1 * * *", in: "Australia/Lord_Howe", from: "2026-04-04T12:00:00+11:00", count: 2) == [
            "2026-04-05T01:45:00+11:00",
            "2026-04-06T01:45:00+10:30",
        ])
    }

    @Test func lordHoweWildcardThroughTheGapAndTheRepeat() {
        #expect(nextSlots("*/10 2 * * *", in: "Australia/Lord_Howe", from: "2026-10-04T01:00:00+10:30", count: 4) == [
            "2026-10-04T02:30:00+11:00",
            "2026-10-04T02:40:00+11:00",
            "2026-10-04T02:50:00+11:00",
            "2026-10-05T02:00:00+11:00",
        ])
        #expect(nextSlots("*/10 1 * * *", in: "Australia/Lord_Howe", from: "2026-04-05T01:25:00+11:00", count: 7) == [
            "2026-04-05T01:30:00+11:00",
            "2026-04-05T01:40:00+11:00",
            "2026-04-05T01:50:00+11:00",
            "2026-04-05T01:30:00+10:30",
            "2026-04-05T01:40:00+10:30",
            "2026-04-05T01:50:00+10:30",
            "2026-04-06T01:00:00+10:30",
        ])
    }

    // MARK: Pacific/Chatham: UTC+12:45/+13:45. 2026-04-05 03:45 → 02:45, 2026-09-27 02:45 → 03:45

    @Test func chathamFixedTimeInTheGap() {
        #expect(nextSlots("0 3 * * *", in: "Pacific/Chatham", from: "2026-09-26T12:00:00+12:45", count: 2) == [
            "2026-09-27T03:45:00+13:45 moved from 03:00",
            "2026-09-28T03:00:00+13:45",
        ])
    }

    @Test func chathamFixedTimeInTheRepeatedHour() {
        #expect(nextSlots("0 3 * * *", in: "Pacific/Chatham", from: "2026-04-04T12:00:00+13:45", count: 2) == [
            "2026-04-05T03:00:00+13:45",
            "2026-04-06T03:00:00+12:45",
        ])
    }

    @Test func chathamWildcardThroughTheGapAndTheRepeat() {
        #expect(nextSlots("0 * * * *", in: "Pacific/Chatham", from: "2026-09-27T01:30:00+12:45", count: 3) == [
            "2026-09-27T02:00:00+12:45",
            "2026-09-27T04:00:00+13:45",
            "2026-09-27T05:00:00+13:45",
        ])
        #expect(nextSlots("0 * * * *", in: "Pacific/Chatham", from: "2026-04-05T01:30:00+13:45", count: 4) == [
            "2026-04-05T02:00:00+13:45",
            "2026-04-05T03:00:00+13:45",
            "2026-04-05T03:00:00+12:45",
            "2026-04-05T04:00:00+12:45",
        ])
    }

    // MARK: Intervals ignore the zone

    @Test func intervalsKeepRealTimeThroughATransition() {
        #expect(nextSlots("every 30m", in: "Europe/Berlin", from: "2026-03-29T01:10:00+01:00", count: 3) == [
            "2026-03-29T01:30:00+01:00",
            "2026-03-29T03:00:00+02:00",
            "2026-03-29T03:30:00+02:00",
        ])
    }
}
