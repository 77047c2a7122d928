import Foundation
import FlowHTTP

/// How `send-message` delivers: the local outbox (the default, listed by
/// `flow messages`), a program given the message on standard input (such as
/// `sendmail -t`), or an HTTP webhook that receives it as JSON.
public enum MessageTransport: Sendable, Equatable {
    case outbox
    /// The program and its arguments; started directly, never through a shell.
    case command([String])
    case webhook(URL, headers: [String: String])
}

/// One message on its way: who, what, when.
struct OutgoingMessage {
    var recipients: [Contacts.Contact]
    var text: String
    var time: Date
    /// The step's idempotency key; the outbox keeps one message per key.
    var key: String? = nil

    var timestamp: String { ISO8601DateFormatter().string(from: time) }

    /// The message as an email, for mail programs: `To:`, `Subject:` (the first
    /// line, shortened), `Date:`, then the text.
    var email: String {
        let to = recipients.map { contact in contact.email.map { "\(contact.name) <\($0)>" } ?? contact.address }.joined(separator: ", ")
        var subject = String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
        if subject.count > 60 { subject = String(subject.prefix(57)) + "..." }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return "To: \(to)\nSubject: \(subject)\nDate: \(formatter.string(from: time))\nContent-Type: text/plain; charset=utf-8\n\n\(text)\n"
    }

    /// The message as the webhook's JSON body.
    var json: Data {
        let object: [String: Any] = [
            "to": recipients.map { contact -> [String: Any] in
                var entry: [String: Any] = ["name": contact.name]
                if let email = contact.email { entry["email"] = email }
                if let phone = contact.phone { entry["phone"] = phone }
                return entry
            },
            "text": text,
            "time": timestamp,
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}

extension MessageTransport {
    /// Delivers the message, or throws a sentence saying why it could not.
    func deliver(_ message: OutgoingMessage, stateDirectory: URL) async throws {
        switch self {
        case .outbox:
            // A torn end a crash left is set aside before the message is added; say so where warnings go.
            let warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
            do { try Outbox(directory: stateDirectory).append(message, report: warn) } catch {
                throw DeliveryError("\(error)")
            }
        case .command(let command):
            try await MessageCommand.run(command, message: message)
        case .webhook(let url, let headers):
            var fields = headers
            fields["Content-Type"] = "application/json"
            let response: HTTPExchange.Response
            do {
                response = try await HTTPClient.send(HTTPExchange.Request(method: "POST", url: url.absoluteString, headers: fields, body: message.json))
            } catch let failure as HTTPClient.Failure {
                throw DeliveryError("the webhook \(url.absoluteString) could not be reached: \(failure.message)")
            }
            guard (200..<300).contains(response.status) else {
                throw DeliveryError("the webhook \(url.absoluteString) answered HTTP \(response.status)")
            }
        }
    }
}

/// Why a message was not delivered, as a sentence for the step's failure.
struct DeliveryError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The command transport: the program gets the message as an email on
/// standard input, and the same parts in `FLOW_MESSAGE_TO` (addresses,
/// comma-separated), `FLOW_MESSAGE_NAMES` and `FLOW_MESSAGE_TEXT` for programs
/// that are not mailers. A non-zero exit status means it was not delivered.
enum MessageCommand {
    static func run(_ command: [String], message: OutgoingMessage) async throws {
        guard let program = command.first, let executable = ExecutableSearch.find(program) else {
            throw DeliveryError("the message command '\(command.first ?? "")' was not found")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["FLOW_MESSAGE_TO"] = message.recipients.map(\.address).joined(separator: ",")
        environment["FLOW_MESSAGE_NAMES"] = message.recipients.map(\.name).joined(separator: ",")
        environment["FLOW_MESSAGE_TEXT"] = message.text
        let outcome: ChildProcess.Outcome
        do {
            outcome = try await ChildProcess(executable: executable.path, arguments: Array(command.dropFirst()), environment: environment)
                .run(input: Data(message.email.utf8))
        } catch let error as ChildProcess.LaunchError {
            throw DeliveryError("the message command \(error)")
        }
        guard outcome.succeeded else {
            throw DeliveryError("the message command \(program) \(outcome.failureDescription)")
        }
    }
}
