import Foundation
import Glibc
import Testing
@testable import FlowState

/// SIGKILL at any instant loses nothing acknowledged and leaves nothing
/// damaged that is trusted. The child (`flow-state-crasher`) writes in a loop
/// and prints the number of each write once the call returned; the test kills
/// it after a varying number of acknowledgements, mid-write as often as not.
@Suite struct CrashTests {
    /// Runs the crasher until it has acknowledged `count` writes, then kills
    /// it; returns the numbers it acknowledged.
    private func runAndKill(_ mode: String, state: URL, after count: Int) throws -> [Int] {
        let binary = try #require(builtExecutable("flow-state-crasher"), "flow-state-crasher was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = [mode, state.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while text.split(separator: "\n").count < count {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .uncaughtSignal, "the crasher stopped by itself: \(text)")
        // Only whole lines are acknowledgements.
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().compactMap { Int($0) }
    }

    /// SIGKILL in the middle of shared-journal appends (the outbox's kind):
    /// every acknowledged record is there, a torn tail is reported, and the
    /// next append sets it aside so the new record is whole.
    @Test(arguments: [1, 7, 33, 120])
    func killingASharedJournalWriterLosesNoAcknowledgedRecord(after count: Int) throws {
        let state = try temporaryStateDirectory()
        let acknowledged = try runAndKill("append", state: state, after: count)
        let journal = SharedJournal(url: state.appendingPathComponent("shared.jsonl"))
        let contents = try journal.read()
        let numbers = contents.records.compactMap { record -> Int? in
            (try? JSONSerialization.jsonObject(with: Data(record)) as? [String: Any])?["n"] as? Int
        }
        #expect(Set(acknowledged).isSubset(of: Set(numbers)), "an acknowledged record is missing")
        #expect(numbers.count <= acknowledged.count + 1, "at most the append under way when the kill came is extra")
        #expect(contents.problems.allSatisfy { $0.damage == .torn }, "\(contents.problems)")
        try journal.append(Array("{\"n\":-1}".utf8))
        let after = try journal.read()
        #expect(after.problems.isEmpty && after.records.count == numbers.count + 1, "the next record is whole and readable")
    }

    @Test(arguments: [1, 5, 17, 40, 90])
    func killingAPosterLosesNoAcknowledgedEvent(after count: Int) throws {
        let state = try temporaryStateDirectory()
        let acknowledged = try runAndKill("post", state: state, after: count)
        #expect(acknowledged.count >= count)
        let consumer = try EventConsumer.open(stateDirectory: state)
        var ids = Set<String>()
        while true {
            let batch = try consumer.pending(limit: 100)
            #expect(batch.unreadable.isEmpty && batch.duplicates.isEmpty)
            if batch.events.isEmpty { break }
            ids.formUnion(batch.events.map(\.event.id))
            try consumer.markDelivered(batch.events)
        }
        #expect(Set(acknowledged.map(String.init)).isSubset(of: ids))
        // At most the one write that was under way when the kill came is extra.
        #expect(ids.count <= acknowledged.count + 1)
    }

    @Test(arguments: [1, 4, 16, 45, 120])
    func killingTheSchedulerLosesNoAcknowledgedClaimAndFiresNoSlotTwice(after count: Int) throws {
        let state = try temporaryStateDirectory()
        let acknowledged = try runAndKill("claim", state: state, after: count)
        let store = try StateStore.open(stateDirectory: state)
        #expect(store.report.setAside == nil || store.report.setAside?.damage == .torn)
        let stateNow = store.state
        // A run claimed and never started waits to be started; none is left running.
        #expect(stateNow.unfinishedRuns.allSatisfy { $0.state == .claimed })
        for number in acknowledged {
            let slot = SlotKey(automation: "crash", trigger: "every", slot: Date(timeIntervalSince1970: Double(number) * 60))
            let run = try #require(stateNow.run(for: slot), "slot \(number) was acknowledged and is gone")
            #expect([.interrupted, .succeeded, .claimed].contains(run.state))
            #expect(try store.claim(slot: slot, newMark: nil, run: RunRequest(automation: "crash")) == .alreadyClaimed(run))
        }
        let last = try #require(acknowledged.last)
        let mark = try #require(stateNow.mark(for: TriggerID(automation: "crash", trigger: "every")))
        #expect(mark >= Date(timeIntervalSince1970: Double(last) * 60))
    }

    /// The daemon's event loop killed anywhere (between claiming and marking
    /// delivered included): each event causes each automation's run once,
    /// and no event acknowledged as delivered is delivered again.
    @Test(arguments: [1, 30, 150])
    func killingTheDeliveringDaemonDeliversEachEventOnce(after count: Int) throws {
        let state = try temporaryStateDirectory()
        let total = 1500
        try EventSpool(stateDirectory: state).post((0..<total).map {
            try Event(type: "crash.test", id: "\($0)", source: "test", data: [:])
        })
        let acknowledged = Set(try runAndKill("deliver", state: state, after: count).map(String.init))
        let store = try StateStore.open(stateDirectory: state, retention: RetentionPolicy(runsPerAutomation: 100_000))
        let consumer = try EventConsumer.open(stateDirectory: state)
        while true {
            let batch = try consumer.pending(limit: 100)
            if batch.events.isEmpty { break }
            #expect(acknowledged.isDisjoint(with: batch.events.map(\.event.id)), "an acknowledged event came back")
            _ = try store.claim(batch.events.flatMap { pending in
                ["first", "second"].map { automation in
                    Claim(slot: SlotKey(automation: automation, trigger: "on crash.test", event: pending.event.key),
                          run: RunRequest(automation: automation))
                }
            })
            try consumer.markDelivered(batch.events)
        }
        let runs = Array(store.state.runs.values)
        #expect(runs.count == 2 * total)
        #expect(Set(runs.compactMap(\.slot)).count == 2 * total)
        for id in 0..<total {
            #expect(consumer.wasDelivered(EventKey(source: "test", id: "\(id)")))
        }
    }
}
