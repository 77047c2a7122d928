import Foundation
import Testing
@testable import FlowState

/// A run's step journal: what finished, what was in flight, what was used,
/// and damage reported by the file's full path, never trusted.
@Suite struct StepJournalTests {
    @Test func aStepThatStartedAndDidNotFinishIsInFlight() throws {
        let state = try temporaryStateDirectory()
        let journal = StepJournal(stateDirectory: state, runID: "0123-abc")
        #expect(!journal.exists)
        try journal.append(.input(place: "run", kind: "digest", value: "\"d1\""))
        try journal.append(.started(place: "n0"))
        try journal.append(.finished(place: "n0", output: "{\"integer\":5}"))
        try journal.append(.started(place: "n1@2"))
        let replay = try journal.read()
        #expect(replay.finished == ["n0": "{\"integer\":5}"])
        #expect(replay.unfinished == ["n1@2"])
        #expect(replay.inputs["run"]?.map(\.value) == ["\"d1\""])
        #expect(replay.warnings.isEmpty)
        #expect(journal.path == state.path + "/runs/0123-abc.steps")
    }

    @Test func aTornLastRecordIsReportedByPathAndNotTrusted() throws {
        let state = try temporaryStateDirectory()
        let journal = StepJournal(stateDirectory: state, runID: "r")
        try journal.append(.started(place: "n0"))
        try journal.append(.finished(place: "n0", output: "null"))
        let whole = try bytes(of: URL(fileURLWithPath: journal.path))
        // A crash in the middle of the next append: half of a record.
        try write(whole + Array("1234abcd {\"started\":\"n".utf8), to: URL(fileURLWithPath: journal.path))
        let replay = try journal.read()
        #expect(replay.finished == ["n0": "null"])
        #expect(replay.unfinished.isEmpty)
        #expect(replay.warnings.count == 1)
        #expect(replay.warnings.first?.contains(journal.path) == true)
    }

    @Test func aRunIDIsAFileNameOfItsOwn() {
        #expect(StepJournal.fileName("../../etc/passwd") == "______etc_passwd.steps")
    }

    @Test func aKeyedAppendKeepsOneRecordPerKey() throws {
        let state = try temporaryStateDirectory()
        let shared = SharedJournal(url: state.appendingPathComponent("outbox.jsonl"))
        let same: ([UInt8]) -> Bool = { $0 == Array("{\"key\":\"a\"}".utf8) }
        #expect(try shared.append(Array("{\"key\":\"a\"}".utf8), unlessAny: same).appended)
        #expect(try !shared.append(Array("{\"key\":\"a\"}".utf8), unlessAny: same).appended)
        #expect(try shared.read().records.count == 1)
    }
}
