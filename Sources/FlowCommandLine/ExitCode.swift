/// Exit codes, from BSD's sysexits where one fits, documented in the README.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// `flow fmt --check`: some file is not in canonical layout; `flow app test`: some check failed.
    case checkFailed = 1
    /// The command line was wrong (unknown command or option, missing argument).
    case usage = 64
    /// A `.flow` file has errors.
    case dataError = 65
    /// A file could not be read.
    case noInput = 66
    /// `flow say`, `flow phrase edit` and `remove`: no phrase is what was said (EX_NOUSER).
    case noMatch = 67
    /// `flow daemon`: another daemon already runs on the state directory.
    case unavailable = 69
    /// A step of a run failed (an intent's error response, an action's failure, a time limit).
    case software = 70
    /// A file could not be written.
    case cannotCreate = 73
    /// A run needed an answer or a confirmation nobody gave.
    case needsAnswer = 75
    /// A step needed a capability (shell, network, message, files) that was not granted.
    case notPermitted = 77
    /// A configuration file (contacts.json, config.json) exists but cannot be used.
    case configuration = 78
    /// The person cancelled.
    case cancelled = 130
}

/// An exit code can end a step of a command early (`Result<RunSession, ExitCode>`):
/// what went wrong was said already; the code is all that is left to return.
extension ExitCode: Error {}
