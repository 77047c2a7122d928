import Foundation
import Testing
@testable import FlowCommandLine

/// Every state file × every kind of damage: no crash, a message naming the
/// file, and nothing else lost (issue "State you can trust", item 4). A file
/// made unreadable by permissions cannot be tested as root (root reads
/// anything), so that kind runs only for other users.
@Suite(.serialized) struct DamageMatrixTests {
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case truncated, garbage, directory, unreadable
        var testDescription: String { rawValue }
    }

    /// A state file, the command that reads it, and what it must still show of the rest.
    struct StateFile: Sendable, CustomTestStringConvertible {
        var path: String
        var reader: [String]
        var testDescription: String { path }
    }

    static let files: [StateFile] = [
        StateFile(path: "outbox.jsonl", reader: ["messages"]),
        StateFile(path: "donations/journal.jsonl", reader: ["donations", "list"]),
        StateFile(path: "apps/SoupChef/kitchen.json", reader: ["run", "soup.flow", "--yes", "--allow", "message"]),
        StateFile(path: "phrases.json", reader: ["phrase", "list"]),
        StateFile(path: "scheduler/state.journal", reader: ["history"]),
    ]

    /// A state folder with a message, a donation, an order, a phrase and a daemon run.
    func populated() throws -> (directory: URL, state: URL) {
        let directory = try temporaryDirectory(["soup.flow": """
            use SoupChef

            shortcut "Soup" {
              requires message
              SoupChef.OrderSoup(soup: .tomatoSoup, quantity: 1, storeLocation: "7401 S Lewis Ave")
              send-message(to: "John Appleseed", text: "soup ordered")
            }
            """, "ping.flow": """
            automation "Ping" {
              when event "test.ping"
              do { show-result("pong") }
            }
            """])
        let state = directory.appendingPathComponent("state")
        #expect(Run(["run", "soup.flow", "--yes", "--allow", "message", "--state", state.path], in: directory).code == 0)
        #expect(Run(["phrase", "add", "soup time please", "--shortcut", "Soup", "--file", "soup.flow", "--force", "--state", state.path], in: directory).code == 0)
        let scheduler = state.appendingPathComponent("scheduler/state.journal")
        try FileManager.default.createDirectory(at: scheduler.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A daemon run, so the scheduler's journal has records to cut.
        #expect(Run(["trigger", "test.ping", "--state", state.path], in: directory).code == 0)
        let daemon = try DaemonCrashTests().daemon("ping.flow", in: directory, state: state, now: "2026-11-23T12:00:00Z", until: "succeeded")
        #expect(daemon.log.contains("pong"), "\(daemon.log)")
        return (directory, state)
    }

    func damage(_ file: URL, _ kind: Damage) throws {
        let bytes = (try? Data(contentsOf: file)) ?? Data()
        switch kind {
        case .truncated:
            try bytes.prefix(max(1, bytes.count / 2)).write(to: file)
        case .garbage:
            try Data("\u{0}\u{1}garbage{\"not\": json\n".utf8).write(to: file)
        case .directory:
            try? FileManager.default.removeItem(at: file)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        case .unreadable:
            if !FileManager.default.fileExists(atPath: file.path) { try Data("x".utf8).write(to: file) }
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        }
    }

    @Test(arguments: files, Damage.allCases)
    func damageIsSaidByNameAndLosesNothingElse(_ file: StateFile, _ kind: Damage) throws {
        if kind == .unreadable && getuid() == 0 { return }  // root reads anything
        let (directory, state) = try populated()
        let target = state.appendingPathComponent(file.path)
        let existed = FileManager.default.fileExists(atPath: target.path)
        try damage(target, kind)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path) }

        let read = Run(file.reader + ["--state", state.path], in: directory)
        let name = (file.path as NSString).lastPathComponent
        // A journal cut at a record boundary reads whole: there is nothing to say then.
        let mustSay = existed && !(kind == .truncated && read.stderr.isEmpty && read.code == 0 && file.path.hasSuffix("journal"))
        if mustSay {
            #expect(read.stderr.contains(name), "\(file.path) \(kind): nothing named it: \(read.code) \(read.stderr)")
        }
        // The rest of the state is still there.
        if file.path != "outbox.jsonl" {
            #expect(Run(["messages", "--state", state.path], in: directory).stdout.contains("soup ordered"), "\(file.path) \(kind) lost the outbox")
        }
        #expect(Run(["history", "--state", state.path], in: directory).stdout.contains("Soup"), "\(file.path) \(kind) lost history")
        if file.path == "apps/SoupChef/kitchen.json" && kind != .truncated {
            #expect(read.code == 74, "a damaged kitchen stops the order: \(read.code) \(read.stderr)")
        }
    }
}
