import FlowModel

extension ActionEntry {
    /// Shortcuts' Run Shell Script: a script run by a shell (`sh -c`), its
    /// `${...}` values reaching it as data (environment variables it refers
    /// to, never parsed as code) and `arguments:` as its `$1`, `$2`, ...; or a
    /// program and its arguments run as they are, with no shell at all; or,
    /// deliberately, text made while running run as code (`code:`, which
    /// `flow lint` reports). Input goes to its standard input; its output
    /// (less one final newline) is the step's; a non-zero exit status fails
    /// the step.
    public static let runShellScript = ActionEntry(
        name: "run-shell-script", category: .scripting, shortcutsNames: ["Run Shell Script"],
        keywords: ["bash", "sh", "command", "exec", "terminal", "program", "process"],
        summary: "Run shell script",
        parameters: [
            .labeled("script", .string, optional: true, help: "run by a shell, with 'arguments:' as $1, $2, ...", sink: .shellScript),
            .labeled("code", .string, optional: true, help: "text made while running, run as shell code as it is"),
            .labeled("arguments", .list(.string), optional: true, help: "a program and its arguments, no shell"),
            .labeled("shell", .string, default: .string("/bin/sh")),
            .labeled("input", .string, default: .string(""), help: "its standard input"),
        ],
        output: .string, capability: .shell, isIdempotent: false,
        atMostOneOf: ["script", "code"], atLeastOneOf: ["script", "code", "arguments"],
        example: #"run-shell-script(script: "date +%Y")"#
    ) { call, context in
        try context.require(.shell)
        let words = (call.list("arguments") ?? []).map(\.description)
        guard let script = call.value("script") ?? call.value("code") else {
            return try await ShellScript.run(words, input: call.text("input"), context: context)
        }
        return try await ShellScript.run(ShellScript.Script(text: script.description, values: call.shellValues, arguments: words),
                                         shell: call.text("shell"), input: call.text("input"), context: context)
    }
}
