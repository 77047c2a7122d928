import Foundation
import Testing
import FlowRuntime
@testable import FlowSuggestions

/// Time of day, kind of day, how donations fit now, `--at`, and places.
@Suite struct ContextTests {
    @Test func partsOfTheDayFollowMeals() {
        let cases: [(String, TimeOfDay)] = [("04:59", .night), ("05:00", .morning), ("10:59", .morning), ("11:00", .lunch), ("13:59", .lunch),
                                           ("14:00", .afternoon), ("16:59", .afternoon), ("17:00", .evening), ("21:59", .evening),
                                           ("22:00", .night), ("00:00", .night)]
        for (clock, expected) in cases {
            #expect(TimeOfDay(minute: WhenParser.minute(clock)!) == expected, "\(clock)")
        }
    }

    @Test func saturdayAndSundayAreTheWeekend() {
        #expect((1...7).map { DayKind(weekday: $0) } == [.weekend, .weekday, .weekday, .weekday, .weekday, .weekday, .weekend])
    }

    @Test func aDonationFitsNowByBucketByTimeOfDayOrNotAtAll() {
        let fridayLunchAtWork = SuggestionContext(moment: LocalMoment(weekday: 6, minute: 735), place: "Work")
        #expect(fridayLunchAtWork.fit(LocalMoment(weekday: 2, minute: 730), place: "Work") == .bucket)
        #expect(fridayLunchAtWork.fit(LocalMoment(weekday: 2, minute: 730), place: nil) == .bucket, "no place fits any place")
        #expect(fridayLunchAtWork.fit(LocalMoment(weekday: 2, minute: 730), place: "Home") == .timeOfDay)
        #expect(fridayLunchAtWork.fit(LocalMoment(weekday: 7, minute: 730), place: "Work") == .timeOfDay)
        #expect(fridayLunchAtWork.fit(LocalMoment(weekday: 6, minute: 1145), place: "Work") == .other)
        #expect(fridayLunchAtWork.description == "Friday 12:15 (lunch on a weekday) at Work")
    }

    @Test func weekdaysFromTheCalendarAndFromTheTimestampAgree() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        var day = date("1999-12-25 12:00")
        for _ in 0..<2000 {
            let fields = calendar.dateComponents([.year, .month, .day, .weekday], from: day)
            #expect(LocalMoment.weekday(year: fields.year!, month: fields.month!, day: fields.day!) == fields.weekday!)
            day = day.addingTimeInterval(86_400 * 3 + 3600)
        }
    }

    @Test func whenReadsDaysOfThisWeekTimesAndISO() throws {
        let saturday = date("2026-11-21 10:00")
        func at(_ text: String) -> String? {
            WhenParser.parse(text, now: saturday, timeZone: utc).map { JournalLine.timestamp($0, timeZone: utc) }
        }
        #expect(at("Fri 12:15") == "2026-11-20T12:15:00Z")
        #expect(at("friday 12:15") == "2026-11-20T12:15:00Z")
        #expect(at("Mon 9:05") == "2026-11-16T09:05:00Z", "a day name is that day of the current week")
        #expect(at("Sun 8:00") == "2026-11-22T08:00:00Z", "weeks start on Monday")
        #expect(at("19:00") == "2026-11-21T19:00:00Z")
        #expect(at("tue") == "2026-11-17T10:00:00Z", "a day alone keeps the time")
        #expect(at("tomorrow 8:30") == "2026-11-22T08:30:00Z")
        #expect(at("yesterday") == "2026-11-20T10:00:00Z")
        #expect(at("2026-11-20T12:15:00+01:00") == "2026-11-20T11:15:00Z")
        #expect(at("2026-11-20 12:15") == "2026-11-20T12:15:00Z")
        for wrong in ["", "Fr 12:15", "Fri 25:00", "Fri 12:5", "lunch", "Fri 12:15 extra", "12"] {
            #expect(at(wrong) == nil, "'\(wrong)'")
        }
    }

    @Test func thePlaceComesFromTheFlagTheEnvironmentOrTheConfiguration() {
        let places = SuggestionSettings(places: [NamedPlace(name: "Home", hosts: ["home-desktop"]),
                                                 NamedPlace(name: "Work", hosts: ["work-laptop"], networks: ["10.20.0.0/16"])])
        func find(_ override: String? = nil, environment: [String: String] = [:], settings: SuggestionSettings = places,
                  host: String = "cafe", addresses: [UInt32] = []) -> String? {
            PlaceFinder.current(override: override, environment: environment, settings: settings, hostName: { host }, addresses: { addresses })
        }
        #expect(find("Gym", environment: ["FLOW_PLACE": "Home"]) == "Gym")
        #expect(find(environment: ["FLOW_PLACE": "Home"], settings: SuggestionSettings(place: "Work")) == "Home")
        #expect(find(settings: SuggestionSettings(place: "Work")) == "Work")
        #expect(find(host: "WORK-LAPTOP.corp.example") == "Work", "the host's first label, without case")
        #expect(find(host: "home-desktop") == "Home")
        #expect(find(addresses: [IPv4Network.address("10.20.3.4")!]) == "Work")
        #expect(find(addresses: [IPv4Network.address("10.21.3.4")!]) == nil)
        #expect(find(settings: SuggestionSettings()) == nil)
    }

    @Test func networksAreIPv4CIDR() {
        #expect(IPv4Network("10.20.0.0/16")?.contains(IPv4Network.address("10.20.255.1")!) == true)
        #expect(IPv4Network("192.168.1.7")?.contains(IPv4Network.address("192.168.1.7")!) == true)
        #expect(IPv4Network("0.0.0.0/0")?.contains(IPv4Network.address("8.8.8.8")!) == true)
        for wrong in ["10.20.0.0/33", "10.20.0/16", "256.1.1.1", "a.b.c.d", "10.0.0.0/x"] { #expect(IPv4Network(wrong) == nil, "\(wrong)") }
    }

    @Test func relevanceHintsHoldOnTheirDaysTimesAndPlace() throws {
        let lunch = Relevance(days: [6], from: 660, until: 870, place: "Work")
        #expect(lunch.holds(weekday: 6, minute: 700, place: "work"))
        #expect(!lunch.holds(weekday: 5, minute: 700, place: "Work"))
        #expect(!lunch.holds(weekday: 6, minute: 870, place: "Work"))
        #expect(!lunch.holds(weekday: 6, minute: 700, place: nil))
        let lateNight = Relevance(from: 1320, until: 120)
        #expect(lateNight.holds(weekday: 1, minute: 1400, place: nil) && lateNight.holds(weekday: 1, minute: 60, place: nil))
        #expect(!lateNight.holds(weekday: 1, minute: 600, place: nil))
        let json = lunch.json
        #expect(json["days"] as? [String] == ["fri"] && json["from"] as? String == "11:00" && json["until"] as? String == "14:30")
        #expect(try Relevance(json: json) == lunch)
        #expect(throws: ProtocolValues.Mismatch.self) { try Relevance(json: ["days": ["someday"]]) }
        #expect(throws: ProtocolValues.Mismatch.self) { try Relevance(json: ["from": "noon"]) }
    }
}
