import Foundation
import FlowCompiler

/// Arithmetic, comparison and membership on run-time values, matching the
/// checker's typing rules.
enum Operators {
    static func negate(_ value: RuntimeValue) -> RuntimeValue {
        switch value {
        // Wraps like `+ - *`: -Int.min is Int.min, not a trap.
        case .integer(let number): .integer(0 &- number)
        case .decimal(let number): .decimal(-number)
        case .duration(let seconds): .duration(seconds: -seconds)
        case .currency(let amount, let code): .currency(amount: -amount, code: code)
        case .measurement(let number, let unit): .measurement(value: -number, unit: unit)
        default: value
        }
    }

    static func decimal(_ value: RuntimeValue) -> Decimal? {
        switch value {
        case .integer(let number): Decimal(number)
        case .decimal(let number): number
        case .currency(let amount, _): amount
        case .string(let text): Decimal(string: text)
        default: value.asDouble.map { Decimal($0) }
        }
    }

    static func apply(_ op: ValueExpr.Operator, _ left: RuntimeValue, _ right: RuntimeValue) throws -> RuntimeValue {
        switch op {
        case .equal: return .boolean(equal(left, right))
        case .notEqual: return .boolean(!equal(left, right))
        case .less, .lessEqual, .greater, .greaterEqual:
            guard let order = compare(left, right) else { return .boolean(false) }
            switch op {
            case .less: return .boolean(order < 0)
            case .lessEqual: return .boolean(order <= 0)
            case .greater: return .boolean(order > 0)
            default: return .boolean(order >= 0)
            }
        case .in: return .boolean(contains(right, left))
        case .contains: return .boolean(contains(left, right))
        case .startsWith: return .boolean(left.description.hasPrefix(right.description))
        case .endsWith: return .boolean(left.description.hasSuffix(right.description))
        case .matches: return .boolean(glob(right.description, matches: left.description))
        case .closedRange, .halfOpenRange:
            guard case .integer(let low) = left, case .integer(let high) = right else { return .list([left, right]) }
            // A listed range is at most a million items; the arithmetic must not overflow at Int's ends.
            let (upper, overflowed) = op == .closedRange ? (high, false) : high.subtractingReportingOverflow(1)
            let (span, spanOverflowed) = upper.subtractingReportingOverflow(low)
            if overflowed || upper < low { return .list([]) }
            guard !spanOverflowed, span < 1_000_000 else {
                throw RunFailure.failed(step: op.rawValue, message: "the range \(low)\(op.rawValue)\(high) has more than a million items; loop with 'while' instead")
            }
            return .list((low...upper).map(RuntimeValue.integer))
        case .add, .subtract, .multiply, .divide, .remainder:
            return try arithmetic(op, left, right)
        case .and: return .boolean(left.isTruthy && right.isTruthy)
        case .or: return .boolean(left.isTruthy || right.isTruthy)
        }
    }

