import Foundation
import Testing
@testable import FlowState

private func event(_ id: String, source: String = "test", at seconds: Double = 0, data: [String: JSONValue] = [:]) throws -> Event {
    try Event(type: "test.event", id: id, source: source, time: Date(timeIntervalSince1970: 1_800_000_000 + seconds), data: data)
}

@Suite struct EventSpoolTests {
    @Test func postedEventsArePendingInPostingOrderAndDeliveredOnce() throws {
        let directory = try temporaryStateDirectory()
        let spool = EventSpool(stateDirectory: directory)
        for (index, id) in ["c", "a", "b"].enumerated() {
            try spool.post(try event(id, at: Double(index), data: ["place": .string("Work")]))
        }
        let consumer = try EventConsumer.open(stateDirectory: directory)
        let batch = try consumer.pending()
        #expect(batch.events.map(\.event.id) == ["c", "a", "b"])
        #expect(batch.events[0].event.data == ["place": .string("Work")])
        // Until they are marked delivered, they stay pending.
        #expect(try consumer.pending().events == batch.events)
        try consumer.markDelivered(Array(batch.events.prefix(2)))
        #expect(try consumer.pending().events.map(\.event.id) == ["b"])
        #expect(files(in: directory.appendingPathComponent("events/cur")) == batch.events.prefix(2).map(\.fileName).sorted())
        #expect(consumer.wasDelivered(EventKey(source: "test", id: "c")))
        #expect(!consumer.wasDelivered(EventKey(source: "test", id: "b")))
    }

    @Test func theLimitBoundsABatch() throws {
        let directory = try temporaryStateDirectory()
        try EventSpool(stateDirectory: directory).post((0..<10).map { try event("\($0)", at: Double($0)) })
        let consumer = try EventConsumer.open(stateDirectory: directory)
        #expect(try consumer.pending(limit: 4).events.map(\.event.id) == ["0", "1", "2", "3"])
    }

    @Test func theSameSourceAndIDIsDeliveredOnceEvenAcrossReopen() throws {
        let directory = try temporaryStateDirectory()
        let spool = EventSpool(stateDirectory: directory)
        try spool.post(try event("order-42"))
        try spool.post(try event("order-42", at: 1))
        try spool.post(try event("order-42", source: "other", at: 2))
        var consumer = try EventConsumer.open(stateDirectory: directory)
        let first = try consumer.pending()
        #expect(first.events.map(\.event.key) == [EventKey(source: "test", id: "order-42"), EventKey(source: "other", id: "order-42")])
        try consumer.markDelivered(first.events)
        let second = try consumer.pending()
        #expect(second.events.isEmpty)
        #expect(second.duplicates.map(\.event.key) == [EventKey(source: "test", id: "order-42")])
        consumer.close()

        try spool.post(try event("order-42", at: 3))
        consumer = try EventConsumer.open(stateDirectory: directory)
        let third = try consumer.pending()
        #expect(third.events.isEmpty && third.duplicates.count == 1)
        #expect(try consumer.pending().duplicates.isEmpty)
        #expect(files(in: directory.appendingPathComponent("events/new")).isEmpty)
    }

    /// A crash after the seen journal is written and before the files move:
    /// the events come back from `pending` only as duplicates.
    @Test func aCrashBeforeTheMoveDoesNotDeliverAgain() throws {
        let directory = try temporaryStateDirectory()
        try EventSpool(stateDirectory: directory).post(try event("x"))
        var consumer = try EventConsumer.open(stateDirectory: directory)
        let batch = try consumer.pending()
        try consumer.markDelivered(batch.events)
        consumer.close()
        let name = batch.events[0].fileName
        try FileManager.default.moveItem(at: directory.appendingPathComponent("events/cur/\(name)"),
                                         to: directory.appendingPathComponent("events/new/\(name)"))
        consumer = try EventConsumer.open(stateDirectory: directory)
        let again = try consumer.pending()
        #expect(again.events.isEmpty && again.duplicates.map(\.fileName) == [name])
    }

    @Test func tenThousandEventsPostedWhileNoOneListensAreAllDeliveredOnceInOrder() throws {
        let directory = try temporaryStateDirectory()
        let spool = EventSpool(stateDirectory: directory)
        for chunk in stride(from: 0, to: 10_000, by: 1000) {
            try spool.post((chunk..<chunk + 1000).map { try event("\($0)", data: ["n": .integer(Int64($0))]) })
        }
        let consumer = try EventConsumer.open(stateDirectory: directory)
        var delivered: [String] = []
        while true {
            let batch = try consumer.pending(limit: 512)
            if batch.events.isEmpty { break }
            #expect(batch.duplicates.isEmpty && batch.unreadable.isEmpty)
            delivered += batch.events.map(\.event.id)
            try consumer.markDelivered(batch.events)
        }
        #expect(delivered == (0..<10_000).map(String.init))
        #expect(files(in: directory.appendingPathComponent("events/new")).isEmpty)
    }

