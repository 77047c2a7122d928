import FlowDiagnostics

/// `lint.title.verb-first`: a title says what happens, starting with a verb
/// ("Order soup", not "Soup order"). The verb is one of a modest built-in
/// list (`TitleVocabulary.verbs`) or any category's verb; a leading article
/// is passed over (the article rule drops it). Titles and summaries only.
public struct VerbFirstRule: LintRule {
    public let id = "lint.title.verb-first"
    public let summary = "A title (and an action's summary) starts with a verb that says what happens."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        input.titles.compactMap { text -> LintFinding? in
            guard text.role != .subtitle else { return nil }
            let tokens = text.tokens.filter { $0.kind != .mark }
            guard var first = tokens.first else { return nil }
            if first.kind == .word, TitleVocabulary.articles.contains(first.text.lowercased()), tokens.count > 1 { first = tokens[1] }
            if first.kind == .word, TitleVocabulary.isVerb(ProperNames.withoutPossessive(first.text)) { return nil }
            if first.kind == .word, let verb = text.categoryVerb, verb.lowercased() == first.text.lowercased() { return nil }
            let start = first.kind == .placeholder ? "the placeholder \(first.text)" : "'\(first.text)'"
            var notes = [Diagnostic.Note("a title is what happens when it runs, verb first, as in \"Order soup\" or \"Send a message to Amy\"")]
            if let verb = text.categoryVerb, verb != "Do" {
                notes.append(.init("the intent's category says '\(verb)': '\(verb) …'"))
            }
            return LintFinding(self, in: text.file, at: text.sourceRange(of: first),
                               "\(text.what) starts with \(start), not a verb", notes: notes)
        }
    }
}
