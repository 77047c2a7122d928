import FlowCompiler
import FlowDiagnostics
import FlowSyntax

/// What `flow lint` looks at: the `.flow` files asked for (checked without
/// errors), the program they compile to (every app they use, for names and
/// types), and, with `--donations`, the donation journal and what apps
/// suggest. Rules share what is costly to work out (the titles of every
/// file, the names that keep their capitals), made once on first use.
public final class LintInput {
    /// The files asked for, parsed: only these are linted (not the files they use).
    public let files: [ParseResult]
    public let program: ProgramGraph
    /// The donation journal, with `--donations`.
    public let donations: DonationJournal?
    /// What apps suggest on their own (titles and subtitles), with `--donations`.
    public let suggestions: [AppSuggestionText]
    /// The phrase rules, when flow has them (see `PhraseRule`).
    public let phraseCheck: PhraseCheck?

    public init(files: [ParseResult], program: ProgramGraph, donations: DonationJournal? = nil,
                suggestions: [AppSuggestionText] = [], phraseCheck: PhraseCheck? = nil) {
        self.files = files
        self.program = program
        self.donations = donations
        self.suggestions = suggestions
        self.phraseCheck = phraseCheck
    }

    /// Every title, subtitle, description and summary of the files (and of apps' suggestions).
    public private(set) lazy var titles: [TitleText] = TitleTexts.collect(self)
    /// Every intent the files declare, with its syntax and its model.
    public private(set) lazy var intents: [IntentSite] = IntentSite.collect(self)
    /// Declared names that keep their capitals in a title ("Clam Chowder", "Soup Chef").
    public private(set) lazy var properNames: ProperNames = ProperNames(program)

    /// The app model a file declares under `name`.
    func app(_ name: String, in file: SourceFile) -> AppModel? {
        program.apps.first { $0.name == name && $0.path == file.path } ?? program.apps.first { $0.name == name }
    }
}

/// Runs the rules and keeps what the files do not ask to ignore.
public enum Linter {
    /// The findings of `groups`, in order; with `ignored`, only those a `# lint:ignore` comment silences.
    public static func lint(_ input: LintInput, groups: [LintGroup] = LintGroup.standard, ignored: Bool = false) -> [LintFinding] {
        var findings: [LintFinding] = []
        for group in groups {
            for rule in group.rules { findings += rule.check(input) }
        }
        let suppressions = Suppressions(input.files)
        findings = findings.filter { suppressions.ignores($0) == ignored }
        // By file (in the order given, then the state folder's), then by position.
        let order = Dictionary(input.files.enumerated().map { ($1.file.path, $0) }, uniquingKeysWith: { first, _ in first })
        return findings.enumerated().sorted { a, b in
            let left = (order[a.element.file.path] ?? Int.max, a.element.file.path, a.element.diagnostic.range.start, a.offset)
            let right = (order[b.element.file.path] ?? Int.max, b.element.file.path, b.element.diagnostic.range.start, b.offset)
            return left < right
        }.map(\.element)
    }

    /// Every rule, for documentation and `--rules`.
    public static func rules(_ groups: [LintGroup] = LintGroup.standard) -> [any LintRule] {
        groups.flatMap(\.rules)
    }
}
