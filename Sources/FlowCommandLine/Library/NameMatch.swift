import FlowRuntime
import FlowSyntax

/// Finding something by the name a person typed, the same way for library
/// shortcuts and gallery shortcuts: the exact name first, then the name
/// by its letters and digits alone ("soup for john", "SoupForJohn",
/// "soup-for-john", the file name `flow gallery add` gives it). Two
/// matches are never a silent choice; a miss offers the likely names.
enum NameMatch<Item> {
    case found(Item)
    /// Several items have the name (at the same level of exactness).
    case ambiguous([Item])
    /// Nothing has it; `suggestions` are the closest names, best first.
    case missing(suggestions: [String])

    static func find(_ typed: String, in items: [Item], name: (Item) -> String) -> NameMatch {
        let exact = items.filter { name($0) == typed }
        if exact.count == 1 { return .found(exact[0]) }
        if exact.count > 1 { return .ambiguous(exact) }
        let key = normalized(typed)
        // A name of punctuation or emoji alone has nothing to compare loosely.
        let loose = key.isEmpty ? [] : items.filter { normalized(name($0)) == key }
        if loose.count == 1 { return .found(loose[0]) }
        if loose.count > 1 { return .ambiguous(loose) }
        return .missing(suggestions: suggestions(for: typed, among: items.map(name)))
    }

    /// Lowercased letters and digits: how two spellings of one name compare
    /// (the same folding as an option's name).
    static func normalized(_ name: String) -> String { OptionName.folded(name) }

    /// A near miss by edit distance, else up to three names that contain
    /// what was typed ("chowder" → "Order 1 Clam Chowder").
    static func suggestions(for typed: String, among names: [String]) -> [String] {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        let keys = unique.map(normalized)
        let key = normalized(typed)
        if let close = Suggestions.closest(to: key, among: keys), let index = keys.firstIndex(of: close) {
            return [unique[index]]
        }
        guard !key.isEmpty else { return [] }
        return Array(zip(unique, keys).filter { $0.1.contains(key) }.map(\.0).prefix(3))
    }

    /// "; did you mean 'A'?" or "; did you mean 'A' or 'B'?", or "" when there is nothing to offer.
    static func didYouMean(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : "; did you mean " + Suggestions.list(suggestions) + "?"
    }
}
