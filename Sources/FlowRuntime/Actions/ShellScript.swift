import Foundation

/// `run-shell-script`: the script runs with the chosen shell as an argument
/// vector (no extra shell around it), input on stdin, output captured, and a
/// non-zero exit status is a failure.
enum ShellScript {
    static func run(_ script: String, shell: String, input: String, step: String) throws -> RuntimeValue {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-c", script]
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        do { try process.run() } catch {
            throw RunFailure.failed(step: step, message: "cannot start \(shell): \(error.localizedDescription)")
        }
        BrokenPipes.ignore()
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw RunFailure.failed(step: step, message: "the script exited with status \(process.terminationStatus)" + (detail.isEmpty ? "" : ": \(detail)"))
        }
        var text = String(decoding: output, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return .string(text)
    }
}
