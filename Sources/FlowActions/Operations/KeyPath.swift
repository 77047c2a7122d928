import FlowModel

/// A key path into nested dictionaries and lists, as Get and Set
/// Dictionary Value take it: `order.items.1.price` (a list's items count from
/// 1, -1 the last, as `ListPosition` counts). A key that is itself in the
/// dictionary wins over the path, so a key with a dot in it still works.
public enum KeyPath {
    /// The value at `path` in `value`; nil when a step is missing.
    public static func value(at path: String, in value: RuntimeValue) -> RuntimeValue? {
        if case .dictionary(let entries) = value, let whole = entries.first(where: { $0.key == path }) { return whole.value }
        var current = value
        for segment in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let next = child(segment, of: current) else { return nil }
            current = next
        }
        return current
    }

    /// `value` with `new` at `path`: dictionaries along the way are made
    /// where missing (a value that is none becomes one), a list's item is
    /// replaced; an index beyond a list is the error's message.
    public static func setting(_ new: RuntimeValue, at path: String, in value: RuntimeValue) -> Result<RuntimeValue, KeyPathError> {
        if case .dictionary(let entries) = value, entries.contains(where: { $0.key == path }) {
            return .success(replacing(path, with: new, in: entries))
        }
        return set(new, at: path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...], in: value)
    }

    private static func set(_ new: RuntimeValue, at segments: ArraySlice<String>, in value: RuntimeValue) -> Result<RuntimeValue, KeyPathError> {
        guard let segment = segments.first else { return .success(new) }
        let rest = segments.dropFirst()
        if case .list(var items) = value {
            guard let position = Int(segment), let index = ListPosition.index(position, count: items.count) else {
                return .failure(KeyPathError(message: "'\(segment)' is no item of the list: " + (Int(segment).map { ListPosition.refusal($0, count: items.count) } ?? "a list's items are numbered from 1")))
            }
            return set(new, at: rest, in: items[index]).map { items[index] = $0; return .list(items) }
        }
        let entries: [RuntimeValue.Entry] = if case .dictionary(let existing) = value { existing } else { [] }
        let inner = entries.first { $0.key == segment }?.value ?? .nothing
        return set(new, at: rest, in: inner).map { replacing(segment, with: $0, in: entries) }
    }

    /// The entries with `key` set in its place, or added last.
    static func replacing(_ key: String, with value: RuntimeValue, in entries: [RuntimeValue.Entry]) -> RuntimeValue {
        var entries = entries
        let entry = RuntimeValue.Entry(key: key, value: value)
        if let index = entries.firstIndex(where: { $0.key == key }) { entries[index] = entry } else { entries.append(entry) }
        return .dictionary(entries)
    }

    private static func child(_ segment: String, of value: RuntimeValue) -> RuntimeValue? {
        switch value {
        case .dictionary(let entries): return entries.first { $0.key == segment }?.value
        case .list(let items):
            guard let position = Int(segment), let index = ListPosition.index(position, count: items.count) else { return nil }
            return items[index]
        default: return nil
        }
    }
}

/// Why a value could not be set at a key path.
public struct KeyPathError: Error, Equatable, Sendable {
    public let message: String
}
