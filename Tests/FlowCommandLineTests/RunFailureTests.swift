import Foundation
import Testing
@testable import FlowCommandLine

/// `flow run`'s failure paths as a script sees them: the message on standard
/// error and the documented exit code.
@Suite struct RunFailureTests {
    /// A run with its own state and configuration folders.
    func run(_ files: [String: String], _ arguments: [String], config: [String: String] = [:]) throws -> (Run, URL) {
        let directory = try temporaryDirectory(files)
        let configDirectory = directory.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: true)
        for (name, text) in config { try text.write(to: configDirectory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let state = directory.appendingPathComponent("state")
        return (Run(["run", "--state", state.path] + arguments, in: directory, environment: ["FLOW_CONFIG_HOME": configDirectory.path]), state)
    }

    @Test func aStepPastItsTimeLimitStopsWithItsScript() throws {
        let started = Date()
        let (result, _) = try run(["slow.flow": "shortcut \"Slow\" {\n  requires shell\n  run-shell-script(script: \"sleep 30; echo late\") timeout 0.2s\n}\n"],
                                  ["slow.flow", "--allow", "shell"])
        #expect(result.code == 70)
        #expect(result.stderr.hasPrefix("slow.flow:3:3: error: Run shell script did not finish within 0.2 seconds\n"), "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 10, "the script and its sleep were stopped, not waited for")
    }

    @Test func aRetriedStepSucceedsOnItsSecondTry() throws {
        let count = FileManager.default.temporaryDirectory.appendingPathComponent("flow-retry-\(UUID().uuidString)").path
        let script = "n=$(cat \(count) 2>/dev/null || echo 0); n=$((n+1)); echo $n > \(count); test $n -ge 2 && echo try $n"
        let (result, _) = try run(["retry.flow": "shortcut \"Retry\" {\n  requires shell\n  let line = run-shell-script(script: '\(script)') retry 2 every 0.01s\n  output line\n}\n"],
                                  ["retry.flow", "--allow", "shell"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "try 2\n")
    }

    @Test func anIntentsErrorResponseEndsTheRunWithExit70() throws {
        let (result, state) = try run(["noodle.flow": "use SoupChef\n\nshortcut \"Noodles\" {\n  SoupChef.OrderSoup(soup: .chickenNoodleSoup, quantity: 1, storeLocation: \"7401 S Lewis Ave\")\n  show-result(\"never shown\")\n}\n"],
                                      ["noodle.flow", "--yes"])
        #expect(result.code == 70)
        #expect(result.stdout == "Soup Chef couldn't order: Sorry, Chicken Noodle Soup is out of stock.\n", "the apology, and nothing after it")
        #expect(result.stderr.hasPrefix("noodle.flow:4:3: error: SoupChef.OrderSoup: did not complete (failureOutOfStock)\n"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("outbox.jsonl").path))
    }

    @Test func anUngrantedCapabilityStopsBeforeTheFirstStep() throws {
        let (result, state) = try run(["john.flow": "use SoupChef\n\nshortcut \"John\" {\n  requires message\n  SoupChef.OrderSoup(soup: .clamChowder, quantity: 1, storeLocation: \"7401 S Lewis Ave\")\n  send-message(to: \"John Appleseed\", text: \"${OrderDetails}\")\n}\n"],
                                      ["john.flow", "--yes"])
        #expect(result.code == 77)
        #expect(result.stderr == "error: “John”: needs 'message' (to send messages); the shortcut requires it, but it was not granted: confirm it at a terminal, or run with --allow message; needed by: Send \"${OrderDetails}\" to John Appleseed (message); nothing ran\n")
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("SoupChef").path), "no order was placed")
    }

    @Test func anUnusableConfigurationFileIsExit78() throws {
        let (result, _) = try run(["hi.flow": "shortcut \"Hi\" {\n  show-result(\"hi\")\n}\n"], ["hi.flow"],
                                  config: ["config.json": "{\"messages\": {\"transport\": \"carrier pigeon\"}}"])
        #expect(result.code == 78)
        #expect(result.stderr.hasSuffix("config.json: unknown message transport 'carrier pigeon'; use outbox, command or webhook\n"))
        #expect(result.stdout.isEmpty)
    }

    @Test func theCommandTransportDeliversFromTheConfiguration() throws {
        let mailFile = FileManager.default.temporaryDirectory.appendingPathComponent("flow-mail-\(UUID().uuidString)")
        let (result, _) = try run(["john.flow": "shortcut \"John\" {\n  requires message\n  send-message(to: \"John Appleseed\", text: \"Soup!\")\n}\n"],
                                      ["john.flow", "--allow", "message"],
                                      config: ["config.json": "{\"messages\": {\"transport\": \"command\", \"command\": [\"/bin/sh\", \"-c\", \"cat > \\\"$0\\\"\", \"\(mailFile.path)\"]}}",
                                               "contacts.json": "[{\"name\": \"John Appleseed\", \"email\": \"john@soup.example\"}]"])
        #expect(result.code == 0, "\(result.stderr)")
        let mail = try String(contentsOf: mailFile, encoding: .utf8)
        #expect(mail.hasPrefix("To: John Appleseed <john@soup.example>\nSubject: Soup!\n"))
    }
}
