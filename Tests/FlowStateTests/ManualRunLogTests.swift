import Foundation
import Testing
@testable import FlowState

/// `flow run`'s history: each run its own journal, cut-off runs shown as
/// interrupted, damage never trusted, the folder bounded.
@Suite struct ManualRunLogTests {
    let clock = ManualClock()

    func step(_ name: String) -> StepRecord {
        StepRecord(name: name, summary: name, inputs: [:], output: nil, startedAt: clock.now, duration: 0.5)
    }

    @Test func aRunIsRecordedWithItsStepsAndOutcome() throws {
        let state = try temporaryStateDirectory()
        let log = try ManualRunLog.begin(stateDirectory: state, shortcut: "Soup for John", now: clock.now)
        #expect(ManualRunLog.runs(stateDirectory: state).map(\.state) == [.running], "a run in progress is running, not interrupted")
        try log.appendStep(step("Order 2 Clam Chowder"))
        clock.advance(2)
        try log.finish(.failed("the kitchen is closed"), at: clock.now)
        let runs = ManualRunLog.runs(stateDirectory: state)
        #expect(runs.count == 1)
        #expect(runs[0].shortcut == "Soup for John" && runs[0].automation == nil && runs[0].name == "Soup for John")
        #expect(runs[0].state == .failed && runs[0].reason == "the kitchen is closed")
        #expect(runs[0].steps.map(\.name) == ["Order 2 Clam Chowder"])
        #expect(runs[0].endedAt == clock.now)
        #expect(!files(in: state.appendingPathComponent("scheduler/manual")).contains { $0.hasSuffix(".lock") })
    }

    @Test func aRunCutOffBeforeItsEndIsInterrupted() throws {
        let state = try temporaryStateDirectory()
        do {
            // Never finished: its lock goes with it, as when the process is killed.
            let log = try ManualRunLog.begin(stateDirectory: state, shortcut: "Lunch", now: clock.now)
            try log.appendStep(step("Order"))
        }
        let runs = ManualRunLog.runs(stateDirectory: state)
        #expect(runs.map(\.state) == [.interrupted])
        #expect(runs[0].reason == "flow run stopped before the run ended")
    }

    @Test func historySeesManualRunsBesideTheDaemons() throws {
        let state = try temporaryStateDirectory()
        let log = try ManualRunLog.begin(stateDirectory: state, shortcut: "Soup for John", now: clock.now)
        try log.finish(.succeeded, at: clock.now)
        var scheduler = SchedulerState()
        scheduler.include(ManualRunLog.runs(stateDirectory: state))
        #expect(scheduler.history(automation: "Soup for John").map(\.id) == [log.record.id])
        #expect(try scheduler.run(idPrefix: String(log.record.id.prefix(5))).id == log.record.id)
    }

    @Test func aDamagedJournalKeepsWhatItTrusted() throws {
        let state = try temporaryStateDirectory()
        let log = try ManualRunLog.begin(stateDirectory: state, shortcut: "Lunch", now: clock.now)
        try log.finish(.succeeded, at: clock.now)
        let folder = state.appendingPathComponent("scheduler/manual")
        let journal = folder.appendingPathComponent(files(in: folder).first { $0.hasSuffix(".journal") }!)
        var content = try bytes(of: journal)
        content[content.count - 5] ^= 0x20
        try write(content, to: journal)
        try write(Array("not a journal\n".utf8), to: folder.appendingPathComponent("000000000000001-abc.journal"))
        let runs = ManualRunLog.runs(stateDirectory: state)
        #expect(runs.map(\.state) == [.interrupted], "the finish record failed its checksum, so the run's end is unknown")
    }

    @Test func theFolderIsBoundedByAgeAndCount() throws {
        let state = try temporaryStateDirectory()
        let old = try ManualRunLog.begin(stateDirectory: state, shortcut: "Old", now: clock.now)
        try old.finish(.succeeded, at: clock.now)
        clock.advance(31 * 24 * 3600)
        let new = try ManualRunLog.begin(stateDirectory: state, shortcut: "New", now: clock.now)
        try new.finish(.succeeded, at: clock.now)
        #expect(ManualRunLog.runs(stateDirectory: state).map(\.shortcut) == ["New"])
        let folder = state.appendingPathComponent("scheduler/manual").path
        for index in 0..<(ManualRunLog.maximumRuns + 5) {
            try write([], to: URL(fileURLWithPath: folder + "/" + ManualRunLog.stamp(clock.now.addingTimeInterval(Double(index))) + "-\(index).journal"))
        }
        ManualRunLog.prune(folder: folder, now: clock.now.addingTimeInterval(3600), retention: RetentionPolicy())
        #expect(files(in: URL(fileURLWithPath: folder)).count == ManualRunLog.maximumRuns - 1)
    }
}
