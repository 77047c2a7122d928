import Foundation
import Testing
import FlowTestSupport

/// Nothing an app starts outlives the `flow` command that started it, not
/// even a zombie, whatever the app does: measured by running the built
/// binary under a child-subreaper (`ExternalApps/subreaper.py`), which
/// inherits whatever flow leaves behind and lists it.
@Suite struct NothingOutlivesFlowTests {
    static let subreaper = URL(fileURLWithPath: BrokenApp.program).deletingLastPathComponent().appendingPathComponent("subreaper.py").path

    struct Outcome {
        var status: Int
        var seconds: Double
        var stdout: String
        var stderr: String
        var left: [[String: Any]]
    }

    /// Runs `flow ARGUMENTS` in a folder holding `broken.flow` (the Broken app
    /// in `mode`, called by a shortcut, with `option` after the call) under the subreaper.
    func run(_ mode: String, option: String = "", _ arguments: [String], interruptAfter: Double? = nil) throws -> Outcome {
        let binary = try #require(BinaryTests.binary, "the flow binary was not built next to the tests")
        let source = BrokenApp.definition(mode) + "shortcut \"Count\" {\n  let n = Broken.Count()\(option)\n  output n\n}\n"
        let directory = try temporaryDirectory(["broken.flow": source])
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.subreaper] + (interruptAfter.map { ["--interrupt-after", "\($0)"] } ?? [])
            + [binary.path] + arguments + ["--state", directory.appendingPathComponent("state").path]
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(String(decoding: data, as: UTF8.self))")
        return Outcome(status: report["status"] as? Int ?? -1, seconds: report["seconds"] as? Double ?? 0, stdout: report["stdout"] as? String ?? "",
                       stderr: report["stderr"] as? String ?? "", left: report["left"] as? [[String: Any]] ?? [])
    }

    @Test(arguments: [
        ("fine", 0), ("ignore-shutdown", 0), ("ignore-term", 0), ("grandchild", 0), ("crash", 70), ("exit-at-start", 70), ("garbage", 70),
    ])
    func aRunLeavesNothing(_ mode: String, _ status: Int) throws {
        let outcome = try run(mode, ["run", "broken.flow"])
        #expect(outcome.status == status, "\(mode): \(outcome.stderr)")
        #expect(outcome.left.isEmpty, "\(mode) left \(outcome.left)")
    }

    @Test func anAppDeafToShutdownIsTerminatedAfterTheGracePeriod() throws {
        let outcome = try run("ignore-shutdown", ["run", "broken.flow"])
        #expect(outcome.stdout == "Counted 3.\n3\n")
        // One second of grace after shutdown, then SIGTERM; not the SIGKILL a second later.
        #expect(outcome.seconds >= 0.9 && outcome.seconds < 6, "\(outcome.seconds)")
        #expect(outcome.left.isEmpty)
    }

    @Test func aHangingAppStoppedByATimeLimitLeavesNothing() throws {
        let outcome = try run("hang", option: " timeout 1s", ["run", "broken.flow"])
        #expect(outcome.status == 70)
        #expect(outcome.stderr.contains("did not finish within 1 second"), "\(outcome.stderr)")
        #expect(outcome.left.isEmpty, "\(outcome.left)")
    }

    @Test(arguments: ["hang", "ignore-term"])
    func ctrlCLeavesNothing(_ mode: String) throws {
        // hang: Ctrl-C during the request; ignore-term: during the wait for it to exit.
        let outcome = try run(mode, ["run", "broken.flow"], interruptAfter: 1)
        #expect(mode == "hang" ? outcome.status == 130 : outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.seconds < 10)
        #expect(outcome.left.isEmpty, "\(outcome.left)")
    }

    @Test(arguments: ["ignore-term", "grandchild", "crash"])
    func appTestLeavesNothing(_ mode: String) throws {
        let outcome = try run(mode, ["app", "test", "broken.flow"])
        #expect(outcome.status == 1 || outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.left.isEmpty, "\(outcome.left)")
    }
}
