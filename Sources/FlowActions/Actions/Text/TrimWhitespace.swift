import FlowModel

extension ActionEntry {
    /// Whitespace and line breaks cut from the ends of a text (both, or
    /// only the leading or trailing end). Shortcuts has no such action; its
    /// users replace with a regular expression, which this saves.
    public static let trimWhitespace = ActionEntry(
        name: "trim-whitespace", category: .text, shortcutsNames: [], isFlowOnly: true, keywords: ["strip", "spaces", "clean"],
        summary: "Trim whitespace from ${text}",
        parameters: [
            .first("text", .string),
            .labeled("ends", .string, default: .string("both"), choices: TrimmedEnds.allCases.map { ActionChoice($0.rawValue) }),
        ],
        output: .string, isIdempotent: true,
        example: #"trim-whitespace("  Clam Chowder\n")"#
    ) { call, context in
        guard let ends = TrimmedEnds(rawValue: call.text("ends")) else {
            throw context.fail("'\(call.text("ends"))' is not an end to trim; take both, leading or trailing")
        }
        return .string(TextTrimming.trim(call.text("text"), ends))
    }
}
