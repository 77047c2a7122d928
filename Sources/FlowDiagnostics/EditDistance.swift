/// "Did you mean" support: the closest word by edit distance.
///
/// It lives here, beside the diagnostics that use it, so that modules which
/// must not depend on the parser (the cron parser in FlowAutomation) make
/// the same suggestions as the language. `FlowSyntax.Suggestions` forwards here.
public enum EditDistance {
    /// The candidate closest to `word`, if it is close enough to be a likely
    /// typo: at most a third of the word's length in edits (and at least one).
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        var best: (word: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = between(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        return best?.word
    }

    /// Levenshtein distance with adjacent transpositions counting as one edit.
    /// - Complexity: O(m·n) time, O(n) space.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
