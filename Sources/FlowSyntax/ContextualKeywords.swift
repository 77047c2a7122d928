/// The contextual keywords (words the grammar gives a meaning only where it
/// expects them: `shortcut`, `title`, `mode`, ...), grouped by where they
/// are keywords. The parser's own lists, public so an editor's completion
/// and grammar read them instead of keeping copies. The reserved words are
/// `TokenKind.reservedWords`.
public enum ContextualKeywords {
    /// Words that start a top-level declaration.
    public static let declarations = ["use", "app", "shortcut", "automation"]
    public static let appMembers = Parser.appMemberWords
    public static let intentClauses = Parser.intentClauseWords
    public static let parameterClauses = Parser.paramClauseWords
    public static let automationClauses = Parser.automationClauseWords
    public static let triggers = Parser.triggerWords
    /// Words that start a statement of a shortcut, besides the reserved ones.
    public static let statements = ["while", "break", "continue", "requires", "donate"]
    /// A shortcut's metadata clauses (also an app's, an intent's and an automation's).
    public static let metadata = MetadataClause.Key.allCases.map(\.rawValue)
    /// Options written after a step.
    public static let stepOptions = ["timeout", "retry", "every"]
    /// Binary operators spelled as words (besides the reserved `in`, `and`, `or`).
    public static let wordOperators = [BinaryOperator.matches, .startsWith, .endsWith, .contains].map(\.rawValue)

    /// Every contextual keyword once.
    public static var all: [String] {
        var seen: Set<String> = []
        return (declarations + appMembers + intentClauses + parameterClauses + automationClauses + triggers + statements
                + metadata + stepOptions + wordOperators).filter { seen.insert($0).inserted }
    }
}
