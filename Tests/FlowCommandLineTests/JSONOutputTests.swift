import Foundation
import Testing
@testable import FlowCommandLine

/// `--json` on every command prints exactly one JSON document on standard
/// output (dialog and progress go to standard error). The commands are
/// taken from the command table: a command that gains `--json` without a
/// sample invocation here fails `everyJSONCommandHasASample`.
@Suite struct JSONOutputTests {
    /// For each command with `--json`, invocations that exercise it (in a
    /// fresh state folder, `STATE`; the working folder is the package).
    static let samples: [String: [[String]]] = [
        "run": [["run", "Workflows/soup-for-john.flow", "--yes", "--allow", "message", "--json", "--state", "STATE"],
                ["run", "Workflows/soup-of-the-day.flow", "--yes", "--json", "--state", "STATE"]],
        "check": [["check", "--json", "Workflows"], ["check", "--json", "Tests/FlowCompilerTests/Fixtures/invalid/unknown-enum-case-2.flow"]],
        "lint": [["lint", "--json", "Workflows"]],
        "app": [["app", "test", "--json", "--state", "STATE", "Workflows/apps/reminders.flow"]],
        "history": [["history", "--json", "--state", "STATE"]],
        "messages": [["messages", "--json", "--state", "STATE"]],
        "apps": [["apps", "--json"]],
        "actions": [["actions", "--json"], ["actions", "show", "SoupChef.OrderSoup", "--json"]],
        "options": [["options", "SoupChef.OrderSoup", "storeLocation", "--json", "--state", "STATE"]],
        "suggest": [["suggest", "--json", "--state", "STATE"]],
        "donations": [["donations", "list", "--json", "--state", "STATE"]],
        "phrase": [["phrase", "list", "--json", "--state", "STATE"]],
        "list": [["list", "--json"]],
        "gallery": [["gallery", "--json"]],
        "cron": [["cron", "explain", "30 12 * * MON-FRI", "--tz", "America/Denver", "--json"]],
        "trigger": [["trigger", "test.ping", "--data", "{\"a\": 1}", "--json", "--state", "STATE"]],
    ]

    static var commandsWithJSON: [String] {
        FlowTool.commands.filter { $0.options.contains { $0.name == "--json" } }.map(\.name)
    }

    @Test func everyJSONCommandHasASample() {
        for name in Self.commandsWithJSON { #expect(Self.samples[name] != nil, "'flow \(name) --json' has no sample in JSONOutputTests") }
    }

    /// Each command's `--help` says the shape of what `--json` prints.
    @Test func everyJSONOptionDocumentsItsShape() {
        for spec in FlowTool.commands {
            guard let option = spec.options.first(where: { $0.name == "--json" }) else { continue }
            #expect(option.help.contains("JSON") && (option.help.contains("{") || option.help.contains("[") || option.help.contains("checks")),
                    "'flow \(spec.name) --json' does not say what it prints: \(option.help)")
        }
    }

    @Test(arguments: samples.sorted { $0.key < $1.key }.flatMap { $0.value })
    func standardOutputIsOneJSONDocument(_ arguments: [String]) throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-json-\(UUID().uuidString)").path
        let run = Run(arguments.map { $0 == "STATE" ? state : $0 }, environment: ["HOME": state, "TZ": "UTC"])
        let data = Data(run.stdout.utf8)
        #expect(!data.isEmpty, "nothing on standard output: \(run.stderr)")
        #expect((try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil,
                "not one JSON document:\n\(run.stdout)\nstderr:\n\(run.stderr)")
    }
}
