extension LintGroup {
    /// The talks' advice on titles and subtitles (SEEDS-DIGEST section 10).
    public static let titles = LintGroup(name: "titles", rules: [
        VerbFirstRule(), SentenceCaseRule(), ArticleRule(), AppNameRule(), QuotesRule(), DuplicateTextRule(),
    ])
}
