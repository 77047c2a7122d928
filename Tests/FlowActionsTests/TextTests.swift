import Testing
@testable import FlowActions

@Suite struct TextSplittingTests {
    @Test func newLinesOfEveryKind() {
        #expect(TextSplitting.split("a\nb\r\nc\rd\u{2028}e", by: .newLines) == ["a", "b", "c", "d", "e"])
        #expect(TextSplitting.split("a\n\nb\n", by: .newLines) == ["a", "", "b"])
        #expect(TextSplitting.split("\r\n\r\n", by: .newLines) == ["", ""])
        #expect(TextSplitting.split("", by: .newLines) == [])
    }

    @Test func spacesAreRunsOfWhitespace() {
        #expect(TextSplitting.split("  soup \t for\n\u{A0}two  ", by: .spaces) == ["soup", "for", "two"])
        #expect(TextSplitting.split("   ", by: .spaces) == [])
    }

    @Test func everyCharacterKeepsGraphemesWhole() {
        #expect(TextSplitting.split("e\u{301}👨‍👩‍👧🇫🇷!", by: .everyCharacter) == ["e\u{301}", "👨‍👩‍👧", "🇫🇷", "!"])
        #expect(TextSplitting.split("", by: .everyCharacter) == [])
    }

    @Test func aCustomSeparatorKeepsEmptyPieces() {
        #expect(TextSplitting.split("a,,b,", by: .custom(",")) == ["a", "", "b", ""])
        #expect(TextSplitting.split("one -- two -- ", by: .custom(" -- ")) == ["one", "two", ""])
        #expect(TextSplitting.split("abc", by: .custom("")) == ["abc"])
        #expect(TextSplitting.split("", by: .custom(",")) == [""])
        #expect(TextSplitting.split("a👋b", by: .custom("👋")) == ["a", "b"])
    }
}

@Suite struct TextCombiningAndTrimmingTests {
    @Test func combines() {
        #expect(TextCombining.combine(["a", "b", "c"], with: .newLines) == "a\nb\nc")
        #expect(TextCombining.combine(["a", "b"], with: .spaces) == "a b")
        #expect(TextCombining.combine(["a", "b"], with: .custom(", ")) == "a, b")
        #expect(TextCombining.combine([], with: .custom(", ")) == "")
        #expect(TextCombining.combine(TextSplitting.split("a,,b", by: .custom(",")), with: .custom(",")) == "a,,b")
    }

    @Test func trimsUnicodeWhitespaceAtTheEnds() {
        #expect(TextTrimming.trim(" \t\n soup for two \r\n\u{A0}\u{3000}") == "soup for two")
        #expect(TextTrimming.trim("  x  ", .leading) == "x  ")
        #expect(TextTrimming.trim("  x  ", .trailing) == "  x")
        #expect(TextTrimming.trim("   ") == "")
        #expect(TextTrimming.trim("") == "")
    }
}

@Suite struct CaseChangeTests {
    @Test func upperAndLower() {
        #expect(CaseChange.change("Straße café", to: .uppercase) == "STRASSE CAFÉ")
        #expect(CaseChange.change("ÉCOLE", to: .lowercase) == "école")
    }

    @Test func capitalizeTouchesOnlyTheFirstLetter() {
        #expect(CaseChange.change("hello wORLD", to: .capitalize) == "Hello wORLD")
        #expect(CaseChange.change("  ¿qué?", to: .capitalize) == "  ¿Qué?")
        #expect(CaseChange.change("", to: .capitalize) == "")
        #expect(CaseChange.change("123", to: .capitalize) == "123")
    }

    @Test func capitalizeEveryWord() {
        #expect(CaseChange.change("hELLO wORLD, don't jean-luc", to: .capitalizeEveryWord) == "Hello World, Don't Jean-Luc")
        #expect(CaseChange.change("élan vital", to: .capitalizeEveryWord) == "Élan Vital")
    }

