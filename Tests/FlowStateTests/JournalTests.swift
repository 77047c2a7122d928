import FlowTestSupport
import Foundation
import Testing
@testable import FlowState

private struct Note: Codable, Equatable {
    var number: Int
    var text: String
}

private let now = Date(timeIntervalSince1970: 1_800_000_000)

private func notes(_ count: Int) -> [Note] {
    (0..<count).map { Note(number: $0, text: String(repeating: "é\n\"", count: $0 % 5)) }
}

/// A journal at a fresh path holding `records`, and its bytes.
private func journalFile(_ records: [Note]) throws -> (path: String, bytes: [UInt8]) {
    let path = try temporaryStateDirectory().appendingPathComponent("notes.journal").path
    let (journal, _, _) = try Journal<Note>.open(path: path, now: now)
    try journal.append(records)
    return (path, try bytes(of: URL(fileURLWithPath: path)))
}

@Suite struct JournalTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func recordsRoundTripAcrossReopen() throws {
        let (path, bytes) = try journalFile(notes(20))
        #expect(bytes.filter { $0 == JournalFraming.newline }.count == 20)
        let (journal, records, report) = try Journal<Note>.open(path: path, now: now)
        #expect(records == notes(20))
        #expect(report == nil)
        try journal.append([Note(number: 99, text: "more")], sync: false)
        try journal.sync()
        #expect(try Journal<Note>.read(path: path).records == notes(20) + [Note(number: 99, text: "more")])
    }

    @Test func aMissingJournalIsEmptyAndCreated() throws {
        let path = try temporaryStateDirectory().appendingPathComponent("deeper/notes.journal").path
        #expect(try Journal<Note>.read(path: path).records.isEmpty)
        let (_, records, report) = try Journal<Note>.open(path: path, now: now)
        #expect(records.isEmpty && report == nil && FileManager.default.fileExists(atPath: path))
    }

    /// A crash can cut the last append anywhere: at every byte of the last
    /// record, the records before it are kept, the torn tail is cut off and
    /// reported, and appending afterwards starts on a clean line.
    @Test func aTornLastRecordIsCutOffAtEveryByteOffset() throws {
        let all = notes(6)
        let (_, whole) = try journalFile(all)
        let (_, withoutLast) = try journalFile(Array(all.dropLast()))
        for cut in withoutLast.count..<whole.count {
            let (path, _) = try journalFile([])
            try write(Array(whole[..<cut]), to: URL(fileURLWithPath: path))
            let (journal, records, report) = try Journal<Note>.open(path: path, now: now)
            #expect(records == Array(all.dropLast()), "cut at \(cut)")
            if cut == withoutLast.count {
                #expect(report == nil)
            } else {
                #expect(report?.damage == .torn, "cut at \(cut)")
                #expect(report?.droppedBytes == cut - withoutLast.count)
                #expect(report?.preservedAs == nil)
            }
            try journal.append([Note(number: 7, text: "after")])
            #expect(try Journal<Note>.read(path: path).records == Array(all.dropLast()) + [Note(number: 7, text: "after")])
        }
    }

    @Test func aDamagedRecordIsSetAsideKeepingTheRecordsBeforeIt() throws {
        let (path, original) = try journalFile(notes(5))
        var bytes = original
        let thirdLine = bytes.indices.filter { bytes[$0] == JournalFraming.newline }[1] + 1
        bytes[thirdLine + 12] ^= 0x20
        try write(bytes, to: URL(fileURLWithPath: path))
        let (_, records, report) = try Journal<Note>.open(path: path, now: now)
        #expect(records == Array(notes(5).prefix(2)))
        let setAside = try #require(report)
        #expect(setAside.damage == .checksumMismatch)
        #expect(setAside.offset == thirdLine)
        #expect(setAside.keptRecords == 2)
        #expect(setAside.preservedAs == path + ".corrupt-20270115T080000Z")
        #expect(try FlowStateTests.bytes(of: URL(fileURLWithPath: path + ".corrupt-20270115T080000Z")) == bytes)
        #expect(setAside.description.contains("set the damaged file aside"))
        // The repaired journal is trusted as it is now.
        let (_, again, secondReport) = try Journal<Note>.open(path: path, now: now)
        #expect(again == records && secondReport == nil)
    }

    @Test func aRecordWithAValidChecksumButForeignJSONIsNotTrusted() throws {
        let (path, bytes) = try journalFile(notes(2))
        let foreign = try #require(JournalFraming.frame(Array("{\"other\":true}".utf8)))
        try write(bytes + foreign + bytes, to: URL(fileURLWithPath: path))
        let (_, records, report) = try Journal<Note>.open(path: path, now: now)
        #expect(records == notes(2))
        #expect(report?.damage == .undecodable)
    }

    /// Random damage never traps and is never trusted: what comes back is
    /// always a prefix of what was written, and the repaired file reopens clean.
    @Test func randomDamageIsNeverTrustedAndNeverTraps() throws {
        let original = notes(12)
        let (_, bytes) = try journalFile(original)
        var random = SeededGenerator(seed: 0x5EED_0F_F10E)
        let path = try journalFile([]).path
        for round in 0..<400 {
            var damaged = bytes
            switch round % 4 {
            case 0:
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                }
            case 1:
                damaged.insert(contentsOf: (0..<Int.random(in: 1...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) },
                               at: Int.random(in: 0..<damaged.count, using: &random))
            case 2:
                damaged.replaceSubrange(Int.random(in: 0..<damaged.count - 64, using: &random)..<damaged.count - 32,
                                        with: [UInt8](repeating: 0, count: 100))
            default:
                damaged = (0..<Int.random(in: 0...600, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            }
            try write(damaged, to: URL(fileURLWithPath: path))
            let (_, records, _) = try Journal<Note>.open(path: path, now: now)
            #expect(Array(original.prefix(records.count)) == records, "round \(round)")
            let (_, again, report) = try Journal<Note>.open(path: path, now: now)
            #expect(again == records && report == nil, "round \(round)")
        }
    }

    @Test func rewriteKeepsOnlyTheGivenRecordsAndAppendsContinue() throws {
        let (path, _) = try journalFile(notes(50))
        let (journal, _, _) = try Journal<Note>.open(path: path, now: now)
        let before = journal.size
        try journal.rewrite(Array(notes(50).suffix(3)))
        #expect(journal.size < before)
        try journal.append([Note(number: 100, text: "after compaction")])
        #expect(try Journal<Note>.read(path: path).records == Array(notes(50).suffix(3)) + [Note(number: 100, text: "after compaction")])
        #expect(files(in: URL(fileURLWithPath: path).deletingLastPathComponent()) == ["notes.journal"])
    }

    @Test func readingNeverRepairs() throws {
        let (path, bytes) = try journalFile(notes(3))
        try write(bytes + Array("0000".utf8), to: URL(fileURLWithPath: path))
        let scan = try Journal<Note>.read(path: path)
        #expect(scan.records == notes(3) && scan.damage == .torn)
        #expect(try FlowStateTests.bytes(of: URL(fileURLWithPath: path)).count == bytes.count + 4)
    }
}
