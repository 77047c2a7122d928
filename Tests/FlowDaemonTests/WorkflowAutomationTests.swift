import Foundation
import Testing
import FlowApps
import FlowDiagnostics
@testable import FlowCompiler
@testable import FlowDaemon
import FlowRuntime
import FlowState

/// The example automations of Workflows/home-routines.flow, run by the
/// daemon with an injected clock: the ones that reach nothing outside run
/// for real (a time rule on its slot, and an event).
@Suite struct WorkflowAutomationTests {
    @Test func homeRoutinesRunOnTheirSlotAndTheirEvent() throws {
        let path = DaemonTests.packageRoot.appendingPathComponent("Workflows/home-routines.flow").path
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flow-home-\(UUID().uuidString)")
        let clock = DaemonTests.Clock("2026-11-23T07:59:30Z"), log = DaemonTests.Lines()
        let compile: LoadedAutomations.Compile = { path in
            let workspace = Workspace { FileManager.default.contents(atPath: $0).map(Array.init) }
            workspace.addRoot(SourceFile(path: path, bytes: FileManager.default.contents(atPath: path).map(Array.init) ?? []))
            let program = Compiler.compile(workspace)
            return (workspace.hasErrors ? nil : program, workspace.hasErrors ? "errors" : "")
        }
        let runner: @Sendable (ProgramGraph) -> AutomationRunner = { program in
            AutomationRunner(program: program, stateDirectory: state, allowed: { _ in ([], nil) }, makeHandlers: { _, _, _ in (HandlerRegistry(), {}) },
                             now: { clock.now })
        }
        var options = Daemon.Options(stateDirectory: state, files: [path], compile: compile, modified: { _ in nil },
                                     runner: runner, environment: ["TZ": "UTC"], now: { clock.now }, log: { log.add($0) })
        options.bootTime = clock.now.addingTimeInterval(-60)
        let daemon = try Daemon(options: options)
        daemon.start()
        daemon.pass()
        clock.set("2026-11-23T08:00:00Z")
        _ = try EventSpool(stateDirectory: state).post(Event(type: "location.arrive", id: "w1", source: "test", time: clock.now,
                                                             data: ["place": .string("Work")]))
        daemon.pass()
        daemon.waitUntilIdle()
        daemon.shutdown()
        let runs = try StateStore.read(stateDirectory: state).state.history()
        #expect(runs.first { $0.automation == "Vitamins" }?.state == .succeeded, "\(log.all)")
        #expect(runs.first { $0.automation == "Arrive at work" }?.state == .succeeded, "\(log.all)")
        #expect(log.all.contains("Vitamins: Time for your vitamins \u{1F48A}"), "\(log.all)")
        #expect(runs.filter { $0.automation == "Wind down" }.isEmpty, "not its time")
        // "Sync flows at boot" was refused once for this boot, before any step: its shell step needs a capability nobody granted.
        let boot = runs.filter { $0.automation == "Sync flows at boot" }
        #expect(boot.count == 1 && boot.first?.state == .refused && boot.first?.reason?.contains("'shell'") == true, "\(boot)")
        let again = try Daemon(options: options)
        again.start()
        again.waitUntilIdle()
        again.shutdown()
        #expect(try StateStore.read(stateDirectory: state).state.history().filter { $0.automation == "Sync flows at boot" }.count == 1,
                "a restarted daemon does not run it again for the same boot")
    }
}
