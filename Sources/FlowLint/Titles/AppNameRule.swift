import FlowCompiler

/// `lint.title.app-name`: a title does not name its app: flow shows the app
/// next to it already, and the room is better spent on what happens. The
/// app is the intent's own, or any app whose intents a shortcut runs; its
/// name or display name counts as written, capitals and all ("Soup Chef",
/// "SoupChef"; "add to pantry" is a pantry, not the app Pantry), except a
/// one-word name starting a sentence, which has its capital from the
/// sentence ("Split the bill" in the app Split is a verb). The fix-it
/// drops the name with the word that links it ("from Soup Chef") or the
/// mark after it ("Soup Chef: "), when words are left.
public struct AppNameRule: LintRule {
    public let id = "lint.title.app-name"
    public let summary = "A title, subtitle or summary does not name its own app: flow shows the app already."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        input.titles.compactMap { text -> LintFinding? in
            let tokens = text.tokens
            let words = tokens.indices.filter { tokens[$0].kind == .word }
            let bare = words.map { ProperNames.withoutPossessive(tokens[$0].text) }
            for app in text.apps {
                for name in Set([app.displayName, app.name]).sorted(by: { ($0.count, $0) > ($1.count, $1) }) {
                    let nameWords = TitleText.tokens([.text(name, start: nil)]).filter { $0.kind == .word }.map(\.text)
                    guard !nameWords.isEmpty, nameWords.count <= bare.count else { continue }
                    for start in 0...(bare.count - nameWords.count) where Array(bare[start..<(start + nameWords.count)]) == nameWords {
                        let span = Array(words[start..<(start + nameWords.count)])
                        // One word starting a sentence has its capital from the sentence: "Split the bill" is a verb.
                        if span.count == 1 && tokens[span[0]].startsSentence { continue }
                        return finding(text, tokens: tokens, span: span, app: app, name: name)
                    }
                }
            }
            return nil
        }
    }

    func finding(_ text: TitleText, tokens: [TitleText.Token], span: [Int], app: AppModel, name: String) -> LintFinding {
        var removed = Set(span)
        if let before = span.first.map({ $0 - 1 }), before >= 0, tokens[before].kind == .word,
           TitleVocabulary.linkingWords.contains(tokens[before].text.lowercased()) {
            removed.insert(before)
        } else if let after = span.last.map({ $0 + 1 }), after < tokens.count, tokens[after].kind == .mark,
                  [":", "-", "–", "—", "|", "·"].contains(tokens[after].text) {
            removed.insert(after)
        }
        let edits = removed.sorted().map { text.removing(tokens[$0]) } + text.capitalizingAfter(removing: removed)
        var range = text.sourceRange(of: tokens[span[0]])
        range = range.union(text.sourceRange(of: tokens[span[span.count - 1]]))
        return LintFinding(self, in: text.file, at: range, "\(text.what) names the app '\(name)'; flow shows the app beside it",
                           fixIts: text.fixIt(edits).map { [$0] } ?? [])
    }
}
