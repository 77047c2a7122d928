import Foundation
import Testing
@testable import FlowCommandLine

/// The exported timers fire when flow would: for every `OnCalendar=` value
/// of an exported timer, `systemd-analyze calendar` (where it is installed)
/// lists the next elapses, and merged they are `flow cron next`'s slots,
/// through daylight-saving gaps and repeats in zones that have them.
@Suite(.enabled(if: SystemdAnalyze.path != nil, "systemd-analyze is not installed"))
struct ExportCalendarTests {
    /// name, schedule, tz (nil: an interval, in UTC).
    typealias Case = (name: String, schedule: String, zone: String?)

    static let issueCases: [Case] = [
        ("Weekday lunch", "30 12 * * MON-FRI", "America/Denver"),
        ("Monthly report", "0 9 1 * *", "UTC"),
    ]

    static let daylightSavingCases: [Case] = [
        ("Berlin gap", "30 2 * * *", "Europe/Berlin"),
        ("Berlin half hours", "0,30 2 * * *", "Europe/Berlin"),
        ("Berlin two and three", "0 2,3 * * *", "Europe/Berlin"),
        ("Every minute Berlin", "* 1-3 * * *", "Europe/Berlin"),
        ("Denver repeat", "*/15 1 * * *", "America/Denver"),
        ("Denver fixed repeat", "30 1 * * *", "America/Denver"),
        ("Hourly Denver", "0 * * * *", "America/Denver"),
        ("Lord Howe repeat", "*/10 1 * * *", "Australia/Lord_Howe"),
        ("Lord Howe gap", "15 2 * * *", "Australia/Lord_Howe"),
        ("Either day", "30 4 1,15 * 5", "America/New_York"),
        ("Odd Mondays", "0 0 */2 * 1", "Europe/London"),
        ("Sunday night", "at 02:30 on sun", "America/New_York"),
        ("Quarter", "every 15m offset 2m", nil),
        ("Forty five", "every 45m", nil),
        ("Ninety seconds", "every 90s", nil),
        ("Weekly", "every 7d offset 1h", nil),
    ]

    @Test func theIssuesTwoAutomationsElapseAsFlowSlotsThem() throws {
        // Without --base-time (older systemd), both sides count from now.
        let now = SystemdAnalyze.takesBaseTime ? try #require(ISO8601DateFormatter().date(from: "2026-11-25T15:00:00Z")) : Date()
        try compare(Self.issueCases, exportedAt: now, from: [now], count: 6)
    }

    @Test(.enabled(if: SystemdAnalyze.takesBaseTime, "this systemd-analyze has no --base-time"))
    func throughDaylightSavingGapsAndRepeatsInFiveZones() throws {
        let exported = try #require(ISO8601DateFormatter().date(from: "2027-01-01T00:00:00Z"))
        // Just before Berlin's and London's gap, Denver's and New York's repeat, Lord Howe's repeat and gap, New York's gap.
        let bases = ["2027-03-27T12:00:00Z", "2027-10-30T12:00:00Z", "2027-11-06T12:00:00Z", "2027-04-03T00:00:00Z",
                     "2027-10-02T12:00:00Z", "2027-03-13T12:00:00Z"].compactMap { ISO8601DateFormatter().date(from: $0) }
        try compare(Self.daylightSavingCases, exportedAt: exported, from: bases, count: 24)
    }

    @Test(.enabled(if: SystemdAnalyze.takesBaseTime, "this systemd-analyze has no --base-time"))
    func withoutTheDatedValuesSystemdWouldSkipTheMovedSlot() throws {
        let base = try #require(ISO8601DateFormatter().date(from: "2027-03-27T12:00:00Z"))
        let plain = try SystemdAnalyze.elapses(["*-*-* 02:30:00 Europe/Berlin"], after: base, count: 1)
        #expect(plain.map { ISO8601DateFormatter().string(from: $0) } == ["2027-03-29T00:30:00Z"], "systemd skips 02:30 on the day it does not exist")
        let dated = try SystemdAnalyze.elapses(["*-*-* 02:30:00 Europe/Berlin", "2027-03-28 01:00:00 UTC"], after: base, count: 1)
        #expect(dated.map { ISO8601DateFormatter().string(from: $0) } == ["2027-03-28T01:00:00Z"], "flow's moved slot, 03:00 CEST")
    }

