import FlowDiagnostics

/// "Did you mean" support: the closest word by edit distance (see
/// `EditDistance` in FlowDiagnostics, which modules below the parser share).
public enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a likely
    /// typo: at most a third of the word's length in edits (and at least one).
    public static func closest(to word: String, among candidates: [String]) -> String? {
        EditDistance.closest(to: word, among: candidates)
    }

    /// Levenshtein distance with adjacent transpositions counting as one edit.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        EditDistance.between(a, b)
    }

    /// "'a', 'b' or 'c'"
    public static func list(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}
