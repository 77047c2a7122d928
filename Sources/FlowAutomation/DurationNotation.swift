/// Durations as the language writes them, for `flow cron next "every 15m"`:
/// a number glued to its unit, units in sequence (`500ms` `10s` `5m` `2h`
/// `1d` `1w` `1h30m`). The checker evaluates durations itself; this is the
/// same notation for text that did not come from a `.flow` file: a
/// schedule given to `flow cron next`, and durations people type at a
/// question or in `--since` (through `AnswerParser.duration`).
public enum DurationNotation {
    static let units: [(suffix: String, seconds: Double)] = [
        ("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("d", 86_400), ("w", 604_800),
    ]

    /// Seconds, or nil when `text` is not a duration.
    public static func seconds(_ text: String) -> Double? {
        var rest = Substring(text)
        var total = 0.0
        guard !rest.isEmpty else { return nil }
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !number.isEmpty, number.count <= 15, let value = Double(number) else { return nil }
            rest = rest.dropFirst(number.count)
            let unitText = rest.prefix { $0.isASCII && $0.isLetter }
            guard let unit = units.first(where: { $0.suffix == unitText }) else { return nil }
            rest = rest.dropFirst(unitText.count)
            total += value * unit.seconds
        }
        return total
    }
}
