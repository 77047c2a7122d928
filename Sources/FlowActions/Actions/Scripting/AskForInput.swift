import FlowModel

extension ActionEntry {
    /// Shortcuts' Ask for Input: a typed question. The type is written out
    /// (its choice decides the step's output type before the run); an answer
    /// that is not of it is said back and asked again, three times; with
    /// nobody to answer, the default when there is one.
    public static let askForInput = ActionEntry(
        name: "ask-for-input", category: .scripting, shortcutsNames: ["Ask for Input"], keywords: ["prompt", "question", "read", "input"],
        summary: "Ask for input: ${prompt}",
        parameters: [
            .labeled("prompt", .string),
            .labeled("type", .string, default: .string("text"),
                     choices: [.init("text", output: .string), .init("number", output: .decimal), .init("date", output: .date), .init("url", output: .url)],
                     help: "the type of input"),
            .labeled("default", .any, optional: true, help: "taken when nobody answers"),
        ],
        output: .string, involves: [.person], isIdempotent: false,
        example: #"ask-for-input(prompt: "How many bowls?", type: "number")"#
    ) { call, context in
        try await context.ask(ActionQuestion(parameter: "input", displayName: "Input", prompt: call.optionalText("prompt"),
                                             type: call.choice("type")?.output ?? .string, attempts: 3, fallback: call.value("default")))
    }
}
