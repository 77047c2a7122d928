import Foundation
import Testing
@testable import FlowState

@Suite struct EventTests {
    @Test(arguments: ["location.arrive", "a", "x_1.y_2.z", String(repeating: "a", count: 64), "0.9"])
    func validTypes(_ type: String) {
        #expect(Event.isValidType(type))
    }

    @Test(arguments: ["", "Location.arrive", "a..b", ".a", "a.", "a-b", "a b", "a.*", "é", String(repeating: "a", count: 65)])
    func invalidTypesAreRefused(_ type: String) {
        #expect(throws: EventError.invalidType(type)) { try Event(type: type) }
    }

    @Test func idsAndSourcesAreShortAndPrintable() {
        #expect(throws: EventError.invalidID("")) { try Event(type: "a", id: "") }
        #expect(throws: EventError.invalidID("a\nb")) { try Event(type: "a", id: "a\nb") }
        #expect(throws: EventError.invalidSource(String(repeating: "s", count: 257))) {
            try Event(type: "a", source: String(repeating: "s", count: 257))
        }
        #expect((try? Event(type: "a", id: "order #42 ✓", source: "shop")) != nil)
    }

    @Test func dataIsAtMost64KiBOfJSON() throws {
        // {"k":"..."}: 8 bytes around the string.
        let fits = String(repeating: "x", count: Event.maximumDataBytes - 8)
        #expect((try? Event(type: "a", data: ["k": .string(fits)])) != nil)
        #expect(throws: EventError.dataTooLarge(bytes: Event.maximumDataBytes + 1)) {
            try Event(type: "a", data: ["k": .string(fits + "x")])
        }
        #expect(throws: EventError.self) { try Event(type: "a", data: ["k": .decimal(.nan)]) }
    }

    @Test func jsonKeepsStringsNumbersAndBooleansApart() throws {
        let value = try #require(JSONValue(json: #"{"s":"5","i":5,"f":5.5,"w":5.0,"b":true,"n":null,"a":[1,"1"]}"#))
        #expect(value == .object(["s": .string("5"), "i": .integer(5), "f": .decimal(Decimal(string: "5.5")!), "w": .integer(5), "b": .bool(true),
                                  "n": .null, "a": .array([.integer(1), .string("1")])]))
        #expect(JSONValue(json: "not json") == nil)
        #expect(JSONValue(json: String(repeating: "[", count: 100_000)) == nil)
    }

    @Test func anEventFileThatBreaksTheRulesDoesNotDecode() {
        let valid = #"{"type":"a.b","id":"1","source":"cli","time":1800000000,"data":{}}"#
        #expect(StateJSON.decode(Event.self, from: Array(valid.utf8)) != nil)
        for bad in [
            #"{"type":"A.B","id":"1","source":"cli","time":1800000000,"data":{}}"#,
            #"{"type":"a.b","id":"","source":"cli","time":1800000000,"data":{}}"#,
            #"{"type":"a.b","id":"1","source":"cli","time":1800000000,"data":[]}"#,
            #"{"type":"a.b","id":"1","source":"cli","data":{}}"#,
        ] {
            #expect(StateJSON.decode(Event.self, from: Array(bad.utf8)) == nil, "\(bad)")
        }
    }
}