    func compare(_ cases: [Case], exportedAt now: Date, from bases: [Date], count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = "shortcut \"Noop\" {\n  show-result(\"x\")\n}\n" + cases.map { item in
            let when = item.schedule.first?.isNumber == true || item.schedule.hasPrefix("*") ? "cron \"\(item.schedule)\"" : item.schedule
            return "\nautomation \"\(item.name)\" {\n  when \(when)" + (item.zone.map { " tz \"\($0)\"" } ?? "") + "\n  run \"Noop\"\n}\n"
        }.joined()
        let directory = try temporaryDirectory(["times.flow": text])
        let export = Run(["export", "systemd", "times.flow", "--flow", "/usr/bin/flow"], in: directory, environment: ["TZ": "UTC"], now: now)
        #expect(export.code == 0, "\(export.stderr)", sourceLocation: sourceLocation)
        let timers = SystemdAnalyze.onCalendarValues(export.stdout)
        for item in cases {
            let values = try #require(timers["flow-" + item.name.lowercased().replacingOccurrences(of: " ", with: "-")], sourceLocation: sourceLocation)
            for base in bases {
                let elapses = try SystemdAnalyze.elapses(values, after: base, count: count)
                let cron = Run(["cron", "next", item.schedule, "--tz", item.zone ?? "UTC", "--from", ISO8601DateFormatter().string(from: base),
                                "-n", String(count)])
                let slots = cron.stdout.split(separator: "\n").compactMap { line in
                    ISO8601DateFormatter().date(from: String(line.split(separator: " ")[0]))
                }
                #expect(slots.count == count, "\(cron.stderr)", sourceLocation: sourceLocation)
                #expect(elapses == slots, "\(item.name) after \(base): systemd \(elapses), flow \(slots), values \(values)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// `systemd-analyze calendar`, asked in UTC.
enum SystemdAnalyze {
    static let path: String? = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/systemd-analyze" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `--base-time` came in systemd 251 or so; older ones count from now.
    static let takesBaseTime: Bool = (try? run(["--help"]))?.contains("--base-time") ?? false

    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/systemd-analyze")
        process.arguments = arguments
        process.environment = ["TZ": "UTC", "PATH": "/usr/bin:/bin", "SYSTEMD_COLORS": "0", "SYSTEMD_PAGER": ""]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The next `count` elapses of a timer with these `OnCalendar=` values: each value's, merged.
    static func elapses(_ values: [String], after base: Date?, count: Int) throws -> [Date] {
        var arguments = ["calendar", "--iterations=\(count)"]
        if let base, takesBaseTime { arguments.append("--base-time=@\(Int(base.timeIntervalSince1970))") }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        var dates: Set<Date> = []
        for line in try run(arguments + values).split(separator: "\n") where line.contains("Next elapse:") || line.contains("Iter. #") {
            // "    Next elapse: Wed 2026-11-25 19:30:00 UTC"
            let words = line.split(separator: " ")
            guard words.count >= 4, words.last == "UTC", let date = formatter.date(from: words[words.count - 3] + " " + words[words.count - 2]) else { continue }
            dates.insert(date)
        }
        return Array(dates.sorted().prefix(count))
    }

    /// Each exported timer's `OnCalendar=` values, by unit name.
    static func onCalendarValues(_ output: String) -> [String: [String]] {
        var timers: [String: [String]] = [:]
        var current: String?
        for line in output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("# ==> ") {
                current = line.hasSuffix(".timer <==") ? String(line.dropFirst(6).dropLast(10)) : nil
            } else if let unit = current, line.hasPrefix("OnCalendar=") {
                timers[unit, default: []].append(String(line.dropFirst(11)))
            }
        }
        return timers
    }
}
