import Foundation
import Testing
import FlowModel

@Suite struct JSONWriterTests {
    @Test func prettyOutputIndentsByTwoSpaces() {
        let value = RuntimeValue.dictionary([.init(key: "name", value: .string("Clam")), .init(key: "sizes", value: .list([.integer(1), .integer(2)])),
                                             .init(key: "empty", value: .list([])), .init(key: "none", value: .dictionary([]))])
        #expect(JSONWriter.text(value, .init(pretty: true)) == """
        {
          "name": "Clam",
          "sizes": [
            1,
            2
          ],
          "empty": [],
          "none": {}
        }
        """)
    }

    @Test func stringsEscapeOnlyWhatJSONNeeds() {
        #expect(JSONWriter.text(.string("a/b \"q\" \\ \n\t\u{01} é😀")) == #""a/b \"q\" \\ \n\t\u0001 é😀""#)
    }

    @Test func valuesWithoutAJSONKindKeepTheirStructure() throws {
        let money = RuntimeValue.currency(amount: try #require(Decimal(string: "411.22")), code: "USD")
        #expect(JSONWriter.text(money) == #"{"amount":411.22,"currency":"USD"}"#)
        #expect(JSONWriter.text(.duration(seconds: 90)) == #"{"seconds":90}"#)
        #expect(JSONWriter.text(.duration(seconds: 0.3)) == #"{"seconds":0.3}"#)
        #expect(JSONWriter.text(.location(.init(name: "Home", latitude: 39.7, longitude: -104.99))) == #"{"latitude":39.7,"longitude":-104.99,"name":"Home"}"#)
        #expect(JSONWriter.text(.date(Date(timeIntervalSince1970: 0))) == #""1970-01-01T00:00:00Z""#)
        #expect(JSONWriter.text(.measurement(value: .nan, unit: "km")) == #"{"unit":"km","value":null}"#)
        #expect(JSONWriter.text(.error(message: "no", step: "Get", code: "failed")) == #"{"code":"failed","message":"no","step":"Get"}"#)
    }

    @Test func aDecimalIsWrittenWithExactlyItsDigits() throws {
        let cases = [("411.22", "411.22"), ("0.1", "0.1"), ("-0.000001", "-0.000001"), ("1.5e-30", "1.5e-30"), ("2.5E30", "2500000000000000000000000000000.0"),
                     ("123456789012345678901234567890.5", "123456789012345678901234567890.5"), ("9.99e127", "9.99e127"),
                     // A decimal keeps no trailing zeros; a whole decimal keeps its point, so it reads back as a decimal.
                     ("1.50", "1.5"), ("150.00", "150.0"), ("-7e-7", "-7e-7")]
        for (text, written) in cases {
            let read = try JSONReader.value(from: text)
            #expect(JSONWriter.text(read) == written)
            #expect(try JSONReader.value(from: written) == read)
        }
    }
}
