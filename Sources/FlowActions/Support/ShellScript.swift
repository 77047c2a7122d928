import Foundation
import FlowModel

/// `run-shell-script`: a script run by the chosen shell (`sh -c SCRIPT`), or
/// an argument vector run as it is, with no shell at all (`arguments:
/// ["date", "+%Y"]`; the program is looked up in `$PATH`). Input goes to
/// stdin, output is captured, and a non-zero exit status is a failure. A time
/// limit or Ctrl-C stops the program and everything it started.
enum ShellScript {
    static func run(_ script: String, shell: String, input: String, context: any ActionContext) async throws -> RuntimeValue {
        try await run([shell, "-c", script], input: input, context: context, named: "the script")
    }

    /// `named` is how a failure refers to it: "the script", else the program's name.
    static func run(_ arguments: [String], input: String, context: any ActionContext, named: String? = nil) async throws -> RuntimeValue {
        guard let program = arguments.first, !program.isEmpty else {
            throw context.fail("'arguments' is empty: its first item is the program to run")
        }
        guard let executable = ExecutableSearch.find(program) else {
            throw context.fail("'\(program)' was not found" + (program.contains("/") ? "" : " on $PATH"))
        }
        let outcome: ChildProcess.Outcome
        do {
            outcome = try await ChildProcess(executable: executable.path, arguments: Array(arguments.dropFirst())).run(input: Data(input.utf8))
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
