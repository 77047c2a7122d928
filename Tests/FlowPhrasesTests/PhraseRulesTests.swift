import Testing
@testable import FlowPhrases

/// The talks' rules: 2 to 3 words, no wake word, no duplicate.
@Suite struct PhraseRulesTests {
    @Test func aGoodPhraseHasNoProblems() {
        #expect(PhraseRules.check("Soup time").isEmpty)
        #expect(PhraseRules.check("Lunch for everyone").isEmpty)
    }

    @Test func wakeWordsAreErrorsWithTheRestAsFixIt() {
        let problems = PhraseRules.check("Hey Siri, soup time")
        #expect(problems.map(\.rule) == [.wakeWord])
        #expect(problems[0].severity == .error)
        #expect(problems[0].message == "“Hey Siri, soup time” starts with the wake word 'hey siri'")
        #expect(problems[0].fixIt == "soup time")
        #expect(PhraseRules.check("siri order soup").first?.fixIt == "order soup")
        #expect(PhraseRules.check("OK, flow: soup time").first?.rule == .wakeWord)
        #expect(PhraseRules.check("okay flow soup").first?.rule == .wakeWord)
        #expect(PhraseRules.check("hey flow").first?.fixIt == nil, "nothing is left to say")
        #expect(PhraseRules.check("siriously good soup").isEmpty, "whole words only")
        #expect(PhraseRules.check("soup for siri").isEmpty, "only at the start")
    }

    @Test func wordCountIsAWarning() {
        let short = PhraseRules.check("Soup!")
        #expect(short.map(\.rule) == [.tooShort] && short[0].severity == .warning)
        let long = PhraseRules.check("order me the soup of the day")
        #expect(long.map(\.rule) == [.tooLong] && long[0].message == "“order me the soup of the day” has 7 words")
        #expect(PhraseRules.check("...").map(\.rule) == [.noWords])
    }

    @Test func duplicatesAreComparedNormalized() {
        let claims = [PhraseClaim(phrase: "Chowder Time", runs: "shortcut “Soup for John”", source: "Workflows/soup-for-john.flow:12:10")]
        let problems = PhraseRules.check("chowder  time!", against: claims)
        #expect(problems.map(\.rule) == [.duplicate])
        #expect(problems[0].description
                == "error: “Chowder Time” already runs shortcut “Soup for John” (Workflows/soup-for-john.flow:12:10) (a phrase can run one thing only)")
        #expect(PhraseRules.check("chowder now", against: claims).isEmpty)
    }

    @Test func errorsComeBeforeWarnings() {
        let problems = PhraseRules.check("Hey Siri, soup!", against: [])
        #expect(problems.map(\.severity) == [.error, .warning])
        #expect(problems[1].message == "“soup!” is one word", "the words after the wake word count")
        #expect(PhraseRules.check("Siri").map(\.rule) == [.wakeWord], "nothing is left to count")
    }
}