    static func arithmetic(_ op: ValueExpr.Operator, _ left: RuntimeValue, _ right: RuntimeValue) throws -> RuntimeValue {
        switch (left, right) {
        case (.integer(let a), .integer(let b)):
            switch op {
            case .add: return .integer(a &+ b)
            case .subtract: return .integer(a &- b)
            case .multiply: return .integer(a &* b)
            case .remainder: return .integer(try remainder(a, b))
            default:
                guard b != 0 else { throw RunFailure.failed(step: "/", message: "division by zero") }
                return .decimal(Decimal(a) / Decimal(b))
            }
        case (.string, _) where op == .add, (_, .string) where op == .add:
            return .string(left.description + right.description)
        case (.list(let a), .list(let b)) where op == .add:
            return .list(a + b)
        case (.currency(let amount, let code), _) where right.asDouble != nil && (op == .multiply || op == .divide):
            let factor = decimal(right) ?? 0
            if op == .divide && factor == 0 { throw RunFailure.failed(step: "/", message: "division by zero") }
            return .currency(amount: op == .multiply ? amount * factor : amount / factor, code: code)
        case (_, .currency(let amount, let code)) where op == .multiply:
            return .currency(amount: amount * (decimal(left) ?? 0), code: code)
        case (.currency(let a, let code), .currency(let b, _)):
            return .currency(amount: op == .add ? a + b : a - b, code: code)
        case (.duration(let a), .duration(let b)):
            return .duration(seconds: op == .add ? a + b : a - b)
        case (.duration(let a), _) where right.asDouble != nil:
            let factor = right.asDouble!
            if op == .divide && factor == 0 { throw RunFailure.failed(step: "/", message: "division by zero") }
            return .duration(seconds: op == .multiply ? a * factor : a / factor)
        case (.date(let date), .duration(let seconds)):
            return .date(op == .add ? date.addingTimeInterval(seconds) : date.addingTimeInterval(-seconds))
        case (.date(let a), .date(let b)) where op == .subtract:
            return .duration(seconds: a.timeIntervalSince(b))
        default:
            guard let a = decimal(left), let b = decimal(right) else {
                throw RunFailure.failed(step: op.rawValue, message: "cannot apply '\(op.rawValue)' to \(left) and \(right)")
            }
            switch op {
            case .add: return .decimal(a + b)
            case .subtract: return .decimal(a - b)
            case .multiply: return .decimal(a * b)
            default:
                guard b != 0 else { throw RunFailure.failed(step: "/", message: "division by zero") }
                return .decimal(a / b)
            }
        }
    }

    static func equal(_ left: RuntimeValue, _ right: RuntimeValue) -> Bool {
        if left == right { return true }
        if let a = decimal(left), let b = decimal(right), left.asDouble != nil, right.asDouble != nil,
           !(isText(left) && isText(right)) { return a == b }
        return left.description == right.description
    }

    static func isText(_ value: RuntimeValue) -> Bool { if case .string = value { true } else { false } }

    /// -1, 0, 1, or nil when the values do not order.
    static func compare(_ left: RuntimeValue, _ right: RuntimeValue) -> Int? {
        switch (left, right) {
        case (.string(let a), .string(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.date(let a), .date(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.components, .components), (.date, .components), (.components, .date):
            let a = componentsKey(left), b = componentsKey(right)
            return a == b ? 0 : (a.lexicographicallyPrecedes(b) ? -1 : 1)
        default:
            guard let a = left.asDouble, let b = right.asDouble else { return nil }
            return a < b ? -1 : (a == b ? 0 : 1)
        }
    }

    /// A sortable key for calendar values: compares the fields both have.
    static func componentsKey(_ value: RuntimeValue) -> [Int] {
        switch value {
        case .components(let year, let month, let day, let hour, let minute, let second):
            return [year, month, day, hour, minute, second].compactMap { $0 }
        case .date(let date):
            let fields = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            return [fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second].compactMap { $0 }
        default:
            return []
        }
    }

    static func within(_ item: RuntimeValue, _ low: RuntimeValue, _ high: RuntimeValue, closed: Bool) -> Bool {
        guard let above = compare(item, low), let below = compare(item, high) else { return false }
        return above >= 0 && (closed ? below <= 0 : below < 0)
    }

    static func contains(_ container: RuntimeValue, _ item: RuntimeValue) -> Bool {
        switch container {
        case .list(let values): return values.contains { equal($0, item) }
        case .dictionary(let entries): return entries.contains { $0.key == item.description }
        case .string(let text): return text.contains(item.description)
        default: return false
        }
    }

    /// `+=`: a list grows, a text extends, numbers add.
    static func append(_ value: RuntimeValue, to current: RuntimeValue) -> RuntimeValue {
        switch (current, value) {
        case (.list(let values), .list(let more)): return .list(values + more)
        case (.list(let values), _): return .list(values + [value])
        case (.string(let text), _): return .string(text + value.description)
        case (.nothing, _): return value
        default: return (try? arithmetic(.add, current, value)) ?? current
        }
    }

    /// Shell-style globs: `*`, `?`, no regular expressions.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) { pi += 1; ti += 1 }
            else if pi < p.count && p[pi] == "*" { star = pi; mark = ti; pi += 1 }
            else if star >= 0 { pi = star + 1; mark += 1; ti = mark }
            else { return false }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
