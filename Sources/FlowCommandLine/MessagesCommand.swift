import Foundation
import FlowRuntime
import FlowState

/// `flow messages`: what send-message delivered to the local outbox.
enum MessagesCommand {
    static let spec = CommandSpec(
        name: "messages",
        summary: "List the messages send-message delivered to the outbox.",
        usage: "flow messages [--json] [--state <dir>]",
        options: [.init(name: .state, value: "<dir>", help: "The state directory (as for flow run)."),
                  .init(name: .json, value: nil,
                        help: "Print one JSON array, oldest first: [{\"to\", \"addresses\", \"text\", \"time\", \"key\"}] (key: the sending step's idempotency key, when it had one); warnings still go to standard error.")],
        discussion: "")

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> ExitCode {
        let outbox = Outbox(directory: RunCommand.stateDirectory(arguments, context: context))
        let contents: Outbox.Contents
        do { contents = try outbox.read() } catch {
            context.stderr.line("error: \(error)")
            return .noInput
        }
        for warning in contents.warnings { context.stderr.line(warning) }
        let messages = contents.messages
        if arguments.has(.json) {
            HistoryCommand.printJSON(messages, context: context)
            return .success
        }
        if messages.isEmpty { context.stderr.line("the outbox is empty (\(outbox.file.path))") }
        for message in messages {
            let addresses = message.addresses ?? message.to
            let recipients = zip(message.to, addresses).map { $0 == $1 ? $0 : "\($0) <\($1)>" }
            context.stdout.line("\(message.time)  to \(recipients.joined(separator: ", ")): \(message.text)")
        }
        return .success
    }
}
