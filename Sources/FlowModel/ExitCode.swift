/// Exit codes, from BSD's sysexits where one fits. This is the one list:
/// `flow help exit-codes`, the commands' `--help` and the README's table come
/// from it or are tested against it (`ExitCodeTableTests`).
public enum ExitCode: Int32, Sendable, CaseIterable {
    case success = 0
    case checkFailed = 1
    case usage = 64
    case dataError = 65
    case noInput = 66
    case noMatch = 67
    case unavailable = 69
    case software = 70
    case cannotCreate = 73
    case ioError = 74
    case needsAnswer = 75
    case notPermitted = 77
    case configuration = 78
    case cancelled = 130

    /// What the code means, as the README's table says it.
    public var meaning: String {
        switch self {
        case .success: "success; also a shortcut that ended with 'stop'"
        case .checkFailed: "'flow fmt --check': a file is not in canonical layout; 'flow app test': a check failed; 'flow export': an automation or trigger could not be exported; 'flow lsp': the editor left without 'shutdown'"
        case .usage: "the command line was wrong (unknown command, subcommand or option, a missing or malformed argument)"
        case .dataError: "a .flow file (or a schedule, a phrase) has errors"
        case .noInput: "a file could not be read"
        case .noMatch: "no phrase or shortcut is what was named ('flow say', 'flow phrase edit' and 'remove')"
        case .unavailable: "'flow daemon': another daemon already runs on the state folder"
        case .software: "a step of a run failed (an intent's error, an action's failure, a time limit)"
        case .cannotCreate: "a file could not be written"
        case .ioError: "a state file is damaged or unreadable and would have to be replaced to go on"
        case .needsAnswer: "a run needed an answer or a confirmation nobody gave"
        case .notPermitted: "a capability (shell, network, message, files) was not granted (before the first step), or a step reached outside its scope (at that step)"
        case .configuration: "a configuration file (contacts.json, config.json) exists but cannot be used"
        case .cancelled: "the person cancelled (Ctrl-C, or 'cancel' at a question)"
        }
    }

    /// The table as `flow help exit-codes` prints it.
    public static var helpText: String {
        "EXIT CODES\n\n" + allCases.map { let code = String($0.rawValue); return "  " + code + String(repeating: " ", count: max(1, 5 - code.count)) + $0.meaning }
            .joined(separator: "\n") + "\n"
    }
}

/// An exit code can end a step of a command early (`Result<RunSession, ExitCode>`):
/// what went wrong was said already; the code is all that is left to return.
extension ExitCode: Error {}