    @Test func aFileThatIsNotAnEventIsSetAside() throws {
        let directory = try temporaryStateDirectory()
        let spool = EventSpool(stateDirectory: directory)
        try spool.post(try event("good"))
        try write(Array("{\"type\": \"half".utf8), to: directory.appendingPathComponent("events/new/0000000000000001.1.json"))
        let consumer = try EventConsumer.open(stateDirectory: directory)
        let batch = try consumer.pending()
        #expect(batch.events.map(\.event.id) == ["good"])
        #expect(batch.unreadable.map(\.fileName) == ["0000000000000001.1.json"])
        #expect(files(in: directory.appendingPathComponent("events/corrupt")) == ["0000000000000001.1.json"])
        #expect(try consumer.pending().unreadable.isEmpty)
    }

    @Test func filesACrashedPosterLeftInTmpAreRemovedOnceOld() throws {
        let directory = try temporaryStateDirectory()
        let spool = EventSpool(stateDirectory: directory)
        try spool.post(try event("x"))
        let leftover = directory.appendingPathComponent("events/tmp/0000000000000002.2.json")
        try write(Array("{\"ty".utf8), to: leftover)
        var consumer = try EventConsumer.open(stateDirectory: directory)
        #expect(consumer.report.abandonedRemoved == 0)
        consumer.close()
        consumer = try EventConsumer.open(stateDirectory: directory, now: { Date().addingTimeInterval(7200) })
        #expect(consumer.report.abandonedRemoved == 1)
        #expect(files(in: directory.appendingPathComponent("events/tmp")).isEmpty)
        #expect(try consumer.pending().events.count == 1)
    }

    @Test func deliveredFilesAndSeenKeysAreBounded() throws {
        let directory = try temporaryStateDirectory()
        let spool = EventSpool(stateDirectory: directory)
        let retention = EventRetention(seenKeys: 3, deliveredFiles: 5)
        let consumer = try EventConsumer.open(stateDirectory: directory, retention: retention)
        for index in 0..<8 {
            try spool.post(try event("\(index)", at: Double(index)))
            try consumer.markDelivered(try consumer.pending().events)
        }
        #expect(files(in: directory.appendingPathComponent("events/cur")).count == 5)
        // Only the last three keys are remembered: an old id is delivered again.
        try spool.post(try event("0", at: 9))
        try spool.post(try event("7", at: 10))
        let batch = try consumer.pending()
        #expect(batch.events.map(\.event.id) == ["0"])
        #expect(batch.duplicates.map(\.event.id) == ["7"])
    }

    @Test func theSeenJournalIsCompactedAndStillDeduplicatesAfterReopen() throws {
        let directory = try temporaryStateDirectory()
        let spool = EventSpool(stateDirectory: directory)
        var consumer = try EventConsumer.open(stateDirectory: directory, retention: EventRetention(seenKeys: 100))
        for chunk in 0..<12 {
            try spool.post((0..<200).map { try event("\(chunk)-\($0)") })
            try consumer.markDelivered(try consumer.pending().events)
        }
        let journal = directory.appendingPathComponent("events/seen.journal")
        let lines = String(decoding: try bytes(of: journal), as: UTF8.self).split(separator: "\n").count
        #expect(lines <= 2 * 100 + 1024 + 200)
        consumer.close()
        consumer = try EventConsumer.open(stateDirectory: directory, retention: EventRetention(seenKeys: 100))
        try spool.post(try event("11-199"))
        #expect(try consumer.pending().duplicates.count == 1)
    }

    @Test func postingWakesAWaitingConsumer() throws {
        let directory = try temporaryStateDirectory()
        let consumer = try EventConsumer.open(stateDirectory: directory)
        #expect(!consumer.wakeup.wait(timeout: 0))
        try EventSpool(stateDirectory: directory).post(try event("wake"))
        #expect(consumer.wakeup.wait(timeout: 0))
        #expect(!consumer.wakeup.wait(timeout: 0))
    }

    @Test func postingWithoutAConsumerNeedsNoFIFOReader() throws {
        let directory = try temporaryStateDirectory()
        // The FIFO stays behind; its reader goes with the consumer.
        _ = try EventConsumer.open(stateDirectory: directory)
        #expect(files(in: directory.appendingPathComponent("events")).contains("wake"))
        let spool = EventSpool(stateDirectory: directory)
        try spool.post(try event("no reader"))
        #expect(files(in: directory.appendingPathComponent("events/new")).count == 1)
    }

    @Test func aSecondConsumerIsRefused() throws {
        let directory = try temporaryStateDirectory()
        let consumer = try EventConsumer.open(stateDirectory: directory)
        #expect(throws: StateError.locked(path: directory.path + "/events/consumer.lock")) {
            try EventConsumer.open(stateDirectory: directory)
        }
        consumer.close()
    }
}
