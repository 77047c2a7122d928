import Foundation
import Testing
import FlowApps
import FlowDiagnostics
@testable import FlowCompiler
@testable import FlowDaemon
import FlowRuntime
import FlowState

/// The daemon driven pass by pass with an injected clock: no sleeping.
@Suite struct DaemonTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var current: Date
        init(_ text: String) { current = ISO8601DateFormatter().date(from: text)! }
        var now: Date { lock.withLock { current } }
        func set(_ text: String) { lock.withLock { current = ISO8601DateFormatter().date(from: text)! } }
    }

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var all: [String] { lock.withLock { lines } }
        func add(_ line: String) { lock.withLock { lines.append(line) } }
    }

    static let automations = """
        use "soupchef.flow"

        automation "Weekday lunch" {
          when cron "30 12 * * MON-FRI" tz UTC
          answering soup: .tomatoSoup
          run-without-asking
          do {
            SoupChef.OrderSoup(soup: ask, quantity: 1, storeLocation: "7401 S Lewis Ave")
          }
        }

        automation "Arrive at work" {
          when event "location.arrive" where place == "Work"
          do {
            show-result("Arrived at ${trigger.event.data.place}")
          }
        }
        """

    func daemon(_ state: URL, clock: Clock, log: Lines, text: String = automations, allowed: Permissions = []) throws -> Daemon {
        let soupChef = try String(contentsOf: Self.packageRoot.appendingPathComponent("Workflows/soupchef.flow"), encoding: .utf8)
        let compile: LoadedAutomations.Compile = { path in
            let workspace = Workspace { $0.hasSuffix("soupchef.flow") ? Array(soupChef.utf8) : nil }
            workspace.addRoot(SourceFile(path: path, text: text))
            let program = Compiler.compile(workspace)
            return (workspace.hasErrors ? nil : program, workspace.hasErrors ? "errors" : "")
        }
        let runner: @Sendable (ProgramGraph) -> AutomationRunner = { program in
            AutomationRunner(program: program, stateDirectory: state, allowed: { _ in (allowed, nil) }, makeHandlers: { apps, _, _ in
                var registry = HandlerRegistry()
                if let app = apps.first(where: { $0.name == "SoupChef" }) { try registry.register(SoupChefHandler.make(), for: app) }
                return (registry, {})
            }, now: { clock.now })
        }
        let options = Daemon.Options(stateDirectory: state, files: ["/virtual/lunch.flow"], compile: compile, modified: { _ in nil },
                                     runner: runner, environment: ["TZ": "UTC"], now: { clock.now }, log: { log.add($0) })
        let daemon = try Daemon(options: options)
        daemon.start()
        return daemon
    }

    func temporaryState() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("flow-daemon-\(UUID().uuidString)")
    }

    func history(_ state: URL) throws -> [RunRecord] {
        try StateStore.read(stateDirectory: state).state.history()
    }

    @Test func aSlotFiresOnceOnTime() throws {
        let state = temporaryState(), clock = Clock("2026-11-23T12:29:00Z"), log = Lines()
        let daemon = try daemon(state, clock: clock, log: log)
        daemon.pass()
        #expect(daemon.secondsUntilNextWork() == 30, "never one long timer")
        clock.set("2026-11-23T12:30:00Z")
        #expect(daemon.secondsUntilNextWork() == 0)
        daemon.pass()
        daemon.pass()
        daemon.waitUntilIdle()
        clock.set("2026-11-23T12:31:00Z")
        daemon.pass()
        daemon.waitUntilIdle()
        daemon.shutdown()
        let runs = try history(state).filter { $0.automation == "Weekday lunch" }
        #expect(runs.count == 1)
        #expect(runs.first?.state == .succeeded && runs.first?.steps.count == 1)
        #expect(log.all.contains("Weekday lunch: Your total is $2.50. Your Tomato Soup order will be ready in 10 minutes."), "\(log.all)")
    }

    @Test func aSlotMissedWhileDownRunsOnceLateAfterARestart() throws {
        let state = temporaryState(), clock = Clock("2026-11-23T12:00:00Z"), log = Lines()
        var daemon = try daemon(state, clock: clock, log: log)
        daemon.pass()
        daemon.shutdown()
        clock.set("2026-11-23T12:45:00Z")
        daemon = try self.daemon(state, clock: clock, log: log)
        daemon.pass()
        daemon.waitUntilIdle()
        daemon.pass()
        daemon.shutdown()
        daemon = try self.daemon(state, clock: clock, log: log)
        daemon.pass()
        daemon.shutdown()
        let runs = try history(state).filter { $0.automation == "Weekday lunch" }
        #expect(runs.count == 1)
        #expect(runs.first?.lateBy == 900 && runs.first?.missed == 1 && runs.first?.state == .succeeded)
    }

    @Test func eventsPostedWhileDownAreDeliveredOnceAndFiltered() throws {
        let state = temporaryState(), clock = Clock("2026-11-23T08:00:00Z"), log = Lines()
        let spool = EventSpool(stateDirectory: state)
        _ = try spool.post(Event(type: "location.arrive", id: "a1", source: "test", time: clock.now, data: ["place": .string("Work")]))
        _ = try spool.post(Event(type: "location.arrive", id: "a1", source: "test", time: clock.now, data: ["place": .string("Work")]))
        _ = try spool.post(Event(type: "location.arrive", id: "a2", source: "test", time: clock.now, data: ["place": .string("Home")]))
        let daemon = try daemon(state, clock: clock, log: log)
        daemon.pass()
        daemon.waitUntilIdle()
        daemon.pass()
        daemon.shutdown()
        let runs = try history(state).filter { $0.automation == "Arrive at work" }
        #expect(runs.count == 1 && runs.first?.state == .succeeded)
        #expect(log.all.filter { $0 == "Arrive at work: Arrived at Work" }.count == 1, "\(log.all)")
    }

    @Test func runEventsLetAutomationsChain() throws {
        let state = temporaryState(), clock = Clock("2026-11-23T08:00:00Z"), log = Lines()
        let text = Self.automations + """

            automation "After arriving" {
              when event "flow.run.finished" where automation == "Arrive at work"
              do {
                show-result("chained")
              }
            }
            """
        let daemon = try daemon(state, clock: clock, log: log, text: text)
        _ = try EventSpool(stateDirectory: state).post(Event(type: "location.arrive", id: "b1", source: "test", time: clock.now, data: ["place": .string("Work")]))
        daemon.pass()
        daemon.waitUntilIdle()
        daemon.pass()
        daemon.waitUntilIdle()
        daemon.shutdown()
        #expect(log.all.contains("After arriving: chained"), "\(log.all)")
    }

    @Test func aSecondDaemonOnOneStateDirectoryIsRefused() throws {
        let state = temporaryState(), clock = Clock("2026-11-23T08:00:00Z"), log = Lines()
        let first = try daemon(state, clock: clock, log: log)
        #expect(throws: StateError.self) { _ = try self.daemon(state, clock: clock, log: log) }
        first.shutdown()
    }
}
