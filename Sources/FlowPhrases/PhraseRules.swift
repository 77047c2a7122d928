import FlowDiagnostics

/// A phrase that runs something already, for the duplicate rule: the
/// person's own, or one a `.flow` file declares.
public struct PhraseClaim: Sendable {
    /// As written ("Chowder Time").
    public var phrase: String
    /// What it runs, as a person reads it: "shortcut “Soup for John”".
    public var runs: String
    /// Where it is bound: "your phrases", "Workflows/soup-for-john.flow:12".
    public var source: String

    public init(phrase: String, runs: String, source: String) {
        self.phrase = phrase
        self.runs = runs
        self.source = source
    }
}

/// One rule a phrase breaks, with why the rule exists and, where one can be
/// made, the phrase that would keep it. Errors refuse the phrase; warnings
/// are advice.
public struct PhraseProblem: Sendable, Equatable, CustomStringConvertible {
    public enum Rule: String, Sendable, CaseIterable {
        case noWords = "phrase.no-words"
        case wakeWord = "phrase.wake-word"
        case tooShort = "phrase.too-short"
        case tooLong = "phrase.too-long"
        case duplicate = "phrase.duplicate"
    }

    public var rule: Rule
    public var severity: Diagnostic.Severity
    public var message: String
    /// Why the rule exists, for a note.
    public var reason: String
    /// The phrase to use instead, when there is a mechanical fix.
    public var fixIt: String?

    /// "error: ...; say 'soup time' instead" as one line.
    public var description: String {
        "\(severity.rawValue): \(message) (\(reason))" + (fixIt.map { "; use '\($0)' instead" } ?? "")
    }
}

/// The rules of the talks for phrases, in one place for `flow phrase add`,
/// `flow phrase edit` and `flow lint`: short and memorable (2 to 3 words),
/// never starting with a wake word, and never bound twice.
public enum PhraseRules {
    /// What a person says to wake the assistant, before the phrase; a phrase
    /// starting with one could never be told from the waking. Compared as
    /// normalized whole words at the start.
    public static let wakeWords = ["hey siri", "siri", "hey flow", "ok flow", "okay flow"]

    /// How many words a phrase should have.
    public static let wordCount = 2...3

    /// The problems of `phrase` (as the person wrote it), errors first;
    /// `claims` are the phrases bound already, checked for a duplicate.
    public static func check(_ phrase: String, against claims: [PhraseClaim] = []) -> [PhraseProblem] {
        let words = PhraseText.words(phrase)
        guard !words.isEmpty else {
            return [PhraseProblem(rule: .noWords, severity: .error, message: "“\(phrase)” has no words to say",
                                  reason: "phrases are matched by their words; punctuation and symbols are left out")]
        }
        var problems: [PhraseProblem] = []
        // The words counted are those said after a wake word, if any: its fix-it.
        var counted = (text: phrase, words: words)
        if let wake = wakeWord(starting: words) {
            let rest = PhraseText.dropWords(wake.count, from: phrase)
            counted = (rest, Array(words.dropFirst(wake.count)))
            problems.append(PhraseProblem(rule: .wakeWord, severity: .error,
                                          message: "“\(phrase)” starts with the wake word '\(wake.joined(separator: " "))'",
                                          reason: "the wake word is said before a phrase, never as part of it",
                                          fixIt: counted.words.isEmpty ? nil : rest))
        }
        let normalized = words.joined(separator: " ")
        if let claim = claims.first(where: { PhraseText.normalize($0.phrase) == normalized }) {
            problems.append(PhraseProblem(rule: .duplicate, severity: .error,
                                          message: "“\(claim.phrase)” already runs \(claim.runs) (\(claim.source))",
                                          reason: "a phrase can run one thing only"))
        }
        if !counted.words.isEmpty && counted.words.count < wordCount.lowerBound {
            problems.append(PhraseProblem(rule: .tooShort, severity: .warning, message: "“\(counted.text)” is one word",
                                          reason: "one word is easily said by accident; a phrase is short and memorable, 2 to 3 words"))
        } else if counted.words.count > wordCount.upperBound {
            problems.append(PhraseProblem(rule: .tooLong, severity: .warning, message: "“\(counted.text)” has \(counted.words.count) words",
                                          reason: "a long phrase is hard to remember and to say the same way twice; a phrase is short and memorable, 2 to 3 words"))
        }
        return problems
    }

    /// The wake word `words` start with, as its words.
    static func wakeWord(starting words: [String]) -> [String]? {
        wakeWords.map { $0.split(separator: " ").map(String.init) }
            .filter { words.starts(with: $0) }
            .max { $0.count < $1.count }
    }
}
