import Testing
import FlowDiagnostics
import FlowLint

/// Each title rule with a case it flags (and its fix-it) and one it leaves alone.
@Suite struct TitleRuleTests {
    // MARK: lint.title.verb-first

    @Test func verbFirstFlagsANounAndAPlaceholder() {
        let findings = lint(app("""
            title "Sandwich order"
            summary "${bread} sandwich"
        """), rule: VerbFirstRule())
        #expect(messages(findings) == [
            "lint.title.verb-first: the title of intent OrderSandwich starts with 'Sandwich', not a verb",
            "lint.title.verb-first: a summary of intent OrderSandwich starts with the placeholder ${bread}, not a verb",
        ])
        #expect(findings.map(pointed) == ["Sandwich", "${bread}"])
        #expect(findings[0].diagnostic.notes.map(\.message).contains("the intent's category says 'Order': 'Order …'"))
    }

    @Test func verbFirstAcceptsVerbsCategoryVerbsAndPassesOverAnArticle() {
        #expect(lint(app("""
            title "Order sandwich"
            summary "Pick up ${bread} bread"
            shortcut-type (bread) "Order ${bread}" subtitle "Baked this morning"
        """), rule: VerbFirstRule()).isEmpty)
        // The article is the article rule's; the verb after it is fine.
        #expect(lint(app("title \"An order sandwich\""), rule: VerbFirstRule()).isEmpty)
        // Subtitles and descriptions need no verb.
        #expect(lint(app("title \"Order sandwich\"\ndescription \"Fresh bread every day\""), rule: VerbFirstRule()).isEmpty)
    }

    // MARK: lint.title.sentence-case

    @Test func sentenceCaseLowercasesTitleCaseAndCapitalizesTheStart() {
        let rule = SentenceCaseRule()
        let findings = lint(app("title \"Order Hot Sandwich\""), rule: rule)
        #expect(messages(findings) == ["lint.title.sentence-case: the title of intent OrderSandwich is in Title Case ('Hot', 'Sandwich'); use sentence case"])
        #expect(findings.first?.diagnostic.fixIts.map(\.replacement) == ["\"Order hot sandwich\""])
        #expect(fixed(app("title \"order a Sandwich\""), rule: rule).contains("title \"Order a sandwich\""))
        #expect(fixed(app("summary \"order ${bread}\""), rule: rule).contains("summary \"Order ${bread}\""))
    }

    @Test func sentenceCaseKeepsDeclaredNamesAcronymsQuotesAndSentences() {
        #expect(lint(app("""
            title "Order Sourdough Loaf from Deli Express"
            description "Pay in USD on an iPhone. Fresh Bread too: Rye or Sourdough Loaf."
            summary "Order a 'Large Sandwich' for ${bread}"
        """), rule: SentenceCaseRule()).isEmpty)
    }

    @Test func sentenceCaseIsLenientWithAPersonsShortcut() {
        let rule = SentenceCaseRule()
        // A name in a person's title is theirs to capitalize.
        #expect(lint("shortcut \"Lunch\" {\n  title \"Order chowder and tell John\"\n  show-result(\"hi\")\n}\n", rule: rule).isEmpty)
        let findings = lint("shortcut \"Midday\" {\n  title \"Order Hot Soup For Lunch\"\n  show-result(\"hi\")\n}\n", rule: rule)
        #expect(findings.first?.diagnostic.fixIts.map(\.replacement) == ["\"Order hot soup for lunch\""])
    }

    // MARK: lint.title.article

    @Test func articleDropsLeadingArticlesAndAOrAnInTitles() {
        let rule = ArticleRule()
        let findings = lint(app("title \"Order a sandwich with an egg\"\ndescription \"The sandwich of the day\""), rule: rule)
        #expect(messages(findings) == [
            "lint.title.article: the title of intent OrderSandwich has the articles 'a', 'an'; keep titles concise",
            "lint.title.article: the description of intent OrderSandwich has the article 'The'; keep titles concise",
        ])
        #expect(findings.map(pointed) == ["a", "The"])
        let text = fixed(app("title \"Order a sandwich with an egg\"\ndescription \"The sandwich of the day\""), rule: rule)
        #expect(text.contains("title \"Order sandwich with egg\"") && text.contains("description \"Sandwich of the day\""))
        #expect(fixed(app("shortcut-type (bread) \"A ${bread} sandwich\""), rule: rule).contains("\"${bread} sandwich\""))
    }

    @Test func articleLeavesSubtitlesTheirInnerArticles() {
        #expect(lint(app("""
            title "Order sandwich for the table"
            shortcut-type (bread) "Order ${bread}" subtitle "Get a fresh sandwich in minutes"
        """), rule: ArticleRule()).isEmpty)
    }

    // MARK: lint.title.app-name

    @Test func appNameIsRemovedWithItsLinkingWord() {
        let rule = AppNameRule()
        let findings = lint(app("title \"Order sandwich from Deli Express\"\nsummary \"Deli Express: order ${bread}\""), rule: rule)
        #expect(messages(findings) == [
            "lint.title.app-name: the title of intent OrderSandwich names the app 'Deli Express'; flow shows the app beside it",
            "lint.title.app-name: a summary of intent OrderSandwich names the app 'Deli Express'; flow shows the app beside it",
        ])
        #expect(findings.map(pointed) == ["Deli Express", "Deli Express"])
        let text = fixed(app("title \"Order sandwich from Deli Express\"\nsummary \"Deli Express: order ${bread}\""), rule: rule)
        #expect(text.contains("title \"Order sandwich\"") && text.contains("summary \"Order ${bread}\""))
        // The identifier counts too.
        #expect(lint(app("title \"Order Deli sandwich\""), rule: rule).count == 1)
    }

    @Test func appNameIgnoresCommonWordsAndASentencesCapital() {
        let rule = AppNameRule()
        #expect(lint(app("title \"Order sandwich from the deli\""), rule: rule).isEmpty, "lowercase: a deli, not the app")
        #expect(lint(app("title \"Split the bill\"", name: "Split", display: "Split the Bill"), rule: rule).isEmpty,
                "a one-word name starting a sentence is a verb")
    }

    // MARK: lint.title.quotes

    @Test func quotesAroundWhatIsNotVerbatimAreRemoved() {
        let rule = QuotesRule()
        let findings = lint(app("title \"Order “sourdough” sandwich\"\nsummary \"Order '${bread}'\""), rule: rule)
        #expect(findings.count == 2)
        #expect(findings.map(pointed) == ["“", "'"])
        let text = fixed(app("title \"Order “sourdough” sandwich\"\nsummary \"Order '${bread}'\""), rule: rule)
        #expect(text.contains("title \"Order sourdough sandwich\"") && text.contains("summary \"Order ${bread}\""))
    }

    @Test func quotesAroundVerbatimContentAndApostrophesStay() {
        #expect(lint(app("""
            title "Order today's sandwich"
            param note: String
            summary "Order ${bread} with '${note}' on the bag"
        """), rule: QuotesRule()).isEmpty)
        // A shortcut quoting the message it sends.
        let shortcut = "shortcut \"Late\" {\n  title \"Send 'Running late' to Amy\"\n  requires message\n  send-message(to: \"Amy Frost\", text: \"Running late\")\n}\n"
        #expect(lint(shortcut, rule: QuotesRule()).isEmpty)
        #expect(lint(shortcut.replacingOccurrences(of: "text: \"Running late\"", with: "text: \"Soon\""), rule: QuotesRule()).count == 1)
    }

    // MARK: lint.title.duplicate

    @Test func duplicateFlagsASubtitleThatAddsNothingOrRepeatsTheTitle() {
        let findings = lint(app("""
            title "Order Sandwich"
            description "Order a sandwich"
            shortcut-type (bread) "Order ${bread}" subtitle "Order ${bread} now"
        """), rule: DuplicateTextRule())
        #expect(messages(findings) == [
            "lint.title.duplicate: the description of intent OrderSandwich says nothing the title \"Order Sandwich\" does not",
            "lint.title.duplicate: a shortcut type's subtitle (intent OrderSandwich) repeats the title \"Order ${bread}\"",
        ])
        #expect(findings[0].diagnostic.fixIts.isEmpty)
    }

    @Test func duplicateLetsADescriptionRestateAndAdd() {
        #expect(lint(app("""
            title "Order sandwich"
            description "Order a sandwich for pickup at the counter"
            shortcut-type (bread) "Order ${bread}" subtitle "Baked this morning"
        """), rule: DuplicateTextRule()).isEmpty)
    }

    // MARK: Where a warning points

    @Test func aWarningPointsAtTheWordEvenAfterPlaceholders() throws {
        let finding = try #require(lint(app("summary \"Order ${bread} Sandwich\""), rule: SentenceCaseRule()).first)
        #expect(pointed(finding) == "Sandwich")
        // Escapes: the text no longer maps byte for byte, so the whole string is shown.
        let escaped = try #require(lint(app("summary \"Order \\\"${bread}\\\" Sandwich\""), rule: SentenceCaseRule()).first)
        #expect(pointed(escaped) == "\"Order \\\"${bread}\\\" Sandwich\"")
        #expect(escaped.diagnostic.fixIts.map(\.replacement) == ["\"Order \\\"${bread}\\\" sandwich\""])
    }
}
