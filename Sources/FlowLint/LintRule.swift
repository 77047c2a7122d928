import FlowDiagnostics

/// One piece of the talks' advice that `flow lint` checks: a stable id
/// (`lint.title.verb-first`, documented in this folder's README), a line
/// for `flow lint --rules`, and the check itself. A rule reads what it
/// needs from the `LintInput` and never traps, whatever the input.
public protocol LintRule: Sendable {
    var id: String { get }
    /// What the rule asks for, in a line.
    var summary: String { get }
    func check(_ input: LintInput) -> [LintFinding]
}

/// A warning with the file it points into: a `.flow` file, or the donation
/// journal (and published suggestions) in the state folder.
public struct LintFinding: Sendable {
    public var file: SourceFile
    public var diagnostic: Diagnostic

    public init(file: SourceFile, diagnostic: Diagnostic) {
        self.file = file
        self.diagnostic = diagnostic
    }

    /// A warning of `rule` at `range`.
    init(_ rule: some LintRule, in file: SourceFile, at range: SourceRange, _ message: String,
         notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        self.file = file
        diagnostic = Diagnostic(id: rule.id, severity: .warning, message: message, range: range, notes: notes, fixIts: fixIts)
    }
}

/// Rules that belong together, run as one: titles, definitions, donations,
/// phrases. `LintGroup.standard` is what `flow lint` runs.
public struct LintGroup: Sendable {
    public var name: String
    public var rules: [any LintRule]

    public init(name: String, rules: [any LintRule]) {
        self.name = name
        self.rules = rules
    }

    /// Every group, in the order findings of one place are listed. A new
    /// group (phrases, say) is one more entry here.
    public static let standard: [LintGroup] = [.titles, .definitions, .donations, .phrases, .safety]
}
