import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FlowDaemon
import FlowState

/// `file-changed` triggers through real inotify, and debounced events held
/// in the journal, with the injected clock: no sleeping.
@Suite struct DaemonFileAndDebounceTests {
    typealias Clock = DaemonTests.Clock
    typealias Lines = DaemonTests.Lines
    let support = DaemonTests()

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flow-inbox-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func write(_ path: String, _ text: String = "x") {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = text.withCString { Glibc.write(descriptor, $0, strlen($0)) }
        close(descriptor)
    }

    func runs(_ state: URL, _ automation: String) throws -> [RunRecord] {
        try support.history(state).filter { $0.automation == automation }
    }

    @Test func aFileChangeRunsItsAutomationOnceWithThePathInTheTrigger() throws {
        let state = support.temporaryState(), clock = Clock("2026-11-23T08:00:00Z"), log = Lines()
        let folder = try folder()
        let text = """
            automation "Inbox" {
              when file-changed "\(folder)/x/inbox"
              do {
                show-result("${trigger.event.data.change} ${trigger.event.data.path}")
              }
            }
            """
        let daemon = try support.daemon(state, clock: clock, log: log, text: text)
        #expect(log.all.contains("file-changed \"\(folder)/x/inbox\": \(folder)/x does not exist yet; watching \(folder) until it does"), "\(log.all)")
        daemon.pass()
        mkdir(folder + "/x", 0o755)
        daemon.waitForWork()
        daemon.pass()
        write(folder + "/x/inbox")
        daemon.waitForWork()
        daemon.pass()
        daemon.waitUntilIdle()
        daemon.pass()
        daemon.shutdown()
        let done = try runs(state, "Inbox")
        #expect(done.count == 1 && done.first?.state == .succeeded && done.first?.eventType == "flow.file.changed", "\(log.all)")
        #expect(log.all.contains("Inbox: created \(folder)/x/inbox"), "\(log.all)")
    }

    /// Templates are data: a file named to run code, dropped into a watched
    /// folder, reaches the script as its name and runs nothing.
    @Test func aFileNamedLikeCodeReachesAScriptAsItsName() throws {
        let state = support.temporaryState(), clock = Clock("2026-11-23T08:00:00Z"), log = Lines()
        let folder = try folder()
        mkdir(folder + "/watch", 0o755)
        let text = """
            automation "Echo names" {
              when file-changed "\(folder)/watch"
              do {
                run-shell-script(script: "echo ${trigger.event.data.name} >> \(folder)/names.txt")
              }
            }
            """
        let daemon = try support.daemon(state, clock: clock, log: log, text: text, allowed: [.shell])
        daemon.pass()
        // A file name has no '/': the commands would make their files in the run's working folder.
        let marker = "pwned-\(UUID().uuidString)"
        let name = "a$(touch \(marker))b`touch \(marker)`;touch \(marker)"
        write(folder + "/watch/" + name)
        daemon.waitForWork()
        daemon.pass()
        daemon.waitUntilIdle()
        daemon.pass()
        daemon.shutdown()
        #expect(try runs(state, "Echo names").first?.state == .succeeded, "\(log.all)")
        #expect((try? String(contentsOfFile: folder + "/names.txt", encoding: .utf8)) == name + "\n")
        for place in [folder, folder + "/watch", FileManager.default.currentDirectoryPath] {
            #expect(!FileManager.default.fileExists(atPath: place + "/" + marker))
        }
    }

    @Test func aBurstOfChangesIsDebouncedIntoOneRunForTheLastAndTheHoldSurvivesARestart() throws {
        let state = support.temporaryState(), clock = Clock("2026-11-23T08:00:00Z"), log = Lines()
        let folder = try folder()
        let text = """
            automation "Quiet" {
              when file-changed "\(folder)/*.txt" debounce 5s
              do {
                show-result("quiet after ${trigger.event.data.name}")
              }
            }
            """
        var daemon = try support.daemon(state, clock: clock, log: log, text: text)
        write(folder + "/a.txt")
        daemon.waitForWork()
        daemon.pass()
        clock.set("2026-11-23T08:00:03Z")
        write(folder + "/b.txt")
        daemon.waitForWork()
        daemon.pass()
        #expect(daemon.secondsUntilNextWork() == 5, "the wait starts again with each change")
        clock.set("2026-11-23T08:00:07Z")
        daemon.pass()
        #expect(try runs(state, "Quiet").isEmpty)
        daemon.shutdown()

        clock.set("2026-11-23T08:00:09Z")
        daemon = try support.daemon(state, clock: clock, log: log, text: text)
        #expect(log.all.contains { $0.hasPrefix("Quiet [file-changed \"\(folder)/*.txt\" debounce 5s]: holds event") }, "\(log.all)")
        daemon.pass()
        daemon.waitUntilIdle()
        daemon.pass()
        daemon.shutdown()
        daemon = try support.daemon(state, clock: clock, log: log, text: text)
        daemon.pass()
        daemon.shutdown()
        let done = try runs(state, "Quiet")
        #expect(done.count == 1 && done.first?.state == .succeeded, "\(log.all)")
        #expect(log.all.filter { $0.hasPrefix("Quiet: quiet after") } == ["Quiet: quiet after b.txt"], "\(log.all)")
    }

