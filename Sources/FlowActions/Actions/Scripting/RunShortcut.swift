import FlowModel

extension ActionEntry {
    /// Shortcuts' Run Shortcut: another shortcut of the program, its inputs
    /// given by label (`run-shortcut(name: "Lunch", people: 5)`); its output.
    /// A literal name is checked before the run, with the callee's inputs and
    /// what it needs; a computed one when the step runs.
    public static let runShortcut = ActionEntry(
        name: "run-shortcut", category: .scripting, shortcutsNames: ["Run Shortcut"], keywords: ["call", "invoke", "subroutine", "workflow"],
        summary: "Run ${name}",
        parameters: [.labeled("name", .string), .labeled("input", .any, optional: true, help: "the shortcut's input")],
        output: .json, outputMayBeAbsent: true, involves: [.otherShortcuts], isIdempotent: false, shortcutParameter: "name",
        example: #"run-shortcut(name: "Lunch", people: 2)"#
    ) { call, context in
        try await context.runShortcut(named: call.text("name"), input: call.value("input"), inputs: call.extraInputs)
    }
}
