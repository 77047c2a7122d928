/// A set of field values (minutes, days, ...) written the way cron or
/// systemd writes a field: `*` for every value, runs as ranges, an evenly
/// spaced set as a step, the rest as a list.
enum FieldText {
    /// cron's spelling: `*`, `1-5`, `2-47/15`, `0,6`.
    static func cron(_ values: [Int], range: ClosedRange<Int>) -> String {
        if values == Array(range) { return "*" }
        if let step = step(of: values), values.count >= 3 { return "\(values[0])-\(values[values.count - 1])/\(step)" }
        return runs(values, separator: "-") { String($0) }
    }

    /// systemd's spelling (`OnCalendar=`): `*`, `09..17`, `02/15` (a step
    /// runs to the field's end), `00,30`; `width` pads with zeros.
    static func systemd(_ values: [Int], range: ClosedRange<Int>, width: Int = 2) -> String {
        let padded = { (value: Int) in String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
        if values == Array(range) { return "*" }
        if let step = step(of: values), values.count >= 3, values[values.count - 1] + step > range.upperBound {
            return padded(values[0]) + "/" + String(step)
        }
        return runs(values, separator: "..", padded)
    }

    /// cron's form for a field that starts with `*` and does not name every
    /// value (`*/2`, `*/10,5`): what keeps cron's day rule and its
    /// daylight-saving treatment as the original text had them. The step is
    /// counted from the field's first value; the day of the week runs 0–7
    /// there, 7 being Sunday again.
    static func cronStarred(_ values: [Int], range: ClosedRange<Int>, wrapsAt seven: Bool = false) -> String {
        let set = Set(values)
        let upper = seven ? 7 : range.upperBound
        for step in 2...max(2, upper - range.lowerBound + 1) {
            let covered = Set(stride(from: range.lowerBound, through: upper, by: step).map { seven ? $0 % 7 : $0 })
            guard covered.isSubset(of: set) else { continue }
            let rest = values.filter { !covered.contains($0) }
            return "*/\(step)" + (rest.isEmpty ? "" : "," + runs(rest, separator: "-") { String($0) })
        }
        return "*"
    }

    /// The common difference when the values are evenly spaced (at least two apart).
    static func step(of values: [Int]) -> Int? {
        guard values.count >= 2 else { return nil }
        let step = values[1] - values[0]
        guard step >= 2 else { return nil }
        for index in 1..<values.count where values[index] - values[index - 1] != step { return nil }
        return step
    }

    /// Runs of three or more consecutive values as ranges, the rest one by one.
    static func runs(_ values: [Int], separator: String, _ text: (Int) -> String) -> String {
        var parts: [String] = []
        var index = 0
        while index < values.count {
            var end = index
            while end + 1 < values.count, values[end + 1] == values[end] + 1 { end += 1 }
            if end - index >= 2 {
                parts.append(text(values[index]) + separator + text(values[end]))
            } else {
                parts.append(contentsOf: values[index...end].map(text))
            }
            index = end + 1
        }
        return parts.joined(separator: ",")
    }
}
