import Foundation
import Testing
import FlowCompiler
import FlowDiagnostics
@testable import FlowRuntime

/// The URL actions that need no network, and the machine's details.
@Suite struct URLAndMachineTests {
    @Test func aURLsPartsAndAURLFromParts() async throws {
        let program = """
        shortcut "Parts" {
          let link = "https://chef:secret@example.com:8080/soups/tomato%20basil?day=mon&note=a%26b#today"
          show-result(get-component-of-url(link, component: "scheme"))
          show-result(get-component-of-url(link, component: "host"))
          show-result(get-component-of-url(link, component: "port") + 1)
          show-result(get-component-of-url(link, component: "path"))
          show-result(get-component-of-url(link, component: "query"))
          show-result(get-component-of-url(link, component: "fragment"))
          show-result(get-component-of-url(link, component: "user"))
          let items = get-component-of-url(link, component: "query-items")
          show-result(items["note"])
          let port = get-component-of-url("https://example.com/", component: "port")
          show-result("[${port}]")
          show-result(make-url(host: "example.com", port: 8080, path: "/soups/tomato basil", query: ["note": "a&b=c", "day": "mon"], fragment: "top"))
          show-result(get-urls-from-input("Menu at https://example.com/menu, photos at www.example.org."))
        }
        """
        let outcome = try await run(program)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.transcript.lines == [
            "https", "example.com", "8081", "/soups/tomato basil", "day=mon&note=a%26b", "today", "chef", "a&b", "[]",
            "https://example.com:8080/soups/tomato%20basil?note=a%26b%3Dc&day=mon#top",
            "https://example.com/menu, https://www.example.org",
        ])
    }

    @Test func aComponentThatIsNoneIsAnErrorWhenChecked() async throws {
        await #expect(throws: RunFailure.self) { try await run("shortcut \"t\" {\n  get-component-of-url(\"https://a.b\", component: \"hots\")\n}\n") }
        let badPort = try await run("shortcut \"t\" {\n  make-url(host: \"a.b\", port: 70000)\n}\n")
        #expect(badPort.failure?.description.contains("a port is 0 to 65535") == true)
        // A scheme is one of the choices; a host's bytes that are no host name's are encoded (Foundation would trap on them).
        await #expect(throws: RunFailure.self) { try await run("shortcut \"t\" {\n  make-url(scheme: \"1 x\", host: \"a.b\")\n}\n") }
        let odd = try await run("shortcut \"t\" {\n  show-result(make-url(host: \"a b/c\", path: \"\"))\n  show-result(make-url(scheme: \"http\", host: \"[::1]\", port: 8080, path: \"x\"))\n}\n")
        #expect(odd.transcript.lines == ["https://a%20b%2Fc/", "http://[::1]:8080/x"], "\(String(describing: odd.failure))")
    }

    @Test func theEnvironmentAndTheMachineAreRead() async throws {
        let program = """
        shortcut "Machine" {
          show-result(get-environment-variable("HOME"))
          let unset = get-environment-variable("FLOW_SURELY_UNSET_VARIABLE")
          show-result("[${unset}]")
          show-result(get-device-details(detail: "cpu-count") > 0)
          show-result(get-device-details(detail: "host-name"))
          show-result("${get-type(unset)} ${get-type([1])} ${get-type(2.5)}")
        }
        """
        let outcome = try await run(program)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.transcript.lines == [ProcessInfo.processInfo.environment["HOME"] ?? "", "[]", "yes", ProcessInfo.processInfo.hostName, "Nothing List Decimal"])
    }

    /// The run's sleep is asked for the time left on the run's clock (the
    /// test's records it); a moment already past goes on at once.
    @Test func waitingUntilADateSleepsTheTimeLeft() async throws {
        let source = "shortcut \"t\" {\n  wait-until(\"2030-01-01T00:01:30Z\")\n  wait-until(\"2001-01-01T00:00:00Z\")\n  show-result(\"on\")\n}\n"
        let workspace = Workspace { _ in nil }
        workspace.addRoot(SourceFile(path: "test.flow", text: source))
        let program = Compiler.compile(workspace)
        #expect(!workspace.hasErrors, "\(workspace.allDiagnostics.flatMap(\.1).map(\.message))")
        let transcript = Transcript()
        let start = try #require(ISO8601DateFormatter().date(from: "2030-01-01T00:00:00Z"))
        let environment = RunEnvironment(registry: HandlerRegistry(), conversation: PreparedAnswers(answers: [], confirmAll: false, output: { transcript.add($0) }),
                                         output: { transcript.add($0) }, stateDirectory: FileManager.default.temporaryDirectory,
                                         now: { start }, sleep: { transcript.add("(wait \($0)s)") })
        let interpreter = Interpreter(program: program, graph: program.shortcuts[0], environment: environment)
        try await interpreter.run()
        #expect(transcript.lines == ["(wait 90.0s)", "on"])
    }
}