    @Test func aDebouncedTriggersThrottleCountsTheRunsItLetsThrough() throws {
        let state = support.temporaryState(), clock = Clock("2026-11-23T08:00:00Z"), log = Lines()
        let daemon = try support.daemon(state, clock: clock, log: log, text: """
            automation "Settled" {
              when event "inbox.changed" debounce 1s throttle 1/1h
              mode parallel
              do {
                show-result("settled")
              }
            }
            """)
        defer { daemon.shutdown() }
        // Each event is posted, then its quiet second passes: three debounced runs asked for in an hour.
        for (index, (posted, quiet)) in [("08:00:00", "08:00:01"), ("08:00:02", "08:00:03"), ("08:00:04", "08:00:05")].enumerated() {
            clock.set("2026-11-23T\(posted)Z")
            _ = try EventSpool(stateDirectory: state).post(Event(type: "inbox.changed", id: "e\(index)", source: "test", time: clock.now))
            daemon.pass()
            clock.set("2026-11-23T\(quiet)Z")
            daemon.pass()
            daemon.waitUntilIdle()
        }
        let settled = try runs(state, "Settled")
        #expect(settled.map(\.state) == [.succeeded, .skipped, .skipped], "\(log.all)")
        #expect(settled.last?.reason == "throttled (1 per 1h)")
    }

    @Test func aHeldEventWhoseAutomationIsGoneIsReleased() throws {
        let state = support.temporaryState(), clock = Clock("2026-11-23T08:00:00Z"), log = Lines()
        let held = """
            automation "Quiet" {
              when event "inbox.changed" debounce 10s
              do {
                show-result("quiet")
              }
            }
            """
        var daemon = try support.daemon(state, clock: clock, log: log, text: held)
        _ = try EventSpool(stateDirectory: state).post(Event(type: "inbox.changed", id: "e1", source: "test", time: clock.now))
        daemon.pass()
        daemon.shutdown()
        clock.set("2026-11-23T08:00:20Z")
        daemon = try support.daemon(state, clock: clock, log: log, text: DaemonTests.automations)
        daemon.pass()
        daemon.shutdown()
        #expect(log.all.contains { $0.contains("its automation or trigger is gone") }, "\(log.all)")
        #expect(try StateStore.read(stateDirectory: state).state.debounces.isEmpty)
        #expect(try runs(state, "Quiet").isEmpty)
    }
}

/// The time table: a pass plans only the triggers that are due, and every
/// trigger again when the clock has gone back.
@Suite struct DaemonTimeTableTests {
    @Test func clockStepsBackAreNoticedThoughPassesPlanOnlyWhatIsDue() throws {
        let support = DaemonTests()
        let state = support.temporaryState(), clock = DaemonTests.Clock("2026-11-23T12:29:00Z"), log = DaemonTests.Lines()
        let daemon = try support.daemon(state, clock: clock, log: log)
        for time in ["12:29:00", "12:30:00", "12:10:00", "12:31:00", "08:00:00", "12:30:00", "12:45:00"] {
            clock.set("2026-11-23T\(time)Z")
            daemon.pass()
            daemon.waitUntilIdle()
        }
        daemon.shutdown()
        let runs = try support.history(state).filter { $0.automation == "Weekday lunch" }
        #expect(runs.count == 1, "the 12:30 slot fires once: \(log.all)")
        #expect(log.all.contains { $0.contains("the clock went back more than 3 hours") }, "\(log.all)")
    }
}
