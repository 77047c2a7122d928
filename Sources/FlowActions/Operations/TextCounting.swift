/// Count, for text: characters, words, sentences or lines.
public enum TextUnit: String, CaseIterable, Sendable {
    /// Characters as a person sees them: "é" and "👨‍👩‍👧" are one each.
    case characters
    /// Runs of letters and digits; an apostrophe, a period or a comma
    /// between two of them joins ("don't", "3.14", "1,000" are one word). A
    /// hyphen separates ("state-of-the-art" is four), emoji and
    /// punctuation are not words, a run of Chinese or Japanese is one.
    case words
    /// Runs of text ending in `.`, `!`, `?` (or `…`, `。`, `！`, `？`)
    /// followed by space or the end; a final sentence without a period
    /// counts too. "3.14" does not end one. Text without a letter or digit
    /// has none.
    case sentences
    /// Lines as Split Text by New Lines makes them: "" has none, "a\n"
    /// one, "a\n\nb" three.
    case lines
}

public enum TextCounting {
    public static func count(_ unit: TextUnit, in text: String) -> Int {
        switch unit {
        case .characters: text.count
        case .words: words(text)
        case .sentences: sentences(text)
        case .lines: TextSplitting.lines(text).count
        }
    }

    private static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    static func words(_ text: String) -> Int {
        let characters = Array(text)
        var count = 0
        var index = 0
        while index < characters.count {
            guard isWordCharacter(characters[index]) else { index += 1; continue }
            count += 1
            while index < characters.count {
                if isWordCharacter(characters[index]) {
                    index += 1
                } else if "'’.,".contains(characters[index]), index + 1 < characters.count, isWordCharacter(characters[index + 1]) {
                    index += 2
                } else {
                    break
                }
            }
        }
        return count
    }

    static let terminators: Set<Character> = [".", "!", "?", "…", "。", "！", "？"]

    static func sentences(_ text: String) -> Int {
        let characters = Array(text)
        var count = 0
        var hasContent = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if isWordCharacter(character) { hasContent = true }
            if terminators.contains(character) {
                // The run of terminators and closing quotes/brackets, then space or the end.
                var end = index + 1
                while end < characters.count, terminators.contains(characters[end]) || "\"'”’)]".contains(characters[end]) { end += 1 }
                if end == characters.count || characters[end].isWhitespace {
                    if hasContent { count += 1 }
                    hasContent = false
                }
                index = end
                continue
            }
            index += 1
        }
        return count + (hasContent ? 1 : 0)
    }
}
