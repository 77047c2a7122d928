import Foundation
import FlowDiagnostics
import FlowModel
import FlowSyntax

/// Gives literal text its value and type: `1h30m` is a Duration of 5,400
/// seconds, `2.5km` a Measurement, `$2.95` a CurrencyAmount in USD.
enum LiteralEvaluator {
    static let durationUnits: [String: Double] = ["ms": 0.001, "s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800]
    /// Measurement units flow knows; `m` is minutes, so metres are `meters`.
    /// FlowModel's `MeasurementUnits` table is the source (so `2MB`,
    /// `2000000B` and `3GiB` are measurements that `convert-measurement`
    /// reads), with the few spellings literals had before it.
    static let measurementUnits: Set<String> = MeasurementUnits.literalSymbols.union([
        "km", "meters", "cm", "mm", "mi", "ft", "yd", "kg", "g", "mg", "lb", "oz", "l", "ml", "dl",
        "C", "F", "K", "kWh", "W", "kW", "percent", "kcal", "cal", "mph", "kmh", "steps",
    ])
    static let currencySymbols: [String: String] = ["$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"]

    static func evaluate(_ literal: Literal, report: (Diagnostic) -> Void) -> (Value, FlowType) {
        let text = literal.text
        switch literal.kind {
        case .boolean:
            return (.boolean(text == "true"), .boolean)
        case .integer:
            // Bytes, not `contains("_")`: with Foundation imported that is a
            // `range(of:)` search costing thousands of instructions a literal.
            guard let value = Int(text.utf8.contains(underscore) ? withoutUnderscores(text) : text) else {
                report(Diagnostic(id: "compiler.integer-overflow", message: "'\(text)' does not fit in an Integer (at most \(Int.max))", range: literal.range))
                return (.integer(0), .integer)
            }
            return (.integer(value), .integer)
        case .decimal:
            return (.decimal(Decimal(string: text.filter { $0 != "_" }) ?? 0), .decimal)
        case .quantity:
            return quantity(literal, report: report)
        case .currency:
            return currency(text)
        case .date:
            // A day alone is calendar fields; with a time it is a moment.
            return (date(text), text.utf8.contains(UInt8(ascii: "T")) ? .date : .dateComponents)
        case .time:
            let fields = text.split(separator: ":").map { Int($0) ?? 0 }
            return (.time(hour: fields[0], minute: fields.count > 1 ? fields[1] : 0, second: fields.count > 2 ? fields[2] : 0), .dateComponents)
        }
    }

    /// `10s`, `1h30m` (durations) or `2.5km` (a measurement).
    static func quantity(_ literal: Literal, report: (Diagnostic) -> Void) -> (Value, FlowType) {
        // Split into (number, unit) pairs: "1h30m" → [("1","h"), ("30","m")].
        var pairs: [(Double, String)] = []
        var number = ""
        var unit = ""
        for character in literal.text where character != "_" {
            // ASCII (every unit flow knows) without the Unicode property lookup.
            if (character.asciiValue.map { $0 >= 0x30 && $0 <= 0x39 } ?? character.isNumber) || character == "." {
                if !unit.isEmpty {
                    pairs.append((Double(number) ?? 0, unit))
                    number = ""
                    unit = ""
                }
                number.append(character)
            } else {
                unit.append(character)
            }
        }
        pairs.append((Double(number) ?? 0, unit))
        if pairs.allSatisfy({ durationUnits[$0.1] != nil }) {
            return (.duration(seconds: pairs.reduce(0) { $0 + $1.0 * durationUnits[$1.1]! }), .duration)
        }
        if pairs.count == 1, measurementUnits.contains(pairs[0].1) {
            return (.measurement(value: pairs[0].0, unit: pairs[0].1), .measurement)
        }
        let bad = pairs.first { durationUnits[$0.1] == nil && (pairs.count > 1 || !measurementUnits.contains($0.1)) } ?? (0, unit)
        var message = "unknown unit '\(bad.1)' in '\(literal.text)'"
        let (hint, fixIt) = unitHint(bad.1, number: bad.0, in: literal, single: pairs.count == 1)
        if !hint.isEmpty {
            message += hint
        } else if pairs.count > 1 {
            message += "; only durations combine, as in 1h30m"
        } else {
            message += "; durations use ms, s, m, h, d or w, and measurements use units such as km, meters, kg or l"
        }
        report(Diagnostic(id: "compiler.unknown-unit", message: message, range: literal.range, fixIts: fixIt.map { [$0] } ?? []))
        return (.duration(seconds: 0), .invalid)
    }

    static func currency(_ text: String) -> (Value, FlowType) {
        for (symbol, code) in currencySymbols where text.hasPrefix(symbol) {
            return (.currency(amount: Decimal(string: withoutUnderscores(String(text.dropFirst(symbol.count)))) ?? 0, code: code), .currencyAmount)
        }
        let parts = text.split(separator: " ")
        return (.currency(amount: Decimal(string: withoutUnderscores(String(parts[0]))) ?? 0,
                          code: parts.count > 1 ? String(parts[1]) : "USD"), .currencyAmount)
    }

    static func date(_ text: String) -> Value {
        if let value = asciiDate(text) { return value }
        let digits = text.split(whereSeparator: { !$0.isNumber }).map { Int($0) ?? 0 }
        var offset: Int?
        if text.hasSuffix("Z") {
            offset = 0
        } else if text.count > 19 || (text.count > 16 && (text.dropFirst(16).contains("+") || text.dropFirst(16).contains("-"))) {
            let sign = text.dropFirst(16).contains("-") ? -1 : 1
            if digits.count >= 2 { offset = sign * (digits[digits.count - 2] * 60 + digits[digits.count - 1]) }
        }
        let hasTime = text.contains("T")
        let timeFields = hasTime ? Array(digits.dropFirst(3)) : []
        let clock = offset != nil && !text.hasSuffix("Z") ? Array(timeFields.dropLast(2)) : timeFields
        return .date(year: digits[0], month: digits[1], day: digits[2],
                     hour: hasTime ? clock.first : nil, minute: hasTime ? (clock.count > 1 ? clock[1] : 0) : nil,
                     second: hasTime ? (clock.count > 2 ? clock[2] : 0) : nil, offsetMinutes: offset)
    }
}
