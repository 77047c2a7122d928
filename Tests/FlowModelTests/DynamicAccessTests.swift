import Testing
import FlowModel

/// Reading JSON data by member and subscript: an object's key first, nothing
/// for a missing key, and a refusal that says what the value was otherwise.
@Suite struct DynamicAccessTests {
    let data = RuntimeValue.dictionary([.init(key: "count", value: .integer(7)), .init(key: "items", value: .list([.string("a"), .string("b")])),
                                        .init(key: "raw", value: .string(#"{"open_issues": 7}"#)), .init(key: "none", value: .nothing)])

    @Test func keysComeFirstAndMissingKeysAreNothing() throws {
        #expect(try DynamicAccess.member("count", of: data, named: "data") == .integer(7))
        #expect(try DynamicAccess.member("absent", of: data, named: "data") == .nothing)
        #expect(try DynamicAccess.member("deeper", of: .nothing, named: "data.none") == .nothing)
        // A list's own properties stay readable.
        #expect(try DynamicAccess.item(.string("count"), of: .list([.integer(1)]), named: "xs") == .integer(1))
    }

    @Test func listsCountFromOneAndFromTheEnd() throws {
        let items = RuntimeValue.list([.string("a"), .string("b"), .string("c")])
        #expect(try DynamicAccess.item(.integer(1), of: items, named: "xs") == .string("a"))
        #expect(try DynamicAccess.item(.integer(-1), of: items, named: "xs") == .string("c"))
        #expect(throws: DynamicAccess.Refusal(description: "'xs[5]': index 5 is beyond the list's 3 items")) {
            try DynamicAccess.item(.integer(5), of: items, named: "xs")
        }
        #expect(throws: DynamicAccess.Refusal(description: "'xs[0]': there is no item 0: lists count from 1 (the first item is [1], the last [-1])")) {
            try DynamicAccess.item(.integer(0), of: items, named: "xs")
        }
        #expect(ListPosition.index(.min, count: 3) == nil)
        #expect(ListPosition.index(.max, count: 3) == nil)
    }

    @Test func aMemberOfTextOrANumberIsARefusalThatSaysWhatItWas() {
        #expect(throws: DynamicAccess.Refusal(description: #"'j' is the text "{\"open_issues\": 7}" — a JSON string, not an object, so it has no member 'open_issues'; parse it with get-dictionary-from-input(j)"#)) {
            try DynamicAccess.member("open_issues", of: .string(#"{"open_issues": 7}"#), named: "j")
        }
        #expect(throws: DynamicAccess.Refusal(description: "'data.count' is the number 7, not an object, so it has no member 'x'")) {
            try DynamicAccess.member("x", of: .integer(7), named: "data.count")
        }
        #expect(throws: DynamicAccess.Refusal(description: "'data.count' is the number 7, not a list, so it has no item [1]")) {
            try DynamicAccess.item(.integer(1), of: .integer(7), named: "data.count")
        }
    }
}
