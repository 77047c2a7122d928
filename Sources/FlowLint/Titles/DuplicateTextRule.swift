/// `lint.title.duplicate`: a subtitle (or description) adds what its title
/// does not say. Flagged when every word of it is in the title ("Order
/// Soup" / "Order a soup"); a subtitle shown under its title (a shortcut
/// type's, an app's suggestion's) is flagged too when it repeats the whole
/// title (of two words or more), while a description may restate its
/// title before it adds to it. Articles and case are ignored; placeholders
/// count as words. Pairs: an intent's title and description, a shortcut
/// type's title and subtitle, a shortcut's title and description, an app's
/// suggested title and subtitle. No fix-it: only the author knows what to add.
public struct DuplicateTextRule: LintRule {
    public let id = "lint.title.duplicate"
    public let summary = "A subtitle or description does not repeat its title: it adds what the title does not say."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        let titles = input.titles
        var findings: [LintFinding] = []
        for subtitle in titles where subtitle.role == .subtitle {
            guard let pair = subtitle.pair,
                  let title = titles.first(where: { $0.role == .title && $0.pair == pair }) else { continue }
            let titleWords = Self.words(title), subtitleWords = Self.words(subtitle)
            guard !titleWords.isEmpty, !subtitleWords.isEmpty else { continue }
            let adds = !Set(subtitleWords).isSubset(of: Set(titleWords))
            let repeats = !subtitle.isDescription && titleWords.count >= 2 && Self.contains(subtitleWords, titleWords)
            guard !adds || repeats else { continue }
            let how = adds ? "repeats the title \"\(title.text)\"" : "says nothing the title \"\(title.text)\" does not"
            findings.append(LintFinding(self, in: subtitle.file, at: subtitle.range, "\(subtitle.what) \(how)",
                                        notes: [.init("a subtitle adds what matters and the title leaves out: where, for whom, how much")]))
        }
        return findings
    }

    /// Its words and placeholders, lowercased, without articles.
    static func words(_ text: TitleText) -> [String] {
        text.tokens.filter { $0.kind != .mark }.map { $0.text.lowercased() }.filter { !TitleVocabulary.articles.contains($0) }
    }

    static func contains(_ words: [String], _ run: [String]) -> Bool {
        guard run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { Array(words[$0..<($0 + run.count)]) == run }
    }
}
