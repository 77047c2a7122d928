import Foundation
import Testing
@testable import FlowState

private func slot(_ minute: Int, automation: String = "Morning", trigger: String = "cron 0 7 * * *") -> SlotKey {
    SlotKey(automation: automation, trigger: trigger, slot: Date(timeIntervalSince1970: 1_800_000_000 + Double(minute) * 60))
}

private let morning = RunRequest(automation: "Morning", shortcut: "Coffee")

@Suite struct StateStoreTests {
    @Test func aSlotIsClaimedOnceEvenAcrossReopen() throws {
        let directory = try temporaryStateDirectory()
        let clock = ManualClock()
        var store = try StateStore.open(stateDirectory: directory, now: clock.function)
        let first = try store.claim(slot: slot(0), newMark: slot(0).instant, run: morning)
        #expect(first.isNew && first.run.state == .claimed && first.run.claimedAt == clock.now)
        let again = try store.claim(slot: slot(0), newMark: slot(0).instant, run: morning)
        #expect(again == .alreadyClaimed(first.run))
        store.close()

        store = try StateStore.open(stateDirectory: directory, now: clock.function)
        let afterReopen = try store.claim(slot: slot(0), newMark: slot(0).instant, run: morning)
        #expect(!afterReopen.isNew && afterReopen.run.id == first.run.id)
        #expect(store.state.mark(for: slot(0).trigger) == slot(0).instant)
    }

    @Test func aBatchIsClaimedTogetherAndAKeyTwiceInOneBatchOnce() throws {
        let store = try StateStore.open(stateDirectory: try temporaryStateDirectory())
        let results = try store.claim([
            Claim(slot: slot(1), newMark: slot(1).instant, run: morning),
            Claim(slot: slot(2), newMark: slot(2).instant, run: morning),
            Claim(slot: slot(1), newMark: slot(1).instant, run: morning),
            Claim(slot: nil, run: RunRequest(shortcut: "By hand")),
        ])
        #expect(results.map(\.isNew) == [true, true, false, true])
        #expect(results[2].run.id == results[0].run.id)
        #expect(Set(results.map(\.run.id)).count == 3)
        #expect(store.state.mark(for: slot(1).trigger) == slot(2).instant)
    }

    @Test func theMarkAndTheRunAreOneRecord() throws {
        let directory = try temporaryStateDirectory()
        let store = try StateStore.open(stateDirectory: directory)
        _ = try store.claim(slot: slot(3), newMark: slot(3).instant, run: morning)
        let journal = directory.appendingPathComponent("scheduler/state.journal")
        let lines = String(decoding: try bytes(of: journal), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines[0].contains("\"mark\":{\"instant\"") && lines[0].contains("\"run\":{"))
    }

    @Test func runsLeftRunningBecomeInterruptedClaimedOnesWaitToStartAndFinishedRunsStay() throws {
        let directory = try temporaryStateDirectory()
        let clock = ManualClock()
        let (claimed, running, done, skipped) = try {
            // The process dies at the end of this closure: no close, the lock goes with the store.
            let store = try StateStore.open(stateDirectory: directory, now: clock.function)
            let claimed = try store.claim(slot: slot(1), newMark: nil, run: morning).run
            let running = try store.claim(slot: slot(2), newMark: nil, run: morning).run
            try store.start(running.id)
            let done = try store.claim(slot: slot(3), newMark: nil, run: morning).run
            try store.start(done.id)
            try store.finish(done.id, .failed("the kitchen is closed"))
            let skipped = try store.claim(Claim(slot: slot(4), newMark: nil, run: morning, skipped: "already running")).run
            return (claimed, running, done, skipped)
        }()
        clock.advance(60)
        let store = try StateStore.open(stateDirectory: directory, now: clock.function)
        // Running: cut short, interrupted. Claimed and never started: it did
        // nothing, so it stays claimed for the daemon to start again.
        #expect(store.report.interrupted.map(\.id) == [running.id])
        #expect(store.report.unstarted.map(\.id) == [claimed.id])
        let state = store.state
        #expect(state.runs[claimed.id]?.state == .claimed)
        #expect(state.runs[running.id]?.state == .interrupted)
        #expect(state.runs[running.id]?.endedAt == clock.now)
        #expect(state.runs[done.id]?.state == .failed && state.runs[done.id]?.reason == "the kitchen is closed")
        #expect(state.runs[skipped.id]?.state == .skipped && state.runs[skipped.id]?.reason == "already running")
        #expect(state.unfinishedRuns.map(\.id) == [claimed.id])
    }

