import FlowDiagnostics
import FlowSyntax

/// A phrase a linted file declares: an intent's `phrase` (the app's
/// suggestion) or a shortcut's `phrase` (the person's own).
public struct LintedPhrase: Sendable {
    public var phrase: String
    /// What it runs, as a person reads it: "intent SoupChef.OrderSoup", "shortcut “Soup for John”".
    public var runs: String
    public var file: SourceFile
    /// The string literal.
    public var range: SourceRange

    /// "Workflows/soup-for-john.flow:12", for messages.
    public var source: String { "\(file.path):\(file.position(of: range.start).line)" }
}

/// What a phrase rule says of one phrase: a rule id (`phrase.wake-word`,
/// reported as `lint.phrase.wake-word`), the message, why the rule exists,
/// and the phrase to use instead when there is a mechanical fix.
public struct PhraseFinding: Sendable {
    public var id: String
    public var message: String
    public var reason: String?
    public var replacement: String?

    public init(id: String, message: String, reason: String? = nil, replacement: String? = nil) {
        self.id = id
        self.message = message
        self.reason = reason
        self.replacement = replacement
    }
}

/// The phrase rules, given by the module that has them (FlowPhrases'
/// `PhraseRules`, wired in by the command): one phrase, and every other
/// phrase the files declare (for the duplicate rule) → what it breaks.
public typealias PhraseCheck = @Sendable (_ phrase: LintedPhrase, _ others: [LintedPhrase]) -> [PhraseFinding]

/// `lint.phrase.*`: the talks' advice on phrases (SEEDS-DIGEST section 9),
/// through `LintInput.phraseCheck`. This rule finds the phrases in the
/// files and reports what the check says of each, with a fix-it that
/// writes the suggested phrase; the rules themselves live with phrases.
/// Without a check it finds nothing.
public struct PhraseRule: LintRule {
    public let id = "lint.phrase"
    public let summary = "Phrases follow the phrase rules (2 to 3 words, no wake word, bound once), as 'flow phrase add' checks them."

    public init() {}

    public func check(_ input: LintInput) -> [LintFinding] {
        guard let phraseCheck = input.phraseCheck else { return [] }
        let phrases = Self.declared(in: input.files)
        var findings: [LintFinding] = []
        for (index, phrase) in phrases.enumerated() {
            var others = phrases
            others.remove(at: index)
            for problem in phraseCheck(phrase, others) {
                var fixIts: [Diagnostic.FixIt] = []
                if let replacement = problem.replacement {
                    let literal = "\"" + TitleText.escaped(replacement) + "\""
                    fixIts.append(.init("replace with \(literal)", range: phrase.range, replacement: literal))
                }
                let id = problem.id.hasPrefix("lint.") ? problem.id : "lint." + problem.id
                findings.append(LintFinding(file: phrase.file, diagnostic: Diagnostic(
                    id: id, severity: .warning, message: problem.message, range: phrase.range,
                    notes: problem.reason.map { [.init($0)] } ?? [], fixIts: fixIts)))
            }
        }
        return findings
    }

    /// Every `phrase "..."` of an intent or a shortcut in `files`.
    static func declared(in files: [ParseResult]) -> [LintedPhrase] {
        var phrases: [LintedPhrase] = []
        func add(_ metadata: MetadataClause, runs: String, file: SourceFile) {
            guard metadata.key == .phrase, let text = metadata.value.plainText else { return }
            phrases.append(LintedPhrase(phrase: text, runs: runs, file: file, range: metadata.value.range))
        }
        for parse in files {
            for decl in parse.syntax.declarations {
                switch decl.kind {
                case .app(let app):
                    for case .intent(let intent) in app.members {
                        for case .metadata(let metadata) in intent.clauses {
                            add(metadata, runs: "intent \(app.name.name).\(intent.name.name)", file: parse.file)
                        }
                    }
                case .shortcut(let shortcut):
                    let name = shortcut.name.plainText ?? ""
                    for statement in shortcut.body.statements {
                        if case .metadata(let metadata) = statement.kind { add(metadata, runs: "shortcut “\(name)”", file: parse.file) }
                    }
                case .use, .automation:
                    break
                }
            }
        }
        return phrases
    }
}

extension LintGroup {
    /// Phrases: found here, judged by the phrase rules handed in as `LintInput.phraseCheck`.
    public static let phrases = LintGroup(name: "phrases", rules: [PhraseRule()])
}
