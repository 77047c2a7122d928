import Foundation
import FlowModel

/// A condition on one item, as Shortcuts' Filter and Find actions offer
/// them ("Name contains 'report'", "Size is greater than 1 MB"). Text
/// conditions ignore case, as Shortcuts' do; comparisons order values as
/// Sort List does (`ValueOrdering`), so 10 is greater than 9.5 and
/// "file10" greater than "file9".
public enum ItemCondition: Sendable, Equatable {
    case `is`(RuntimeValue)
    case isNot(RuntimeValue)
    case contains(String)
    case doesNotContain(String)
    case beginsWith(String)
    case endsWith(String)
    case isGreaterThan(RuntimeValue)
    case isAtLeast(RuntimeValue)
    case isLessThan(RuntimeValue)
    case isAtMost(RuntimeValue)
    /// Both ends included.
    case isBetween(RuntimeValue, RuntimeValue)
    /// Not nothing, not "" and not an empty list.
    case hasAnyValue
    case doesNotHaveAnyValue

    /// Whether `value` satisfies the condition.
    public func holds(for value: RuntimeValue) -> Bool {
        switch self {
        case .is(let other): return ValueOrdering.isSame(value, other) || textEquals(value, other)
        case .isNot(let other): return !(ValueOrdering.isSame(value, other) || textEquals(value, other))
        case .contains(let text): return text.isEmpty || value.description.range(of: text, options: .caseInsensitive) != nil
        case .doesNotContain(let text): return !text.isEmpty && value.description.range(of: text, options: .caseInsensitive) == nil
        case .beginsWith(let text): return value.description.range(of: text, options: [.caseInsensitive, .anchored]) != nil || text.isEmpty
        case .endsWith(let text):
            return value.description.range(of: text, options: [.caseInsensitive, .anchored, .backwards]) != nil || text.isEmpty
        case .isGreaterThan(let other): return ValueOrdering.compare(value, other) == .orderedDescending
        case .isAtLeast(let other): return ValueOrdering.compare(value, other) != .orderedAscending
        case .isLessThan(let other): return ValueOrdering.compare(value, other) == .orderedAscending
        case .isAtMost(let other): return ValueOrdering.compare(value, other) != .orderedDescending
        case .isBetween(let low, let high):
            return ValueOrdering.compare(value, low) != .orderedAscending && ValueOrdering.compare(value, high) != .orderedDescending
        case .hasAnyValue: return Self.hasValue(value)
        case .doesNotHaveAnyValue: return !Self.hasValue(value)
        }
    }

    /// "Is" between two texts ignores case, as the text conditions do.
    private func textEquals(_ value: RuntimeValue, _ other: RuntimeValue) -> Bool {
        guard case .string(let a) = value, case .string(let b) = other else { return false }
        return a.caseInsensitiveCompare(b) == .orderedSame
    }

    private static func hasValue(_ value: RuntimeValue) -> Bool {
        switch value {
        case .nothing: false
        case .string(let text): !text.isEmpty
        case .list(let items): !items.isEmpty
        case .dictionary(let entries): !entries.isEmpty
        default: true
        }
    }
}
