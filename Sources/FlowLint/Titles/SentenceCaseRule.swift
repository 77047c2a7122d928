/// `lint.title.sentence-case`: titles, subtitles and summaries are in
/// sentence case ("Order clam chowder", not "Order Clam Chowder"), so
/// every app's shortcuts read alike. Words keep their capitals when they
/// are part of a declared name (an app, an enum case's display name, a
/// type, a shortcut: "Order Clam Chowder" is fine when Clam Chowder is a
/// case), start a sentence, sit inside quotation marks, or have capitals
/// or digits past their first letter (USD, iPhone, 5G). The first word
/// gets a capital.
///
/// An app's text is checked strictly: any other capitalized word is
/// flagged. A person's shortcut may name people and places ("tell John"),
/// so there only clear Title Case counts: a capitalized short word ("To",
/// "For") or at least two capitalized words making up half the rest.
/// The fix-it lowercases the flagged words and capitalizes the first.
public struct SentenceCaseRule: LintRule {
    public let id = "lint.title.sentence-case"
    public let summary = "Titles, subtitles and summaries are in sentence case; declared names keep their capitals."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        input.titles.compactMap { text in check(text, names: input.properNames) }
    }

    func check(_ text: TitleText, names: ProperNames) -> LintFinding? {
        let tokens = text.tokens
        let quoted = text.quotedTokens
        let wordIndices = tokens.indices.filter { tokens[$0].kind == .word }
        let covered = names.covered(wordIndices.map { tokens[$0].text })
        var lowercaseStart: Int?
        var capitalized: [Int] = []
        var judged = 0
        for (position, index) in wordIndices.enumerated() {
            let token = tokens[index]
            guard !covered.contains(position), !quoted.contains(index), let first = token.text.first else { continue }
            let rest = token.text.dropFirst()
            if rest.contains(where: { $0.isUppercase || $0.isNumber }) || first.isNumber { continue }
            if token.startsSentence {
                if first.isLowercase && index == tokens.indices.first(where: { tokens[$0].kind != .mark }) { lowercaseStart = index }
                continue
            }
            if token.text == "I" || token.text.hasPrefix("I'") || token.text.hasPrefix("I’") { continue }
            judged += 1
            if first.isUppercase { capitalized.append(index) }
        }
        let titleCase = text.isAppText ? !capitalized.isEmpty
            : capitalized.contains { TitleVocabulary.minorWords.contains(tokens[$0].text.lowercased()) }
                || (capitalized.count >= 2 && capitalized.count * 2 >= judged)
        let flagged = titleCase ? capitalized : []
        guard lowercaseStart != nil || !flagged.isEmpty else { return nil }
        var edits = flagged.map { TitleText.replacing(tokens[$0], with: TitleText.withFirstLetter(tokens[$0].text, uppercased: false)) }
        if let start = lowercaseStart {
            edits.append(TitleText.replacing(tokens[start], with: TitleText.withFirstLetter(tokens[start].text, uppercased: true)))
        }
        let shown = lowercaseStart ?? flagged[0]
        let why = flagged.isEmpty ? "starts with a lowercase letter"
            : "is in Title Case (\(flagged.prefix(3).map { "'\(tokens[$0].text)'" }.joined(separator: ", ")))"
        return LintFinding(self, in: text.file, at: text.sourceRange(of: tokens[shown]), "\(text.what) \(why); use sentence case",
                           fixIts: text.fixIt(edits).map { [$0] } ?? [])
    }
}
