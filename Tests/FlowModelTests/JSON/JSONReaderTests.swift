import Foundation
import Testing
import FlowModel

@Suite struct JSONReaderTests {
    @Test func numbersKeepTheirDigits() throws {
        let price = try JSONReader.value(from: "411.22")
        #expect(price.description == "411.22")
        #expect(JSONWriter.text(price) == "411.22")
        #expect(try JSONReader.value(from: "1.50").description == "1.5")
        #expect(try JSONReader.value(from: "7") == .integer(7))
        #expect(try JSONReader.value(from: "-0") == .integer(0))
        #expect(try JSONReader.value(from: "-9223372036854775808") == .integer(.min))
        #expect(try JSONReader.value(from: "9223372036854775807") == .integer(.max))
        // Past Int: a decimal, still exact.
        let big = try JSONReader.value(from: "9223372036854775808")
        #expect(big.description == "9223372036854775808")
        #expect(JSONWriter.text(big) == "9223372036854775808.0")
        #expect(JSONWriter.text(try JSONReader.value(from: "1.5e50")) == "1.5e50")
        #expect(JSONWriter.text(try JSONReader.value(from: "-2.5E-30")) == "-2.5e-30")
        #expect(JSONWriter.text(try JSONReader.value(from: "0.00012")) == "0.00012")
    }

    @Test func digitsPastADecimalsPrecisionAreRoundedNotAnError() throws {
        // 40 significant digits: a Decimal keeps 38, rounding half up.
        let long = try JSONReader.value(from: "1.234567890123456789012345678901234567895")
        guard case .decimal(let number) = long, let parts = DecimalParts(number) else { Issue.record("not a decimal: \(long)"); return }
        #expect(parts.significand == UInt128("12345678901234567890123456789012345679"))
        #expect(parts.exponent == -37)
    }

    @Test func objectsKeepTheirKeyOrderAndARepeatedKeyItsLastValue() throws {
        let object = try JSONReader.value(from: #"{"zebra": 1, "apple": {"b": [true, null], "a": "x"}, "zebra": 2}"#)
        guard case .dictionary(let entries) = object else { Issue.record("not an object"); return }
        #expect(entries.map(\.key) == ["zebra", "apple"])
        #expect(entries[0].value == .integer(2))
        #expect(JSONWriter.text(object) == #"{"zebra":2,"apple":{"b":[true,null],"a":"x"}}"#)
        #expect(JSONWriter.text(object, .init(sortedKeys: true)) == #"{"apple":{"a":"x","b":[true,null]},"zebra":2}"#)
    }

    @Test func largeObjectsFindRepeatedKeysToo() throws {
        let keys = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let object = try JSONReader.value(from: "{\(keys), \"k42\": \"again\", \"k7\": 0}")
        guard case .dictionary(let entries) = object else { Issue.record("not an object"); return }
        #expect(entries.count == 100)
        #expect(entries[42].value == .string("again"))
        #expect(entries[7].value == .integer(0))
    }

    @Test func stringsTakeEveryEscapeAndSurrogatePairs() throws {
        let text = try JSONReader.value(from: #""a\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00 é 😀""#)
        #expect(text == .string("a\"\\/\u{08}\u{0C}\n\r\té😀 é 😀"))
    }

    @Test func aByteOrderMarkAndWhitespaceAroundTheValueAreAllowed() throws {
        #expect(try JSONReader.value(from: [0xEF, 0xBB, 0xBF] + Array(" \n[1]\t".utf8)) == .list([.integer(1)]))
    }

    @Test(arguments: [
        (#""\uD800""#, 1, "first half of a surrogate pair without its second half"),
        (#""\uDC00x""#, 1, "second half of a surrogate pair without its first half"),
        (#""\uD800\u0041""#, 1, "is not a second half"),
        ("[1,\n 2,]", 7, "expected a value"),
        ("{\"a\" 1}", 5, "expected ':' after the key \"a\""),
        ("01", 1, "cannot start with 0"),
        ("1.", 2, "a digit after the decimal point"),
        ("-", 1, "a digit after '-'"),
        ("1e", 2, "a digit in the number's exponent"),
        ("1e200", 0, "beyond the range of a decimal"),
        ("-4e-300", 0, "beyond the range of a decimal"),
        ("\"open", 0, "no closing quote"),
        ("\"tab\there\"", 4, "control character (U+0009)"),
        (#""\x""#, 1, "is not an escape"),
        ("[1] 2", 4, "more after the end"),
        ("", 0, "ends where a value should be"),
        ("tru", 0, "expected a value"),
        ("{\"a\":1", 6, "ends inside an object"),
    ])
    func malformedTextIsAnErrorAtItsPlace(text: String, offset: Int, reason: String) {
        #expect {
            try JSONReader.value(from: text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.offset == offset && error.reason.contains(reason)
        }
    }

    @Test func errorsSayTheLineAndColumn() {
        do {
            _ = try JSONReader.value(from: "{\n  \"é\": 1,\n  \"b\": tru\n}")
            Issue.record("read")
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 8)
            #expect(error.description.hasPrefix("line 3, column 8 (byte 20): "))
        }
    }

    @Test(arguments: [
        ([0x22, 0xFF, 0x22], 1, "0xFF cannot start a character"),
        ([0x22, 0xC0, 0x80, 0x22], 1, "0xC0 cannot start"),                // overlong NUL
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 2, "0xA0 cannot continue"),      // an encoded surrogate
        ([0x22, 0xE2, 0x82], 1, "ends inside a character"),
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 2, "0x90 cannot continue"), // past U+10FFFF
    ] as [([UInt8], Int, String)])
    func invalidUTF8IsAnErrorAtTheByte(bytes: [UInt8], offset: Int, reason: String) {
        #expect {
            try JSONReader.value(from: bytes)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.offset == offset && error.reason.contains(reason)
        }
    }

    @Test func nestingPastTheLimitIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        _ = try JSONReader.value(from: deep)
        let tooDeep = String(repeating: "[{\"a\":", count: 100_000)
        #expect {
            try JSONReader.value(from: tooDeep)
        } throws: { error in
            (error as? JSONSyntaxError)?.reason.contains("nest deeper than \(JSONReader.maximumDepth) levels") == true
        }
    }
}
