/// `lint.title.article`: titles are concise. A title, subtitle or
/// description does not start with "a", "an" or "the", and a title (or a
/// summary) drops "a" and "an" anywhere, as the talks ask. The fix-it drops
/// them and gives the new first word its capital.
public struct ArticleRule: LintRule {
    public let id = "lint.title.article"
    public let summary = "Drop a leading \"a\", \"an\" or \"the\", and \"a\"/\"an\" anywhere in a title: titles are concise."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        input.titles.compactMap { text -> LintFinding? in
            let tokens = text.tokens
            let quoted = text.quotedTokens
            let contentIndices = tokens.indices.filter { tokens[$0].kind != .mark }
            guard contentIndices.count > 1 else { return nil }
            var found: [Int] = []
            let first = contentIndices[0]
            if tokens[first].kind == .word, TitleVocabulary.articles.contains(tokens[first].text.lowercased()) { found.append(first) }
            if text.role != .subtitle {
                for index in contentIndices.dropFirst() where tokens[index].kind == .word && !quoted.contains(index)
                    && TitleVocabulary.droppableArticles.contains(tokens[index].text) && index != contentIndices.last {
                    found.append(index)
                }
            }
            guard let shown = found.first else { return nil }
            let edits = found.map { text.removing(tokens[$0]) } + text.capitalizingAfter(removing: Set(found))
            let words = found.map { "'\(tokens[$0].text)'" }
            return LintFinding(self, in: text.file, at: text.sourceRange(of: tokens[shown]),
                               "\(text.what) has the article\(words.count == 1 ? "" : "s") \(words.joined(separator: ", ")); keep titles concise",
                               fixIts: text.fixIt(edits).map { [$0] } ?? [])
        }
    }
}
