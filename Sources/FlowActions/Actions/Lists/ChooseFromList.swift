import FlowModel

extension ActionEntry {
    /// Shortcuts' Choose from List: the person picks one item (by number,
    /// name or ordinal); nothing else is taken.
    public static let chooseFromList = ActionEntry(
        name: "choose-from-list", category: .lists, shortcutsNames: ["Choose from List"], keywords: ["pick", "select", "menu", "option"],
        summary: "Choose from ${list}",
        parameters: [.first("list", .list(.any)), .labeled("prompt", .string, optional: true)],
        output: .json, involves: [.person], isIdempotent: false,
        example: #"choose-from-list(["Clam Chowder", "Tomato Soup"], prompt: "Which soup?")"#
    ) { call, context in
        try await context.ask(ActionQuestion(parameter: "choice", displayName: "Choice", prompt: call.optionalText("prompt"),
                                             definedPrompt: "Choose one", type: .any, options: call.list("list") ?? [],
                                             acceptsOtherValues: false))
    }
}
