import Foundation
import Testing
import FlowTestSupport

/// `flow app test` and `flow app serve`: the example apps and Soup Chef (served
/// over the protocol by flow itself) pass the conformance kit; a broken app
/// fails it with exit 1; mistakes on the command line are usage errors.
@Suite(.serialized) struct AppCommandTests {
    @Test(arguments: [("Workflows/apps/reminders.flow", "Reminders: all 14 checks passed"), ("Workflows/apps/split.flow", "Split: all 10 checks passed"),
                      // pantry-handler, written with FlowKit, is found beside the running program (built with the tests).
                      ("Workflows/pantry.flow", "Pantry: all 13 checks passed")])
    func theExampleAppsPass(_ file: String, _ summary: String) {
        let run = Run(["app", "test", file])
        #expect(run.code == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix(summary + "\n"), "\(run.stdout)")
        #expect(run.stdout.contains("  ✓ handshake: protocol 1\n"))
        #expect(run.stdout.contains("  ✓ shutdown: exited after "))
        #expect(!run.stdout.contains("✗"))
    }

    @Test func aBrokenAppFailsTheRightCheckWithExit1() throws {
        let directory = try temporaryDirectory(["broken.flow": BrokenApp.definition("wrong-type")])
        let run = Run(["app", "test", "broken.flow"], in: directory)
        #expect(run.code == 1)
        #expect(run.stdout.contains("  ✗ Count handle: the app Broken answered something its definition does not allow: Count's 'count' should be an integer, not \"many\"; sent no values\n"), "\(run.stdout)")
        #expect(run.stdout.contains("  ✓ handshake: protocol 1\n"))
        #expect(run.stdout.contains("  its standard error"), "what the crashing app said is shown: \(run.stdout)")
        #expect(run.stdout.contains("    KeyError: 'id'\n"), "\(run.stdout)")
        #expect(run.stdout.contains(#/Broken: \d+ of \d+ checks failed\n$/#))
    }

    @Test func jsonGivesEveryCheck() throws {
        let run = Run(["app", "test", "--json", "Workflows/apps/split.flow"])
        #expect(run.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["passed"] as? Bool == true)
        let app = try #require((object["apps"] as? [[String: Any]])?.first)
        #expect(app["app"] as? String == "Split")
        let checks = try #require(app["checks"] as? [[String: Any]])
        #expect(checks.first?["check"] as? String == "handshake")
        #expect(checks.contains { $0["check"] as? String == "SplitBill handle" && $0["detail"] as? String == "success, share: $2.95" })
    }

    @Test func theGivenStateFolderIsKept() throws {
        let directory = try temporaryDirectory([:])
        let run = Run(["app", "test", "--state", directory.path, "Workflows/apps/reminders.flow"])
        #expect(run.code == 0)
        #expect(run.stdout.contains(", state in \(directory.path)\n"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("apps/Reminders/reminders.json").path), "handle ran for real, in the app's own folder there")
    }

    @Test func aFileWithErrorsIsReportedAsFlowCheckDoes() throws {
        let directory = try temporaryDirectory(["bad.flow": "app Bad {\n  handler exec \"./bad.py\"\n  intent Go {\n    category nonsense\n  }\n}\n"])
        let run = Run(["app", "test", "--color", "never", "bad.flow"], in: directory)
        #expect(run.code == 65)
        #expect(run.stderr.contains("bad.flow:4:14: error:"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aFileWithoutAnExecAppHasNothingToTest() {
        let run = Run(["app", "test", "Workflows/soupchef.flow"])
        #expect(run.code == 65)
        #expect(run.stderr == "error: Workflows/soupchef.flow declares no app with 'handler exec' to test\n")
    }

    @Test(arguments: [
        (["app"], "missing the app command: test or serve"),
        (["app", "tset", "x.flow"], "unknown subcommand 'tset' of 'flow app' (its subcommands are 'test' or 'serve'); did you mean 'test'?"),
        (["app", "test"], "missing the definition file to test"),
        (["app", "test", "a.flow", "b.flow"], "app test takes one file"),
        (["app", "test", "--app", "Remindres", "Workflows/apps/reminders.flow"],
         "Workflows/apps/reminders.flow declares no app 'Remindres' with 'handler exec'; did you mean 'Reminders'?"),
        (["app", "serve"], "missing the app to serve: 'SoupChef'"),
        (["app", "serve", "Soupchef"], "no built-in app named 'Soupchef'; did you mean 'SoupChef'?; built-in apps: 'SoupChef'"),
        (["app", "serve", "--json", "SoupChef"], "'--json' is not an option of 'flow app serve'; it takes '--state', '--definition', '--color' or '--help'"),
    ])
    func mistakesAreUsageErrors(_ arguments: [String], _ message: String) {
        let run = Run(arguments)
        #expect(run.code == 64)
        #expect(run.stderr.hasPrefix("error: \(message)\n"), "\(run.stderr)")
    }

    @Test func helpDescribesBothAndTheExitCodes() {
        let run = Run(["help", "app"])
        #expect(run.code == 0)
        #expect(run.stdout.contains("USAGE: flow app test [--app <name>] [--json] [--state <dir>] <definition.flow>"))
        #expect(run.stdout.contains("Exit codes: 0 every check passed, 1 some check failed"))
        #expect(Run(["--help"]).stdout.contains("  app          Test an external app"))
    }

    @Test func theServedDefinitionRunsFlowAppServe() {
        let run = Run(["app", "serve", "SoupChef", "--definition"])
        #expect(run.code == 0)
        #expect(run.stdout.contains(#/\n  handler exec "[^"]+" "app" "serve" "SoupChef"\n/#), "\(run.stdout)")
        #expect(!run.stdout.contains("handler builtin"))
    }
}

extension BinaryTests {
    /// Soup Chef's Swift handlers behind `flow app serve SoupChef` pass the
    /// kit, and a shortcut runs against them as against any external app.
    @Test func soupChefServedOverTheProtocolPassesAndRuns() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-served-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let definition = try run(["app", "serve", "SoupChef", "--definition"])
        #expect(definition.code == 0)
        try definition.stdout.write(to: directory.appendingPathComponent("soupchef-served.flow"), atomically: true, encoding: .utf8)
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let test = try run(["app", "test", directory.appendingPathComponent("soupchef-served.flow").path], environment: environment)
        #expect(test.code == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.hasSuffix("SoupChef: all 22 checks passed\n"), "\(test.stdout)")
        #expect(test.stdout.contains("  ✓ OrderSoup handle: success, orderDetails: 1 Clam Chowder with Croutons\n"))

        try """
        use "soupchef-served.flow"

        shortcut "Served soup" {
          SoupChef.OrderSoup(soup: .clamChowder, quantity: 2, storeLocation: "7401 S Lewis Ave")
          output "${OrderDetails} for ${OrderDetails.total}"
        }
        """.write(to: directory.appendingPathComponent("served.flow"), atomically: true, encoding: .utf8)
        let order = try run(["run", "--yes", "--state", directory.appendingPathComponent("state").path,
                             directory.appendingPathComponent("served.flow").path], environment: environment)
        #expect(order.code == 0, "\(order.stderr)")
        #expect(order.stdout == "Your total is $5.90. Your Clam Chowder order will be ready in 10 minutes.\n2 Clam Chowders for $5.90\n")
    }
}
