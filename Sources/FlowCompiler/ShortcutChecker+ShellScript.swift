import FlowActions
import FlowDiagnostics
import FlowSyntax

/// A parameter read as a shell script (its sink is `.shellScript`:
/// `run-shell-script`'s `script:`): the script is written in the call, so that
/// what runs as code is only what the shortcut's author wrote, and every
/// `${...}` value in it reaches the shell as data (FlowActions'
/// `ShellScriptTemplate`). Text computed while running can still be run as
/// code, deliberately, with `code:`, which `flow lint` reports.
extension ShortcutChecker {
    /// False (and reported) when `script:` is not a string written in the call.
    func checkScriptIsWrittenHere(_ argument: Argument, action: ActionEntry, arguments: [Argument]) -> Bool {
        guard case .string(let literal) = argument.value.kind else {
            report(Diagnostic(id: "compiler.script-not-written-here",
                              message: "the script must be written here, as text: a value reaches it through ${...}, where the shell reads it as data, never as code",
                              range: argument.value.range,
                              notes: [.init("to run text made while running as shell code, pass it as 'code:' instead of 'script:'; flow lint reports every use")]))
            return false
        }
        if literal.plainText == nil, let shell = literalShell(arguments), ShellDialect.of(shell: shell) == nil {
            report(Diagnostic(id: "compiler.script-values-need-posix-shell",
                              message: "'\(shell)' is not a POSIX shell, so the script's ${...} values cannot be given to it as data; pass them with 'arguments:' and read them as its arguments",
                              range: argument.value.range))
        }
        return true
    }

    private func literalShell(_ arguments: [Argument]) -> String? {
        guard let argument = arguments.first(where: { $0.label?.name == "shell" }), case .string(let literal) = argument.value.kind else { return nil }
        return literal.plainText
    }
}
