import Foundation
import Testing
@testable import FlowActions

@Suite struct WrittenDateTests {
    let paris = TimeZone(identifier: "Europe/Paris")!
    /// Friday 27 November 2026, 08:15 in Paris.
    let now = ISO8601DateFormatter().date(from: "2026-11-27T07:15:00Z")!

    func read(_ text: String) -> String? {
        WrittenDate.parse(text, now: now, zone: paris).map { ISO8601DateFormatter().string(from: $0) }
    }

    @Test func theThreeFormsOfOneInstantAgree() {
        let expected = "2026-11-27T08:00:00Z"
        #expect(read("Friday 9am") == expected)
        #expect(read("2026-11-27T09:00:00+01:00") == expected)
        #expect(read("Fri, 27 Nov 2026 09:00:00 +0100") == expected)
    }

    @Test func isoAndMailForms() {
        #expect(read("2026-11-27") == "2026-11-26T23:00:00Z")
        #expect(read("2026-11-27 09:30") == "2026-11-27T08:30:00Z")
        #expect(read("2026-11-27T08:00:00Z") == "2026-11-27T08:00:00Z")
        #expect(read("2026-11-27T09:00:00.250+01:00") == "2026-11-27T08:00:00Z")
        #expect(read("27 Nov 2026 08:00:00 GMT") == "2026-11-27T08:00:00Z")
        #expect(read("Fri, 27 Nov 2026 09:00 +0100") == "2026-11-27T08:00:00Z")
    }

    @Test func writtenDaysAndTimes() {
        #expect(read("tomorrow at 07:30") == "2026-11-28T06:30:00Z")
        #expect(read("in 3 days") == "2026-11-30T07:15:00Z")
        #expect(read("2 hours ago") == "2026-11-27T05:15:00Z")
        #expect(read("next Monday") == "2026-11-29T23:00:00Z")
        #expect(read("next friday") == "2026-12-03T23:00:00Z")
        #expect(read("last Friday 6pm") == "2026-11-20T17:00:00Z")
        #expect(read("9:30 pm") == "2026-11-27T20:30:00Z")
        #expect(read("noon tomorrow") == "2026-11-28T11:00:00Z")
        #expect(read("December 25, 2026") == "2026-12-24T23:00:00Z")
        #expect(read("1st jan at 10am") == "2026-01-01T09:00:00Z")
        #expect(read("Today") == "2026-11-26T23:00:00Z")
    }

    @Test func whatItDoesNotReadIsNil() {
        for text in ["", "soup", "Friday soup", "25:00", "13pm", "31 February 2026", "in many days", "9", "friday friday"] {
            #expect(read(text) == nil, "\(text)")
        }
    }

    @Test func adjustmentsInTheZone() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = paris
        calendar.firstWeekday = 2
        let iso = ISO8601DateFormatter()
        func adjust(_ amount: Double, _ unit: String) -> String? {
            DateAdjustment.adjust(now, by: amount, unit, calendar: calendar).map { iso.string(from: $0) }
        }
        #expect(adjust(3, "days") == "2026-11-30T07:15:00Z")
        #expect(adjust(-1, "months") == "2026-10-27T07:15:00Z")
        #expect(adjust(1.5, "hours") == "2026-11-27T08:45:00Z")
        #expect(adjust(0, "start-of-week") == "2026-11-22T23:00:00Z")
        #expect(adjust(0, "end-of-day") == "2026-11-27T22:59:59Z")
        #expect(adjust(0, "start-of-month") == "2026-10-31T23:00:00Z")
        #expect(adjust(0, "end-of-year") == "2026-12-31T22:59:59Z")
        #expect(adjust(1.5, "days") == nil)
        let later = iso.date(from: "2027-01-01T00:00:00Z")!
        #expect(DateAdjustment.between(now, later, "days", calendar: calendar) == 34)
        #expect(DateAdjustment.between(later, now, "hours", calendar: calendar) == -832)
        #expect(DateAdjustment.between(now, later, "months", calendar: calendar) == 1)
    }

    @Test func styles() {
        let date = ISO8601DateFormatter().date(from: "2026-11-27T08:00:00Z")!
        let english = Locale(identifier: "en_US_POSIX")
        #expect(DateStyle.format(date, style: "iso8601", zone: paris, locale: english, now: now) == "2026-11-27T09:00:00+01:00")
        #expect(DateStyle.format(date, style: "rfc2822", zone: paris, locale: english, now: now) == "Fri, 27 Nov 2026 09:00:00 +0100")
        #expect(DateStyle.format(date.addingTimeInterval(3 * 3600), style: "relative", zone: paris, locale: english, now: date) == "in 3 hours")
        #expect(DateStyle.format(date, style: "relative", zone: paris, locale: english, now: date.addingTimeInterval(2 * 86400 + 5)) == "2 days ago")
    }

    @Test func trashInfoSaysWhereAndWhen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-trash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trash = Trash(folder: folder.appendingPathComponent("Trash"))
        let home = folder.appendingPathComponent("my notes")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("soup list.txt")
        for _ in 1...2 {
            try Data("soup".utf8).write(to: file)
            #expect(throws: Never.self) { try trash.put(file.path, deletedAt: now, zone: paris).get() }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Trash/files").path).sorted()
        #expect(files == ["soup list.2.txt", "soup list.txt"])
        let info = try String(contentsOf: folder.appendingPathComponent("Trash/info/soup list.txt.trashinfo"), encoding: .utf8)
        let encodedFolder = home.path.replacingOccurrences(of: " ", with: "%20")
        #expect(info == "[Trash Info]\nPath=\(encodedFolder)/soup%20list.txt\nDeletionDate=2026-11-27T08:15:00\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Trash/info/soup list.2.txt.trashinfo").path))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("soup list.txt").path))
    }
}
