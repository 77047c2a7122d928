import Foundation

/// How a phrase is compared: what a person types at a shell is not what
/// they wrote when they added it ("Soup time!" against "soup  TIME"), so
/// phrases are matched by their normalized form, never by their text.
///
/// Normalizing is Unicode-aware:
/// - compatibility forms fold to their plain letters (NFKC: full-width
///   `ＳＯＵＰ` is `soup`, the ligature `ﬁ` is `fi`);
/// - case folds in every script (`É` is `é`, a final sigma `ς` is `σ`);
/// - apostrophes join (`Today's` is `todays`, one word, as it is said);
/// - every other character that is not a letter, a digit or a combining
///   mark (punctuation, symbols, emoji, spaces of any kind) separates words;
/// - words are joined by one space, with none at either end.
///
/// Accents are kept: `café` and `cafe` can be different words.
public enum PhraseText {
    /// The form phrases are compared in: "Soup time!" → "soup time".
    public static func normalize(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// The phrase's words, normalized: "Tomato, Tomato" → ["tomato", "tomato"].
    public static func words(_ text: String) -> [String] {
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased().precomposedStringWithCompatibilityMapping
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if apostrophes.contains(scalar) { continue }
            if isWordPart(scalar) {
                current.append(scalar == "ς" ? "σ" : scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// Marks inside a word that are left out rather than splitting it.
    static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}", "\u{2018}"]

    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}

extension PhraseText {
    /// `text` without its first `count` words, as written: "Hey Siri, soup
    /// time!" without 2 words is "soup time!". For fix-its that keep the
    /// person's own spelling.
    static func dropWords(_ count: Int, from text: String) -> String {
        var seen = 0
        var inWord = false
        for index in text.unicodeScalars.indices {
            let scalar = text.unicodeScalars[index]
            let part = isWordPart(scalar) || (inWord && apostrophes.contains(scalar))
            if part && !inWord {
                if seen == count { return String(text.unicodeScalars[index...]) }
                seen += 1
            }
            inWord = part
        }
        return ""
    }
}
