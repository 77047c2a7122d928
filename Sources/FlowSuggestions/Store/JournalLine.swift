import Foundation
import FlowRuntime

/// One donation as a line of the journal (`donations/journal.jsonl`): a JSON
/// object with sorted keys on one line, so the file can be read by people
/// and by `jq`, and equal values are equal text.
///
/// ```json
/// {"app":"SoupChef","group":"soup","id":"o-1","intent":"OrderSoup","origin":"person","place":"Work",
///  "time":"2026-11-16T12:10:00+01:00","v":1,"values":{"quantity":1,"soup":"tomatoSoup","toppings":[...]}}
/// ```
///
/// `time` is ISO 8601 with the local offset at the moment of the donation:
/// the wall clock is what suggestions use (day of the week, minute of the
/// day), and it is read straight from the text. An activity has
/// `"activity"` (its type) instead of `"intent"`, and may have `"title"`
/// and `"required"` (its required keys). Values are the external protocol's
/// typed JSON (see FlowRuntime's External/README.md).
enum JournalLine {
    static let version = 1
    /// A donation larger than this is refused: a donation is a few names and
    /// values, and the bound keeps the journal's size bounded too.
    static let maximumBytes = 64 * 1024

    struct TooLarge: Error, CustomStringConvertible {
        var bytes: Int
        var description: String { "a donation of \(bytes) bytes is over the limit of \(JournalLine.maximumBytes)" }
    }

    /// The line for `interaction`, made at `date` in `timeZone` at `place`, newline included.
    static func encode(_ interaction: Interaction, date: Date, timeZone: TimeZone, place: String?) throws -> Data {
        let coder = ProtocolValues(apps: [])
        var fields: [String: Any] = ["v": version, "app": interaction.app, "origin": interaction.origin.rawValue,
                                     "time": timestamp(date, timeZone: timeZone), "values": coder.encode(interaction.values)]
        switch interaction.kind {
        case .intent(let name):
            fields["intent"] = name
        case .activity(let type, let title, let required):
            fields["activity"] = type
            if let title { fields["title"] = title }
            if !required.isEmpty { fields["required"] = required }
        }
        if let place { fields["place"] = place }
        if let identifier = interaction.identifier { fields["id"] = identifier }
        if let group = interaction.group { fields["group"] = group }
        var data = try canonical(fields)
        guard data.count <= maximumBytes else { throw TooLarge(bytes: data.count) }
        data.append(0x0A)
        return data
    }

    /// JSON with sorted keys and unescaped slashes: the one spelling of a value.
    static func canonical(_ object: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
    }

    /// "2026-11-16T12:10:00+01:00".
    static func timestamp(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// The local day of the week and minute of the day of a timestamp, read
    /// from its text ("YYYY-MM-DDTHH:MM..."), or nil when it is not one.
    static func moment(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> LocalMoment? {
        guard range.count >= 16 else { return nil }
        let base = range.lowerBound
        var valid = true
        @inline(__always) func digit(_ offset: Int) -> Int {
            let value = bytes[base + offset] &- 0x30
            if value > 9 { valid = false }
            return Int(value)
        }
        let year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3)
        let month = digit(5) * 10 + digit(6), day = digit(8) * 10 + digit(9)
        let hour = digit(11) * 10 + digit(12), minute = digit(14) * 10 + digit(15)
        guard valid, bytes[base + 4] == 0x2D, bytes[base + 7] == 0x2D, bytes[base + 10] == 0x54 || bytes[base + 10] == 0x20,
              bytes[base + 13] == 0x3A, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60 else { return nil }
        return LocalMoment(weekday: LocalMoment.weekday(year: year, month: month, day: day), minute: hour * 60 + minute)
    }
}
