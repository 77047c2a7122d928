import Foundation
import Testing
@testable import FlowCommandLine

/// `flow messages --json`: the outbox as one JSON array, oldest first.
@Suite struct MessagesJSONTests {
    @Test func theOutboxIsAJSONArrayOfItsMessages() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-messages-\(UUID().uuidString)")
        let sent = Run(["run", "Workflows/soup-for-john.flow", "--yes", "--allow", "message", "--state", state.path])
        #expect(sent.code == 0, "\(sent.stderr)")
        let listed = Run(["messages", "--json", "--state", state.path])
        #expect(listed.code == 0, "\(listed.stderr)")
        let messages = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(messages.count == 1)
        #expect(messages.first?["to"] as? [String] == ["John Appleseed"])
        #expect((messages.first?["text"] as? String)?.hasPrefix("Hey, I just ordered 2 Clam Chowders") == true)
    }

    @Test func anEmptyOutboxIsAnEmptyArray() {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-messages-\(UUID().uuidString)")
        let listed = Run(["messages", "--json", "--state", state.path])
        #expect(listed.code == 0)
        #expect(listed.stdout == "[\n\n]\n" || listed.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }
}
