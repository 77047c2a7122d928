import Foundation
import Testing
@testable import FlowState

/// Many runs writing at once share fdatasyncs; every acknowledged record is
/// in the journal after the process dies, and `sync: false` records are
/// flushed by themselves.
@Suite struct GroupCommitTests {
    @Test func concurrentRunsAreAllRecordedOnceEach() throws {
        let directory = try temporaryStateDirectory()
        let ids: [String] = try {
            let store = try StateStore.open(stateDirectory: directory)
            let claims = (0..<200).map { index in
                Claim(slot: SlotKey(automation: "Ping", trigger: "event \"ping\"", event: EventKey(source: "test", id: "\(index)")),
                      run: RunRequest(automation: "Ping", eventType: "ping"))
            }
            let runs = try store.claim(claims).map(\.run)
            DispatchQueue.concurrentPerform(iterations: runs.count) { index in
                let id = runs[index].id
                _ = try? store.start(id, sync: false)
                try? store.appendStep(StepRecord(name: "Comment", summary: "Comment", inputs: [:], output: nil, startedAt: Date(), duration: 0),
                                      to: id, sync: false)
                _ = try? store.finish(id, index % 2 == 0 ? .succeeded : .failed("odd"), sync: index % 2 == 0)
            }
            try store.sync()
            // Released explicitly: a background flush may still hold the store for a moment.
            store.close()
            return runs.map(\.id)
        }()
        let store = try StateStore.open(stateDirectory: directory)
        defer { store.close() }
        #expect(store.report.interrupted.isEmpty)
        let runs = store.state.runs
        #expect(ids.allSatisfy { runs[$0]?.state.isFinished == true && runs[$0]?.steps.count == 1 })
        #expect(runs.values.filter { $0.state == .succeeded }.count == 100)
    }

    @Test func afterAFailedFdatasyncTheStoreWritesNothingMore() throws {
        let directory = try temporaryStateDirectory()
        let store = try StateStore.open(stateDirectory: directory)
        defer { store.close() }
        store.syncData = { _, path throws(StateError) in throw .system(operation: "fsync", path: path, errno: EIO) }
        let claim = Claim(slot: SlotKey(automation: "Ping", trigger: "event \"ping\"", event: EventKey(source: "test", id: "1")),
                          run: RunRequest(automation: "Ping", eventType: "ping"))
        #expect(throws: StateError.self) { try store.claim(claim) }
        #expect(store.failure != nil, "the daemon is told to stop")
        // The claim may or may not be on disk: nothing may build on it.
        let again = Claim(slot: SlotKey(automation: "Ping", trigger: "event \"ping\"", event: EventKey(source: "test", id: "2")),
                          run: RunRequest(automation: "Ping", eventType: "ping"))
        #expect(throws: StateError.self) { try store.claim(again) }
    }
}
