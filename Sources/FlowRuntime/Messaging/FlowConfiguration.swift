import Foundation
import FlowCompiler

/// The user's settings, from flow's configuration folder
/// (`$FLOW_CONFIG_HOME`, else `$XDG_CONFIG_HOME/flow`, else `~/.config/flow`):
///
/// - `contacts.json`: the people `send-message` reaches (see `Contacts`);
/// - `config.json`: `{"messages": {"transport": "outbox" | "command" | "webhook",
///   "command": ["sendmail", "-t"], "url": "https://...", "headers": {...}}}`,
///   and the donation and place keys `SuggestionSettings` describes
///   (`"donations"`, `"place"`, `"places"`), and `"library"` (the library's
///   extra folders). `ConfigFile` reads and validates the file; every
///   command that loads the configuration sees the same errors.
///
/// Both are optional; a file that exists but cannot be used is an error, never
/// silently ignored.
public struct FlowConfiguration: Sendable, Equatable {
    public var contacts: Contacts
    public var transport: MessageTransport
    /// Whether donations are recorded, and where the person is.
    public var suggestions: SuggestionSettings

    public init(contacts: Contacts = .examples, transport: MessageTransport = .outbox, suggestions: SuggestionSettings = SuggestionSettings()) {
        self.contacts = contacts
        self.transport = transport
        self.suggestions = suggestions
    }

    /// The folder, from the environment as the documentation above says.
    public static func directory(environment: [String: String]) -> URL {
        FlowDirectories.configuration(environment: environment)
    }

    public static func load(from directory: URL) throws(ConfigurationError) -> FlowConfiguration {
        let contacts = try Contacts.load(from: directory.appendingPathComponent("contacts.json"))
        let file = ConfigFile.file(in: directory)
        guard let object = try ConfigFile.object(in: directory) else { return FlowConfiguration(contacts: contacts) }
        _ = try ConfigFile.library(object, file: file)
        return FlowConfiguration(contacts: contacts, transport: try transport(object["messages"], file: file),
                                 suggestions: try SuggestionSettings.parse(object, file: file))
    }

    static func transport(_ section: Any?, file: URL) throws(ConfigurationError) -> MessageTransport {
        guard let section else { return .outbox }
        guard let messages = section as? [String: Any] else {
            throw ConfigurationError(file: file, message: "\"messages\" must be an object")
        }
        switch messages["transport"] as? String ?? "outbox" {
        case "outbox":
            return .outbox
        case "command":
            guard let command = messages["command"] as? [String], !command.isEmpty, !command[0].isEmpty else {
                throw ConfigurationError(file: file, message: "the command transport needs \"command\": a list such as [\"sendmail\", \"-t\"]")
            }
            return .command(command)
        case "webhook":
            guard let text = messages["url"] as? String, let url = URL(string: text), ["http", "https"].contains(url.scheme ?? "") else {
                throw ConfigurationError(file: file, message: "the webhook transport needs \"url\": an http or https address")
            }
            guard let headers = (messages["headers"] ?? [String: String]()) as? [String: String] else {
                throw ConfigurationError(file: file, message: "\"headers\" must map header names to strings")
            }
            return .webhook(url, headers: headers)
        case let other:
            throw ConfigurationError(file: file, message: "unknown message transport '\(other)'; use outbox, command or webhook")
        }
    }
}
