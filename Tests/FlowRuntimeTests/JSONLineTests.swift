import Foundation
import Testing
@testable import FlowRuntime
@testable import FlowApps

/// The protocol's own JSON writer gives what Foundation's parser reads back
/// as the same values, on one line.
@Suite struct JSONLineTests {
    func line(_ value: Any) throws -> String {
        let data = try #require(JSONLine.encode(value))
        return String(decoding: data, as: UTF8.self)
    }

    @Test func scalarsKeepTheirKinds() throws {
        #expect(try line(["a": true, "b": 1, "c": 2.5, "d": NSNull(), "e": "x"]) == #"{"a":true,"b":1,"c":2.5,"d":null,"e":"x"}"# + "\n")
        #expect(try line([false, 0, 3.0, -7]) == "[false,0,3,-7]\n")
        #expect(try line([NSNumber(value: true), NSNumber(value: 42), NSNumber(value: 0.25)]) == "[true,42,0.25]\n")
        #expect(JSONLine.encode([Double.nan]) == nil)
        #expect(JSONLine.encode([Date()]) == nil)
    }

    /// A decimal value goes to an app with exactly its digits: ProtocolValues
    /// encodes it as an NSDecimalNumber, which is not written through Double.
    @Test func decimalsAreWrittenWithTheirDigits() throws {
        let coder = ProtocolValues(apps: [])
        let price = RuntimeValue.decimal(try #require(Decimal(string: "411.22")))
        #expect(try line(["price": coder.encode(price)]) == #"{"price":411.22}"# + "\n")
        let decoded = try coder.decode(try JSONSerialization.jsonObject(with: Data("411.22".utf8), options: .fragmentsAllowed), as: .decimal, path: "price")
        #expect(decoded.description == "411.22")
    }

    @Test func stringsAreEscapedAndStayOnOneLine() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} soupe à l'oignon 🍲"
        let written = try line(["text": text])
        #expect(written.filter { $0 == "\n" }.count == 1)
        #expect(written.contains(#"\u0007"#))
        let parsed = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any]
        #expect(parsed?["text"] as? String == text)
    }

    @Test func nestedValuesComeBackTheSame() throws {
        let message: [String: Any] = ["jsonrpc": "2.0", "id": 7, "method": "handle",
                                      "params": ["intent": "OrderSoup", "values": ["soup": "clamChowder", "quantity": 2,
                                                                                   "toppings": [["identifier": "c", "displayString": "Croutons", "properties": [:]]],
                                                                                   "total": ["amount": "5.90", "currency": "USD"]]]]
        let written = try line(message)
        #expect(written.hasPrefix(#"{"id":7,"jsonrpc":"2.0","method":"handle","params":{"intent":"OrderSoup","values":{"#))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSDictionary)
        #expect(parsed == message as NSDictionary)
    }
}
