/// A mistake on the command line. Rendered as swift-argument-parser does:
/// `error: ...`, the usage line, and where to read more.
public struct UsageError: Error, Sendable {
    public var message: String
    public var command: CommandSpec?
    /// Set when this is not a mistake on the command line but a command
    /// that said what went wrong (a file's diagnostics) and stops with this code.
    public var stopCode: ExitCode?

    public init(_ message: String, command: CommandSpec? = nil) {
        self.message = message
        self.command = command
    }

    /// Stops the command with `code`; what went wrong was said already.
    public static func stop(_ code: ExitCode) -> UsageError {
        var error = UsageError("")
        error.stopCode = code
        return error
    }

    public func render() -> String {
        var text = "error: \(message)\n"
        if let command {
            text += "Usage: \(command.usage)\n"
            text += "  See 'flow help \(command.name)'.\n"
        } else {
            text += "Usage: flow <command> [options]\n"
            text += "  See 'flow --help'.\n"
        }
        return text
    }
}
