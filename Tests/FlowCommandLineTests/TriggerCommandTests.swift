import FlowState
import Foundation
import Testing

/// `flow trigger`: the event is in the spool, typed, when the command returns.
@Suite struct TriggerCommandTests {
    /// The events waiting in `state`'s spool.
    func pending(_ state: URL) throws -> [Event] {
        try EventConsumer.open(stateDirectory: state).pending().events.map(\.event)
    }

    @Test func postsATypedEventAndPrintsItsID() throws {
        let state = try temporaryDirectory([:])
        let run = Run(["trigger", "location.arrive", "place=Work", "count=5", "text=\"5\"", "ratio=0.5", "ok=true", "gone=null",
                       "words=two words", "--id", "arrival-1", "--state", state.path])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout == "arrival-1\n")
        let event = try #require(try pending(state).first)
        #expect(event.type == "location.arrive" && event.id == "arrival-1" && event.source == "cli")
        #expect(event.data == ["place": .string("Work"), "count": .integer(5), "text": .string("5"), "ratio": .decimal(Decimal(string: "0.5")!),
                               "ok": .bool(true), "gone": .null, "words": .string("two words")])
    }

    @Test func jsonMergesWithThePairsAndTheDefaultIDIsFresh() throws {
        let state = try temporaryDirectory([:])
        let first = Run(["trigger", "order.ready", "--data", #"{"items": [1, 2]}"#, "--data", #"{"shop": {"name": "Soup"}}"#, "n=1",
                         "--source", "shop", "--state", state.path])
        let second = Run(["trigger", "order.ready", "--state", state.path])
        #expect(first.code == 0 && second.code == 0)
        #expect(first.stdout != second.stdout && !first.stdout.isEmpty)
        let events = try pending(state)
        #expect(events.map(\.id) == [first.stdout, second.stdout].map { String($0.dropLast()) })
        #expect(events[0].source == "shop")
        #expect(events[0].data == ["items": .array([.integer(1), .integer(2)]), "shop": .object(["name": .string("Soup")]), "n": .integer(1)])
    }

    @Test func theStateDirectoryDefaultsAsForRun() throws {
        let state = try temporaryDirectory([:])
        let run = Run(["trigger", "ping"], environment: ["FLOW_STATE_DIR": state.path])
        #expect(run.code == 0)
        #expect(try pending(state).map(\.type) == ["ping"])
    }

    @Test(arguments: [
        (["trigger"], "missing the event type"),
        (["trigger", "Location.Arrive"], "'Location.Arrive' is not an event type"),
        (["trigger", "a.b", "novalue"], "'novalue' is not key=value"),
        (["trigger", "a.b", "=x"], "'=x' is not key=value"),
        (["trigger", "a.b", "k=1", "k=2"], "the data key 'k' is given twice"),
        (["trigger", "a.b", "--data", #"{"k": 1}"#, "k=2"], "the data key 'k' is given twice"),
        (["trigger", "a.b", "--id", ""], "'' is not an event id"),
    ])
    func usageMistakesExit64(arguments: [String], message: String) throws {
        let state = try temporaryDirectory([:])
        let run = Run(arguments + ["--state", state.path])
        #expect(run.code == 64)
        #expect(run.stderr.hasPrefix("error: \(message)"), "\(run.stderr)")
        #expect(run.stderr.contains("See 'flow help trigger'."))
    }

    @Test func badDataExits65() throws {
        let state = try temporaryDirectory([:])
        let notJSON = Run(["trigger", "a.b", "--data", "{nope", "--state", state.path])
        #expect(notJSON.code == 65 && notJSON.stderr.hasPrefix("error: --data needs a JSON object"))
        let tooBig = Run(["trigger", "a.b", "blob=" + String(repeating: "x", count: 70_000), "--state", state.path])
        #expect(tooBig.code == 65 && tooBig.stderr.contains("the limit is 65536 (64 KiB)"))
        #expect(files(in: state).isEmpty)
    }

    @Test func theBuiltBinaryPostsAnEventTheConsumerReads() throws {
        let state = try temporaryDirectory([:])
        let result = try BinaryTests().run(["trigger", "door.open", "door=front", "--id", "d1", "--state", state.path])
        #expect(result.code == 0 && result.stdout == "d1\n" && result.stderr.isEmpty)
        #expect(try pending(state).map(\.key) == [EventKey(source: "cli", id: "d1")])
    }

    @Test func anUnwritableStateDirectoryExits73() throws {
        let file = try temporaryDirectory(["not-a-directory": "x"]).appendingPathComponent("not-a-directory")
        let run = Run(["trigger", "a.b", "--state", file.path])
        #expect(run.code == 73)
        #expect(run.stderr.hasPrefix("error: the event was not posted: "))
    }
}

func files(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
}
