import Foundation
import FlowRuntime

/// Questions asked at a terminal: the app and the parameter's display name
/// as a title, the prompt, numbered options, and Cancel (an empty line at a
/// choice, "cancel", or end of input). Answers given with `--answer` are
/// used first, so a script can pre-answer some questions.
final class TerminalConversation: Conversation, @unchecked Sendable {
    let prepared: PreparedAnswers
    let output: OutputStream
    /// Hidden while a question is asked, so the prompt is never drawn over.
    let progress: ProgressLine?

    init(prepared: PreparedAnswers, output: OutputStream, progress: ProgressLine? = nil) {
        self.prepared = prepared
        self.output = output
        self.progress = progress
    }

    func answer(_ question: Question) async throws -> String {
        if let given = try? await prepared.answer(question) { return given }
        progress?.suspend()
        output.write("\n\(question.app) — \(question.displayName)\n")
        // The introduction and the prompt are one line when they say the same thing.
        if let introduction = question.introduction, introduction != question.prompt { output.write(introduction + "\n") }
        output.write(question.prompt + "\n")
        // Sections as headings, subtitles under their option, as Shortcuts lists an app's options.
        var section: String?
        for (number, option) in question.options.enumerated() {
            let detail = number < question.details.count ? question.details[number] : OptionDetail()
            if let title = detail.section, title != section {
                output.write("  \(title)\n")
                section = title
            }
            let indent = section == nil ? "  " : "    "
            output.write(indent + "\(number + 1). \(option)\n")
            if let subtitle = detail.subtitle, !subtitle.isEmpty { output.write(indent + "   " + subtitle + "\n") }
        }
        if !question.options.isEmpty { output.write("  (a number or a name; 'cancel' to stop)\n") }
        output.write("> ")
        guard let line = TerminalInput.readLine(), line.lowercased() != "cancel" else {
            throw RunFailure.cancelled(step: "\(question.app): \(question.displayName)")
        }
        return line
    }

    func confirm(_ question: String) async throws -> Bool {
        if (try? await prepared.confirm(question)) == true { return true }
        progress?.suspend()
        output.write("\(question) [yes/no] ")
        guard let line = TerminalInput.readLine() else { throw RunFailure.cancelled(step: question) }
        return ["y", "yes"].contains(line.lowercased().trimmingCharacters(in: .whitespaces))
    }

    func say(_ text: String) {
        progress?.suspend()
        output.line(text)
    }
}
