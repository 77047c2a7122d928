import Foundation
import Testing
@testable import FlowCommandLine

/// Many `flow` processes write one state folder at once, the normal case:
/// N processes × M writes end with exactly N×M readable records in the
/// outbox, the donation journal and the run history (issue "State you can
/// trust", item 4; N = 8, M = 200).
@Suite(.serialized) struct ConcurrentWritersTests {
    static let processes = 8
    static let writes = 200

    /// Starts `processes` copies of `flow ARGUMENTS` at once and waits for all.
    func runAtOnce(_ arguments: [String], in directory: URL) throws -> [Int32] {
        let binary = try #require(BinaryTests.binary, "the flow binary was not built next to the tests")
        let children = try (0..<Self.processes).map { _ -> Process in
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.environment = ["HOME": directory.path, "TZ": "UTC"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            return process
        }
        return children.map { $0.waitUntilExit(); return $0.terminationStatus }
    }

    @Test func everyMessageOfEveryProcessIsInTheOutboxAndEveryStepInHistory() throws {
        let directory = try temporaryDirectory(["many.flow": """
            shortcut "Many" {
              requires message
              donate false
              repeat \(Self.writes) {
                send-message(to: "John Appleseed", text: "hello ${repeatIndex}")
              }
            }
            """])
        let state = directory.appendingPathComponent("state").path
        let codes = try runAtOnce(["run", "many.flow", "--allow", "message", "--state", state], in: directory)
        #expect(codes.allSatisfy { $0 == 0 }, "\(codes)")
        let messages = Run(["messages", "--state", state], in: directory)
        #expect(messages.stderr.isEmpty, "no damage: \(messages.stderr)")
        #expect(messages.stdout.split(separator: "\n").count == Self.processes * Self.writes)

        let history = Run(["history", "--json", "--state", state], in: directory)
        let runs = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        #expect(runs.count == Self.processes)
        let steps = runs.map { ($0["steps"] as? [Any])?.count ?? 0 }.reduce(0, +)
        #expect(steps == Self.processes * Self.writes, "every step of every run is in history")
    }

    @Test func everyDonationOfEveryProcessIsInTheJournal() throws {
        let directory = try temporaryDirectory(["toppings.flow": """
            use SoupChef

            shortcut "Toppings" {
              repeat \(Self.writes) {
                SoupChef.ListToppings(soup: .tomatoSoup)
              }
            }
            """])
        let state = directory.appendingPathComponent("state").path
        let codes = try runAtOnce(["run", "toppings.flow", "--state", state], in: directory)
        #expect(codes.allSatisfy { $0 == 0 }, "\(codes)")
        let list = Run(["donations", "list", "--json", "--limit", "100000", "--state", state], in: directory)
        let donations = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [Any], "\(list.stderr)")
        #expect(donations.count == Self.processes * Self.writes, "\(list.stderr)")
    }
}
