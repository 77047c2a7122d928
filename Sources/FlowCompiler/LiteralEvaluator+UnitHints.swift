import FlowDiagnostics
import FlowSyntax

/// What to say about a unit flow does not know, only where the suggestion
/// keeps the meaning: another spelling of a unit it has (`5mins` → `5m`,
/// `3kgs` → `3kg`), a unit of data (`2000000B`: flow has no byte sizes, so
/// the number of bytes), or a close spelling of at least three letters
/// (`2.5kms`). A one-letter unit is never "corrected" to another one-letter
/// unit: `B` is not `d`.
extension LiteralEvaluator {
    /// Other spellings of units flow has, and flow's.
    static let unitSpellings: [String: String] = [
        "msec": "ms", "millis": "ms", "sec": "s", "secs": "s", "second": "s", "seconds": "s",
        "min": "m", "mins": "m", "minute": "m", "minutes": "m", "hr": "h", "hrs": "h", "hour": "h", "hours": "h",
        "day": "d", "days": "d", "wk": "w", "week": "w", "weeks": "w",
        "meter": "meters", "metre": "meters", "metres": "meters", "kilometers": "km", "kilometres": "km",
        "liter": "l", "litre": "l", "liters": "l", "litres": "l", "L": "l", "kgs": "kg", "lbs": "lb",
    ]

    /// Units of data, in bytes each.
    static let dataUnits: [String: Double] = [
        "B": 1, "byte": 1, "bytes": 1, "kB": 1_000, "KB": 1_000, "MB": 1_000_000, "GB": 1_000_000_000, "TB": 1_000_000_000_000,
        "KiB": 1_024, "MiB": 1_048_576, "GiB": 1_073_741_824,
    ]

    /// The message's ending and a fix-it for `unit` in `literal` (one number and its unit).
    static func unitHint(_ unit: String, number: Double, in literal: Literal, single: Bool) -> (String, Diagnostic.FixIt?) {
        let unitRange = SourceRange(start: literal.range.end - unit.utf8.count, end: literal.range.end)
        if let bytes = dataUnits[unit], single {
            let count = number * bytes
            guard count.rounded() == count, count < 9e15 else {
                return ("; flow has no sizes of data: write the number of bytes", nil)
            }
            let text = grouped(Int(count))
            return ("; flow has no sizes of data: write the number of bytes, \(text)",
                    .init("write \(text)", range: literal.range, replacement: text))
        }
        if let spelled = unitSpellings[unit] {
            return ("; flow writes it '\(spelled)'", single ? .init("replace with '\(spelled)'", range: unitRange, replacement: spelled) : nil)
        }
        let known = Array(durationUnits.keys).sorted() + measurementUnits.sorted()
        if let sameLetters = known.first(where: { $0.lowercased() == unit.lowercased() }) {
            return ("; did you mean '\(sameLetters)'?", single ? .init("replace with '\(sameLetters)'", range: unitRange, replacement: sameLetters) : nil)
        }
        if unit.count >= 3, let suggestion = Suggestions.closest(to: unit, among: known) {
            return ("; did you mean '\(suggestion)'?", single ? .init("replace with '\(suggestion)'", range: unitRange, replacement: suggestion) : nil)
        }
        return ("", nil)
    }

    /// `2_000_000`
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append("_") }
            result.append(digit)
        }
        return result
    }
}
