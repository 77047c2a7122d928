import Foundation
import Testing

/// End to end: the built `flow` binary as a shell runs it.
@Suite struct BinaryTests {
    /// The `flow` executable beside the test bundle (SwiftPM builds it with the tests).
    static var binary: URL? {
        let directory = Bundle.main.bundleURL.deletingLastPathComponent()
        for candidate in [directory, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("flow")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (code: Int32, stdout: String, stderr: String) {
        let binary = try #require(Self.binary, "the flow binary was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// What a python3 script (`-c`) printed, standard error included: the
    /// pseudo-terminal tests drive the binary with pexpect this way.
    static func python(_ script: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    @Test func theREADMEMainJobRuns() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-main-\(UUID().uuidString)")
        let result = try run(["run", "Workflows/soup-for-john.flow", "--yes", "--allow", "message", "--state", state.path])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "Your total is $5.90. Your Clam Chowder order will be ready in 10 minutes.\n")
        let messages = try run(["messages", "--state", state.path])
        #expect(messages.stdout.hasSuffix("to John Appleseed <john.appleseed@example.com>: Hey, I just ordered 2 Clam Chowders. Please pick it up!\n"))
        #expect(try run(["check", "Workflows"]).code == 0)
    }

    @Test func ctrlCCancelsTheRunningStepWithExit130() throws {
        let binary = try #require(Self.binary)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flow-slow-\(UUID().uuidString).flow")
        try "shortcut \"Slow\" {\n  show-result(\"starting\")\n  wait(1h)\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["run", "--state", file.deletingLastPathComponent().path, file.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Interrupt once the first step has shown its output: no timer involved.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("starting") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message == "error: cancelled in Wait 1h\n")
    }

    /// The talks' conversation at a real pseudo-terminal, typed as a person
    /// would (python3's pexpect drives it; skipped where it is missing).
    @Test func theSoupChefConversationAtATerminal() throws {
        guard let binary = Self.binary, FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/python3") else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
        use SoupChef

        shortcut "Soup time" {
          requires message
          SoupChef.OrderSoup(soup: ask, quantity: ask, storeLocation: ask)
          send-message(to: "John Appleseed", text: "Hey, I just ordered ${OrderDetails}. Please pick it up!")
        }
        """.write(to: directory.appendingPathComponent("soup.flow"), atomically: true, encoding: .utf8)
        let script = """
        import sys
        try:
            import pexpect
        except ImportError:
            print("SKIP"); sys.exit(0)
        def spawn():
            return pexpect.spawn(sys.argv[1], ["run", "--state", sys.argv[2] + "/state", sys.argv[2] + "/soup.flow"], encoding="utf-8", timeout=20,
                                 env={"PATH": "/usr/bin:/bin", "FLOW_CONFIG_HOME": sys.argv[2] + "/config", "TERM": "dumb"})
        # Refusing the capability: nothing runs, exit 77.
        child = spawn()
        child.expect_exact("“Soup time” wants to:"); child.expect_exact("send messages (message: send-message)")
        child.expect_exact("Allow? [y] this run, [a] always for this shortcut, [n] no: "); child.sendline("n")
        child.expect(pexpect.EOF); child.close()
        print("REFUSED", child.exitstatus)
        child = spawn()
        child.expect_exact("Allow? [y] this run, [a] always for this shortcut, [n] no: "); child.sendline("a")
        child.expect_exact("What type of soup do you want?"); child.expect_exact("> "); child.sendline("Clam Chowder")
        child.expect_exact("How many soups do you want to order?"); child.expect_exact("> "); child.sendline("10")
        child.expect_exact("You asked for 10 Clam Chowders, but we don't have that many in stock.")
        child.expect_exact("How many soups do you want to order?"); child.expect_exact("> "); child.sendline("2")
        child.expect_exact("There are 2 restaurants near you, which one do you want to order from?")
        # Each store with its subtitle under it, as the app gives them.
        child.expect_exact("2. 7401 S Lewis Ave"); child.expect_exact("Tulsa, OK"); child.expect_exact("> "); child.sendline("2")
        child.expect_exact("Are you ready to order with Soup Chef? [yes/no] "); child.sendline("yes")
        child.expect_exact("Your total is $5.90. Your Clam Chowder order will be ready in 10 minutes.")
        child.expect(pexpect.EOF); child.close()
        print("EXIT", child.exitstatus)
        # "Always" is remembered: the next run goes straight to its first question.
        child = spawn()
        index = child.expect_exact(["Allow?", "What type of soup do you want?"])
        print("ASKED AGAIN" if index == 0 else "REMEMBERED")
        # Ctrl-C while flow waits for an answer ends the run at once.
        child.expect_exact("> "); child.sendintr()
        child.expect(pexpect.EOF); child.close()
        print("INTERRUPTED", child.exitstatus)
        """
        let text = try Self.python(script, arguments: [binary.path, directory.path])
        if text.hasPrefix("SKIP") { return }
        #expect(text.contains("REFUSED 77"), "\(text)")
        #expect(text.contains("EXIT 0"), "\(text)")
        #expect(text.contains("REMEMBERED"), "\(text)")
        #expect(text.contains("INTERRUPTED 130"), "Ctrl-C at a question: \(text)")
    }

    /// An app's options at a prompt: its sections as headings, each option's subtitle under it.
    @Test func optionsShowTheirSectionsAndSubtitles() throws {
        guard let binary = Self.binary, FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/python3") else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
        use SoupChef

        shortcut "Ask store" {
          SoupChef.OrderSoup(soup: .clamChowder, quantity: 1, storeLocation: ask("Which store?"))
        }
        """.write(to: directory.appendingPathComponent("store.flow"), atomically: true, encoding: .utf8)
        let script = """
        import sys
        try:
            import pexpect
        except ImportError:
            print("SKIP"); sys.exit(0)
        child = pexpect.spawn(sys.argv[1], ["run", "--state", sys.argv[2] + "/state", sys.argv[2] + "/store.flow"], encoding="utf-8", timeout=20,
                              env={"PATH": "/usr/bin:/bin", "TERM": "dumb"})
        child.expect_exact("> ")
        print(child.before.replace("\\r", ""))
        child.sendline("cancel")
        child.expect(pexpect.EOF)
        """
        let text = try Self.python(script, arguments: [binary.path, directory.path])
        if text.hasPrefix("SKIP") { return }
        #expect(text.contains("Which store?\n  Stores near you\n    1. 3801 S Sheridan Blvd\n       Denver, CO\n    2. 7401 S Lewis Ave\n       Tulsa, OK\n"), "\(text)")
    }

    @Test func diagnosticsArePlainWithoutATerminal() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bin-\(UUID().uuidString).flow")
        try "shortcut \"x\" {".write(to: directory, atomically: true, encoding: .utf8)
        let result = try run(["check", directory.path])
        #expect(result.code == 65)
        #expect(!result.stderr.contains("\u{1B}["))
        let colored = try run(["check", "--color", "always", directory.path])
        #expect(colored.stderr.contains("\u{1B}["))
    }
}
