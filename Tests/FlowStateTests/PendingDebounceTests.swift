import Foundation
import Testing
@testable import FlowState

/// A debounced trigger's held event lives in the scheduler journal: it
/// survives the process, a newer event replaces it, and claiming its run
/// releases it in the same record.
@Suite struct PendingDebounceTests {
    let trigger = TriggerID(automation: "Quiet inbox", trigger: "event \"inbox.changed\" debounce 30s")

    func hold(_ id: String, due: Date) throws -> PendingDebounce {
        PendingDebounce(trigger: trigger, event: try Event(type: "inbox.changed", id: id, source: "test", time: due, data: ["n": .integer(1)]), due: due)
    }

    func claim(_ hold: PendingDebounce) -> Claim {
        Claim(slot: hold.slot, run: RunRequest(automation: trigger.automation, eventType: hold.event.type))
    }

    @Test func aHeldEventSurvivesReopenAndTheNewestOfABurstWins() throws {
        let directory = try temporaryStateDirectory()
        let clock = ManualClock()
        let first = try hold("e1", due: clock.now.addingTimeInterval(30))
        let second = try hold("e2", due: clock.now.addingTimeInterval(35))
        try {
            // The process dies at the end of this closure: no close, the lock goes with the store.
            let store = try StateStore.open(stateDirectory: directory, now: clock.function)
            _ = try store.claim([], holding: [first])
            _ = try store.claim([], holding: [second])
        }()
        var store = try StateStore.open(stateDirectory: directory, now: clock.function)
        #expect(store.state.debounces == [trigger: second])
        let result = try store.claim(claim(second))
        #expect(result.isNew && store.state.debounces.isEmpty, "the claim releases the hold")
        store.close()
        store = try StateStore.open(stateDirectory: directory, now: clock.function)
        #expect(store.state.debounces.isEmpty)
        #expect(!(try store.claim(claim(second))).isNew, "its run is claimed once")
        store.close()
    }

    @Test func anEventWhoseRunIsClaimedIsNotHeldAgain() throws {
        let store = try StateStore.open(stateDirectory: try temporaryStateDirectory())
        let held = try hold("e1", due: Date(timeIntervalSince1970: 1_800_000_030))
        _ = try store.claim(claim(held))
        // Delivered again after a crash before delivery: the hold is ignored.
        _ = try store.claim([], holding: [held])
        #expect(store.state.debounces.isEmpty)
        store.close()
    }

    @Test func compactionKeepsHoldsAndReleaseDropsOne() throws {
        let directory = try temporaryStateDirectory()
        var store = try StateStore.open(stateDirectory: directory)
        let held = try hold("e1", due: Date(timeIntervalSince1970: 1_800_000_030))
        _ = try store.claim([], holding: [held])
        try store.compact()
        store.close()
        store = try StateStore.open(stateDirectory: directory)
        #expect(store.state.debounces[trigger] == held)
        try store.release(trigger)
        store.close()
        store = try StateStore.open(stateDirectory: directory)
        #expect(store.state.debounces.isEmpty)
        store.close()
    }
}
