/// A mistake on the command line. Rendered as swift-argument-parser does:
/// `error: ...`, the usage line, and where to read more.
public struct UsageError: Error, Sendable {
    public var message: String
    public var command: CommandSpec?

    public init(_ message: String, command: CommandSpec? = nil) {
        self.message = message
        self.command = command
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
