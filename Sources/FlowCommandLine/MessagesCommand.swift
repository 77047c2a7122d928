import Foundation
import FlowRuntime

/// `flow messages`: what send-message delivered to the local outbox.
enum MessagesCommand {
    static let spec = CommandSpec(
        name: "messages",
        summary: "List the messages send-message delivered to the outbox.",
        usage: "flow messages [--state <dir>]",
        options: [.init(name: "--state", value: "<dir>", help: "The state directory (as for flow run).")],
        discussion: "")

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        let outbox = Outbox(directory: RunCommand.stateDirectory(arguments, context: context))
        let messages = outbox.messages()
        if messages.isEmpty { context.stderr.line("the outbox is empty (\(outbox.file.path))") }
        for message in messages {
            let addresses = message.addresses ?? message.to
            let recipients = zip(message.to, addresses).map { $0 == $1 ? $0 : "\($0) <\($1)>" }
            context.stdout.line("\(message.time)  to \(recipients.joined(separator: ", ")): \(message.text)")
        }
        return .success
    }
}
