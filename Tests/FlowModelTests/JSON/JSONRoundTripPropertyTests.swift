import Foundation
import Testing
import FlowModel
import FlowTestSupport

/// 1,000 random documents (seeded, so every run reads the same ones): each
/// reads as the value it was built to be, and writing that value and
/// reading it again gives the same document with every number's digits
/// and value identical to the input's.
@Suite struct JSONRoundTripPropertyTests {
    @Test func randomDocumentsReadExactlyAndSurviveARoundTrip() throws {
        var generator = SeededGenerator(seed: 0x4A53_4F4E)
        var numbers = 0
        for index in 0..<1_000 {
            let document = RandomJSONDocument.make(using: &generator)
            let read = try JSONReader.value(from: document.text)
            try #require(Self.identical(read, document.expected), "document \(index) read differently:\n\(document.text)")
            for options in [JSONWriter.Options(), JSONWriter.Options(pretty: true)] {
                let written = JSONWriter.text(read, options)
                let again = try JSONReader.value(from: written)
                try #require(Self.identical(again, read), "document \(index) changed in a round trip:\n\(document.text)\n→ \(written)")
            }
            numbers += Self.numbers(in: read)
        }
        // The documents are not degenerate: thousands of numbers were compared digit by digit.
        #expect(numbers > 3_000, "\(numbers) numbers")
    }

    /// Equal, and each decimal with the same significant digits and exponent
    /// (`Decimal`'s own `==` says 1.50 == 1.5), keys in the same order.
    static func identical(_ a: RuntimeValue, _ b: RuntimeValue) -> Bool {
        switch (a, b) {
        case (.decimal(let x), .decimal(let y)): return x == y && DecimalParts(x) == DecimalParts(y)
        case (.list(let xs), .list(let ys)): return xs.count == ys.count && zip(xs, ys).allSatisfy { identical($0, $1) }
        case (.dictionary(let xs), .dictionary(let ys)):
            return xs.count == ys.count && zip(xs, ys).allSatisfy { $0.key == $1.key && identical($0.value, $1.value) }
        default: return a == b
        }
    }

    static func numbers(in value: RuntimeValue) -> Int {
        switch value {
        case .integer, .decimal: 1
        case .list(let items): items.reduce(0) { $0 + numbers(in: $1) }
        case .dictionary(let entries): entries.reduce(0) { $0 + numbers(in: $1.value) }
        default: 0
        }
    }
}
