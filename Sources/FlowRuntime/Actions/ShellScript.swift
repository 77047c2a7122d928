import Foundation

/// `run-shell-script`: the script runs with the chosen shell as an argument
/// vector (no extra shell around it), input on stdin, output captured, and a
/// non-zero exit status is a failure. A time limit or Ctrl-C stops the
/// script and everything it started.
enum ShellScript {
    static func run(_ script: String, shell: String, input: String, step: String) async throws -> RuntimeValue {
        let outcome: ChildProcess.Outcome
        do {
            outcome = try await ChildProcess(executable: shell, arguments: ["-c", script]).run(input: Data(input.utf8))
        } catch let error as ChildProcess.LaunchError {
            throw RunFailure.failed(step: step, message: error.description)
        }
        guard outcome.status == 0 && !outcome.signaled else {
            let detail = String(decoding: outcome.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let how = outcome.signaled ? "was killed by signal \(outcome.status)" : "exited with status \(outcome.status)"
            throw RunFailure.failed(step: step, message: "the script \(how)" + (detail.isEmpty ? "" : ": \(detail)"))
        }
        var text = String(decoding: outcome.output, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return .string(text)
    }
}