    @Test func titleCaseKeepsSmallWordsLower() {
        #expect(CaseChange.change("the lord of the rings", to: .titleCase) == "The Lord of the Rings")
        #expect(CaseChange.change("a tale OF two cities", to: .titleCase) == "A Tale of Two Cities")
        #expect(CaseChange.change("what are you looking at", to: .titleCase) == "What Are You Looking At")
        #expect(CaseChange.change("my iPhone and NASA", to: .titleCase) == "My iPhone and NASA")
    }

    @Test func sentenceCase() {
        #expect(CaseChange.change("HELLO THERE. how are you? i am FINE!  thanks", to: .sentenceCase)
                == "Hello there. How are you? I am fine!  Thanks")
        #expect(CaseChange.change("pi is 3.14 exactly", to: .sentenceCase) == "Pi is 3.14 exactly")
    }

    @Test func alternating() {
        #expect(CaseChange.change("hello world", to: .alternating) == "hElLo WoRlD")
    }
}

@Suite struct TextCountingTests {
    @Test func characters() {
        #expect(TextCounting.count(.characters, in: "e\u{301}👨‍👩‍👧🇫🇷!") == 4)
        #expect(TextCounting.count(.characters, in: "") == 0)
    }

    @Test func words() {
        #expect(TextCounting.count(.words, in: "Hey, I just ordered soup! Don't wait.") == 7)
        #expect(TextCounting.count(.words, in: "pi is 3.14, that's 1,000 times state-of-the-art 👋") == 10)
        #expect(TextCounting.count(.words, in: "  ...  ") == 0)
        #expect(TextCounting.count(.words, in: "") == 0)
    }

    @Test func sentences() {
        #expect(TextCounting.count(.sentences, in: "Hello there. How are you? Fine!") == 3)
        #expect(TextCounting.count(.sentences, in: "No period at the end") == 1)
        #expect(TextCounting.count(.sentences, in: "Pi is 3.14. Really?!") == 2)
        #expect(TextCounting.count(.sentences, in: "He said \"stop.\" Then left.") == 2)
        #expect(TextCounting.count(.sentences, in: "...") == 0)
        #expect(TextCounting.count(.sentences, in: "") == 0)
    }

    @Test func lines() {
        #expect(TextCounting.count(.lines, in: "") == 0)
        #expect(TextCounting.count(.lines, in: "a") == 1)
        #expect(TextCounting.count(.lines, in: "a\n") == 1)
        #expect(TextCounting.count(.lines, in: "a\r\n\r\nb") == 3)
    }
}

@Suite struct PlainTextReplacementTests {
    @Test func replacesEveryOccurrenceLeftToRight() {
        #expect(PlainTextReplacement.replacing("soup", with: "stew", in: "soup, soup, soup!") == "stew, stew, stew!")
        #expect(PlainTextReplacement.replacing("aa", with: "b", in: "aaa") == "ba")
        #expect(PlainTextReplacement.replacing("$1", with: "\\0", in: "cost: $1") == "cost: \\0")
        #expect(PlainTextReplacement.replacing("", with: "x", in: "abc") == "abc")
        #expect(PlainTextReplacement.replacing("x", with: "y", in: "") == "")
        #expect(PlainTextReplacement.replacing("👋", with: "hi", in: "👋 there 👋") == "hi there hi")
        #expect(PlainTextReplacement.replacing("a", with: "", in: "banana") == "bnn")
    }

    @Test func ignoringCase() {
        #expect(PlainTextReplacement.replacing("SOUP", with: "stew", in: "Soup and soup.", caseSensitive: false) == "stew and stew.")
        #expect(PlainTextReplacement.replacing("(a)", with: "$1", in: "(A) or (a)", caseSensitive: false) == "$1 or $1")
        #expect(PlainTextReplacement.replacing("ÉTÉ", with: "summer", in: "un été", caseSensitive: false) == "un summer")
    }

    @Test func textFromInvalidUTF8IsRepairedNotTrapped() {
        let text = String(decoding: [0x61, 0xFF, 0x62, 0xC3], as: UTF8.self)
        #expect(PlainTextReplacement.replacing("b", with: "c", in: text) == "a\u{FFFD}c\u{FFFD}")
        #expect(TextSplitting.split(text, by: .custom("\u{FFFD}")) == ["a", "b", ""])
    }
}
