import FlowModel

extension ActionEntry {
    /// Shortcuts' Change Case: UPPERCASE, lowercase, Capitalize, Capitalize
    /// Every Word, Title Case, Sentence case, aLtErNaTiNg (see `TextCase`).
    public static let changeCase = ActionEntry(
        name: "change-case", category: .text, shortcutsNames: ["Change Case"],
        keywords: ["uppercase", "lowercase", "capitalize", "title case", "sentence case"],
        summary: "Change ${text} to ${to}",
        parameters: [
            .first("text", .string),
            .labeled("to", .string, choices: caseChoices.map { ActionChoice($0.0) }),
        ],
        output: .string, isIdempotent: true,
        example: #"change-case("clam chowder", to: "title")"#
    ) { call, context in
        guard let textCase = caseChoices.first(where: { $0.0 == call.text("to") })?.1 else {
            throw context.fail("'\(call.text("to"))' is not a case; take " + caseChoices.map(\.0).joined(separator: ", "))
        }
        return .string(CaseChange.change(call.text("text"), to: textCase))
    }

    /// The choices as a call writes them, kebab-case like every name in flow.
    static let caseChoices: [(String, TextCase)] = [
        ("upper", .uppercase), ("lower", .lowercase), ("capitalize", .capitalize), ("capitalize-every-word", .capitalizeEveryWord),
        ("title", .titleCase), ("sentence", .sentenceCase), ("alternating", .alternating),
    ]
}
