import Foundation
import Testing
import FlowRuntime
import FlowState
@testable import FlowPhrases

/// The phrase book on disk: written atomically, read back the same, damage
/// set aside and reported, never a crash.
@Suite struct PhraseStoreTests {
    @Test func aMissingBookIsEmptyAndCreatesNothing() {
        let state = temporaryState()
        let contents = store(state).load()
        #expect(contents.phrases.isEmpty && contents.problems.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }

    @Test func phrasesRoundTripInOrder() throws {
        let state = temporaryState()
        let apps = compileApps()
        let phrases = [
            UserPhrase(phrase: "Soup time", target: croutonsTarget(apps: apps), added: testNow),
            UserPhrase(phrase: "Chowder please", target: .shortcut(name: "Soup for John", file: "/home/me/soup-for-john.flow"), added: testNow),
        ]
        _ = try store(state).change { $0 = phrases }
        let loaded = store(state).load()
        #expect(loaded.problems.isEmpty)
        #expect(loaded.phrases == phrases)
        let text = try String(contentsOf: state.appendingPathComponent("phrases.json"), encoding: .utf8)
        #expect(text.contains(#""version" : 1"#))
        #expect(text.contains(#""file" : "/home/me/soup-for-john.flow""#), "slashes are not escaped")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.contains(".tmp.") }
        #expect(leftovers.isEmpty)
    }

    @Test func aChangeThatThrowsChangesNothing() throws {
        let state = temporaryState()
        _ = try store(state).change { $0.append(UserPhrase(phrase: "soup time", target: .shortcut(name: "A", file: "/a.flow"), added: testNow)) }
        struct Refused: Error {}
        #expect(throws: Refused.self) { try store(state).change { phrases in phrases.removeAll(); throw Refused() } }
        #expect(store(state).load().phrases.count == 1)
    }

    @Test func aDamagedBookIsSetAsideAndReportedOnce() throws {
        let state = temporaryState()
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let file = state.appendingPathComponent("phrases.json")
        try Data("{\"phrases\": [{\"phrase\": \"soup".utf8).write(to: file)
        let first = store(state).load()
        #expect(first.phrases.isEmpty)
        #expect(first.problems == ["phrases.json: not a phrase book (a JSON object with a \"phrases\" list); no phrases could be read; "
                                   + "the file as it was is kept as 'phrases.json.corrupt-20261121T100000Z'"])
        let kept = state.appendingPathComponent("phrases.json.corrupt-20261121T100000Z")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "{\"phrases\": [{\"phrase\": \"soup")
        #expect(store(state).load().problems.isEmpty, "repaired: reported once")
        // A second damage the same second gets a name of its own.
        try Data([0xFF, 0x00, 0xFE]).write(to: file)
        #expect(store(state).load().problems.first?.hasSuffix("'phrases.json.corrupt-20261121T100000Z-2'") == true)
    }

    @Test func unreadableEntriesAreLeftOutAndTheRestKept() throws {
        let state = temporaryState()
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try Data("""
            {"version": 1, "phrases": [
              {"phrase": "soup time", "added": "2026-11-20T12:00:00Z", "shortcut": {"name": "Lunch", "file": "/w/lunch.flow"}},
              {"phrase": "no target", "added": "2026-11-20T12:00:00Z"},
              {"phrase": "relative", "added": "2026-11-20T12:00:00Z", "shortcut": {"name": "Lunch", "file": "lunch.flow"}},
              {"phrase": "!!!", "added": "2026-11-20T12:00:00Z", "shortcut": {"name": "Lunch", "file": "/w/lunch.flow"}},
              {"phrase": "when", "added": "yesterday", "shortcut": {"name": "Lunch", "file": "/w/lunch.flow"}},
              {"phrase": "values", "added": "2026-11-20T12:00:00Z", "intent": {"app": "SoupChef", "intent": "OrderSoup", "values": [1]}},
              7
            ]}
            """.utf8).write(to: state.appendingPathComponent("phrases.json"))
        let contents = store(state).load()
        #expect(contents.phrases.map(\.phrase) == ["soup time"])
        #expect(contents.problems == [
            "phrases.json: phrase 2: it should run either a \"shortcut\" or an \"intent\"",
            "phrases.json: phrase 3: \"shortcut\" needs a \"name\" and an absolute \"file\"",
            "phrases.json: phrase 4: no \"phrase\" with words in it",
            "phrases.json: phrase 5: \"added\" is not an ISO 8601 time",
            "phrases.json: phrase 6: \"values\" is not an object",
            "phrases.json: phrase 7: not an object",
            "phrases.json: 6 phrases could not be read and were left out; the file as it was is kept as 'phrases.json.corrupt-20261121T100000Z'",
        ])
        #expect(store(state).load().problems.isEmpty)
        #expect(store(state).load().phrases.count == 1)
    }

    @Test func aBookOfAnotherVersionIsNeitherMisreadNorTouched() throws {
        let state = temporaryState()
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let file = state.appendingPathComponent("phrases.json")
        let newer = Data(#"{"version": 2, "phrases": []}"#.utf8)
        try newer.write(to: file)
        let loaded = store(state).load()
        #expect(loaded.phrases.isEmpty)
        #expect(loaded.problems.first?.contains("was written by another flow (version 2); this one reads version 1 and leaves it as it is") == true,
                "\(loaded.problems)")
        #expect(throws: (any Error).self) { try store(state).change { $0.removeAll() } }
        #expect(try Data(contentsOf: file) == newer, "the newer flow's book is as it was")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.contains("corrupt") }.isEmpty)
    }
}
