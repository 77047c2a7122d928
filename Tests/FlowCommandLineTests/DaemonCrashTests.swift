import Foundation
import Testing
import FlowTestSupport
@testable import FlowCommandLine

/// The real `flow daemon` killed with SIGKILL at chosen points (the
/// test-only FLOW_DAEMON_FAULT hook), then started again: no slot fires
/// twice, and the run the crash cut short is recorded as interrupted.
@Suite struct DaemonCrashTests {
    static let lunch = """
        use SoupChef

        automation "Weekday lunch" {
          when cron "30 12 * * MON-FRI" tz UTC
          answering soup: .tomatoSoup
          run-without-asking
          do {
            SoupChef.OrderSoup(soup: ask, quantity: 1, storeLocation: "7401 S Lewis Ave")
          }
        }
        """

    /// Runs `flow daemon FILE` until its log shows `until` (then SIGTERM), it
    /// dies, or 20 seconds pass; returns how it ended and its log. SIGTERM is
    /// handled after the pass in progress, and shutdown lets runs finish, so
    /// whatever the first pass starts is in the log.
    func daemon(_ file: String, in directory: URL, state: URL, now: String, fault: String? = nil,
                until: String) throws -> (status: Int32, killed: Bool, log: String) {
        let binary = try #require(BinaryTests.binary, "the flow binary was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["daemon", file, "--state", state.path]
        process.currentDirectoryURL = directory
        var environment = ["FLOW_DAEMON_NOW": now, "TZ": "UTC", "HOME": state.path]
        if let fault { environment["FLOW_DAEMON_FAULT"] = fault }
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) { if process.isRunning { process.terminate() } }
        var log = Data()
        var asked = false
        while true {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            log += chunk
            if !asked && String(decoding: log, as: UTF8.self).contains(until) {
                asked = true
                process.terminate()
            }
        }
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, String(decoding: log, as: UTF8.self))
    }

    static let quietInbox = """
        automation "Quiet inbox" {
          when event "inbox.changed" debounce 30s
          do {
            show-result("handled ${trigger.event.id}")
          }
        }
        """

    /// SIGKILL while a debounced event waits out its quiet time (the event has
    /// left the spool; only the journal holds it), or right after its run is
    /// claimed: the event still runs once, at its deadline, never twice.
    @Test(arguments: [false, true])
    func aDebouncedEventSurvivesSIGKILLAndRunsOnce(killAfterItsClaim: Bool) throws {
        let directory = try temporaryDirectory(["inbox.flow": Self.quietInbox])
        let state = directory.appendingPathComponent("state")
        let posted = Run(["trigger", "inbox.changed", "--id", "e1", "--state", state.path], in: directory)
        #expect(posted.code == 0, "\(posted.stderr)")
        let held = try daemon("inbox.flow", in: directory, state: state, now: "2026-11-23T12:00:00Z", fault: "after-debounce", until: "never")
        #expect(held.killed && held.status == SIGKILL, "killed while holding the event: \(held.log)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.appendingPathComponent("events/new").path).isEmpty,
                "the event has left the spool")

        let early = try daemon("inbox.flow", in: directory, state: state, now: "2026-11-23T12:00:10Z", until: "loaded 1 automation")
        #expect(early.log.contains("holds event e1 from cli until 2026-11-23T12:00:30Z (debounce)"), "the deadline stands: \(early.log)")
        #expect(!early.log.contains("started"), "not before its deadline: \(early.log)")

        let due = try daemon("inbox.flow", in: directory, state: state, now: "2026-11-23T12:00:31Z",
                             fault: killAfterItsClaim ? "after-claim" : nil, until: "succeeded")
        if killAfterItsClaim {
            #expect(due.killed, "\(due.log)")
        } else {
            #expect(due.log.contains("Quiet inbox: handled e1"), "\(due.log)")
        }
        // Claimed and never started, the run had no effects: the next daemon starts it, once.
        let after = try daemon("inbox.flow", in: directory, state: state, now: "2026-11-23T12:01:00Z",
                               until: killAfterItsClaim ? "succeeded" : "loaded 1 automation")
        #expect(!after.log.contains("holds event"), "never held again: \(after.log)")
        if killAfterItsClaim {
            #expect(after.log.contains("claimed but not started when flow stopped; starting it now"), "\(after.log)")
            #expect(after.log.contains("Quiet inbox: handled e1"), "\(after.log)")
        } else {
            #expect(!after.log.contains("started"), "never twice: \(after.log)")
        }
        let runs = history(state, in: directory).split(separator: "\n").filter { $0.contains("Quiet inbox") }
        #expect(runs.count == 1 && runs[0].contains("succeeded"), "\(runs)")
    }

    func history(_ state: URL, in directory: URL) -> String {
        Run(["history", "--state", state.path], in: directory, environment: ["TZ": "UTC"]).stdout
    }

    /// Killed while the run was running, after a step: it is interrupted, never run again.
    @Test func aSlotWhoseRunWasCutShortNeverFiresAgain() throws {
        let directory = try temporaryDirectory(["lunch.flow": Self.lunch])
        let state = directory.appendingPathComponent("state")
        let first = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:30:00Z", fault: "after-step", until: "never")
        #expect(first.killed && !first.log.contains("succeeded"), "killed before the run ended: \(first.log)")
        let second = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:31:00Z", until: "loaded 1 automation")
        #expect(second.status == 0 && !second.killed, "\(second.log)")
        #expect(second.log.contains("was interrupted when flow stopped"), "\(second.log)")
        #expect(!second.log.contains("started"), "the slot must not fire again: \(second.log)")
        let runs = history(state, in: directory)
        #expect(runs.components(separatedBy: "\n").filter { $0.contains("Weekday lunch") }.count == 1, "\(runs)")
        #expect(runs.contains("interrupted"), "\(runs)")
    }

    /// Killed after the run started and before its first step: it did
    /// nothing, so it runs again once, whatever the interrupt policy.
    @Test func aRunCutShortBeforeItsFirstStepRunsAgainOnce() throws {
        let directory = try temporaryDirectory(["lunch.flow": Self.lunch])
        let state = directory.appendingPathComponent("state")
        let first = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:30:00Z", fault: "during-run", until: "never")
        #expect(first.killed, "\(first.log)")
        let second = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:31:00Z", until: "succeeded")
        #expect(second.log.contains("(it had not started a step)"), "\(second.log)")
        let third = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:32:00Z", until: "loaded 1 automation")
        #expect(!third.log.contains("started"), "once: \(third.log)")
        let runs = history(state, in: directory).components(separatedBy: "\n").filter { $0.contains("Weekday lunch") }
        #expect(runs.count == 2 && runs.contains { $0.contains("interrupted") } && runs.contains { $0.contains("succeeded") }, "\(runs)")
    }

    /// Killed after the claim and before the start: the run did nothing, so
    /// the next daemon starts it, the same run, once; the slot never fires anew.
    @Test func aSlotClaimedButNotStartedBeforeACrashRunsOnceAfterIt() throws {
        let directory = try temporaryDirectory(["lunch.flow": Self.lunch])
        let state = directory.appendingPathComponent("state")
        let first = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:30:00Z", fault: "after-claim", until: "never")
        #expect(first.killed && !first.log.contains("succeeded"), "killed before the run started: \(first.log)")
        let second = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:31:00Z", until: "succeeded")
        #expect(second.log.contains("claimed but not started when flow stopped; starting it now"), "\(second.log)")
        let third = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:32:00Z", until: "loaded 1 automation")
        #expect(!third.log.contains("started"), "never twice: \(third.log)")
        let runs = history(state, in: directory).components(separatedBy: "\n").filter { $0.contains("Weekday lunch") }
        #expect(runs.count == 1 && runs[0].contains("succeeded"), "\(runs)")
    }

    /// `on interrupt rerun`: the run cut short runs again once at the next
    /// start, and never again after that.
    @Test func aRunCutShortRunsAgainOnceWhenTheAutomationSaysSo() throws {
        let lunch = Self.lunch.replacingOccurrences(of: "  run-without-asking\n", with: "  run-without-asking\n  on interrupt rerun\n")
        #expect(lunch.contains("on interrupt rerun"))
        let directory = try temporaryDirectory(["lunch.flow": lunch])
        let state = directory.appendingPathComponent("state")
        // SIGKILL right after the order was placed and recorded: the rerun replays it, never orders again.
        let first = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:30:00Z", fault: "after-step", until: "never")
        #expect(first.killed, "\(first.log)")
        let second = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:31:00Z", until: "succeeded")
        #expect(second.log.contains("running it again, replaying the steps it finished (on interrupt rerun)"), "\(second.log)")
        let kitchen = try String(contentsOf: state.appendingPathComponent("apps/SoupChef/kitchen.json"), encoding: .utf8)
        #expect(kitchen.components(separatedBy: "\"number\"").count - 1 == 1, "one order: \(kitchen)")
        let third = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:32:00Z", until: "loaded 1 automation")
        #expect(!third.log.contains("started"), "once: \(third.log)")
        let runs = history(state, in: directory).components(separatedBy: "\n").filter { $0.contains("Weekday lunch") }
        #expect(runs.count == 2 && runs.contains { $0.contains("interrupted") } && runs.contains { $0.contains("succeeded") }, "\(runs)")
    }

    static let queue = """
        automation "Queue" {
          when event "test.ping"
          mode queued max 20
          do {
            wait(0.3s)
            show-result("done ${trigger.event.id}")
          }
        }
        """

    /// The reproduction: ten events queued for a `mode queued`
    /// automation, the daemon killed while the first runs: every run that
    /// had not started is started after the restart; ten runs in all, none
    /// twice, the one cut short recorded as interrupted.
    @Test func queuedRunsThatHadNotStartedRunAfterSIGKILL() throws {
        let directory = try temporaryDirectory(["queue.flow": Self.queue])
        let state = directory.appendingPathComponent("state")
        for index in 1...10 {
            #expect(Run(["trigger", "test.ping", "--id", "e\(index)", "--state", state.path], in: directory).code == 0)
        }
        let first = try daemon("queue.flow", in: directory, state: state, now: "2026-11-23T12:00:00Z", fault: "during-run", until: "never")
        #expect(first.killed, "\(first.log)")
        let second = try daemon("queue.flow", in: directory, state: state, now: "2026-11-23T12:00:05Z", until: "done e10")
        #expect(second.log.components(separatedBy: "starting it now").count - 1 >= 8, "\(second.log)")
        let runs = history(state, in: directory).components(separatedBy: "\n").filter { $0.contains("Queue") }
        // The one cut short before its first step did nothing: it runs again too (a rerun of its own in history).
        #expect(runs.filter { $0.contains("succeeded") }.count == 10, "\(runs)\n\(second.log)")
        #expect(runs.filter { $0.contains("interrupted") }.count <= 1, "\(runs)")
    }

    @Test func lunchMissedWhileTheDaemonWasDownRunsOnceWithLateBy() throws {
        let directory = try temporaryDirectory(["lunch.flow": Self.lunch])
        let state = directory.appendingPathComponent("state")
        let first = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:00:00Z", until: "loaded 1 automation")
        #expect(first.log.contains("loaded 1 automation"), "\(first.log)")
        let second = try daemon("lunch.flow", in: directory, state: state, now: "2026-11-23T12:45:00Z", until: "Weekday lunch: run")
        #expect(second.log.contains("Weekday lunch: run") && second.log.contains("15m late"), "\(second.log)")
        let runs = history(state, in: directory)
        #expect(runs.contains("Weekday lunch  succeeded  slot 12:30, 15m late, missed 1"), "\(runs)")
    }

    @Test(arguments: ["inf", "-1", "nan", "soon"])
    func aGracePeriodThatIsNotSecondsIsAUsageError(_ grace: String) throws {
        let directory = try temporaryDirectory(["lunch.flow": Self.lunch])
        let run = Run(["daemon", "lunch.flow", "--grace", grace, "--state", directory.appendingPathComponent("state").path], in: directory)
        #expect(run.code == 64)
        #expect(run.stderr.contains("--grace takes seconds"), "\(run.stderr)")
    }

    @Test func missingFilesAreAUsageError() throws {
        let directory = try temporaryDirectory([:])
        let run = Run(["daemon", "nowhere.flow", "--state", directory.path], in: directory)
        #expect(run.code == 64 && run.stderr.contains("nowhere.flow"), "\(run.stderr)")
    }

    /// The daemon killed with SIGKILL at random moments, again and again,
    /// while queued events run: in the end every event ran exactly once, or
    /// its run was cut short and is recorded interrupted (and, if it had not
    /// started a step, ran again once); none ran twice.
    @Test(arguments: [7, 42])
    func aDaemonKilledAtRandomRunsEveryEventOnceOrRecordsItInterrupted(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let binary = try #require(BinaryTests.binary)
        let directory = try temporaryDirectory(["queue.flow": Self.queue.replacingOccurrences(of: "wait(0.3s)", with: "wait(0.1s)")])
        let state = directory.appendingPathComponent("state")
        let events = 12
        for index in 1...events {
            #expect(Run(["trigger", "test.ping", "--id", "e\(index)", "--state", state.path], in: directory).code == 0)
        }
        func start() throws -> Process {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["daemon", "queue.flow", "--state", state.path]
            process.currentDirectoryURL = directory
            process.environment = ["HOME": state.path, "TZ": "UTC"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        func runs() -> [[String: Any]] {
            let history = Run(["history", "--json", "--state", state.path], in: directory)
            return (try? JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]]) ?? []
        }
        for _ in 0..<6 {
            let daemon = try start()
            usleep(UInt32(50_000 + random.next() % 300_000))
            kill(daemon.processIdentifier, SIGKILL)
            daemon.waitUntilExit()
        }
        // A last daemon finishes what is left; stopped once every event's run has ended.
        let last = try start()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let ended = runs().filter { ["succeeded", "interrupted"].contains($0["state"] as? String ?? "") }
            if Set(ended.compactMap { ($0["event"] as? [String: Any])?["id"] as? String }).count == events { break }
            usleep(100_000)
        }
        last.terminate()
        last.waitUntilExit()
        let all = runs()
        for index in 1...events {
            let mine = all.filter { (($0["event"] as? [String: Any])?["id"] as? String) == "e\(index)" }
            let states = mine.compactMap { $0["state"] as? String }.sorted()
            // A run cut short before its first step did nothing and runs again: interrupted, then its rerun.
            #expect(states == ["succeeded"] || states == ["interrupted"] || states == ["interrupted", "succeeded"], "event e\(index): \(states)")
        }
    }
}
