/// Change Case, as Shortcuts offers it. Case mapping is Unicode's, the same
/// in every locale ("ß" uppercases to "SS", Turkish dotless i is not special).
public enum TextCase: String, CaseIterable, Sendable {
    /// HELLO WORLD
    case uppercase
    /// hello world
    case lowercase
    /// The first letter of the text uppercased, the rest untouched:
    /// "hello World" → "Hello World".
    case capitalize
    /// Every word's first letter uppercased and the rest lowercased, as
    /// Shortcuts (Foundation's `capitalized`) does: "hELLO wORLD" → "Hello
    /// World". A word is a run of letters, digits and apostrophes, so
    /// "don't" → "Don't" and "jean-luc" → "Jean-Luc".
    case capitalizeEveryWord = "capitalize every word"
    /// Headline style: every word capitalized except short articles,
    /// conjunctions and prepositions (a, an, the, and, but, or, nor, as, at,
    /// by, for, in, of, off, on, per, to, via, vs), which are lowercased
    /// unless first or last. A word that already has a capital after its
    /// first letter (iPhone, NASA) is left as written.
    case titleCase = "title case"
    /// Everything lowercased, then the first letter of each sentence (after
    /// `.`, `!` or `?` and a space) uppercased, and the word "i" as "I".
    case sentenceCase = "sentence case"
    /// aLtErNaTiNg: letters alternate lower and upper, starting lower;
    /// spaces, digits and punctuation do not count in the alternation.
    case alternating
}

public enum CaseChange {
    public static func change(_ text: String, to textCase: TextCase) -> String {
        switch textCase {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalize: capitalizeFirstLetter(text)
        case .capitalizeEveryWord: mapWords(text) { word, _, _ in capitalized(word.lowercased()) }
        case .titleCase: titleCase(text)
        case .sentenceCase: sentenceCase(text)
        case .alternating: alternating(text)
        }
    }

    static let smallWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "as", "at", "by", "for", "in", "of", "off", "on", "per", "to", "via", "vs",
    ]

    /// `word` with its first letter uppercased (which may give two letters:
    /// "ß" → "SS"), the rest as it is.
    static func capitalized(_ word: String) -> String {
        guard let index = word.firstIndex(where: \.isLetter) else { return word }
        return String(word[..<index]) + word[index].uppercased() + String(word[word.index(after: index)...])
    }

    static func capitalizeFirstLetter(_ text: String) -> String { capitalized(text) }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "'" || character == "’" || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
    }

    /// Calls `transform` on every word (its index and whether it is the
    /// last), keeping everything between words as it is.
    static func mapWords(_ text: String, _ transform: (String, Int, Bool) -> String) -> String {
        var words: [(range: Range<String.Index>, text: String)] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard isWordCharacter(text[index]) else { index = text.index(after: index); continue }
            let start = index
            while index < text.endIndex, isWordCharacter(text[index]) { index = text.index(after: index) }
            words.append((start..<index, String(text[start..<index])))
        }
        var result = ""
        var last = text.startIndex
        for (position, word) in words.enumerated() {
            result += text[last..<word.range.lowerBound]
            result += transform(word.text, position, position == words.count - 1)
            last = word.range.upperBound
        }
        result += text[last...]
        return result
    }

    static func titleCase(_ text: String) -> String {
        mapWords(text) { word, position, isLast in
            let lower = word.lowercased()
            if position > 0, !isLast, smallWords.contains(lower) { return lower }
            // iPhone, NASA, McDonald: a capital after the first letter means it is written as meant.
            if word.dropFirst().contains(where: \.isUppercase) { return word }
            return capitalized(word)
        }
    }

    static func sentenceCase(_ text: String) -> String {
        var result = ""
        var startOfSentence = true
        var afterTerminator = false
        for character in text.lowercased() {
            if character.isLetter && startOfSentence {
                result += character.uppercased()
                startOfSentence = false
                afterTerminator = false
                continue
            }
            if character == "." || character == "!" || character == "?" {
                afterTerminator = true
            } else if character.isWhitespace {
                if afterTerminator { startOfSentence = true }
            } else if !character.isPunctuation {
                afterTerminator = false
            }
            result.append(character)
        }
        // "i" on its own is a word in English sentences.
        return mapWords(result) { word, _, _ in word == "i" ? "I" : word == "i'm" || word == "i’m" ? capitalized(word) : word }
    }

    static func alternating(_ text: String) -> String {
        var upper = false
        var result = ""
        for character in text {
            guard character.isLetter else { result.append(character); continue }
            result += upper ? character.uppercased() : character.lowercased()
            upper.toggle()
        }
        return result
    }
}
