import FlowModel

extension ActionEntry {
    /// Shortcuts' Match Text: the text of every match of a regular
    /// expression (ICU syntax), in order; none is an empty list. The groups
    /// of the matches are `get-group-from-matched-text`'s, given the same
    /// text and pattern, so a match is plain text wherever it goes.
    public static let matchText = ActionEntry(
        name: "match-text", category: .text, shortcutsNames: ["Match Text"], keywords: ["regex", "regular expression", "find", "grep", "search"],
        summary: "Match ${pattern} in ${text}",
        parameters: [
            .first("text", .string),
            .labeled("pattern", .string, help: "a regular expression (ICU syntax)"),
            .labeled("case-sensitive", .boolean, default: .boolean(true)),
        ],
        output: .list(.string), isIdempotent: true,
        checkLiterals: { literals in
            if case .failure(let problem)? = TextPatterns.checked(literals) { return [problem] }
            return []
        },
        example: #"match-text("Clam Chowder 2, Tomato Soup 3", pattern: '\d+')"#
    ) { call, context in
        let pattern = try TextPatterns.compiled(call, context)
        return .list(pattern.matches(in: call.text("text")).map { .string($0.text) })
    }
}
