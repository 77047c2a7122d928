import Foundation
import Testing
import FlowTestSupport
@testable import FlowAutomation

/// Hostile text: the parsers must answer with a schedule or an error whose
/// range lies inside the text, never trap, and what they accept must search.
@Suite struct CronFuzzTests {
    static let pieces = ["*", "/", "-", ",", " ", "\t", "0", "7", "59", "60", "99999999999999999999999", "JAN", "sun", "?", "L", "W",
                         "#", "H", "@", "@daily", "every", "day", "at", "on", "offset", "07:30", "15m", "mon-fri", "é", "\u{0}",
                         "\n", "24:00", "1h30m", "weekdays", "5-0", "*/23"]

    func exercise(_ text: String) {
        do {
            let parsed = try ScheduleText(text)
            if let utc = ZoneRules.named("UTC") {
                _ = parsed.schedule.slots(after: Date(timeIntervalSince1970: 1_774_000_000), in: utc, count: 2)
            }
            for warning in parsed.warnings {
                #expect(warning.range.lowerBound >= 0 && warning.range.upperBound <= text.utf8.count, "\(text.debugDescription)")
            }
        } catch {
            #expect(error.range.lowerBound >= 0 && error.range.upperBound <= text.utf8.count, "\(text.debugDescription): \(error.range)")
            #expect(!error.message.isEmpty)
        }
    }

    // The loops yield now and then so that timers in other suites running
    // alongside are not held up.
    @Test func randomPiecesNeverTrap() async {
        var random = SeededGenerator(seed: 42)
        for number in 0..<5_000 {
            if number % 500 == 0 { await Task.yield() }
            let count = Int.random(in: 0...12, using: &random)
            exercise((0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined())
            exercise((0..<5).map { _ in (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined() }.joined(separator: " "))
        }
    }

    @Test func randomBytesNeverTrap() async {
        var random = SeededGenerator(seed: 9)
        for number in 0..<3_000 {
            if number % 500 == 0 { await Task.yield() }
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            exercise(String(decoding: bytes, as: UTF8.self))
        }
        for byte in UInt8.min...UInt8.max {
            exercise(String(decoding: [byte], as: UTF8.self))
            exercise("0 0 * * " + String(decoding: [byte], as: UTF8.self))
        }
    }

    @Test func everyAcceptedExpressionFiresWithinItsCycle() {
        // Whatever the parser accepts has a next slot: never-fires is caught.
        var random = SeededGenerator(seed: 5)
        let days = ["*", "29", "30", "31", "*/10", "1-7", "L", "15"], months = ["*", "2", "4,6", "FEB", "*/5", "11"]
        let weekdays = ["*", "*/7", "0", "5", "1-5", "*/3"]
        for _ in 0..<300 {
            let text = "0 0 \(days.randomElement(using: &random) ?? "*") \(months.randomElement(using: &random) ?? "*") \(weekdays.randomElement(using: &random) ?? "*")"
            guard let schedule = try? ScheduleText(text).schedule, let utc = ZoneRules.named("UTC") else { continue }
            #expect(schedule.nextSlot(after: Date(timeIntervalSince1970: 1_774_000_000), in: utc) != nil, "\(text)")
        }
    }
}

/// The public entry points take any `Date` and any fields without trapping.
@Suite struct ExtremeValueTests {
    @Test func extremeDates() throws {
        let berlin = try #require(ZoneRules.named("Europe/Berlin"))
        let schedule = try ScheduleText("*/5 * * * *").schedule
        for seconds in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 9.3e18, -9.3e18] {
            let date = Date(timeIntervalSince1970: seconds)
            _ = InstantText.format(date, in: berlin)
            #expect(schedule.nextSlot(after: date, in: berlin) == nil)
            _ = Slot(instant: date, scheduledFor: CivilDateTime(year: 1, month: 1, day: 1), moved: false).description
        }
    }

    @Test func extremeCivilTimes() throws {
        let schedule = try CronExpression("* * * * *").schedule
        for year in [Int.min, -1_000_000_000_000, 0, 10_000, Int.max] {
            let time = CivilDateTime(year: year, month: 1, day: 1)
            _ = schedule.matches(time)
            _ = time.description
        }
        #expect(!schedule.matches(CivilDateTime(year: 2026, month: 13, day: 1)))
        #expect(!schedule.matches(CivilDateTime(year: 2026, month: 1, day: 1, hour: -1)))
        #expect(schedule.matches(CivilDateTime(year: 2026, month: 1, day: 1, hour: 5, minute: 7)))
    }
}
