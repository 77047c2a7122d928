import Foundation
import FlowModel

/// Sort List's direction.
public enum SortOrder: String, CaseIterable, Sendable {
    case ascending
    case descending
}

/// The list actions: Sort, Get Items in Range, Get Item (first, last,
/// random, at an index), Reverse, Remove Duplicates, Combine, Count, Filter.
/// Indexes count from 1, as Shortcuts counts them.
public enum ListOperations {
    /// The list sorted by `key` of each item (the item itself by default),
    /// as `ValueOrdering` orders values. Stable: items that compare equal
    /// keep their order, in either direction.
    public static func sorted(_ items: [RuntimeValue], order: SortOrder = .ascending,
                              by key: (RuntimeValue) -> RuntimeValue = { $0 }) -> [RuntimeValue] {
        let keyed = items.enumerated().map { (index: $0.offset, key: key($0.element), item: $0.element) }
        return keyed.sorted { a, b in
            let result = ValueOrdering.compare(a.key, b.key)
            if result == .orderedSame { return a.index < b.index }
            return order == .ascending ? result == .orderedAscending : result == .orderedDescending
        }.map(\.item)
    }

    /// Sorted by a property of each item (`name`, `size`, a dictionary's key),
    /// read as the checker types it (`Properties.read`).
    public static func sorted(_ items: [RuntimeValue], byProperty property: String, order: SortOrder = .ascending) -> [RuntimeValue] {
        sorted(items, order: order) { Properties.read(property, from: $0) }
    }

    /// Get Items in Range: items `start` through `end`, both included,
    /// counting from 1 (1...3 is the first three). A negative index counts
    /// from the end (-1 is the last). The range is clamped to the list, so
    /// 2...100 of five items is items 2 to 5; an empty or reversed range
    /// (after clamping) is an empty list.
    public static func items(_ items: [RuntimeValue], from start: Int, through end: Int) -> [RuntimeValue] {
        guard !items.isEmpty else { return [] }
        let first = max(zeroBased(start, count: items.count), 0)
        let last = min(zeroBased(end, count: items.count), items.count - 1)
        guard first <= last else { return [] }
        return Array(items[first...last])
    }

    /// Get Item at Index: 1 is the first, -1 the last; nil outside the list.
    public static func item(_ items: [RuntimeValue], at index: Int) -> RuntimeValue? {
        let position = zeroBased(index, count: items.count)
        return items.indices.contains(position) ? items[position] : nil
    }

    public static func first(_ items: [RuntimeValue]) -> RuntimeValue? { items.first }
    public static func last(_ items: [RuntimeValue]) -> RuntimeValue? { items.last }

    /// A uniformly chosen item (nil for an empty list); the generator is a
    /// parameter so tests can fix it.
    public static func random<Generator: RandomNumberGenerator>(_ items: [RuntimeValue], using generator: inout Generator) -> RuntimeValue? {
        items.randomElement(using: &generator)
    }

    public static func reversed(_ items: [RuntimeValue]) -> [RuntimeValue] { items.reversed() }

    /// Remove Duplicates: the first of each value, in order (`ValueOrdering.isSame`:
    /// 2 and 2.0 are one; "Apple" and "apple" two). Values are bucketed by
    /// kind and text first, so a long list is not compared pairwise.
    public static func unique(_ items: [RuntimeValue]) -> [RuntimeValue] {
        var buckets: [String: [RuntimeValue]] = [:]
        var result: [RuntimeValue] = []
        for item in items {
            let bucketKey = fingerprint(item)
            if buckets[bucketKey]?.contains(where: { ValueOrdering.isSame($0, item) }) == true { continue }
            buckets[bucketKey, default: []].append(item)
            result.append(item)
        }
        return result
    }

    /// Combine lists: the items of each, in order.
    public static func combined(_ lists: [[RuntimeValue]]) -> [RuntimeValue] { lists.flatMap { $0 } }

    public static func count(_ items: [RuntimeValue]) -> Int { items.count }

    /// Filter: the items for which `condition` holds, in order.
    public static func filtered(_ items: [RuntimeValue], where condition: (RuntimeValue) throws -> Bool) rethrows -> [RuntimeValue] {
        try items.filter(condition)
    }

    /// A 1-based index (negative from the end) as a 0-based position,
    /// possibly outside the list; never overflows.
    static func zeroBased(_ index: Int, count: Int) -> Int {
        index > 0 ? index - 1 : (index < 0 ? count + max(index, -count - 1) : -1)
    }

    /// Equal values have equal fingerprints (numbers by exact value).
    private static func fingerprint(_ value: RuntimeValue) -> String {
        if var number = ValueOrdering.exactNumber(value) {
            // 2.50 and 2.5 are one value: drop the mantissa's trailing zeros first.
            NSDecimalCompact(&number)
            return "n" + String(describing: number)
        }
        switch value {
        case .string(let text): return "s" + text
        default: return "v" + String(describing: value)
        }
    }
}
