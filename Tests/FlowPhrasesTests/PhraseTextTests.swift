import Testing
@testable import FlowPhrases

/// Normalizing: what a person types matches what they added.
@Suite struct PhraseTextTests {
    @Test func caseSpacesAndPunctuationDoNotMatter() {
        #expect(PhraseText.normalize("Soup time!") == "soup time")
        #expect(PhraseText.normalize("  soup  TIME ") == "soup time")
        #expect(PhraseText.normalize("Soup-time?!") == "soup time")
        #expect(PhraseText.normalize("Tomato, Tomato") == "tomato tomato")
        #expect(PhraseText.normalize("soup\ttime\n") == "soup time")
    }

    @Test func apostrophesJoinAWord() {
        #expect(PhraseText.words("Today's soup") == ["todays", "soup"])
        #expect(PhraseText.words("Today’s soup") == ["todays", "soup"], "a typographic apostrophe too")
    }

    @Test func unicodeAware() {
        #expect(PhraseText.normalize("ＳＯＵＰ　ＴＩＭＥ") == "soup time", "full-width letters and an ideographic space")
        #expect(PhraseText.normalize("CAFÉ AU LAIT") == "café au lait", "accents are kept, case folds")
        #expect(PhraseText.normalize("Cafe\u{301} au lait") == "café au lait", "a combining accent is the precomposed letter")
        #expect(PhraseText.normalize("ΟΔΟΣ") == PhraseText.normalize("οδος"), "a final sigma is a sigma")
        #expect(PhraseText.normalize("スープの時間") == "スープの時間", "letters of any script")
        #expect(PhraseText.normalize("Soup 🍲 time") == "soup time", "emoji separate words")
        #expect(PhraseText.normalize("!!!") == "")
    }

    @Test func droppingWordsKeepsTheSpelling() {
        #expect(PhraseText.dropWords(2, from: "Hey Siri, Soup time!") == "Soup time!")
        #expect(PhraseText.dropWords(1, from: "Siri") == "")
        #expect(PhraseText.dropWords(0, from: "  soup") == "soup")
    }
}
