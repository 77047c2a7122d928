import FlowModel

extension ActionEntry {
    /// Shortcuts' Run Shell Script: a script run by a shell (`sh -c`), or a
    /// program and its arguments run as they are, with no shell at all.
    /// Input goes to its standard input; its output (less one final newline)
    /// is the step's; a non-zero exit status fails the step.
    public static let runShellScript = ActionEntry(
        name: "run-shell-script", category: .scripting, shortcutsNames: ["Run Shell Script"],
        keywords: ["bash", "sh", "command", "exec", "terminal", "program", "process"],
        summary: "Run shell script",
        parameters: [
            .labeled("script", .string, optional: true, help: "run by a shell"),
            .labeled("arguments", .list(.string), optional: true, help: "a program and its arguments, no shell"),
            .labeled("shell", .string, default: .string("/bin/sh")),
            .labeled("input", .string, default: .string(""), help: "its standard input"),
        ],
        output: .string, capability: .shell, isIdempotent: false, exactlyOneOf: ["script", "arguments"],
        example: #"run-shell-script(script: "date +%Y")"#
    ) { call, context in
        try context.require(.shell)
        let input = call.text("input")
        if let words = call.list("arguments") {
            return try await ShellScript.run(words.map(\.description), input: input, context: context)
        }
        return try await ShellScript.run(call.text("script"), shell: call.text("shell"), input: input, context: context)
    }
}
