import Foundation

/// A value known before running: a literal, a default, an option.
public indirect enum Value: Hashable, Sendable, CustomStringConvertible {
    case integer(Int)
    case decimal(Decimal)
    case boolean(Bool)
    case string(String)
    case duration(seconds: Double)
    case measurement(value: Double, unit: String)
    case currency(amount: Decimal, code: String)
    /// A calendar date, with a time and a UTC offset (minutes) when written.
    case date(year: Int, month: Int, day: Int, hour: Int?, minute: Int?, second: Int?, offsetMinutes: Int?)
    /// A time of day, `07:30`.
    case time(hour: Int, minute: Int, second: Int)
    case enumCase(app: String, enumName: String, caseName: String)
    case list([Value])
    case dictionary([DictionaryEntry])

    public struct DictionaryEntry: Hashable, Sendable {
        public var key: String
        public var value: Value
    }

    public var isNumber: Bool {
        switch self {
        case .integer, .decimal: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .decimal(let value): "\(value)"
        case .boolean(let value): String(value)
        case .string(let value): "\"\(value)\""
        case .duration(let seconds): DurationText.format(seconds)
        case .measurement(let value, let unit): "\(value.formatted())\(unit)"
        case .currency(let amount, let code): "\(amount) \(code)"
        case .date(let year, let month, let day, let hour, let minute, let second, _):
            String(format: "%04d-%02d-%02d", year, month, day)
                + (hour.map { String(format: "T%02d:%02d:%02d", $0, minute ?? 0, second ?? 0) } ?? "")
        case .time(let hour, let minute, let second): String(format: "%02d:%02d", hour, minute) + (second == 0 ? "" : String(format: ":%02d", second))
        case .enumCase(_, _, let caseName): "." + caseName
        case .list(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let entries): entries.isEmpty ? "[:]" : "[" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
        }
    }
}

/// Durations as people write them: 90 → "1m30s".
public enum DurationText {
    public static func format(_ seconds: Double) -> String {
        if seconds < 0 { return "-" + format(-seconds) }
        if seconds < 1 && seconds > 0 { return "\(Int(saturating: (seconds * 1000).rounded()))ms" }
        var rest = Int(saturating: seconds.rounded())
        var text = ""
        for (unit, size) in [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)] where rest >= size {
            text += "\(rest / size)\(unit)"
            rest %= size
        }
        return text.isEmpty ? "0s" : text
    }
}
