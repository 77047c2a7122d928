import Foundation
import Testing
@testable import FlowAutomation

/// The zone data as `ZoneRules` reads it from Foundation on this platform,
/// and the text forms of instants.
@Suite struct ZoneTests {
    func instant(_ text: String) throws -> Int64 {
        let utc = try #require(ZoneRules.named("UTC"))
        let date = try #require(InstantText.parse(text, in: utc))
        return Int64(date.timeIntervalSince1970)
    }

    @Test func offsetsAndTransitionsComeFromTheZoneData() throws {
        let berlin = try #require(ZoneRules.named("Europe/Berlin"))
        let span = berlin.span(containing: try instant("2026-03-29T00:59:59Z"))
        #expect(span.offset == 3600)
        #expect(span.end == (try instant("2026-03-29T01:00:00Z")))
        #expect(berlin.span(after: span).offset == 7200)
        let chatham = try #require(ZoneRules.named("Pacific/Chatham"))
        #expect(chatham.offset(at: try instant("2026-07-01T00:00:00Z")) == 12 * 3600 + 45 * 60)
        let lordHowe = try #require(ZoneRules.named("Australia/Lord_Howe"))
        #expect(lordHowe.offset(at: try instant("2026-01-01T00:00:00Z")) - lordHowe.offset(at: try instant("2026-07-01T00:00:00Z")) == 1800)
    }

    @Test func offsetChangesThatAreNotDaylightSavingAreTransitionsToo() throws {
        // Moscow moved from +4 to +3 for good on 2014-10-26.
        let moscow = try #require(ZoneRules.named("Europe/Moscow"))
        #expect(moscow.offset(at: try instant("2014-10-01T00:00:00Z")) == 4 * 3600)
        #expect(moscow.offset(at: try instant("2014-11-01T00:00:00Z")) == 3 * 3600)
        #expect(nextSlots("0 1 * * *", in: "Europe/Moscow", from: "2014-10-25T12:00:00+04:00", count: 2) == [
            "2014-10-26T01:00:00+04:00", "2014-10-27T01:00:00+03:00",
        ])
    }

    @Test func zonesWithoutTransitions() {
        #expect(nextSlots("0 9 * * *", in: "Asia/Kolkata", from: "2026-01-01T00:00:00Z", count: 1) == ["2026-01-01T09:00:00+05:30"])
        #expect(nextSlots("*/30 * * * *", in: "UTC", from: "2026-01-01T00:10:00Z", count: 2) == [
            "2026-01-01T00:30:00+00:00", "2026-01-01T01:00:00+00:00",
        ])
    }

    @Test func resolvingWallClockTimes() throws {
        let berlin = try #require(ZoneRules.named("Europe/Berlin"))
        let gap = CivilDateTime(year: 2026, month: 3, day: 29, hour: 2, minute: 30).localSeconds
        #expect(berlin.resolve(gap) == (try instant("2026-03-29T01:00:00Z"), true))
        let repeated = CivilDateTime(year: 2026, month: 10, day: 25, hour: 2, minute: 30).localSeconds
        #expect(berlin.resolve(repeated) == (try instant("2026-10-25T00:30:00Z"), false))
    }

    @Test func instantsPrintWithTheZonesOffset() throws {
        let chatham = try #require(ZoneRules.named("Pacific/Chatham"))
        let newYork = try #require(ZoneRules.named("America/New_York"))
        let date = Date(timeIntervalSince1970: Double(try instant("2026-07-01T00:00:00Z")))
        #expect(InstantText.format(date, in: chatham) == "2026-07-01T12:45:00+12:45")
        #expect(InstantText.format(date, in: newYork) == "2026-06-30T20:00:00-04:00")
        #expect(InstantText.offsetText(-(19 * 60 + 32)) == "-00:19:32")
    }

    @Test func readingInstants() throws {
        let berlin = try #require(ZoneRules.named("Europe/Berlin"))
        func seconds(_ text: String) -> Int64? {
            InstantText.parse(text, in: berlin).map { Int64($0.timeIntervalSince1970) }
        }
        let midnight = try instant("2026-01-01T00:00:00Z")
        #expect(seconds("2026-01-01T01:00:00+01:00") == midnight)
        #expect(seconds("2026-01-01T01:00+0100") == midnight)
        #expect(seconds("2026-01-01 00:00:00.250Z") == midnight)
        #expect(seconds("2026-01-01T01:00") == midnight) // the wall clock in the zone
        #expect(seconds("2026-01-01") == midnight - 3600)
        #expect(seconds("2026-03-29T02:30") == (try instant("2026-03-29T01:00:00Z"))) // in the gap: its end
        for bad in ["", "2026", "2026-02-30", "2026-13-01", "2026-01-01T24:00", "2026-01-01T10:00+25:00", "2026-01-01T10:00 UTC",
                    "２０２６-01-01"] {
            #expect(seconds(bad) == nil, "\(bad)")
        }
    }

    @Test func theLocalZoneIsTZElseTheSystems() {
        #expect(LocalZone.rules(environment: ["TZ": "Pacific/Chatham"]).rules.identifier == "Pacific/Chatham")
        #expect(LocalZone.rules(environment: ["TZ": ":Europe/Berlin"]).rules.identifier == "Europe/Berlin")
        #expect(LocalZone.rules(environment: ["TZ": "/usr/share/zoneinfo/America/New_York"]).rules.identifier == "America/New_York")
        let ignored = LocalZone.rules(environment: ["TZ": "Mars/Olympus_Mons"])
        #expect(ignored.ignoredTZ == "Mars/Olympus_Mons")
        #expect(LocalZone.rules(environment: [:]).ignoredTZ == nil)
    }
}

/// Searches that run far past the zone table's first fill.
@Suite struct ZoneTableTests {
    @Test func aRareWildcardScheduleYearsAheadInAFreshTable() throws {
        for name in ["Europe/Berlin", "Pacific/Chatham", "Asia/Tokyo", "UTC"] {
            let zone = ZoneRules(try #require(TimeZone(identifier: name)))
            let start = try #require(InstantText.parse("2025-03-01T00:00", in: zone))
            let slots = try ScheduleText("*/30 0 29 2 *").schedule.slots(after: start, in: zone, count: 3)
            #expect(slots.map { InstantText.format($0.instant, in: zone).prefix(19) } == [
                "2028-02-29T00:00:00", "2028-02-29T00:30:00", "2032-02-29T00:00:00",
            ], "\(name)")
            #expect(slots.allSatisfy { $0.instant > start })
        }
    }

    @Test func walkingForwardNeverStepsBack() throws {
        let zone = ZoneRules(try #require(TimeZone(identifier: "America/New_York")))
        var span = zone.span(containing: 1_700_000_000)
        for _ in 0..<200 {
            let next = zone.span(after: span)
            #expect(next.start == span.end)
            #expect(next.end > next.start)
            span = next
        }
    }

    @Test func askingEarlierRebuildsTheTable() throws {
        let zone = ZoneRules(try #require(TimeZone(identifier: "Europe/Berlin")))
        #expect(zone.offset(at: 1_782_864_000) == 7200) // 2026-07-01
        #expect(zone.offset(at: 0) == 3600) // 1970-01-01
        #expect(zone.offset(at: 1_782_864_000) == 7200)
    }
}
