import Foundation
import FlowDiagnostics
import FlowRuntime

/// A run-time failure shown as the checker shows its errors:
/// `file:line:col: error: <step>: <reason>`, the source line and a caret
/// under the step, with a stable id; the same renderer, and the same JSON
/// form under `--json`.
enum RunDiagnostic {
    /// The stable id of each kind of failure.
    static func id(_ failure: RunFailure) -> String {
        switch failure {
        case .needsValue: "run.needs-value"
        case .needsConfirmation: "run.needs-confirmation"
        case .failed: "run.step-failed"
        case .cancelled: "run.cancelled"
        case .timedOut, .phaseTimedOut: "run.timed-out"
        case .stopped: "run.stopped"
        case .notPermitted: "run.not-permitted"
        case .stateUnwritable: "run.state-unwritable"
        case .stateDamaged: "run.state-damaged"
        }
    }

    /// The diagnostic and its file, when the step that failed is known and its file can be read.
    static func make(_ failure: RunFailure, at location: (path: String, range: SourceRange)?,
                     context: CommandContext) -> (Diagnostic, SourceFile)? {
        guard let location, !location.path.isEmpty,
              let data = FileManager.default.contents(atPath: context.absolutePath(location.path)) else { return nil }
        let file = SourceFile(path: location.path, bytes: Array(data))
        guard location.range.end <= file.bytes.count else { return nil }
        return (Diagnostic(id: id(failure), message: failure.description, range: location.range), file)
    }

    /// The failure as `--json` prints it on standard output:
    /// `{"output": null, "exitCode": 70, "error": {...}}`, the error in the
    /// checker's diagnostic form when it can be placed.
    static func json(_ failure: RunFailure, at location: (path: String, range: SourceRange)?, context: CommandContext) -> String {
        var error: Any = ["id": id(failure), "severity": "error", "message": failure.description]
        if let (diagnostic, file) = make(failure, at: location, context: context),
           let data = try? JSONEncoder().encode(DiagnosticJSON(diagnostic, in: file)),
           let object = try? JSONSerialization.jsonObject(with: data) {
            error = object
        }
        let document: [String: Any] = ["output": NSNull(), "exitCode": Int(failure.exitCode), "error": error]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Says the failure on standard error: as a diagnostic when it can be
    /// placed, else as `error: ...`.
    static func report(_ failure: RunFailure, at location: (path: String, range: SourceRange)?, useColor: Bool, context: CommandContext) {
        guard let (diagnostic, file) = make(failure, at: location, context: context) else {
            context.stderr.line("error: \(failure)")
            return
        }
        context.stderr.write(DiagnosticRenderer(useColor: useColor).render([diagnostic], in: file))
    }
}
