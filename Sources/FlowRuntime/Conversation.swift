import Foundation
import FlowCompiler
import FlowState

/// A question the lifecycle asks: which value for a parameter.
public struct Question: Sendable {
    public var app: String
    public var intent: String
    public var parameter: String
    public var displayName: String
    public var prompt: String
    /// Numbered choices, when there are some.
    public var options: [String]
    /// For each choice, the section it is listed under and the line said
    /// under it ("Nearby", "1.2 miles away"), as the app gave them; empty
    /// when the choices are a plain list.
    public var details: [OptionDetail] = []
    /// What introduces the choices ("There are 2 restaurants near you, ..."):
    /// shown once before the question; said as dialog when a prepared answer
    /// answers it, so a script's transcript reads as the conversation did.
    public var introduction: String? = nil
}

/// Where a choice is listed and what is said with it.
public struct OptionDetail: Sendable, Equatable {
    public var section: String?
    public var subtitle: String?

    public init(section: String? = nil, subtitle: String? = nil) {
        self.section = section
        self.subtitle = subtitle
    }
}

/// Who answers: a person at a terminal, or answers given in advance
/// (`--answer`, `--answers FILE`, an automation's `answering`).
public protocol Conversation: Sendable {
    /// The text of an answer to `question`.
    func answer(_ question: Question) async throws -> String
    /// Yes or no.
    func confirm(_ question: String) async throws -> Bool
    /// Dialog for the person: prompts' introductions, reasons, results.
    func say(_ text: String)
}

/// Why a run stopped, each with its exit code (documented in `flow help run`).
public enum RunFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// A question had no answer and nobody is at the keyboard.
    case needsValue(parameter: String, prompt: String)
    /// A confirmation had no answer (`--yes`) and nobody is at the keyboard.
    case needsConfirmation(String)
    /// An intent answered with an error code, or an action failed.
    case failed(step: String, message: String)
    /// The person cancelled.
    case cancelled(step: String)
    /// A step ran past its time limit.
    case timedOut(step: String, limit: Double)
    /// An app's phase ran past its own limit: the message names the app, the
    /// phase ("did not start within 10 seconds") and where its errors went.
    case phaseTimedOut(step: String, message: String)
    /// `stop` with a message: the shortcut ended early, as written.
    case stopped(String?)
    /// What the step (or, before the first step, the shortcut) needs was not
    /// granted or was refused: the capabilities and scopes missing, whether the
    /// shortcut declares them, the steps that need them, and why, when known.
    case notPermitted(step: String, missing: Permissions, declared: Bool, needers: [String] = [], reason: String? = nil)
    /// A state file the run would write cannot be written: found before the
    /// first step, so nothing was done that could not be recorded.
    case stateUnwritable(String)
    /// A state file a step needed is damaged or unreadable; it was left as it is.
    case stateDamaged(step: String, message: String)

    public var exitCode: Int32 { code.rawValue }

    /// The exit code, from the one table (`ExitCode`).
    public var code: ExitCode {
        switch self {
        case .needsValue, .needsConfirmation: .needsAnswer
        case .failed, .timedOut, .phaseTimedOut: .software
        case .cancelled: .cancelled
        case .stopped: .success
        case .notPermitted: .notPermitted
        case .stateUnwritable: .cannotCreate
        case .stateDamaged: .ioError
        }
    }

    public var description: String {
        switch self {
        case .needsValue(let parameter, let prompt): "needs a value for '\(parameter)' (\(prompt))"
        case .needsConfirmation(let question): "needs confirmation: \(question) (answer with --yes, or --answer confirm=no)"
        case .failed(let step, let message): "\(step): \(message)"
        case .cancelled(let step): "cancelled in \(step)"
        case .timedOut(let step, let limit): "\(step) did not finish within \(RuntimeValue.spokenDuration(limit))"
        case .phaseTimedOut(let step, let message): "\(step): \(message)"
        case .stopped(let message): message ?? "stopped"
        case .stateDamaged(let step, let message): "\(step): \(message)"
        case .stateUnwritable(let reason): "\(reason); nothing ran (fix the file's permissions, or run with another --state)"
        case .notPermitted(let step, let missing, let declared, let needers, let reason):
            "\(step): needs " + missing.spoken + "; "
                + (reason.map { $0 + "; " } ?? "")
                + (declared ? "the shortcut requires it, but it was not granted: confirm it at a terminal, or run with --allow \(missing.words.joined(separator: ","))"
                            : "add '\(missing)' to the shortcut's 'requires' (a run gets what its shortcut declares, however widely it is allowed)")
                + (needers.isEmpty ? "" : "; needed by: " + needers.joined(separator: "; "))
        }
    }
}

/// Answers given in advance. `soup=clamChowder` answers every question about
/// `soup`; `OrderSoup.soup=...` only that intent's, when names clash. A
/// question with no answer fails at once: nobody is there to ask.
public final class PreparedAnswers: Conversation, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: [String]]
    private let confirmAll: Bool
    private let output: @Sendable (String) -> Void

    public init(answers: [(String, String)], confirmAll: Bool, output: @escaping @Sendable (String) -> Void) {
        var byName: [String: [String]] = [:]
        for (name, value) in answers { byName[name, default: []].append(value) }
        self.answers = byName
        self.confirmAll = confirmAll
        self.output = output
    }

    /// The next answer for a name: each given answer is used once in order,
    /// and the last one keeps answering (a re-asked question gets it again).
    func take(_ key: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard var list = answers[key], let first = list.first else { return nil }
        if list.count > 1 {
            list.removeFirst()
            answers[key] = list
        }
        return first
    }

    public func answer(_ question: Question) async throws -> String {
        if let given = take("\(question.intent).\(question.parameter)") ?? take(question.parameter) {
            if let introduction = question.introduction { output(introduction) }
            return given
        }
        throw RunFailure.needsValue(parameter: question.parameter, prompt: question.prompt)
    }

    /// `--answer confirm=no` (or yes) answers confirmations in order, before
    /// `--yes` answers the rest: a script can say no to a `show-alert`.
    public func confirm(_ question: String) async throws -> Bool {
        if let given = take("confirm") {
            switch given.lowercased() {
            case "yes", "y", "true": return true
            case "no", "n", "false": return false
            default: break
            }
        }
        guard confirmAll else { throw RunFailure.needsConfirmation(question) }
        return true
    }

    public func say(_ text: String) { output(text) }
}

extension RunFailure {
    /// A handler's own error as the failure of `step`: a state file that is
    /// damaged or cannot be read or written keeps its own exit code (74, 73);
    /// anything else fails the step like an error response (70).
    static func handlerError(_ error: any Error, step: String) -> RunFailure {
        guard let state = error as? StateError else { return .failed(step: step, message: "\(error)") }
        switch state {
        case .damaged: return .stateDamaged(step: step, message: "\(state)")
        case .system(let operation, _, _) where operation.hasPrefix("read") || operation.hasPrefix("open"): return .stateDamaged(step: step, message: "\(state)")
        default: return .failed(step: step, message: "\(state)")
        }
    }
}