    @Test func aFinishedRunIsNeverRewritten() throws {
        let store = try StateStore.open(stateDirectory: try temporaryStateDirectory())
        let run = try store.claim(slot: slot(1), newMark: nil, run: morning).run
        try store.finish(run.id, .succeeded)
        #expect(throws: StateError.invalidTransition(runID: run.id, from: .succeeded, to: .failed)) {
            try store.finish(run.id, .failed("late"))
        }
        #expect(throws: StateError.invalidTransition(runID: run.id, from: .succeeded, to: .running)) {
            try store.start(run.id)
        }
        #expect(throws: StateError.noSuchRun("nope")) { try store.finish("nope", .succeeded) }
        #expect(store.state.runs[run.id]?.state == .succeeded)
    }

    @Test func stepsAreAppendedDurablyAsTheRunGoes() throws {
        let directory = try temporaryStateDirectory()
        let store = try StateStore.open(stateDirectory: directory)
        let run = try store.claim(slot: slot(1), newMark: nil, run: morning).run
        try store.start(run.id)
        let order = StepRecord(name: "SoupChef.OrderSoup", summary: "Order 2 Clam Chowder",
                               inputs: ["quantity": .integer(2), "soup": .string("clamChowder")],
                               output: .object(["total": .decimal(Decimal(string: "5.9")!)]), duration: 0.25)
        try store.appendStep(order, to: run.id)
        try store.appendStep(StepRecord(name: "send-message", duration: 0.01, error: "no such contact"), to: run.id, sync: false)
        try store.sync()
        // A reader sees the trace while the run is still going.
        let read = try StateStore.read(stateDirectory: directory)
        #expect(read.damage == nil)
        #expect(read.state.runs[run.id]?.state == .running)
        #expect(read.state.runs[run.id]?.steps.map(\.name) == ["SoupChef.OrderSoup", "send-message"])
        #expect(read.state.runs[run.id]?.steps.first == order)
    }

    @Test func historyFiltersByAutomationAndTimeAndFindsRunsByPrefix() throws {
        let clock = ManualClock()
        let store = try StateStore.open(stateDirectory: try temporaryStateDirectory(), now: clock.function)
        let first = try store.claim(slot: slot(1), newMark: nil, run: morning).run
        clock.advance(10)
        let evening = try store.claim(slot: slot(1, automation: "Evening"), newMark: nil, run: RunRequest(automation: "Evening")).run
        clock.advance(10)
        let second = try store.claim(slot: slot(2), newMark: nil, run: morning).run
        let manual = try store.claim(Claim(slot: nil, run: RunRequest(shortcut: "Soup for John"))).run
        let state = store.state
        #expect(state.history().map(\.id) == [first.id, evening.id] + [second.id, manual.id].sorted())
        #expect(state.history(automation: "Morning").map(\.id) == [first.id, second.id])
        #expect(state.history(automation: "Soup for John").map(\.id) == [manual.id])
        #expect(state.history(since: clock.now).count == 2)
        #expect(try state.run(idPrefix: first.id) == first)
        #expect(try state.run(idPrefix: String(evening.id.prefix(12))) == evening)
        #expect(throws: StateError.noSuchRun("zzz")) { try state.run(idPrefix: "zzz") }
        #expect(throws: StateError.noSuchRun("")) { try state.run(idPrefix: "") }
        // Find a prefix two ids share (the empty prefix at worst is refused above; use one hex digit).
        let ids = state.runs.keys.sorted()
        if let shared = (0..<ids.count - 1).first(where: { ids[$0].first == ids[$0 + 1].first }) {
            #expect(throws: StateError.self) { try state.run(idPrefix: String(ids[shared].prefix(1))) }
        }
    }

    @Test func aSecondWriterIsRefusedWhileTheFirstHoldsTheLock() throws {
        let directory = try temporaryStateDirectory()
        let first = try StateStore.open(stateDirectory: directory)
        #expect(throws: StateError.locked(path: directory.path + "/scheduler/lock")) {
            try StateStore.open(stateDirectory: directory)
        }
        first.close()
        #expect(throws: StateError.closed(path: directory.path + "/scheduler/state.journal")) {
            try first.claim(slot: slot(1), newMark: nil, run: morning)
        }
        _ = try StateStore.open(stateDirectory: directory)
    }

    @Test func aDamagedJournalIsReportedAndTheTrustedPrefixKept() throws {
        let directory = try temporaryStateDirectory()
        var store = try StateStore.open(stateDirectory: directory)
        let kept = try store.claim(slot: slot(1), newMark: slot(1).instant, run: morning).run
        try store.finish(kept.id, .succeeded)
        store.close()
        let journal = directory.appendingPathComponent("scheduler/state.journal")
        try write(try bytes(of: journal) + Array("deadbeef {\"claim\":{}}\n".utf8), to: journal)
        store = try StateStore.open(stateDirectory: directory)
        #expect(store.report.setAside?.damage == .checksumMismatch)
        #expect(store.report.setAside?.keptRecords == 2)
        #expect(store.state.runs[kept.id]?.state == .succeeded)
        #expect(files(in: journal.deletingLastPathComponent()).contains { $0.hasPrefix("state.journal.corrupt-") })
    }

    @Test func slotKeysAreExactToTheMillisecond() {
        let a = SlotKey(automation: "a", trigger: "t", slot: Date(timeIntervalSince1970: 1_800_000_000.0004))
        let b = SlotKey(automation: "a", trigger: "t", slot: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(a == b)
        #expect(a.firing == .time(milliseconds: 1_800_000_000_000))
    }
}
