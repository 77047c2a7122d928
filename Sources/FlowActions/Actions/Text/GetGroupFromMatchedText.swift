import FlowModel

extension ActionEntry {
    /// Shortcuts' Get Group from Matched Text, over every match of the
    /// pattern in the text: the group at `index:` (1 the first, 0 the whole
    /// match) or named `name:` of each match, or, with neither, all groups
    /// of each match in order (Shortcuts' "All Groups"). A group that took
    /// no part in a match gives "". A literal index or name the pattern
    /// does not have is a check error; a computed one gives "" for each
    /// match, as a group that took no part does. It takes the text and pattern rather
    /// than Match Text's output, so a match stays plain text in flow.
    public static let getGroupFromMatchedText = ActionEntry(
        name: "get-group-from-matched-text", category: .text, shortcutsNames: ["Get Group from Matched Text"],
        keywords: ["regex", "regular expression", "capture", "group"],
        summary: "Get the group of ${pattern} in ${text}",
        parameters: [
            .first("text", .string),
            .labeled("pattern", .string, help: "a regular expression (ICU syntax)"),
            .labeled("index", .integer, optional: true, help: "1 is the first group, 0 the whole match"),
            .labeled("name", .string, optional: true, help: "a group written (?<name>...)"),
            .labeled("case-sensitive", .boolean, default: .boolean(true)),
        ],
        output: .list(.string), isIdempotent: true, atMostOneOf: ["index", "name"],
        checkLiterals: { literals in
            guard let compiled = TextPatterns.checked(literals) else { return [] }
            switch compiled {
            case .failure(let problem): return [problem]
            case .success(let pattern):
                if let problem = groupProblem(literals["index"], literals["name"], pattern) { return [problem] }
                return []
            }
        },
        example: #"get-group-from-matched-text("Clam Chowder: 2", pattern: '(?<soup>[A-Za-z ]+): (\d+)', name: "soup")"#
    ) { call, context in
        let pattern = try TextPatterns.compiled(call, context)
        let matches = pattern.matches(in: call.text("text"))
        if let index = call.integer("index") {
            return .list(matches.map { .string($0.group(index) ?? "") })
        }
        if let name = call.optionalText("name") {
            return .list(matches.map { .string($0.group(named: name) ?? "") })
        }
        return .list(matches.flatMap { $0.groups.map { .string($0 ?? "") } })
    }

    /// A group index or name the pattern does not have.
    static func groupProblem(_ index: RuntimeValue?, _ name: RuntimeValue?, _ pattern: RegexPattern) -> LiteralProblem? {
        let groups = pattern.groupCount == 1 ? "1 group" : "\(pattern.groupCount) groups"
        if let number = index?.asDouble, number < 0 || number > Double(pattern.groupCount) {
            return LiteralProblem(parameter: "index", message: "the regular expression has \(groups), so there is no group \(index?.description ?? "")")
        }
        if case .string(let text)? = name, !pattern.groupNames.contains(text) {
            let names = pattern.groupNames.compactMap { $0 }
            return LiteralProblem(parameter: "name", message: "the regular expression has no group named '\(text)'"
                                  + (names.isEmpty ? "" : "; its names are " + names.map { "'\($0)'" }.joined(separator: ", ")))
        }
        return nil
    }
}
