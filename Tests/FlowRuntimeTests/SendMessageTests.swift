import Foundation
import Testing
import FlowTestSupport
@testable import FlowRuntime

/// send-message: contacts, the three transports, and configuration errors.
@Suite struct SendMessageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flow-messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func program(to recipient: String) -> String {
        "shortcut \"t\" {\n  requires message\n  send-message(to: \(recipient), text: \"Soup's on\\nCome and get it\")\n}\n"
    }

    @Test func theExampleContactsAreTheFileInWorkflows() throws {
        let file = Self.root.appendingPathComponent("Workflows/contacts.json")
        let loaded = try Contacts.load(from: file)
        #expect(loaded.people == Contacts.examples.people)
    }

    @Test func recipientsResolveByNameFirstNameOrAddress() throws {
        let contacts = Contacts.examples
        #expect(try contacts.resolve("john appleseed").get().email == "john.appleseed@example.com")
        #expect(try contacts.resolve("Amy").get().name == "Amy Frost")
        #expect(try contacts.resolve("soup@example.com").get().address == "soup@example.com")
        #expect(try contacts.resolve("+1 555 0199").get().address == "+1 555 0199")
        guard case .failure(let unknown) = contacts.resolve("Jon Appleseed") else { Issue.record("resolved a stranger"); return }
        #expect(unknown.description == "no contact named 'Jon Appleseed' in the example contacts (add your own in contacts.json); did you mean 'John Appleseed'?")
    }

    @Test func anUnknownRecipientSendsNothingToAnyone() async throws {
        let outcome = try await run(Self.program(to: "[\"John Appleseed\", \"Jon Doe\"]"), allowed: [.message])
        #expect(outcome.failure?.exitCode == 70)
        #expect(outcome.failure?.description.contains("no contact named 'Jon Doe'") == true)
        #expect(Outbox(directory: outcome.state).messages().isEmpty)
    }

    @Test func theOutboxKeepsNamesAndAddresses() async throws {
        let outcome = try await run(Self.program(to: "[\"John Appleseed\", \"Amy\"]"), allowed: [.message])
        #expect(outcome.failure == nil)
        let message = try #require(Outbox(directory: outcome.state).messages().first)
        #expect(message.to == ["John Appleseed", "Amy Frost"])
        #expect(message.addresses == ["john.appleseed@example.com", "amy.frost@example.com"])
    }

    @Test func theCommandTransportGetsAnEmailOnStandardInput() async throws {
        let directory = try Self.temporaryDirectory()
        let script = directory.appendingPathComponent("mailer")
        let captured = directory.appendingPathComponent("captured")
        try "#!/bin/sh\ncat > \"\(captured.path)\"\necho \"$FLOW_MESSAGE_TO|$FLOW_MESSAGE_NAMES\" >> \"\(captured.path)\"\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let configuration = FlowConfiguration(contacts: .examples, transport: .command([script.path, "-t"]))
        let outcome = try await run(Self.program(to: "\"John Appleseed\""), allowed: [.message], configuration: configuration)
        #expect(outcome.failure == nil)
        let text = try String(contentsOf: captured, encoding: .utf8)
        #expect(text.hasPrefix("To: John Appleseed <john.appleseed@example.com>\nSubject: Soup's on\nDate: "))
        #expect(text.hasSuffix("\n\nSoup's on\nCome and get it\njohn.appleseed@example.com|John Appleseed\n"))
        #expect(Outbox(directory: outcome.state).messages().isEmpty, "the command transport does not also write the outbox")
    }

    @Test func aFailingCommandFailsTheStepWithItsError() async throws {
        let configuration = FlowConfiguration(contacts: .examples, transport: .command(["/bin/sh", "-c", "echo mailbox full >&2; exit 75"]))
        let outcome = try await run(Self.program(to: "\"John Appleseed\""), allowed: [.message], configuration: configuration)
        #expect(outcome.failure?.description.hasSuffix("the message command /bin/sh exited with status 75: mailbox full") == true)
        let missing = FlowConfiguration(contacts: .examples, transport: .command(["no-such-mailer-\(UUID().uuidString)"]))
        let absent = try await run(Self.program(to: "\"John Appleseed\""), allowed: [.message], configuration: missing)
        #expect(absent.failure?.description.contains("was not found") == true)
    }

    @Test func theWebhookTransportPostsJSON() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let configuration = FlowConfiguration(contacts: .examples, transport: .webhook(server.url.appendingPathComponent("hook"), headers: ["X-Token": "soup"]))
        let outcome = try await run(Self.program(to: "\"Amy\""), allowed: [.message], configuration: configuration)
        #expect(outcome.failure == nil)
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/hook")
        #expect(request.headers["x-token"] == "soup")
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(body["text"] as? String == "Soup's on\nCome and get it")
        #expect((body["to"] as? [[String: String]])?.first?["email"] == "amy.frost@example.com")
    }

    @Test func aWebhookErrorStatusFailsTheStep() async throws {
        let server = try LoopbackHTTPServer(status: 503)
        defer { server.stop() }
        let configuration = FlowConfiguration(contacts: .examples, transport: .webhook(server.url, headers: [:]))
        let outcome = try await run(Self.program(to: "\"Amy\""), allowed: [.message], configuration: configuration)
        #expect(outcome.failure?.description.hasSuffix("answered HTTP 503") == true)
    }

    @Test func configurationFilesAreReadAndTheirMistakesNamed() throws {
        let directory = try Self.temporaryDirectory()
        #expect(try FlowConfiguration.load(from: directory) == FlowConfiguration())
        let config = directory.appendingPathComponent("config.json")
        try #"{"messages": {"transport": "command", "command": ["sendmail", "-t"]}}"#.write(to: config, atomically: true, encoding: .utf8)
        #expect(try FlowConfiguration.load(from: directory).transport == .command(["sendmail", "-t"]))
        for (text, problem) in [(#"{"messages": {"transport": "pigeon"}}"#, "unknown message transport 'pigeon'; use outbox, command or webhook"),
                                (#"{"messages": {"transport": "webhook", "url": "ftp://x"}}"#, "the webhook transport needs \"url\": an http or https address"),
                                ("not json", "expected a JSON object such as {\"messages\": {\"transport\": \"outbox\"}}")] {
            try text.write(to: config, atomically: true, encoding: .utf8)
            #expect(throws: ConfigurationError(file: config, message: problem)) { try FlowConfiguration.load(from: directory) }
        }
        try "[{\"nom\": \"x\"}]".write(to: directory.appendingPathComponent("contacts.json"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: config)
        #expect(throws: ConfigurationError.self) { try FlowConfiguration.load(from: directory) }
    }
}
