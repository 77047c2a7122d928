import Foundation
import FlowCompiler
import FlowRuntime
#if canImport(Glibc)
import Glibc
#endif

/// Evaluates an event trigger's `where` filter against the event's data.
///
/// The rules are strict and cheap, as the automation semantics fix them:
/// values compare only with values of their own kind (`"5"` is not `5`);
/// `<`, `<=`, `>`, `>=` compare numbers only; `matches` is a shell glob
/// (`*`, `?`, `[...]`), never a regular expression; `starts-with`,
/// `ends-with` and `contains` read text (`contains` also a list's items);
/// `exists(path)` asks whether the data has the field. A field the event does
/// not have is missing: it equals nothing, and every comparison with it is
/// false except `!=`.
public enum EventFilter {
    public static func matches(_ filter: ValueExpr?, data: RuntimeValue) -> Bool {
        guard let filter else { return true }
        return truth(filter, data: data)
    }

    static func truth(_ expr: ValueExpr, data: RuntimeValue) -> Bool {
        switch expr {
        case .binary(.and, let lhs, let rhs): return truth(lhs, data: data) && truth(rhs, data: data)
        case .binary(.or, let lhs, let rhs): return truth(lhs, data: data) || truth(rhs, data: data)
        case .not(let inner): return !truth(inner, data: data)
        case .exists(let path): return lookup(path, in: data) != nil
        case .binary(let op, let lhs, let rhs): return compare(op, value(lhs, data: data), value(rhs, data: data))
        default:
            if case .boolean(let flag)? = value(expr, data: data) { return flag }
            return false
        }
    }

    /// A filter operand: a field of the data (nil when missing), or a constant.
    static func value(_ expr: ValueExpr, data: RuntimeValue) -> RuntimeValue? {
        switch expr {
        case .constant(let constant): return RuntimeValue(constant: constant, apps: [])
        case .list(let items): return .list(items.compactMap { value($0, data: data) })
        case .member:
            guard let path = fieldPath(expr) else { return nil }
            return lookup(path, in: data)
        default: return nil
        }
    }

    /// `trigger.event.data.a.b` as `["a", "b"]`.
    public static func fieldPath(_ expr: ValueExpr) -> [String]? {
        var names: [String] = []
        var current = expr
        while case .member(let base, let name) = current {
            names.insert(name, at: 0)
            current = base
        }
        guard case .special(.trigger) = current, names.count >= 2, names[0] == "event", names[1] == "data" else { return nil }
        return Array(names.dropFirst(2))
    }

    static func lookup(_ path: [String], in data: RuntimeValue) -> RuntimeValue? {
        var current = data
        for name in path {
            guard case .dictionary(let entries) = current, let entry = entries.first(where: { $0.key == name }) else { return nil }
            current = entry.value
        }
        return current
    }

    static func compare(_ op: ValueExpr.Operator, _ lhs: RuntimeValue?, _ rhs: RuntimeValue?) -> Bool {
        switch op {
        case .equal: return equal(lhs, rhs)
        case .notEqual: return !equal(lhs, rhs)
        case .less, .lessEqual, .greater, .greaterEqual:
            guard let left = number(lhs), let right = number(rhs) else { return false }
            switch op {
            case .less: return left < right
            case .lessEqual: return left <= right
            case .greater: return left > right
            default: return left >= right
            }
        case .in:
            guard case .list(let items)? = rhs else { return false }
            return items.contains { equal(lhs, $0) }
        case .matches:
            guard case .string(let text)? = lhs, case .string(let pattern)? = rhs else { return false }
            return glob(pattern, matches: text)
        case .startsWith:
            guard case .string(let text)? = lhs, case .string(let prefix)? = rhs else { return false }
            return text.hasPrefix(prefix)
        case .endsWith:
            guard case .string(let text)? = lhs, case .string(let suffix)? = rhs else { return false }
            return text.hasSuffix(suffix)
        case .contains:
            if case .list(let items)? = lhs { return items.contains { equal($0, rhs) } }
            guard case .string(let text)? = lhs, case .string(let part)? = rhs else { return false }
            return text.contains(part)
        default:
            return false
        }
    }

    /// Same kind and same value; integers and decimals are both numbers.
    static func equal(_ lhs: RuntimeValue?, _ rhs: RuntimeValue?) -> Bool {
        guard let lhs, let rhs else { return false }
        if let left = number(lhs), let right = number(rhs) { return left == right }
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return a == b
        case (.boolean(let a), .boolean(let b)): return a == b
        case (.nothing, .nothing): return true
        case (.list(let a), .list(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        default: return false
        }
    }

    static func number(_ value: RuntimeValue?) -> Decimal? {
        switch value {
        case .integer(let number)?: Decimal(number)
        case .decimal(let number)?: number
        default: nil
        }
    }

    /// A shell glob, as fnmatch(3) reads it: `*` and `?` match `/` too.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        fnmatch(pattern, text, 0) == 0
    }
}
