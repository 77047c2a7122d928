import Foundation
import Testing
import FlowModel
@testable import FlowActions

/// Seeded random inputs through every operation that reads text: each one
/// returns or throws its typed error, and never stops the program. Regex
/// patterns are drawn mostly from metacharacters, so most do not compile
/// and the error-placing path runs on every kind of mistake.
@Suite struct NoTrapTests {
    static let alphabet: [String] = ["(", ")", "[", "]", "{", "}", "?", "*", "+", "|", "\\", "^", "$", ".", "<", ">", "=", "!", ":", "#",
                                     "&", ";", "%", "a", "Z", "0", "9", ",", " ", "\n", "\r\n", "é", "👨‍👩‍👧", "\u{FFFD}", "x", "-", "'"]

    static func strings(count: Int, seed: UInt64) -> [String] {
        var generator = SequenceGenerator(state: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...16, using: &generator)
            return (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "" }.joined()
        }
    }

    @Test func regexPatternsCompileOrSayWhere() {
        var errors = 0
        for source in Self.strings(count: 400, seed: 1) {
            do {
                let pattern = try RegexPattern(source)
                _ = pattern.matches(in: source + " " + source)
                _ = pattern.split(source)
                _ = try? pattern.replacingAll(in: source, with: "$0$1${x}\\$")
            } catch {
                errors += 1
                #expect(!error.message.isEmpty)
                if let offset = error.offset { #expect(offset >= 0 && offset <= source.utf8.count, "\(source)") }
            }
        }
        #expect(errors > 100)
    }

    @Test func textOperationsTakeAnything() {
        for text in Self.strings(count: 300, seed: 2) {
            for separator in [TextSeparator.newLines, .spaces, .everyCharacter, .custom(";"), .custom("👨‍👩‍👧")] {
                let pieces = TextSplitting.split(text, by: separator)
                if case .custom(let mark) = separator { #expect(pieces.joined(separator: mark) == text) }
            }
            for textCase in TextCase.allCases { _ = CaseChange.change(text, to: textCase) }
            for unit in TextUnit.allCases { #expect(TextCounting.count(unit, in: text) >= 0) }
            #expect(TextTrimming.trim(text).count <= text.count)
            _ = PlainTextReplacement.replacing("a", with: "$1", in: text)
            _ = PlainTextReplacement.replacing("é", with: "", in: text, caseSensitive: false)
            _ = HTMLEntities.decode(text)
            _ = try? PercentEncoding.decode(text)
            _ = try? Base64.decode(text)
            _ = NaturalOrder.compare(text, String(text.reversed()))
        }
    }

    @Test func decodersTakeAnything() throws {
        for text in Self.strings(count: 300, seed: 3) {
            #expect(try PercentEncoding.decode(PercentEncoding.encode(text)) == text)
            #expect(try PercentEncoding.decode(PercentEncoding.encode(text, mode: .form), mode: .form) == text)
            #expect(try Base64.decode(Base64.encode(text)) == Array(text.utf8))
            #expect(HTMLEntities.decode(HTMLEntities.encode(text)) == text)
        }
    }

    @Test func hugeAndExtremeNumbers() throws {
        let huge = Decimal.greatestFiniteMagnitude
        #expect(Statistics.compute(.sum, of: [huge, huge]) == nil)
        #expect(Statistics.compute(.product, of: [huge, huge]) == nil)
        #expect(Statistics.compute(.maximum, of: [huge, 1]) == huge)
        #expect(throws: MeasurementConversionError.outOfRange) { try MeasurementConversion.convert(huge, from: "TiB", to: "bit") }
        _ = try NumberFormatting.format(huge, NumberFormat(decimalPlaces: 2))
        _ = try NumberFormatting.format(-huge, NumberFormat(style: .scientific))
        _ = Rounding.round(huge, places: -38)
        var generator = SequenceGenerator(state: 9)
        _ = RandomNumber.integer(between: Int.max, and: Int.min, using: &generator)
    }
}
