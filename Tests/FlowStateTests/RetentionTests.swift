import Foundation
import Testing
@testable import FlowState

@Suite struct RetentionTests {
    private func claimAndFinish(_ store: StateStore, automation: String, minute: Int) throws -> RunRecord {
        let slot = SlotKey(automation: automation, trigger: "every 1m", slot: Date(timeIntervalSince1970: Double(minute) * 60))
        let run = try store.claim(slot: slot, newMark: slot.instant, run: RunRequest(automation: automation)).run
        return try store.finish(run.id, .succeeded)
    }

    @Test func keepsTheNewestRunsPerAutomationAndNeverUnfinishedOnes() throws {
        let directory = try temporaryStateDirectory()
        let clock = ManualClock()
        let policy = RetentionPolicy(runsPerAutomation: 3, maximumAge: 3600)
        let store = try StateStore.open(stateDirectory: directory, retention: policy, now: clock.function)
        let unfinished = try store.claim(slot: SlotKey(automation: "A", trigger: "t", slot: Date(timeIntervalSince1970: 0)),
                                         newMark: nil, run: RunRequest(automation: "A")).run
        var a: [RunRecord] = []
        for minute in 1...5 {
            clock.advance(1)
            a.append(try claimAndFinish(store, automation: "A", minute: minute))
        }
        let b = try claimAndFinish(store, automation: "B", minute: 1)
        try store.compact()
        let kept = Set(store.state.runs.keys)
        #expect(kept == Set([unfinished.id, b.id] + a.suffix(3).map(\.id)))
        // Marks outlive the runs they came with.
        #expect(store.state.mark(for: TriggerID(automation: "A", trigger: "every 1m")) == Date(timeIntervalSince1970: 300))

        clock.advance(3601)
        try store.compact()
        #expect(Set(store.state.runs.keys) == [unfinished.id])
        store.close()
        // The compacted journal replays to the same state.
        let reopened = try StateStore.open(stateDirectory: directory, retention: policy, now: clock.function)
        #expect(Set(reopened.state.runs.keys) == [unfinished.id])
        #expect(reopened.state.runs[unfinished.id]?.state == .claimed, "claimed and never started: it waits to be started")
    }

    @Test func theJournalIsCompactedByItselfAsItGrows() throws {
        let directory = try temporaryStateDirectory()
        let policy = RetentionPolicy(runsPerAutomation: 10, compactionBytes: 16 * 1024)
        let store = try StateStore.open(stateDirectory: directory, retention: policy)
        for minute in 0..<400 {
            _ = try claimAndFinish(store, automation: "A", minute: minute)
        }
        let journal = directory.appendingPathComponent("scheduler/state.journal")
        #expect(try bytes(of: journal).count < 2 * 16 * 1024 + 4096)
        #expect(store.state.runs.count <= 10 + 400 / 10)
        #expect(store.compactionError == nil)
        #expect(Set(try StateStore.read(stateDirectory: directory).state.runs.keys) == Set(store.state.runs.keys))
    }
}
