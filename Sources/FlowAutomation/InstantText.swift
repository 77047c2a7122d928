import Foundation

/// Instants as ISO 8601 text with the zone's offset, the way `flow cron
/// next` prints them (`2026-03-29T03:00:00+02:00`) and reads `--from`.
/// Hand-written: the output must show the offset of the trigger's zone at
/// that instant, and the input may be a wall-clock time in that zone.
public enum InstantText {
    /// `2026-03-29T03:00:00+02:00`: the wall clock in `zone` and its offset.
    /// An offset with seconds (old local mean times) shows them: `+00:19:32`.
    public static func format(_ instant: Date, in zone: ZoneRules) -> String {
        let seconds = Int64(clampingSeconds: instant.timeIntervalSince1970)
        let offset = zone.offset(at: seconds)
        let wall = CivilDateTime(localSeconds: seconds + offset)
        let time = CivilDateTime.twoDigits(wall.hour) + ":" + CivilDateTime.twoDigits(wall.minute) + ":" + CivilDateTime.twoDigits(wall.second)
        return wall.dateText + "T" + time + offsetText(offset)
    }

    /// `+02:00`, `-05:00`, `+12:45`, `+00:00`.
    static func offsetText(_ offset: Int64) -> String {
        let magnitude = Int(clamping: offset.magnitude)
        var text = (offset < 0 ? "-" : "+") + CivilDateTime.twoDigits(magnitude / 3600) + ":" + CivilDateTime.twoDigits(magnitude / 60 % 60)
        if magnitude % 60 != 0 { text += ":" + CivilDateTime.twoDigits(magnitude % 60) }
        return text
    }

    /// Reads `2026-03-29`, `2026-03-29T01:30`, `2026-03-29T01:30:00` (a wall
    /// clock in `zone`; a time that happens twice is the earlier, one in a
    /// gap the end of the gap), with `Z` or an offset (`+01:00`, `+0100`,
    /// `+01`) an exact instant. A space may stand for the `T`; fractions of
    /// a second are allowed and dropped. Nil when it is none of these.
    public static func parse(_ text: String, in zone: ZoneRules) -> Date? {
        var scanner = Digits(Array(text.utf8))
        guard let year = scanner.number(4), scanner.take("-"), let month = scanner.number(2), scanner.take("-"),
              let day = scanner.number(2), (1...12).contains(month),
              (1...CivilCalendar.daysInMonth(year: Int64(year), month: month)).contains(day) else { return nil }
        var time = CivilDateTime(year: year, month: month, day: day)
        if scanner.take("T") || scanner.take("t") || scanner.take(" ") {
            guard let hour = scanner.number(2), scanner.take(":"), let minute = scanner.number(2),
                  (0...23).contains(hour), (0...59).contains(minute) else { return nil }
            (time.hour, time.minute) = (hour, minute)
            if scanner.take(":") {
                guard let second = scanner.number(2), (0...59).contains(second) else { return nil }
                time.second = second
                if scanner.take(".") || scanner.take(",") {
                    guard scanner.skipDigits() > 0 else { return nil }
                }
            }
        }
        if scanner.atEnd { return Date(timeIntervalSince1970: Double(zone.resolve(time.localSeconds).instant)) }
        var offset: Int64 = 0
        if scanner.take("Z") || scanner.take("z") {
            offset = 0
        } else {
            let sign: Int64 = scanner.take("+") ? 1 : scanner.take("-") ? -1 : 0
            guard sign != 0, let hours = scanner.number(2), hours <= 18 else { return nil }
            var minutes = 0
            if scanner.take(":") {
                guard let value = scanner.number(2) else { return nil }
                minutes = value
            } else if let value = scanner.number(2) {
                minutes = value
            }
            guard minutes < 60 else { return nil }
            offset = sign * Int64(hours * 3600 + minutes * 60)
        }
        guard scanner.atEnd else { return nil }
        return Date(timeIntervalSince1970: Double(time.localSeconds - offset))
    }

    /// A cursor over ASCII digits and punctuation.
    struct Digits {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ character: Character) -> Bool {
            guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else { return false }
            index += 1
            return true
        }

        /// Exactly `count` digits.
        mutating func number(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }

        mutating func skipDigits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
            return index - start
        }
    }
}
