import Foundation
import FlowModel

/// `run-shell-script`: a script run by the chosen shell (`sh -c SCRIPT`), or
/// an argument vector run as it is, with no shell at all (`arguments:
/// ["date", "+%Y"]`; the program is looked up in `$PATH`). Input goes to
/// stdin, output is captured, and a non-zero exit status is a failure. A time
/// limit or Ctrl-C stops the program and everything it started.
enum ShellScript {
    /// A script for a shell: its text, the template values it refers to
    /// (`FLOW_VALUE_1`, ...: see `ShellScriptTemplate`), and the arguments
    /// it reads as `$1`, `$2`, ...
    struct Script {
        var text: String
        var values: [String: String] = [:]
        var arguments: [String] = []
    }

    /// `shell -c SCRIPT SHELL ARGUMENTS...`: `$0` is the shell, as it is
    /// without operands, and the arguments are `$1`, `$2`, ...
    static func run(_ script: Script, shell: String, input: String, context: any ActionContext) async throws -> RuntimeValue {
        if !script.values.isEmpty && ShellDialect.of(shell: shell) == nil {
            throw context.fail("'\(shell)' is not a POSIX shell, so the script's values cannot be given to it as data; pass them with 'arguments:' instead")
        }
        if let bad = script.arguments.first(where: { $0.utf8.contains(0) }) {
            throw context.fail("an argument contains a NUL byte, which no program can be given: \(bad.prefix(40))")
        }
        let environment = script.values.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(script.values) { _, value in value }
        return try await run([shell, "-c", script.text, shell] + script.arguments, input: input, context: context, named: "the script",
                             environment: environment)
    }

    /// `named` is how a failure refers to it: "the script", else the program's name.
    static func run(_ arguments: [String], input: String, context: any ActionContext, named: String? = nil,
                    environment: [String: String]? = nil) async throws -> RuntimeValue {
        guard let program = arguments.first, !program.isEmpty else {
            throw context.fail("'arguments' is empty: its first item is the program to run")
        }
        guard let executable = ExecutableSearch.find(program) else {
            throw context.fail("'\(program)' was not found" + (program.contains("/") ? "" : " on $PATH"))
        }
        let outcome: ChildProcess.Outcome
        do {
            outcome = try await ChildProcess(executable: executable.path, arguments: Array(arguments.dropFirst()), environment: environment)
                .run(input: Data(input.utf8))
        } catch let error as ChildProcess.LaunchError {
            throw context.fail(error.description)
        }
        guard outcome.succeeded else {
            throw context.fail("\(named ?? "'\(program)'") \(outcome.failureDescription)")
        }
        var text = String(decoding: outcome.output, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return .string(text)
    }
}
